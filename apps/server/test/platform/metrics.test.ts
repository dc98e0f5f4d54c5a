import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { enqueueJob, JOBS } from '../../src/modules/jobs/queue.ts';
import { enqueueEmail } from '../../src/modules/mail/outbox.ts';
import { buildMetricsServer } from '../../src/modules/metrics/routes.ts';
import { openStream } from '../helpers/event-stream.ts';
import { signedInAs } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, TEST_DB_KIND, type TestDatabaseHandle } from '../helpers/test-db.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let database: TestDatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

async function scrape(app: TestApp = t) {
  const res = await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of one series in the Prometheus text, or undefined when the series is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests and their durations per matched route, never per raw URL', async () => {
    for (const cxid of ['CX-one-771', 'CX-two-772']) {
      await t.request({ method: 'GET', url: `/api/public/mxperts/texas/${cxid}` });
    }
    await t.request({ method: 'GET', url: '/api/no-such-route-5531' });
    const text = await scrape();
    const route = 'method="GET",route="/api/public/mxperts/:state/:cxid",status="404"';
    expect(seriesValue(text, `http_requests_total{${route}}`)).toBe(2);
    expect(seriesValue(text, `http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(seriesValue(text, `http_request_duration_seconds_bucket{le="10",${route}}`)).toBe(2);
    expect(seriesValue(text, 'http_requests_total{method="GET",route="(no route)",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('CX-one-771');
    expect(text).not.toContain('no-such-route-5531');
    // The process's own figures come along.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the jobs of each queue waiting and given up', async () => {
    await enqueueJob(
      t.db,
      JOBS.leadReminder,
      { kind: 'message', id: '00000000-0000-4000-8000-000000000001' },
      { singletonKey: 'm-1' },
    );
    await enqueueJob(
      t.db,
      JOBS.leadReminder,
      { kind: 'message', id: '00000000-0000-4000-8000-000000000002' },
      { singletonKey: 'm-2' },
    );
    await enqueueJob(t.db, JOBS.reviewInvitation, { kind: 'message', id: '00000000-0000-4000-8000-000000000003' });
    await t.db.execute(sql`update pgboss.job set state = 'failed' where singleton_key = 'm-2'`);
    const text = await scrape();
    expect(seriesValue(text, 'mx_job_queue_jobs{queue="lead-reminder",state="created"}')).toBe(1);
    expect(seriesValue(text, 'mx_job_queue_jobs{queue="lead-reminder",state="failed"}')).toBe(1);
    expect(seriesValue(text, 'mx_job_queue_jobs{queue="review-invitation",state="created"}')).toBe(1);
  });

  it('reports the e-mails waiting in the outbox', async () => {
    const before = seriesValue(await scrape(), 'mx_email_outbox_backlog{status="pending"}') ?? 0;
    for (const to of ['one@example.test', 'two@example.test']) {
      await enqueueEmail(t.db, to, { subject: 'Waiting', text: 'Waiting.', html: '<p>Waiting.</p>' });
    }
    const text = await scrape();
    expect(seriesValue(text, 'mx_email_outbox_backlog{status="pending"}')).toBe(before + 2);
    expect(seriesValue(text, 'mx_email_outbox_backlog{status="sending"}')).toBe(0);
    expect(seriesValue(text, 'mx_email_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports the database pool on PostgreSQL, and no pool on the embedded database', async () => {
    const text = await scrape();
    if (TEST_DB_KIND === 'postgres') {
      expect(seriesValue(text, 'mx_db_pool_connections{state="max"}')).toBe(5);
      expect(seriesValue(text, 'mx_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'mx_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('mx_db_pool_connections{');
    }
  });

  it('counts the event streams this instance holds open', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signedInAs(t, 'CONSUMER');
    expect(seriesValue(await scrape(), 'mx_sse_connections')).toBe(0);
    const stream = await openStream(base, '/api/events', cookie);
    expect(stream.status).toBe(200);
    expect(seriesValue(await scrape(), 'mx_sse_connections')).toBe(1);
    stream.close();
    for (let i = 0; i < 100 && seriesValue(await scrape(), 'mx_sse_connections') !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seriesValue(await scrape(), 'mx_sse_connections')).toBe(0);
  });

  it('refuses a scrape without the token, or with another one, with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'The metrics need the monitoring token: send Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
  });

  it('is served by no instance when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const plain = await buildTestApp({ database });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await plain.close();
    }
  });

  it('answers on METRICS_PORT alone when it is set, and not on the app port', async () => {
    const separate = await buildTestApp({ database, env: { METRICS_PORT: '3259' } });
    const server = buildMetricsServer(separate.app.metrics, separate.config, separate.app.log);
    try {
      await separate.request({ method: 'GET', url: '/healthz' });
      expect((await separate.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      await server.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(seriesValue(await res.text(), 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
      const other = await fetch(`${base}/api/public/mxperts`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    } finally {
      await server.close();
      await separate.close();
    }
  });

  it('takes a METRICS_TOKEN of 24 characters at least, and a METRICS_PORT other than PORT', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 24 characters');
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow('METRICS_PORT: must differ from PORT');
  });
});
