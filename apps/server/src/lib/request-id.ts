import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const current = new AsyncLocalStorage<string>();

/** Runs the rest of a request (its hooks, handler and everything they await) under its id. */
export function runWithRequestId(id: string, next: () => void): void {
  current.run(id, next);
}

/** The id of the request whose work is running now; undefined outside a request (jobs, the outbox worker). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** What a proxy's id may look like to be taken as ours: no spaces, nothing a log reader could mistake. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * A request's id: the one the load balancer in front wrote (X-Request-Id), when TRUST_PROXY says
 * there is one and it is well formed, so its log and ours share it; otherwise a new UUID.
 */
export function requestIdGenerator(trustsProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const forwarded = req.headers['x-request-id'];
    if (trustsProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomUUID();
  };
}
