import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leads, users } from '../../src/db/schema.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { createMxpert, createUser, signIn, uniqueEmail } from '../helpers/factories.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A name with CR/LF in it ("Eve\r\nBcc: victim@example.com") must not add a header to an e-mail
 * that is really delivered, nor split a log line (docs/decisions/041-hostile-input.md).
 */
const INJECTED = 'Eve\r\nBcc: victim@example.com';
const INJECTED_LOG = 'Eve\n{"level":30,"msg":"forged line"}';

/** The header block of a raw message, folded lines joined: one entry per header. */
function headersOf(raw: string): { name: string; value: string }[] {
  const block = raw.split(/\r\n\r\n/)[0] ?? '';
  const unfolded = block.replace(/\r\n[ \t]+/g, ' ');
  return unfolded.split('\r\n').map((line) => {
    const i = line.indexOf(':');
    return { name: line.slice(0, i).toLowerCase(), value: line.slice(i + 1).trim() };
  });
}

const lines: string[] = [];
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mxpert: Awaited<ReturnType<typeof createMxpert>>;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter((l) => l !== '')) },
  });
  smtp = await startSmtp();
  mxpert = await createMxpert(t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const guestMessage = (firstName: string) => ({
  firstName,
  lastName: 'Hacker',
  email: uniqueEmail('guest'),
  phone: '(512) 555-0147',
  helpType: 'credit-optimization',
  preferredContact: 'email',
  message: 'Hello, I would like help improving my credit score.',
  consent: true,
});

describe('CR/LF in a name', () => {
  it('is refused in a guest message: 400, nothing stored, no e-mail queued', async () => {
    const outboxBefore = await t.db.$count(emailOutbox);
    const body = guestMessage(INJECTED);
    const res = await t.request({ method: 'POST', url: `/api/messages/tx/${mxpert.profile.cxid}`, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'First name can only contain letters, spaces, hyphens, and apostrophes',
    });
    expect(await t.db.select().from(leads).where(eq(leads.email, body.email))).toEqual([]);
    expect(await t.db.$count(emailOutbox)).toBe(outboxBefore);
  });

  it('is refused at registration: 400, no account', async () => {
    const email = uniqueEmail('crlf');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: { firstName: INJECTED, lastName: 'Hacker', email, password: 'Sunny-Harbor-42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'First name can only contain letters, spaces, hyphens, and apostrophes',
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('in an account that already holds one adds no header to the lead alert delivered over SMTP', async () => {
    // An account written before names were checked, or by an import: the name reaches the subject.
    const sender = await createUser(t.db, 'CONSUMER', { firstName: INJECTED, lastName: 'Hacker' });
    const cookie = await signIn(t, sender.email);
    const { firstName: _f, lastName: _l, email: _e, ...memberBody } = guestMessage('unused');
    const res = await t.request({ method: 'POST', url: `/api/messages/tx/${mxpert.profile.cxid}`, cookie, body: memberBody });
    expect(res.statusCode).toBe(201);

    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
    try {
      expect((await t.deliverMail(transport)).failed).toBe(0);
    } finally {
      transport.close?.();
    }
    const alert = smtp.received.find((m) => m.to.includes(mxpert.user.email));
    expect(alert, 'the lead alert was delivered').toBeDefined();
    if (!alert) return;
    // The envelope names the professional only; nobody else received anything.
    expect(alert.to).toEqual([mxpert.user.email]);
    expect(smtp.received.flatMap((m) => m.to)).not.toContain('victim@example.com');
    const headers = headersOf(alert.raw);
    expect(headers.map((h) => h.name)).not.toContain('bcc');
    expect(headers.filter((h) => h.name === 'to').map((h) => h.value)).toEqual([mxpert.user.email]);
    expect(headers.filter((h) => h.name === 'cc')).toEqual([]);
    const subjects = headers.filter((h) => h.name === 'subject');
    expect(subjects).toHaveLength(1);
    expect(subjects[0]?.value).toMatch(/^New message from Eve/);
    expect(subjects[0]?.value).not.toMatch(/[\r\n]/);
    // No line of the header block starts with the injected header.
    expect(alert.raw.split(/\r\n\r\n/)[0]).not.toMatch(/(^|\r\n)Bcc:/i);
  });

  it('never splits a log line: every line is one JSON object and none starts with the injected text', async () => {
    // Injected text in a body, a query and a path, as well as in a name that reaches the log.
    await t.request({ method: 'POST', url: `/api/messages/tx/${mxpert.profile.cxid}`, body: guestMessage(INJECTED_LOG) });
    await t.request({ method: 'GET', url: `/api/places?q=${encodeURIComponent(INJECTED_LOG)}` });
    await t.request({ method: 'GET', url: `/api/public/mxperts/tx/${encodeURIComponent(INJECTED)}` });
    await t.request({ method: 'GET', url: `/api/nowhere/${encodeURIComponent(INJECTED_LOG)}` });

    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.startsWith('{'), line).toBe(true);
      const parsed = JSON.parse(line) as unknown;
      expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), line).toBe(true);
      expect(line).not.toMatch(/^(Bcc:|\{"level":30,"msg":"forged line"\})/);
    }
    // The requests with the injected text were logged, each on its own line.
    expect(lines.some((l) => l.includes('/api/places?q=Eve%0A'))).toBe(true);
  });
});
