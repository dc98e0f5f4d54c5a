import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MailTransport } from '../modules/mail/outbox.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Storage } from './storage/storage.ts';

/** What every service needs, built once per app and decorated on it as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Database;
  limiter: RateLimiter;
  mail: MailTransport;
  /** Uploaded files: the local folder or the shared bucket. */
  storage: Storage;
  log: FastifyBaseLogger;
}
