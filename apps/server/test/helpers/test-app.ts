import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AJAX_HEADER, AJAX_HEADER_VALUE } from '@mx/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, DEFAULT_RATE_LIMITS, loadConfig, type RateLimits } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { memoryRateLimitStore, RateLimiter } from '../../src/lib/rate-limiter.ts';
import { processAccountEmailRequests } from '../../src/modules/auth/email-requests.ts';
import { deliverDueEmails, type MailTransport } from '../../src/modules/mail/outbox.ts';
import { devMailboxTransport } from '../../src/modules/mail/transport.ts';
import { createTestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Every rate limit out of the way, for suites about answers rather than limits (the fuzzing). */
export const NO_RATE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, { max: 1_000_000_000, windowMs: 60_000 }]),
) as unknown as RateLimits;

/** A built web app's index.html, small enough to compare whole pages the server writes with it. */
export const INDEX_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Template title</title>
    <meta name="description" content="Template description" />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /** A request as the web app sends it: ajax header, same origin, JSON. */
  request(opts: TestRequest): Promise<LightMyRequestResponse>;
  /**
   * Runs the outbox worker once: answers every pending request for an account e-mail (queueing
   * its e-mail), then delivers what is due.
   */
  deliverMail(transport?: MailTransport): Promise<{ sent: number; failed: number }>;
  /** Only the first half of deliverMail: the account e-mails are queued, none is delivered. */
  queueRequestedMail(): Promise<void>;
  close(): Promise<void>;
}

export interface TestRequest {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client address; a new random one per request unless given (rate limits count per address). */
  ip?: string;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  env?: Record<string, string>;
  mail?: MailTransport;
  database?: DatabaseHandle;
  /** A pino logger (for tests that read the log lines). */
  logger?: AppDeps['logger'];
  /** Where the app's own logger (the production settings, at LOG_LEVEL) writes its lines. */
  logStream?: AppDeps['logStream'];
  /** An index.html to serve as the built web app (tests of the pages the server sends). */
  webIndexHtml?: string;
  /** Runs before the app is ready, to add routes a test needs. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The least environment production starts with (for suites about what production does differently). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://mortgagexperts.example',
  MAIL_POSTAL_ADDRESS: '1 Harbor Way, Austin, TX 78701',
  MAIL_LINK_SECRET: 'a-test-secret-that-is-at-least-32-characters-long',
  TWO_FACTOR_KEY: 'a-test-two-factor-key-that-is-at-least-32-characters',
};

/** A random client address for one test (rate limits count per address). */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

function webDist(dataDir: string, indexHtml: string | undefined): string {
  const dir = path.join(dataDir, 'web-dist');
  if (indexHtml !== undefined) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  }
  return dir;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-test-'));
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, ...options.env });
  const config: Config = { ...base, outboxPollMs: 0, ...options.config };
  const database = options.database ?? (await createTestDatabase());
  const mail = options.mail ?? devMailboxTransport;
  const app = await buildApp({
    config,
    database,
    limiter: new RateLimiter(memoryRateLimitStore()),
    mail,
    // A test that sets the configuration's build (WEB_DIST_DIR) gets that one served.
    webDistDir: config.webDistDir ?? webDist(dataDir, options.webIndexHtml),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  const queueRequestedMail = async () => {
    while ((await processAccountEmailRequests(database.db, config.publicUrl)) > 0);
  };

  return {
    app,
    db: database.db,
    database,
    config,
    request: ({ method, url, body, cookie, headers, ip }) =>
      app.inject({
        method,
        url,
        remoteAddress: ip ?? randomIp(),
        headers: {
          [AJAX_HEADER]: AJAX_HEADER_VALUE,
          origin: TEST_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      }),
    queueRequestedMail,
    deliverMail: async (transport) => {
      await queueRequestedMail();
      return deliverDueEmails(database.db, transport ?? mail);
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a whole test file: built before its first test and closed after its last. The answer is
 * filled in when the app is built, so read it inside tests and hooks only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** The `name=value` of the session cookie a response set, for the next request. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('mx_session'));
  if (!cookie?.value) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
