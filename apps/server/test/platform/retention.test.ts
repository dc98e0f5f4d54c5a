import { RETENTION, RETENTION_PERIODS } from '@mx/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  leadConsents,
  leads,
  notifications,
  signInAddresses,
  supportRequests,
} from '../../src/db/schema.ts';
import { enqueueJob, JOBS } from '../../src/modules/jobs/queue.ts';
import { enqueueEmail } from '../../src/modules/mail/outbox.ts';
import { renderEmail } from '../../src/modules/mail/render.ts';
import {
  createMessage,
  createMxpert,
  createSupportRequest,
  createUser,
  deleteOwnAccount,
  signedInAs,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../helpers/factories.ts';
import { withJobRunners } from '../helpers/job-runners.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

let database: TestDatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database, config: { jobPollSeconds: 0.5 } });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function email(to: string, subject: string, state: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const content = renderEmail({ subject, paragraphs: ['Something happened on MortgageXperts.'] });
  const [row] = await t.db
    .insert(emailOutbox)
    .values({ toAddress: to, subject, textBody: content.text, htmlBody: content.html, ...state })
    .returning();
  if (!row) throw new Error('no outbox row');
  return row;
}

const outboxIds = async (ids: string[]) =>
  (await t.db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.id, ids))).map((r) => r.id).sort();

/** Queues the daily job now and lets one runner work it, as the schedule does every night. */
async function runRetentionJob(): Promise<void> {
  const id = await t.db.transaction((tx) => enqueueJob(tx, JOBS.retention, {}));
  await withJobRunners(database, t.config, 1, async () => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = (await t.db.execute(sql`select state from pgboss.job where id = ${id}::uuid`)) as unknown as {
        rows: { state: string }[];
      };
      if (rows[0]?.state === 'completed') return;
      if (Date.now() > deadline) throw new Error(`retention job not worked in time: ${rows[0]?.state}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
}

describe('retention, as the Privacy Policy promises', () => {
  it('runs every day on the job library', async () => {
    const { rows } = (await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${JOBS.retention}`,
    )) as unknown as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '15 3 * * *', timezone: 'UTC' }]);
  });

  it(`${RETENTION.emailsKept}`, async () => {
    expect(RETENTION.emailsKept).toContain(`${RETENTION_PERIODS.emailDays} days`);
    const to = uniqueEmail('kept');
    const old = await email(to, 'Delivered long ago', { status: 'sent', sentAt: daysAgo(31), createdAt: daysAgo(31) });
    const gaveUp = await email(to, 'Never delivered', { status: 'dead', nextAttemptAt: daysAgo(31), createdAt: daysAgo(40) });
    const recent = await email(to, 'Delivered lately', { status: 'sent', sentAt: daysAgo(29), createdAt: daysAgo(31) });
    const waiting = await email(to, 'Still waiting', { status: 'pending', createdAt: daysAgo(45), nextAttemptAt: daysAgo(1) });
    const recentlyGaveUp = await email(to, 'Given up lately', {
      status: 'dead',
      nextAttemptAt: daysAgo(2),
      createdAt: daysAgo(35),
    });

    await runRetentionJob();

    expect(await outboxIds([old.id, gaveUp.id, recent.id, waiting.id, recentlyGaveUp.id])).toEqual(
      [recent.id, waiting.id, recentlyGaveUp.id].sort(),
    );
  });

  it(`${RETENTION.emailsOnDeletion}`, async () => {
    const me = await signedInAs(t, 'CONSUMER');
    const other = await createUser(t.db, 'CONSUMER');
    const delivered = await email(me.user.email, 'Delivered yesterday', { status: 'sent', sentAt: daysAgo(1) });
    const upperCase = await email(me.user.email.toUpperCase(), 'Written in capitals', { status: 'sent', sentAt: daysAgo(2) });
    await t.db.transaction((tx) =>
      enqueueEmail(tx, me.user.email, renderEmail({ subject: 'Waiting to go', paragraphs: ['Still in the outbox.'] })),
    );
    const theirs = await email(other.email, 'For someone else', { status: 'sent', sentAt: daysAgo(1) });

    const res = await deleteOwnAccount(t, 'consumer', me.cookie);
    expect(res.statusCode).toBe(200);

    const left = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${me.user.email.toLowerCase()}`);
    expect(left).toEqual([{ subject: 'Your MortgageXperts account was deleted' }]);
    expect(await outboxIds([delivered.id, upperCase.id, theirs.id])).toEqual([theirs.id]);
  });

  it('does not delete the e-mails of an account whose deletion is refused', async () => {
    const me = await signedInAs(t, 'CONSUMER');
    const mail = await email(me.user.email, 'Delivered yesterday', { status: 'sent', sentAt: daysAgo(1) });
    const res = await deleteOwnAccount(t, 'consumer', me.cookie, 'Wrong-Password-1');
    expect(res.statusCode).toBe(400);
    expect(await outboxIds([mail.id])).toEqual([mail.id]);
  });

  it(`${RETENTION.consentKept}`, async () => {
    const pro = await createMxpert(t.db);
    const cookie = await signIn(t, pro.user.email, TEST_PASSWORD);
    const hidden = await createMessage(t.db, pro.profile.id);
    const other = await createMessage(t.db, pro.profile.id);
    for (const lead of [hidden, other]) {
      await t.db.insert(leadConsents).values({
        leadId: lead.id,
        mxpertProfileId: pro.profile.id,
        text: 'By sending, you agree that …',
        version: 'lead-consent-v1',
        textSha256: 'a'.repeat(64),
        clientAddress: '203.0.113.7',
      });
    }
    const consentsOf = async (id: string) => t.db.$count(leadConsents, eq(leadConsents.leadId, id));
    // A lead the professional deletes is kept for the sender, and its consent record with it.
    expect((await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${hidden.id}`, cookie })).statusCode).toBe(200);
    expect(await t.db.$count(leads, eq(leads.id, hidden.id))).toBe(1);
    expect(await consentsOf(hidden.id)).toBe(1);
    await runRetentionJob();
    expect(await consentsOf(other.id)).toBe(1);
    // The leads go with the professional's account, and their consent records with them.
    const res = await deleteOwnAccount(t, 'mxpert', cookie);
    expect(res.statusCode).toBe(200);
    expect(await t.db.$count(leads, inArray(leads.id, [hidden.id, other.id]))).toBe(0);
    expect(await consentsOf(hidden.id)).toBe(0);
    expect(await consentsOf(other.id)).toBe(0);
  });

  it(`${RETENTION.signInAddressesKept}`, async () => {
    const me = await createUser(t.db, 'CONSUMER');
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: me.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const [recent] = await t.db.select().from(signInAddresses).where(eq(signInAddresses.userId, me.id));
    const [old] = await t.db
      .insert(signInAddresses)
      .values({ userId: me.id, address: '198.51.100.77', createdAt: daysAgo(RETENTION_PERIODS.signInAddressDays + 1) })
      .returning();
    await runRetentionJob();
    const left = await t.db.select({ id: signInAddresses.id }).from(signInAddresses).where(eq(signInAddresses.userId, me.id));
    expect(left.map((r) => r.id)).toEqual([recent?.id]);
    expect(old).toBeDefined();
  });

  it(`${RETENTION.supportKept}`, async () => {
    expect(RETENTION.supportKept).toContain(`${RETENTION_PERIODS.closedSupportRequestYears} years after they are closed`);
    const years = RETENTION_PERIODS.closedSupportRequestYears;
    const expired = await createSupportRequest(t.db, {
      status: 'closed',
      closedAt: daysAgo(years * 365 + 2),
      createdAt: daysAgo(years * 365 + 30),
    });
    const closedLately = await createSupportRequest(t.db, {
      status: 'closed',
      closedAt: daysAgo(years * 365 - 2),
      createdAt: daysAgo(years * 365 + 400),
    });
    const stillOpen = await createSupportRequest(t.db, { createdAt: daysAgo(years * 365 + 400) });
    const admin = await createUser(t.db, 'ADMIN');
    await t.db.insert(notifications).values({
      userId: admin.id,
      type: 'support_request',
      title: 'New support request',
      message: 'Jordan Ellis wrote to support about: My account.',
      metadata: { supportRequestId: expired.id, senderName: 'Jordan Ellis' },
    });
    await t.db.insert(auditLog).values({
      actorUserId: admin.id,
      action: 'support.notes_updated',
      targetType: 'support_request',
      targetId: expired.id,
      metadata: { adminNotes: 'Called Jordan at home' },
    });

    await runRetentionJob();

    const left = await t.db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(inArray(supportRequests.id, [expired.id, closedLately.id, stillOpen.id]));
    expect(left.map((r) => r.id).sort()).toEqual([closedLately.id, stillOpen.id].sort());
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'support_request'))),
    ).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, expired.id));
    expect(entry).toMatchObject({ action: 'support.notes_updated', metadata: {} });
  });

  it('counts a support request’s two years from its closing: closing sets the time, reopening clears it', async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const request = await createSupportRequest(t.db, { createdAt: daysAgo(1000) });
    const patch = (status: 'open' | 'closed') =>
      t.request({ method: 'PATCH', url: `/api/admin/support/${request.id}`, cookie: admin.cookie, body: { status } });
    const closed = await patch('closed');
    expect(closed.statusCode).toBe(200);
    const closedAt = Date.parse(closed.json().data.closedAt);
    expect(Math.abs(closedAt - Date.now())).toBeLessThan(60_000);
    await runRetentionJob();
    expect(await t.db.$count(supportRequests, eq(supportRequests.id, request.id))).toBe(1);
    const reopened = await patch('open');
    expect(reopened.json().data.closedAt).toBeNull();
  });
});
