import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { processAccountEmailRequests } from '../auth/email-requests.ts';
import { deliverDueEmails, type MailTransport } from './outbox.ts';

export interface OutboxWorker {
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  pollMs: number;
  /** The public URL the links of account e-mails start with. */
  publicUrl: string;
}

/**
 * Polls: first answers the requests for account e-mails (queueing their e-mails), then delivers
 * what is due. A failed round is logged and tried again later.
 */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  { pollMs, publicUrl }: OutboxWorkerOptions,
): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        while ((await processAccountEmailRequests(db, publicUrl)) > 0 && !stopped);
      } catch (err) {
        log.error({ err }, 'account e-mail requests round failed');
      }
      try {
        let round: { sent: number; failed: number };
        do {
          round = await deliverDueEmails(db, transport, {
            onError: (err, id) => log.warn({ emailId: id, err: (err as Error).message }, 'e-mail delivery failed; will retry'),
          });
        } while (round.sent + round.failed > 0 && !stopped);
      } catch (err) {
        log.error({ err }, 'e-mail outbox round failed');
      }
      if (!stopped) timer = setTimeout(tick, pollMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
