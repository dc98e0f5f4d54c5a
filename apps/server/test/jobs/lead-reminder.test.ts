import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leads } from '../../src/db/schema.ts';
import { enqueueJob, JOBS } from '../../src/modules/jobs/queue.ts';
import { sendLeadReminder } from '../../src/modules/leads/reminder.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { createMxpert, signIn, uniqueEmail } from '../helpers/factories.ts';
import { withJobRunners } from '../helpers/job-runners.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

let database: TestDatabaseHandle;
/** Leads are due at once: the reminder delay is 0 here. */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database, config: { leadReminderSeconds: 0, jobPollSeconds: 0.5 } });
  smtp = await startSmtp();
});
afterAll(async () => {
  await t.close();
  await database.close();
  await smtp.close();
});

const guest = () => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: uniqueEmail('guest'),
  phone: '(512) 555-0199',
  isRealEstateAgent: false,
  helpType: 'refinancing',
  preferredContact: 'email',
  message: 'Could you help me refinance?',
  mortgageProcess: 'refinance',
  consent: true,
});

type Lead = { kind: 'message' | 'cop_request'; id: string };

/** Sends a lead through the public API (as a guest) and answers it. */
async function sendLead(cxid: string, kind: Lead['kind']): Promise<Lead> {
  const body = guest();
  const url = kind === 'message' ? `/api/messages/${cxid}` : `/api/cop-requests/${cxid}`;
  const res = await t.request({ method: 'POST', url, body });
  expect(res.statusCode, res.body).toBe(201);
  const table = leads;
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.email, body.email));
  if (!row) throw new Error('lead not stored');
  return { kind, id: row.id };
}

async function jobStates(lead: Lead): Promise<string[]> {
  const { rows } = (await t.db.execute(
    sql`select state from pgboss.job where name = ${JOBS.leadReminder} and data->>'id' = ${lead.id} order by created_on`,
  )) as unknown as { rows: { state: string }[] };
  return rows.map((r) => r.state);
}

/** Waits until every reminder job of the leads has been worked (completed). */
async function untilWorked(sent: Lead[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = (await Promise.all(sent.map(jobStates))).flat();
    if (states.length > 0 && states.every((s) => s === 'completed')) return;
    if (Date.now() > deadline) throw new Error(`reminder jobs not worked in time: ${states.join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function remindersTo(email: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, '%is waiting for your reply')));
}

const withRunners = <T>(count: number, fn: () => Promise<T>) => withJobRunners(database, t.config, count, fn);

describe('the lead reminder job', () => {
  it('is queued with the lead, in its transaction, due after LEAD_REMINDER_HOURS, one per lead', async () => {
    const app = await buildTestApp({ database, env: { LEAD_REMINDER_HOURS: '24' } });
    try {
      const { profile } = await createMxpert(app.db);
      const body = guest();
      const res = await app.request({ method: 'POST', url: `/api/messages/${profile.cxid}`, body });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await app.db.select().from(leads).where(eq(leads.email, body.email));
      if (!row) throw new Error('no row');
      const { rows } = (await app.db.execute(
        sql`select state, singleton_key, extract(epoch from (start_after - created_on))::int as delay from pgboss.job where data->>'id' = ${row.id}`,
      )) as unknown as { rows: { state: string; singleton_key: string; delay: number }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]?.state).toBe('created');
      expect(rows[0]?.singleton_key).toBe(`message:${row.id}`);
      expect(Math.abs((rows[0]?.delay ?? 0) - 24 * 3600)).toBeLessThan(60);
      // The same key again is not a second job while the first waits.
      expect(
        await enqueueJob(app.db, JOBS.leadReminder, { kind: 'message', id: row.id }, { singletonKey: `message:${row.id}` }),
      ).toBe(null);
    } finally {
      await app.close();
    }
  });

  it('e-mails the professional exactly once per lead with two workers, even with duplicate jobs', async () => {
    const { profile, user } = await createMxpert(t.db);
    const sent = [await sendLead(profile.cxid, 'message'), await sendLead(profile.cxid, 'cop_request')];
    // Duplicates (as if queued twice): both workers may pick up jobs for the same lead at once.
    for (const lead of sent) for (let i = 0; i < 3; i++) await enqueueJob(t.db, JOBS.leadReminder, lead);
    await withRunners(2, () => untilWorked(sent));

    const reminders = await remindersTo(user.email);
    expect(reminders).toHaveLength(2);
    expect(reminders.map((r) => r.subject)).toEqual([
      'Rosa Delgado is waiting for your reply',
      'Rosa Delgado is waiting for your reply',
    ]);
    const links = reminders.map((r) => r.textBody.match(/http\S+/)?.[0]).sort();
    expect(links).toEqual(
      [`${t.config.publicUrl}/mxpert/messages/${sent[0]?.id}`, `${t.config.publicUrl}/mxpert/cop-requests/${sent[1]?.id}`].sort(),
    );
    const [m] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, sent[0]?.id ?? ''));
    expect(m?.reminderSentAt).toBeInstanceOf(Date);

    // Delivered through a real SMTP server, once each.
    await t.deliverMail(smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@example.com>'));
    const received = smtp.received.filter((m) => m.to.includes(user.email) && /is waiting for your reply/.test(m.body));
    expect(received).toHaveLength(2);
    for (const mail of received) expect(mail.body).toMatch(/Subject: Rosa Delgado is waiting for your reply/);
  });

  it('two claims of the same lead at the same moment queue one e-mail', async () => {
    const { profile, user } = await createMxpert(t.db);
    const lead = await sendLead(profile.cxid, 'message');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sendLeadReminder(t.db, t.config.publicUrl, 24 * 3600, lead)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('a job queued while no instance ran is done after a start, and never again after a restart', async () => {
    const { profile, user } = await createMxpert(t.db);
    const lead = await sendLead(profile.cxid, 'cop_request');
    expect(await jobStates(lead)).toEqual(['created']);
    await withRunners(1, () => untilWorked([lead]));
    expect(await remindersTo(user.email)).toHaveLength(1);

    // Restarted: a job for the same lead (a retry after a crash that followed the claim) sends nothing.
    await enqueueJob(t.db, JOBS.leadReminder, lead);
    await withRunners(1, () => untilWorked([lead]));
    expect(await jobStates(lead)).toEqual(['completed', 'completed']);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('sends none once the professional replied in the conversation', async () => {
    const { profile, user } = await createMxpert(t.db);
    const cookie = await signIn(t, user.email);
    const sent = [await sendLead(profile.cxid, 'message'), await sendLead(profile.cxid, 'cop_request')];
    for (const [lead, url] of [
      [sent[0], `/api/dashboard/messages/${sent[0]?.id}/replies`],
      [sent[1], `/api/dashboard/cop-requests/${sent[1]?.id}/replies`],
    ] as const) {
      const res = await t.request({ method: 'POST', url, body: { body: 'Thanks, I will call you tomorrow.' }, cookie });
      expect(res.statusCode, `${lead?.kind}: ${res.body}`).toBe(201);
    }
    await withRunners(1, () => untilWorked(sent));
    expect(await remindersTo(user.email)).toHaveLength(0);
    const [m] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, sent[0]?.id ?? ''));
    expect(m?.firstReplyAt).toBeInstanceOf(Date);
    expect(m?.reminderSentAt).toBeNull();
  });

  it('sends none once the professional closed the lead', async () => {
    const { profile, user } = await createMxpert(t.db);
    const cookie = await signIn(t, user.email);
    const lead = await sendLead(profile.cxid, 'message');
    const closed = await t.request({
      method: 'PATCH',
      url: `/api/dashboard/messages/${lead.id}`,
      body: { status: 'closed' },
      cookie,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await withRunners(1, () => untilWorked([lead]));
    expect(await remindersTo(user.email)).toHaveLength(0);
  });

  it('ignores a job whose lead was deleted or whose data is not a lead', async () => {
    await enqueueJob(t.db, JOBS.leadReminder, { kind: 'message', id: '00000000-0000-4000-8000-000000000000' });
    expect(await sendLeadReminder(t.db, t.config.publicUrl, 3600, { kind: 'other', id: 1 })).toBe(false);
    expect(await sendLeadReminder(t.db, t.config.publicUrl, 3600, null)).toBe(false);
    expect(
      await sendLeadReminder(t.db, t.config.publicUrl, 3600, { kind: 'message', id: '00000000-0000-4000-8000-000000000000' }),
    ).toBe(false);
  });
});
