import fs from 'node:fs';
import path from 'node:path';
import type { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { createLogSink, type LogSink } from './lib/log-sink.ts';

/** After the grace period, how long closing the worker, the limiter and the database may take. */
const SHUTDOWN_CLEANUP_MS = 5000;
/** At exit, how long the last log lines may take to reach stdout. */
const LOG_FLUSH_MS = 500;

/** stdout for the log and the banner: never blocks, never loops on a reader that has gone. */
const stdout = createLogSink(1);

/** Set by the first SIGTERM or SIGINT: startup goes no further, and its failures are the shutdown's. */
let stopping = false;

async function exit(code: number): Promise<never> {
  await stdout.flush(LOG_FLUSH_MS);
  process.exit(code);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.storage.driver === 'local') {
    for (const kind of ['profiles', 'companies', 'partners'])
      fs.mkdirSync(path.join(config.uploadsDir, kind), { recursive: true });
  }

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // The database opens (on its own thread, when embedded) while the app's modules load.
  const opening = openConfiguredDatabase(config, (err) => app?.log.error({ err }, 'database connection error'));
  opening.catch(() => {});
  const [
    { buildApp: build },
    { isDatabaseEmpty, seedDemoData },
    { createStorage },
    { startAppJobRunner },
    { processAccountEmailRequests },
    { startOutboxWorker },
    { buildMetricsServer },
    { createMailTransport, createRateLimiter },
  ] = await Promise.all([
    import('./app.ts'),
    import('./db/seed/demo.ts'),
    import('./lib/storage/create-storage.ts'),
    import('./app-jobs.ts'),
    import('./modules/auth/email-requests.ts'),
    import('./modules/mail/worker.ts'),
    import('./modules/metrics/routes.ts'),
    import('./services.ts'),
  ]);
  const storage = createStorage(config);
  const database = await opening;
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    if (!config.seedDemo || !(await isDatabaseEmpty(database.db))) return false;
    await seedDemoData(database.db, storage, {
      publicUrl: config.publicUrl,
      reviewInvitationSeconds: config.reviewInvitationSeconds,
    });
    return true;
  });

  const limiter = createRateLimiter(config);
  const mail = createMailTransport(config);
  let metricsServer: ReturnType<typeof buildMetricsServer> | undefined;
  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  let jobs: Awaited<ReturnType<typeof startAppJobRunner>> | undefined;

  // Installed before the server listens: a SIGTERM that comes as soon as /readyz answers (an
  // orchestrator's rollout) still closes everything that has started and exits 0, never by the
  // signal's default, which would cut requests and jobs in the middle.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // New connections are refused at once and idle keep-alive ones closed (app.close). A request
    // still running after the grace period (a stalled upload) loses its connection, so the rest
    // of the shutdown can run; the process exits anyway if even that hangs.
    const grace = setTimeout(() => {
      app?.log.warn('shutdown grace period over: closing the connections still open');
      app?.server.closeAllConnections();
    }, config.shutdownGraceMs);
    grace.unref();
    const force = setTimeout(() => {
      app?.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_CLEANUP_MS);
    force.unref();
    try {
      // The job runner takes no new job from now on; one in hand may finish within the grace period,
      // one still running then is failed and retried later (by this or another instance).
      await Promise.all([app?.close(), metricsServer?.close(), jobs?.stop(config.shutdownGraceMs)]);
      await worker?.stop();
      await limiter.close();
      mail.close?.();
      storage.close();
      await database.close();
      await exit(0);
    } catch (err) {
      app?.log.error({ err }, 'error during shutdown');
      await exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  app = await build({ config, database, limiter, mail, storage, logStream: stdout });
  if (stopping) return;
  await app.listen({ port: config.port, host: config.host });
  metricsServer = config.metrics.port === undefined ? undefined : buildMetricsServer(app.metrics, config, app.log);
  await metricsServer?.listen({ port: config.metrics.port, host: config.host });
  if (stopping) return;
  worker = startOutboxWorker(database.db, mail, app.log, {
    pollMs: config.outboxPollMs,
    queueDue: () => processAccountEmailRequests(database.db, config.publicUrl),
  });
  jobs = await startAppJobRunner(database, config, app.log, storage);
  if (stopping) {
    // The runner started while the shutdown was closing the rest: it stops too.
    await jobs.stop(config.shutdownGraceMs);
    return;
  }

  printBanner(stdout, config.publicUrl, database.kind, storage.kind, mail.kind, config.seedDemo, seeded);
}

function printBanner(
  out: LogSink,
  url: string,
  db: string,
  storage: string,
  mail: string,
  showDemo: boolean,
  seeded: boolean,
): void {
  const lines = [
    '',
    `  MortgageXperts is running at ${url}`,
    `  Database: ${db === 'pglite' ? 'embedded PGlite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}`,
    `  Uploads:  ${storage === 's3' ? 'S3 bucket (S3_BUCKET)' : 'folder under DATA_DIR'}`,
    `  E-mail:   ${mail === 'smtp' ? 'SMTP (SMTP_URL)' : `development mailbox at ${url}/dev/mailbox`}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (showDemo) {
    lines.push('', `  Demo accounts${seeded ? ' (just created)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(8)} ${a.email.padEnd(38)} ${a.note}`);
  }
  out.write(`${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  // A start cut short by a signal fails in whatever the shutdown closed; the shutdown decides the exit.
  if (stopping) return;
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
