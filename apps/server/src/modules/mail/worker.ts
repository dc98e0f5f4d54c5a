import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { deliverDueEmails, type MailTransport } from './outbox.ts';

export interface OutboxWorker {
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  pollMs: number;
  /**
   * Work that queues e-mails, run before each delivery round until it answers 0 (the account e-mail
   * requests: main.ts passes the auth module's), so the mail module knows no other module.
   */
  queueDue?: () => Promise<number>;
}

/**
 * Polls: first runs `queueDue` (the account e-mail requests, queueing their e-mails), then delivers
 * what is due. A failed round is logged and tried again later.
 */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  { pollMs, queueDue }: OutboxWorkerOptions,
): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        while (queueDue && (await queueDue()) > 0 && !stopped);
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
