import { SUBMISSION_TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/config.ts';
import { leads, notifications } from '../../src/db/schema.ts';
import { createMxpert, createUser, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

/**
 * Who can use up a professional's leads (docs/decisions/046): only stored submissions count, one
 * address is limited per professional and overall, and the professional's ceiling alerts the admins
 * instead of refusing real clients.
 */
let t: TestApp;
const LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  submissionsPerIp: { max: 3, windowMs: 60_000 },
  submissionsPerIpPerMxpert: { max: 2, windowMs: 60_000 },
  submissionsPerMxpert: { max: 4, windowMs: 60_000 },
};

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: LIMITS } });
});
afterAll(async () => {
  await t.close();
});

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Rosa',
    lastName: 'Parks',
    email: uniqueEmail('client'),
    phone: '(512) 555-0199',
    helpType: 'refinancing',
    message: 'We would like to refinance and need help with our credit first.',
    consent: true,
    ...overrides,
  };
}

const copRequest = (overrides: Record<string, unknown> = {}) => {
  const { helpType: _h, message: _m, ...sender } = validMessage(overrides);
  return { ...sender, mortgageProcess: 'refinance' };
};

const sendMessage = (app: TestApp, cxid: string, body: unknown, ip: string, key?: string) =>
  app.request({
    method: 'POST',
    url: `/api/messages/${cxid}`,
    body,
    ip,
    headers: key ? { 'idempotency-key': key } : {},
  });
const sendCop = (app: TestApp, cxid: string, body: unknown, ip: string) =>
  app.request({ method: 'POST', url: `/api/cop-requests/${cxid}`, body, ip });

async function storedFor(app: TestApp, profileId: string): Promise<number> {
  const count = async (kind: 'message' | 'cop_request') => {
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.mxpertProfileId, profileId), eq(leads.kind, kind)));
    return Number(row?.n ?? 0);
  };
  return (await count('message')) + (await count('cop_request'));
}

const ceilingAlerts = (app: TestApp, adminId: string, profileId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, adminId),
        eq(notifications.type, 'lead_limit_reached'),
        sql`${notifications.metadata}->>'mxpertProfileId' = ${profileId}`,
      ),
    );

describe('refused and dropped submissions use no capacity', () => {
  it('honeypot submissions from a few addresses never cause a 429 for a real client nor use capacity', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const { profile } = await createMxpert(t.db);
    const bots = [randomIp(), randomIp(), randomIp()];
    for (const ip of bots) {
      for (let i = 0; i < 6; i++) {
        const res = await sendMessage(t, profile.cxid, validMessage({ website: 'http://spam.example' }), ip);
        expect(res.statusCode).toBe(201);
      }
      expect((await sendCop(t, profile.cxid, copRequest({ website: 'x' }), ip)).statusCode).toBe(201);
    }
    expect(await storedFor(t, profile.id)).toBe(0);

    // A real client on one of those addresses and one elsewhere: both served, the whole per-address allowance intact.
    expect((await sendMessage(t, profile.cxid, validMessage(), bots[0] ?? '')).statusCode).toBe(201);
    expect((await sendCop(t, profile.cxid, copRequest(), bots[0] ?? '')).statusCode).toBe(201);
    expect((await sendMessage(t, profile.cxid, validMessage(), randomIp())).statusCode).toBe(201);
    expect(await storedFor(t, profile.id)).toBe(3);
    expect(await ceilingAlerts(t, admin.id, profile.id)).toHaveLength(0);
  });

  it('invalid, unknown-professional, replayed and failed submissions use no capacity', async () => {
    const { profile, user } = await createMxpert(t.db);
    const ip = randomIp();
    for (let i = 0; i < 4; i++) {
      const res = await sendMessage(t, profile.cxid, validMessage({ firstName: 'X' }), ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'First name must be at least 2 characters' });
      expect((await sendMessage(t, 'CXUNKNOWN9', validMessage(), ip)).statusCode).toBe(404);
    }
    const key = `replay-${uniqueEmail('k').replace(/[^a-z0-9]/g, '')}`;
    for (let i = 0; i < 4; i++) expect((await sendMessage(t, profile.cxid, validMessage(), ip, key)).statusCode).toBe(201);
    // The lead alert cannot be queued: the submission fails as a whole and counts nowhere.
    await t.db.execute(
      sql.raw(`create function refuse_lead_alert() returns trigger language plpgsql as $$ begin
        if new.to_address = '${user.email}' then raise exception 'outbox down'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger refuse_lead_alert before insert on email_outbox for each row execute function refuse_lead_alert()'),
    );
    try {
      for (let i = 0; i < 3; i++) {
        const failed = await sendMessage(t, profile.cxid, validMessage(), ip);
        expect(failed.statusCode).toBe(500);
        expect(failed.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An error occurred. Please try again' });
      }
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_lead_alert on email_outbox'));
      await t.db.execute(sql.raw('drop function refuse_lead_alert()'));
    }
    expect(await storedFor(t, profile.id)).toBe(1);
    // One stored so far: one more to this professional and one to another fit the address's allowance.
    expect((await sendMessage(t, profile.cxid, validMessage(), ip)).statusCode).toBe(201);
    const other = (await createMxpert(t.db)).profile;
    expect((await sendMessage(t, other.cxid, validMessage(), ip)).statusCode).toBe(201);
  });

  it('a submission refused for one professional does not use the address allowance for others', async () => {
    const { profile } = await createMxpert(t.db);
    const ip = randomIp();
    expect((await sendMessage(t, profile.cxid, validMessage(), ip)).statusCode).toBe(201);
    expect((await sendCop(t, profile.cxid, copRequest(), ip)).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      const refused = await sendMessage(t, profile.cxid, validMessage(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: SUBMISSION_TEXT.limitPerMxpert });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const other = (await createMxpert(t.db)).profile;
    expect((await sendMessage(t, other.cxid, validMessage(), ip)).statusCode).toBe(201);
    expect(await storedFor(t, profile.id)).toBe(2);
  });
});

describe('one address cannot exhaust a professional', () => {
  it('limits one address per professional while everyone else is still served', async () => {
    const { profile } = await createMxpert(t.db);
    const ip = randomIp();
    expect((await sendMessage(t, profile.cxid, validMessage(), ip)).statusCode).toBe(201);
    expect((await sendMessage(t, profile.cxid, validMessage(), ip)).statusCode).toBe(201);
    expect((await sendMessage(t, profile.cxid, validMessage(), ip)).statusCode).toBe(429);
    expect((await sendCop(t, profile.cxid, copRequest(), ip)).statusCode).toBe(429);
    expect((await sendMessage(t, profile.cxid, validMessage(), randomIp())).statusCode).toBe(201);
    expect((await sendCop(t, profile.cxid, copRequest(), randomIp())).statusCode).toBe(201);
    expect(await storedFor(t, profile.id)).toBe(4);
  });
});

describe("the professional's ceiling", () => {
  it('alerts the admins once when reached, and real clients are still served and stored', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const { profile, user } = await createMxpert(t.db, {}, { firstName: 'Maya', lastName: 'Lending' });
    for (let i = 0; i < 7; i++) {
      const res = await sendMessage(t, profile.cxid, validMessage(), randomIp());
      expect(res.statusCode).toBe(201);
    }
    expect(await storedFor(t, profile.id)).toBe(7);
    const alerts = await ceilingAlerts(t, admin.id, profile.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'Lead ceiling reached',
      message: 'Maya Lending received 4 messages and COP requests within 1 minute. Please check them for abuse.',
      isRead: false,
    });
    // The professional is told of every lead as usual.
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'new_message')));
    expect(n).toBe(7);
  });
});

describe('configuration', () => {
  it('takes a limit from the environment', async () => {
    // The file's database, not a new one: only the configuration differs.
    const strict = await buildTestApp({ env: { RATE_LIMIT_SUBMISSIONS_PER_IP: '1/600' }, database: t.database });
    try {
      expect(strict.config.rateLimits.submissionsPerIp).toEqual({ max: 1, windowMs: 600_000 });
      const a = (await createMxpert(strict.db)).profile;
      const b = (await createMxpert(strict.db)).profile;
      const ip = randomIp();
      expect((await sendMessage(strict, a.cxid, validMessage(), ip)).statusCode).toBe(201);
      const refused = await sendMessage(strict, b.cxid, validMessage(), ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    } finally {
      await strict.close();
    }
  });
});
