import { SUBMISSION_TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications } from '../../src/db/schema.ts';
import { createMxpert, lastEmailTo, signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SENT = { success: true, message: 'Your message has been sent. The MortgageXpert will contact you soon.' };

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: "O'Neil-Smith",
    email: uniqueEmail('Guest').replace('guest', 'Guest'),
    phone: '(512) 555-0123',
    isRealEstateAgent: true,
    helpType: 'refinancing',
    preferredContact: 'phone',
    message: 'We want to refinance next year and need help with our credit.',
    consent: true,
    ...overrides,
  };
}

async function send(cxid: string, body: unknown, opts: { state?: string; cookie?: string; key?: string; ip?: string } = {}) {
  const url = opts.state === undefined ? `/api/messages/${cxid}` : `/api/messages/${opts.state}/${cxid}`;
  return t.request({
    method: 'POST',
    url,
    body,
    cookie: opts.cookie,
    ip: opts.ip,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
  });
}

const rowsTo = (profileId: string) =>
  t.db
    .select()
    .from(leads)
    .where(and(eq(leads.mxpertProfileId, profileId), eq(leads.kind, 'message')));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/messages/{state}/{cxid} from a guest', () => {
  it('stores the message, notifies the professional and e-mails them a lead alert', async () => {
    const { profile, user } = await createMxpert(t.db);
    const body = validMessage();
    const res = await send(profile.cxid, body, { state: 'tx' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);

    const [row] = await rowsTo(profile.id);
    expect(row).toMatchObject({
      firstName: 'Ana',
      lastName: "O'Neil-Smith",
      email: body.email.toLowerCase(),
      phone: '(512) 555-0123',
      isRealEstateAgent: true,
      helpType: 'refinancing',
      preferredContact: 'phone',
      message: body.message,
      state: 'TX',
      status: 'open',
      consumerUserId: null,
      mxpertNotes: null,
    });

    const [note] = await notificationsOf(user.id);
    expect(note).toMatchObject({
      type: 'new_message',
      title: 'New message',
      message: "Ana O'Neil-Smith sent you a message.",
      isRead: false,
      metadata: { senderName: "Ana O'Neil-Smith", firstName: 'Ana', lastName: "O'Neil-Smith" },
    });

    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe("New message from Ana O'Neil-Smith");
    expect(mail?.text).toContain('about: Refinancing');
    expect(mail?.text).toContain('They prefer to be contacted by phone.');
    // The alert opens the lead's conversation (sign-in comes back to it).
    expect(mail?.links).toContain(`http://localhost:3000/mxpert/messages/${row?.id}`);
    // The sender's contact details stay behind sign-in.
    expect(mail?.text).not.toContain(body.email.toLowerCase());
    expect(mail?.text).not.toContain('555-0123');
  });

  it('works without a state in the URL and with the word all', async () => {
    const { profile } = await createMxpert(t.db);
    expect((await send(profile.cxid, validMessage())).statusCode).toBe(201);
    expect((await send(profile.cxid, validMessage(), { state: 'all' })).statusCode).toBe(201);
    expect((await rowsTo(profile.id)).map((r) => r.state)).toEqual([null, null]);
  });

  it('takes the defaults: not a real estate agent, contacted by e-mail', async () => {
    const { profile } = await createMxpert(t.db);
    const { isRealEstateAgent: _a, preferredContact: _p, ...body } = validMessage();
    expect((await send(profile.cxid, body)).statusCode).toBe(201);
    expect((await rowsTo(profile.id))[0]).toMatchObject({ isRealEstateAgent: false, preferredContact: 'email' });
  });

  it('answers 404 for a professional who is not approved, not onboarded, not active, or unknown', async () => {
    const pending = (await createMxpert(t.db, { approvalStatus: 'pending' })).profile;
    const rejected = (await createMxpert(t.db, { approvalStatus: 'rejected' })).profile;
    const notOnboarded = (await createMxpert(t.db, { onboardCompleted: false })).profile;
    const inactive = (await createMxpert(t.db, {}, { isActive: false })).profile;
    for (const cxid of [pending.cxid, rejected.cxid, notOnboarded.cxid, inactive.cxid, 'CXUNKNOWN1']) {
      const res = await send(cxid, validMessage(), { state: 'tx' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
    }
    const shown = (await createMxpert(t.db)).profile;
    expect((await send(shown.cxid, validMessage(), { state: 'zz' })).statusCode).toBe(404);
    expect((await send(shown.cxid, validMessage(), { state: 'texas' })).statusCode).toBe(404);
    for (const p of [pending, rejected, notOnboarded, inactive, shown]) expect(await rowsTo(p.id)).toHaveLength(0);
  });
});

describe('validation of the message form, with its messages', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no first name', { firstName: undefined }, 'First name must be at least 2 characters'],
    ['a blank first name', { firstName: '   ' }, 'First name must be at least 2 characters'],
    ['a short first name', { firstName: 'A' }, 'First name must be at least 2 characters'],
    ['a long first name', { firstName: 'A'.repeat(51) }, 'First name must not exceed 50 characters'],
    ['digits in a first name', { firstName: 'Ann3' }, 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    [
      'markup in a first name',
      { firstName: '<b>Ann</b>' },
      'First name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    ['no last name', { lastName: undefined }, 'Last name must be at least 2 characters'],
    ['a short last name', { lastName: 'B' }, 'Last name must be at least 2 characters'],
    ['a long last name', { lastName: 'B'.repeat(51) }, 'Last name must not exceed 50 characters'],
    [
      'a period in a last name',
      { lastName: 'Smith Jr.' },
      'Last name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    ['no e-mail', { email: undefined }, 'Email is required'],
    ['an empty e-mail', { email: '' }, 'Email is required'],
    ['a bad e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['a long e-mail', { email: `${'a'.repeat(250)}@x.io` }, 'Email must not exceed 254 characters'],
    ['no phone', { phone: undefined }, 'Phone number is required'],
    ['an empty phone', { phone: '' }, 'Phone number is required'],
    ['a short phone', { phone: '555-0123' }, 'Phone number must be between 10-20 characters'],
    ['a long phone', { phone: '+1 (512) 555-0123 4567' }, 'Phone number must be between 10-20 characters'],
    ['letters in a phone', { phone: '512-555-CALL' }, 'Please enter a valid phone number'],
    ['too few digits in a phone', { phone: '(51) 555- 12' }, 'Please enter a valid phone number'],
    ['a plus inside a phone', { phone: '512+555-0123' }, 'Please enter a valid phone number'],
    ['no help type', { helpType: undefined }, 'Please select how we can help you'],
    ['an unknown help type', { helpType: 'payday-loan' }, 'Please select how we can help you'],
    ['a short message', { message: 'Hi there' }, 'Message must be between 10-2000 characters'],
    ['a message of spaces', { message: `   ${' '.repeat(20)}ab  ` }, 'Message must be between 10-2000 characters'],
    ['a long message', { message: 'x'.repeat(2001) }, 'Message must be between 10-2000 characters'],
    ['no message', { message: undefined }, 'Message must be between 10-2000 characters'],
    ['an unknown preferred contact', { preferredContact: 'fax' }, 'Please choose how you want to be contacted'],
    ['a text for the agent flag', { isRealEstateAgent: 'yes' }, 'Please tell us whether you are a real estate agent'],
  ];

  it.each(cases)('refuses %s', async (_what, overrides, message) => {
    const { profile } = await createMxpert(t.db);
    const res = await send(profile.cxid, validMessage(overrides), { state: 'tx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await rowsTo(profile.id)).toHaveLength(0);
  });

  it('accepts the edges: 2 and 50 character names, 10 and 2000 character messages, international phones', async () => {
    const { profile } = await createMxpert(t.db);
    for (const overrides of [
      { firstName: 'Jo', lastName: 'N'.repeat(50) },
      { firstName: 'José', lastName: 'Nguyễn' },
      { message: '0123456789' },
      { message: 'y'.repeat(2000) },
      { phone: '+44 20 7946 0958' },
      { phone: '512.555.0123' },
    ]) {
      const res = await send(profile.cxid, validMessage(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(201);
    }
  });

  it('answers 400, never 500, for a body that is not a message at all', async () => {
    const { profile } = await createMxpert(t.db);
    for (const body of [[], 'hello', 42, null]) {
      const res = await send(profile.cxid, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please check your input and try again' });
    }
    const broken = await t.request({
      method: 'POST',
      url: `/api/messages/${profile.cxid}`,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe('a signed-in consumer', () => {
  it('writes as their account: the name fields are skipped, the e-mail is theirs, the row is theirs', async () => {
    const { profile, user: pro } = await createMxpert(t.db);
    const { user, cookie } = await signedInAs(t, 'CONSUMER', { firstName: 'Casey', lastName: 'Rivers' });
    const { firstName: _f, lastName: _l, email: _e, ...body } = validMessage();
    const res = await send(profile.cxid, body, { state: 'tx', cookie });
    expect(res.statusCode).toBe(201);
    expect((await rowsTo(profile.id))[0]).toMatchObject({
      firstName: 'Casey',
      lastName: 'Rivers',
      email: user.email,
      consumerUserId: user.id,
    });
    expect((await notificationsOf(pro.id))[0]?.metadata).toEqual({
      senderName: 'Casey Rivers',
      firstName: 'Casey',
      lastName: 'Rivers',
      messageId: (await rowsTo(profile.id))[0]?.id,
      // Its keys, for a reader of another language (decision 130).
      text: {
        title: { id: 'answers.notice.newMessageTitle', values: {} },
        message: { id: 'answers.notice.newMessage', values: { name: 'Casey Rivers' } },
      },
    });
  });

  it('cannot write under another name or address', async () => {
    const { profile } = await createMxpert(t.db);
    const { user, cookie } = await signedInAs(t, 'CONSUMER', { firstName: 'Casey', lastName: 'Rivers' });
    const res = await send(profile.cxid, validMessage({ firstName: 'Someone', email: 'victim@example.com' }), { cookie });
    expect(res.statusCode).toBe(201);
    expect((await rowsTo(profile.id))[0]).toMatchObject({ firstName: 'Casey', email: user.email, consumerUserId: user.id });
  });
});

describe('Idempotency-Key', () => {
  it('stores one row for a retry with the same key and answers the same', async () => {
    const { profile, user } = await createMxpert(t.db);
    const body = validMessage();
    const key = 'retry-key-0001-abcdef';
    const first = await send(profile.cxid, body, { state: 'tx', key });
    const second = await send(profile.cxid, body, { state: 'tx', key });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await rowsTo(profile.id)).toHaveLength(1);
    expect(await notificationsOf(user.id)).toHaveLength(1);
  });

  it('stores one row for a double click (two requests at once)', async () => {
    const { profile, user } = await createMxpert(t.db);
    const body = validMessage();
    const key = 'double-click-key-0002';
    const answers = await Promise.all([1, 2, 3].map(() => send(profile.cxid, body, { key })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(await rowsTo(profile.id)).toHaveLength(1);
    expect(await notificationsOf(user.id)).toHaveLength(1);
  });

  it('stores two rows for two keys, and refuses a key reused for another professional or malformed', async () => {
    const a = (await createMxpert(t.db)).profile;
    const b = (await createMxpert(t.db)).profile;
    expect((await send(a.cxid, validMessage(), { key: 'first-key-0003' })).statusCode).toBe(201);
    expect((await send(a.cxid, validMessage(), { key: 'second-key-0003' })).statusCode).toBe(201);
    expect(await rowsTo(a.id)).toHaveLength(2);
    const reused = await send(b.cxid, validMessage(), { key: 'first-key-0003' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different submission.',
    });
    const bad = await send(b.cxid, validMessage(), { key: 'bad key!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores',
    });
    expect(await rowsTo(b.id)).toHaveLength(0);
  });
});

describe('abuse', () => {
  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { profile, user } = await createMxpert(t.db);
    const res = await send(profile.cxid, validMessage({ website: 'http://spam.example' }), { state: 'tx' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);
    expect(await rowsTo(profile.id)).toHaveLength(0);
    expect(await notificationsOf(user.id)).toHaveLength(0);
    expect(await lastEmailTo(t.db, user.email)).toBeUndefined();
  });

  it('commits nothing when a part of the submission fails', async () => {
    const { profile, user } = await createMxpert(t.db);
    // The e-mail alert cannot be queued for this professional: the whole submission must roll back.
    await t.db.execute(
      sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$ begin
        if new.to_address = '${user.email}' then raise exception 'outbox down'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger refuse_mail before insert on email_outbox for each row execute function refuse_mail()'),
    );
    try {
      const res = await send(profile.cxid, validMessage(), { state: 'tx' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An error occurred. Please try again' });
      expect(await rowsTo(profile.id)).toHaveLength(0);
      expect(await notificationsOf(user.id)).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_mail on email_outbox'));
      await t.db.execute(sql.raw('drop function refuse_mail()'));
    }
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    const base = t.config.rateLimits;
    // Another limit on the file's database: its limiter counts only what is sent through it.
    limited = await buildTestApp({
      config: {
        rateLimits: {
          ...base,
          submissionsPerIp: { max: 2, windowMs: 60_000 },
        },
      },
      database: t.database,
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const post = (url: string, body: unknown, ip: string) => limited.request({ method: 'POST', url, body, ip });

  it('limits one client address across messages and COP requests', async () => {
    const { profile } = await createMxpert(limited.db);
    const ip = '10.9.9.1';
    expect((await post(`/api/messages/${profile.cxid}`, validMessage(), ip)).statusCode).toBe(201);
    const cop = { ...validMessage(), mortgageProcess: 'refinance' };
    expect((await post(`/api/cop-requests/${profile.cxid}`, cop, ip)).statusCode).toBe(201);
    const refused = await post(`/api/messages/${profile.cxid}`, validMessage(), ip);
    expect(refused.statusCode).toBe(429);
    // A plain sentence that says which limit was reached, not a generic 'Too many requests'.
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: SUBMISSION_TEXT.limitPerAddress });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(`/api/messages/${profile.cxid}`, validMessage(), '10.9.9.2')).statusCode).toBe(201);
  });
});
