import { PLAN_TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailPreferences, mxpertProfiles, notifications, plans, users } from '../../src/db/schema.ts';
import { enqueueJob, JOBS, type JobName } from '../../src/modules/jobs/queue.ts';
import { withSignedLinks } from '../../src/modules/mail/outbox.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { REMINDER_HOUR_UTC, reminderTime } from '../../src/modules/plans/plan-reminders.ts';
import { deleteOwnAccount, uniqueEmail } from '../helpers/factories.ts';
import { postMultipart } from '../helpers/images.ts';
import { timeComes as jobsTimeComes, withJobRunners } from '../helpers/job-runners.ts';
import { actionInput, call, type PlanScenario, planScenario, publishedPlan } from '../helpers/plans.ts';
import { headerOf, startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

let database: TestDatabaseHandle;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database, config: { jobPollSeconds: 0.5 } });
  smtp = await startSmtp();
});
afterAll(async () => {
  await t.close();
  await database.close();
  await smtp.close();
});

type JobRow = { singleton_key: string; state: string; data: Record<string, string>; delay: number };

async function jobsOf(name: string, planId: string): Promise<JobRow[]> {
  const { rows } = (await t.db.execute(
    sql`select singleton_key, state::text as state, data, extract(epoch from (start_after - now()))::int as delay
        from pgboss.job where name = ${name} and data->>'planId' = ${planId} order by created_on, singleton_key`,
  )) as unknown as { rows: JobRow[] };
  return rows;
}

/** Moves the clock of the plan's waiting jobs of this queue to now (their moment has come). */
async function timeComes(name: JobName, planId: string, key?: string) {
  await jobsTimeComes(t.db, name, sql`data->>'planId' = ${planId} ${key ? sql`and singleton_key = ${key}` : sql``}`);
}

/** Two job runners (two instances) work until no job of the plan in this queue is due or running. */
async function runJobs(name: string, planId: string) {
  await withJobRunners(database, t.config, 2, async () => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>'planId' = ${planId}
            and (state in ('active', 'retry') or (state = 'created' and start_after <= now()))`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(rows[0]?.n) === 0) return;
      if (Date.now() > deadline) throw new Error('plan jobs not worked in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
}

async function mailTo(email: string, subject: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, subject)));
}

const clientMail = (s: PlanScenario, subject: string) => mailTo(s.client.user.email, subject);

describe("the client's plan reminders", () => {
  it('are queued at publishing, three days before each task and seven before the re-pull date, keyed by the date', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const jobs = await jobsOf(JOBS.planReminder, planId);
    expect(jobs.map((j) => j.singleton_key).sort()).toEqual(
      [`task:${actionIds[0]}:2030-01-15`, `task:${actionIds[1]}:2030-02-15`, `repull:${planId}:2030-06-01`].sort(),
    );
    const task = jobs.find((j) => j.singleton_key.startsWith(`task:${actionIds[0]}`));
    const expected = (reminderTime('2030-01-15', 3) - Date.now()) / 1000;
    expect(Math.abs((task?.delay ?? 0) - expected)).toBeLessThan(60);
    expect(new Date(reminderTime('2030-01-15', 3)).toISOString()).toBe(`2030-01-12T${REMINDER_HOUR_UTC}:00:00.000Z`);
    const repull = jobs.find((j) => j.singleton_key.startsWith('repull'));
    expect(Math.abs((repull?.delay ?? 0) - (reminderTime('2030-06-01', 7) - Date.now()) / 1000)).toBeLessThan(60);
  });

  it('e-mails one reminder per open task and one for the re-pull date, once with two instances and duplicate jobs', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    // Duplicates, as if queued twice: both runners may take jobs of the same reminder at once.
    for (let i = 0; i < 2; i++) {
      await enqueueJob(t.db, JOBS.planReminder, { kind: 'task', planId, actionId: actionIds[0], on: '2030-01-15' });
      await enqueueJob(t.db, JOBS.planReminder, { kind: 'repull', planId, on: '2030-06-01' });
    }
    await timeComes(JOBS.planReminder, planId);
    await runJobs(JOBS.planReminder, planId);

    const card1 = await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 1'));
    const card2 = await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 2'));
    const repull = await clientMail(s, PLAN_TEXT.repullReminderSubject);
    expect([card1.length, card2.length, repull.length]).toEqual([1, 1, 1]);
    expect(card1[0]?.textBody).toContain('Hello Riley,');
    expect(card1[0]?.textBody).toContain('is due on January 15, 2030: Pay down a balance (Card 1)');
    expect(card1[0]?.textBody).toContain(`${TEST_ORIGIN}/consumer/plans/${planId}`);
    expect(repull[0]?.textBody).toContain('June 1, 2030');

    // The reminders' category: the preferences link and the one-click URL, delivered with RFC 8058 headers.
    const signed = card1[0] ? withSignedLinks(card1[0]) : undefined;
    expect(signed?.unsubscribeUrl).toMatch(
      new RegExp(`^${TEST_ORIGIN}/api/email-preferences/unsubscribe\\?category=reminders&token=`),
    );
    expect(signed?.text).toContain(`${TEST_ORIGIN}/email-preferences?token=`);
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@example.com>');
    try {
      while ((await t.deliverMail(transport)).sent > 0);
    } finally {
      transport.close?.();
    }
    const received = smtp.received.find(
      (m) => m.to.includes(s.client.user.email) && headerOf(m.raw, 'Subject') === PLAN_TEXT.taskReminderSubject('Card 1'),
    );
    expect(headerOf(received?.raw ?? '', 'List-Unsubscribe')).toMatch(/category=reminders&token=/);
    expect(headerOf(received?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Its jobs again (a retry, a late duplicate): nothing more.
    await enqueueJob(t.db, JOBS.planReminder, { kind: 'task', planId, actionId: actionIds[0], on: '2030-01-15' });
    await runJobs(JOBS.planReminder, planId);
    expect(await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 1'))).toHaveLength(1);
  });

  it('sends none for a task done, nor for any task once the plan is closed', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    expect(
      (await call(t, 'POST', `/api/consumer/plans/${planId}/actions/${actionIds[0]}/done`, s.client.cookie)).statusCode,
    ).toBe(200);
    await timeComes(JOBS.planReminder, planId, `task:${actionIds[0]}:2030-01-15`);
    await runJobs(JOBS.planReminder, planId);
    expect(await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 1'))).toEqual([]);

    expect(
      (await call(t, 'POST', `/api/dashboard/plans/${planId}/close`, s.proCookie, { reason: 'Client moved' })).statusCode,
    ).toBe(200);
    await timeComes(JOBS.planReminder, planId);
    await runJobs(JOBS.planReminder, planId);
    expect(await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 2'))).toEqual([]);
    expect(await clientMail(s, PLAN_TEXT.repullReminderSubject)).toEqual([]);
  });

  it('follows a new version: a removed task gets none, a moved one is reminded of its new date only', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const pro = (method: 'PATCH' | 'DELETE' | 'POST', url: string, body?: unknown) =>
      call(t, method, `/api/dashboard/plans/${planId}${url}`, s.proCookie, body);
    expect((await pro('DELETE', `/actions/${actionIds[0]}`)).statusCode).toBe(200);
    expect((await pro('PATCH', `/actions/${actionIds[1]}`, { dueOn: '2030-03-20' })).statusCode).toBe(200);
    expect((await pro('POST', '/publish', { note: 'New dates' })).statusCode).toBe(200);
    const keys = (await jobsOf(JOBS.planReminder, planId)).map((j) => j.singleton_key);
    expect(keys).toContain(`task:${actionIds[1]}:2030-03-20`);
    expect(keys.filter((k) => k === `repull:${planId}:2030-06-01`)).toHaveLength(1);

    await timeComes(JOBS.planReminder, planId);
    await runJobs(JOBS.planReminder, planId);
    expect(await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 1'))).toEqual([]);
    const moved = await clientMail(s, PLAN_TEXT.taskReminderSubject('Card 2'));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.textBody).toContain('March 20, 2030');
    expect(moved[0]?.textBody).not.toContain('February 15, 2030');
  });

  it('queues none whose moment has passed, and sends none to a client who turned reminders off', async () => {
    const s = await planScenario(t);
    const planId = (await call(t, 'POST', '/api/dashboard/plans', s.proCookie, { leadId: s.leadId })).json().data.id;
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await call(t, 'PATCH', `/api/dashboard/plans/${planId}`, s.proCookie, {
      startingScores: { equifax: 640 },
      targetScore: 700,
      targetRepullOn: '2030-06-01',
    });
    await call(
      t,
      'POST',
      `/api/dashboard/plans/${planId}/actions`,
      s.proCookie,
      actionInput({ accountLabel: 'Soon', dueOn: soon }),
    );
    await call(t, 'POST', `/api/dashboard/plans/${planId}/actions`, s.proCookie, actionInput({ accountLabel: 'Later' }));
    expect((await call(t, 'POST', `/api/dashboard/plans/${planId}/publish`, s.proCookie, {})).statusCode).toBe(200);
    const keys = (await jobsOf(JOBS.planReminder, planId)).map((j) => j.singleton_key);
    expect(keys.filter((k) => k.startsWith('task:'))).toHaveLength(1);
    expect(keys.some((k) => k.endsWith(`:${soon}`))).toBe(false);

    await t.db
      .insert(emailPreferences)
      .values({ email: s.client.user.email, reminders: false, reviewInvitations: true, digests: true });
    await timeComes(JOBS.planReminder, planId);
    await runJobs(JOBS.planReminder, planId);
    expect(await clientMail(s, PLAN_TEXT.taskReminderSubject('Later'))).toEqual([]);
    expect(await clientMail(s, PLAN_TEXT.repullReminderSubject)).toEqual([]);
  });
});

describe("who a plan's reminders go to", () => {
  it("the account's current address; nobody once the client deleted their account or an admin deactivated it", async () => {
    const moved = await planScenario(t);
    const deleted = await planScenario(t);
    const deactivated = await planScenario(t);
    const planIds: string[] = [];
    for (const s of [moved, deleted, deactivated]) planIds.push((await publishedPlan(t, s)).planId);
    const newAddress = uniqueEmail('moved');
    await t.db.update(users).set({ email: newAddress }).where(eq(users.id, moved.client.user.id));
    expect((await deleteOwnAccount(t, 'consumer', deleted.client.cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.client.user.id));
    for (const planId of planIds) {
      await timeComes(JOBS.planReminder, planId);
      await runJobs(JOBS.planReminder, planId);
    }

    expect(await mailTo(newAddress, PLAN_TEXT.repullReminderSubject)).toHaveLength(1);
    expect(await clientMail(moved, PLAN_TEXT.repullReminderSubject)).toEqual([]);
    expect(await clientMail(deleted, PLAN_TEXT.repullReminderSubject)).toEqual([]);
    expect(await clientMail(deleted, PLAN_TEXT.taskReminderSubject('Card 1'))).toEqual([]);
    expect(await clientMail(deactivated, PLAN_TEXT.repullReminderSubject)).toEqual([]);
    expect(await clientMail(deactivated, PLAN_TEXT.taskReminderSubject('Card 1'))).toEqual([]);
  });
});

describe("the professional's progress e-mail", () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

  it('rings the bell for a tick, a document and a checkpoint, and gathers them in one e-mail; at most one an hour', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const base = `/api/consumer/plans/${planId}`;
    expect((await call(t, 'POST', `${base}/actions/${actionIds[0]}/done`, s.client.cookie)).statusCode).toBe(200);
    const up = await postMultipart(t, `${base}/documents`, {
      cookie: s.client.cookie,
      files: [{ field: 'file', data: pdf, filename: 'statement.pdf', contentType: 'application/pdf' }],
    });
    expect(up.statusCode).toBe(201);
    const cp = await call(t, 'POST', `${base}/checkpoints`, s.client.cookie, {
      bureau: 'experian',
      score: 668,
      readOn: '2026-02-01',
    });
    expect(cp.statusCode).toBe(201);

    const bell = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, s.pro.user.id), eq(notifications.type, 'plan_progress')));
    expect(bell.map((b) => b.message).sort()).toEqual(
      [
        'Riley Stone ticked off: Card 1.',
        'Riley Stone uploaded a document: statement.pdf.',
        'Riley Stone recorded an Experian score of 668 read on 2026-02-01.',
      ].sort(),
    );
    // One waiting e-mail job for the three, a few minutes out.
    const jobs = await jobsOf(JOBS.planActivityEmail, planId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.singleton_key).toBe(`plan:${planId}`);
    expect(jobs[0]?.delay).toBeGreaterThan(200);
    expect(jobs[0]?.delay).toBeLessThanOrEqual(300);

    await timeComes(JOBS.planActivityEmail, planId);
    await runJobs(JOBS.planActivityEmail, planId);
    const subject = PLAN_TEXT.activitySubject('Riley Stone');
    let mails = await mailTo(s.pro.user.email, subject);
    expect(mails).toHaveLength(1);
    const body = mails[0]?.textBody ?? '';
    expect(body).toContain('Riley Stone ticked off: Card 1.');
    expect(body).toContain('Riley Stone uploaded a document: statement.pdf.');
    expect(body).toContain('Riley Stone recorded an Experian score of 668 read on 2026-02-01.');
    expect(body).toContain(`${TEST_ORIGIN}/mxpert/plans/${planId}`);
    expect(mails[0] ? withSignedLinks(mails[0]).unsubscribeUrl : '').toMatch(/category=digests&token=/);

    // Within the hour: the next tick waits for the hour's end, even when its job runs early.
    expect((await call(t, 'POST', `${base}/actions/${actionIds[1]}/done`, s.client.cookie)).statusCode).toBe(200);
    const waiting = (await jobsOf(JOBS.planActivityEmail, planId)).filter((j) => j.state === 'created');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.delay).toBeGreaterThan(3000);
    await timeComes(JOBS.planActivityEmail, planId);
    await runJobs(JOBS.planActivityEmail, planId);
    const firstMails = await mailTo(s.pro.user.email, subject);
    expect(firstMails).toHaveLength(1);
    expect((await jobsOf(JOBS.planActivityEmail, planId)).filter((j) => j.state === 'created')).toHaveLength(1);

    // An hour later (everything so far moved 61 minutes back): the second e-mail, with only what is new.
    await t.db
      .update(plans)
      .set({ activityEmailedAt: sql`${plans.activityEmailedAt} - interval '61 minutes'` })
      .where(eq(plans.id, planId));
    await t.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '61 minutes'` })
      .where(eq(notifications.userId, s.pro.user.id));
    await timeComes(JOBS.planActivityEmail, planId);
    await runJobs(JOBS.planActivityEmail, planId);
    mails = await mailTo(s.pro.user.email, subject);
    expect(mails).toHaveLength(2);
    // The one sent now, whatever order the outbox lists the two in.
    const second = mails.find((m) => m.id !== firstMails[0]?.id)?.textBody ?? '';
    expect(second).toContain('Riley Stone ticked off: Card 2.');
    expect(second).not.toContain('statement.pdf');
  });

  it('sends none to a professional suspended or rejected before it goes', async () => {
    for (const status of ['suspended', 'rejected'] as const) {
      const s = await planScenario(t);
      const { planId, actionIds } = await publishedPlan(t, s);
      expect(
        (await call(t, 'POST', `/api/consumer/plans/${planId}/actions/${actionIds[0]}/done`, s.client.cookie)).statusCode,
      ).toBe(200);
      await t.db.update(mxpertProfiles).set({ approvalStatus: status }).where(eq(mxpertProfiles.userId, s.pro.user.id));
      await timeComes(JOBS.planActivityEmail, planId);
      await runJobs(JOBS.planActivityEmail, planId);
      expect(await mailTo(s.pro.user.email, PLAN_TEXT.activitySubject('Riley Stone'))).toEqual([]);
    }
  });

  it('sends none to a professional who turned digests off, and none for what the professional did', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    await call(t, 'POST', `/api/dashboard/plans/${planId}/checkpoints`, s.proCookie, {
      bureau: 'equifax',
      score: 650,
      readOn: '2026-02-01',
    });
    expect(await jobsOf(JOBS.planActivityEmail, planId)).toEqual([]);
    await t.db
      .insert(emailPreferences)
      .values({ email: s.pro.user.email, reminders: true, reviewInvitations: true, digests: false });
    await call(t, 'POST', `/api/consumer/plans/${planId}/actions/${actionIds[0]}/done`, s.client.cookie);
    await timeComes(JOBS.planActivityEmail, planId);
    await runJobs(JOBS.planActivityEmail, planId);
    expect(await mailTo(s.pro.user.email, PLAN_TEXT.activitySubject('Riley Stone'))).toEqual([]);
  });
});
