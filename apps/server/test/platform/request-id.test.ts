import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

/** The JSON log lines the app wrote, each parsed. */
type LogLine = { reqId?: string; msg?: string };

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function withLoggedApp(env: Record<string, string>, run: (t: TestApp, lines: LogLine[]) => Promise<void>) {
  const lines: LogLine[] = [];
  const t = await buildTestApp({
    database,
    env: { LOG_LEVEL: 'info', ...env },
    logStream: {
      write: (chunk: string) =>
        void lines.push(
          ...chunk
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l)),
        ),
    },
  });
  try {
    await run(t, lines);
  } finally {
    await t.close();
  }
}

/** A support message with its honeypot filled: the service itself logs that it dropped it. */
const honeypotMessage = () => ({
  name: 'Jordan Ellis',
  email: uniqueEmail('bot'),
  topic: 'privacy',
  message: 'Please tell me what you keep about me and how to delete it.',
  website: 'http://spam.example',
});

describe('the request id', () => {
  it("is in the X-Request-Id header and on every log line of the request, the services' lines too", async () => {
    await withLoggedApp({}, async (t, lines) => {
      const res = await t.request({ method: 'POST', url: '/api/support', body: honeypotMessage() });
      expect(res.statusCode).toBe(201);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const dropped = lines.find((l) => l.msg === 'support message dropped: honeypot filled');
      expect(dropped?.reqId).toBe(id);
      const ofRequest = lines.filter((l) => l.reqId === id).map((l) => l.msg);
      expect(ofRequest).toEqual(['incoming request', 'support message dropped: honeypot filled', 'request completed']);
      // No line carries the key twice (the request's own logger has it already).
      expect(lines.filter((l) => l.msg === 'incoming request').every((l) => typeof l.reqId === 'string')).toBe(true);
    });
  });

  it("takes the load balancer's X-Request-Id behind a trusted proxy, and never a client's own", async () => {
    const forwarded = 'lb-7f3a9c2e-0001';
    await withLoggedApp({ TRUST_PROXY: '1' }, async (t, lines) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/support',
        body: honeypotMessage(),
        headers: { 'x-request-id': forwarded },
      });
      expect(res.headers['x-request-id']).toBe(forwarded);
      expect(lines.find((l) => l.msg === 'support message dropped: honeypot filled')?.reqId).toBe(forwarded);
      const odd = await t.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\twith spaces' } });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
    await withLoggedApp({}, async (t) => {
      const res = await t.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': forwarded } });
      expect(res.headers['x-request-id']).not.toBe(forwarded);
    });
  });
});
