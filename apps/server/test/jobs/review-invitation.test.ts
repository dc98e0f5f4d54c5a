import { REVIEW_INVITATION_TEXT } from '@mx/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailPreferences, leads, mxpertProfiles, type User, users } from '../../src/db/schema.ts';
import { enqueueJob, JOBS } from '../../src/modules/jobs/queue.ts';
import { enqueueEmail, withSignedLinks } from '../../src/modules/mail/outbox.ts';
import { leadReminderMessage } from '../../src/modules/mail/templates.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { hasCompletedPlan } from '../../src/modules/plans/plan-leads.ts';
import { sendReviewInvitation } from '../../src/modules/reviews/invitation.ts';
import { confirmUnclaimed, createCopRequest, createMessage, createMxpert, createUser, signIn } from '../helpers/factories.ts';
import { timeComes, withJobRunners } from '../helpers/job-runners.ts';
import { reviewInput } from '../helpers/reviews.ts';
import { headerOf, startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

let database: TestDatabaseHandle;
/** Invitations are due at once here (REVIEW_INVITATION_DAYS is 0), unless a test builds its own app. */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database, config: { reviewInvitationSeconds: 0, jobPollSeconds: 0.5 } });
  smtp = await startSmtp();
});
afterAll(async () => {
  await t.close();
  await database.close();
  await smtp.close();
});

type Kind = 'message' | 'cop_request';
type Item = { kind: Kind; id: string };
type Pro = Awaited<ReturnType<typeof createMxpert>>;

const newPro = (name = 'Dana Brooks') =>
  createMxpert(t.db, { fullName: name, serviceAreas: ['TX'] }, { firstName: name.split(' ')[0], lastName: name.split(' ')[1] });

/** A conversation the client started signed in (their account on the item), not yet answered. */
async function conversation(pro: Pro, client: User | null, kind: Kind = 'message', app: TestApp = t): Promise<Item> {
  const sender = client
    ? { consumerUserId: client.id, email: client.email, firstName: client.firstName }
    : { email: `guest.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`, firstName: 'Gwen' };
  const row =
    kind === 'message'
      ? await createMessage(app.db, pro.profile.id, sender)
      : await createCopRequest(app.db, pro.profile.id, sender);
  return { kind, id: row.id };
}

/** The professional answers through the dashboard API, as they do in the app. */
async function replyAsPro(pro: Pro, item: Item, app: TestApp = t, body = 'Thanks for reaching out, happy to help.') {
  const cookie = await signIn(app, pro.user.email);
  const url =
    item.kind === 'message' ? `/api/dashboard/messages/${item.id}/replies` : `/api/dashboard/cop-requests/${item.id}/replies`;
  const res = await app.request({ method: 'POST', url, body: { body }, cookie });
  expect(res.statusCode, res.body).toBe(201);
}

interface JobRow {
  state: string;
  singleton_key: string | null;
  delay: number;
}

async function jobsOf(item: Item, app: TestApp = t): Promise<JobRow[]> {
  const { rows } = (await app.db.execute(
    sql`select state, singleton_key, extract(epoch from (start_after - created_on))::int as delay
        from pgboss.job where name = ${JOBS.reviewInvitation} and data->>'id' = ${item.id} order by created_on`,
  )) as unknown as { rows: JobRow[] };
  return rows;
}

/** Waits until every invitation job of the items has been worked (completed). */
async function untilWorked(items: Item[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = (await Promise.all(items.map((i) => jobsOf(i)))).flat().map((j) => j.state);
    if (states.length > 0 && states.every((s) => s === 'completed')) return;
    if (Date.now() > deadline) throw new Error(`invitation jobs not worked in time: ${states.join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const withRunners = <T>(count: number, fn: () => Promise<T>) => withJobRunners(database, t.config, count, fn);

async function invitationsTo(email: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, REVIEW_INVITATION_TEXT.subject('Dana Brooks'))));
}

const invitedAt = async (item: Item) => {
  const table = leads;
  const [row] = await t.db.select({ at: table.reviewInvitedAt }).from(table).where(eq(table.id, item.id));
  return row?.at ?? null;
};

async function deliverAll() {
  const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@example.com>');
  try {
    while ((await t.deliverMail(transport)).sent > 0);
  } finally {
    transport.close?.();
  }
}

describe('the review invitation job', () => {
  it('is queued with the professional’s first reply, due after REVIEW_INVITATION_DAYS, and not again on a second reply', async () => {
    const app = await buildTestApp({ database, env: { REVIEW_INVITATION_DAYS: '7' } });
    try {
      expect(app.config.reviewInvitationSeconds).toBe(7 * 86_400);
      const pro = await createMxpert(app.db);
      const client = await createUser(app.db, 'CONSUMER');
      for (const kind of ['message', 'cop_request'] as const) {
        const item = await conversation(pro, client, kind, app);
        expect(await jobsOf(item, app)).toEqual([]);
        await replyAsPro(pro, item, app);
        const jobs = await jobsOf(item, app);
        expect(jobs).toHaveLength(1);
        expect(jobs[0]?.state).toBe('created');
        expect(jobs[0]?.singleton_key).toBe(`${kind}:${item.id}`);
        expect(Math.abs((jobs[0]?.delay ?? 0) - 7 * 86_400)).toBeLessThan(60);
        await replyAsPro(pro, item, app, 'One more thing: please send me your latest report.');
        expect(await jobsOf(item, app)).toHaveLength(1);
      }
    } finally {
      await app.close();
    }
  });

  it('is not queued for a guest without an account', async () => {
    const pro = await newPro();
    const item = await conversation(pro, null);
    await replyAsPro(pro, item);
    expect(await jobsOf(item)).toEqual([]);
  });

  it('e-mails the client once after the delay, with List-Unsubscribe headers and the profile’s review link', async () => {
    // The real delay (a week); the test moves the job's clock instead of waiting for it.
    const app = await buildTestApp({ database, env: { REVIEW_INVITATION_DAYS: '7' }, config: { jobPollSeconds: 0.5 } });
    try {
      const pro = await newPro();
      const client = await createUser(app.db, 'CONSUMER', { firstName: 'Maria' });
      const item = await conversation(pro, client, 'cop_request', app);
      await replyAsPro(pro, item, app);
      // Another conversation's invitation, due now: once the runner has worked it, it has polled the
      // queue and left the invitation that is not yet due waiting.
      const other = await createUser(app.db, 'CONSUMER');
      const due = await conversation(pro, other, 'message', app);
      await replyAsPro(pro, due, app);
      expect(await timeComes(app.db, JOBS.reviewInvitation, sql`data->>'id' = ${due.id}`)).toBe(1);
      await withRunners(1, async () => {
        await untilWorked([due]);
        expect((await jobsOf(item)).map((j) => j.state)).toEqual(['created']);
        expect(await invitationsTo(client.email)).toHaveLength(0);
        // A week later.
        expect(await timeComes(app.db, JOBS.reviewInvitation, sql`data->>'id' = ${item.id}`)).toBe(1);
        await untilWorked([item]);
      });
      const mails = await invitationsTo(client.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toContain(
        `${REVIEW_INVITATION_TEXT.action}: ${TEST_ORIGIN}/xperts/tx/${pro.profile.cxid}?review=1`,
      );
      expect(mails[0] ? withSignedLinks(mails[0]).unsubscribeUrl : '').toMatch(/category=reviewInvitations&token=/);
    } finally {
      await app.close();
    }
  });

  it('sends exactly one invitation per conversation with two workers, duplicate jobs and a second reply', async () => {
    const pro = await newPro();
    const clients = [await createUser(t.db, 'CONSUMER', { firstName: 'Maria' }), await createUser(t.db, 'CONSUMER')];
    const items = [
      await conversation(pro, clients[0] ?? null, 'message'),
      await conversation(pro, clients[1] ?? null, 'cop_request'),
    ];
    for (const item of items) {
      await replyAsPro(pro, item);
      await replyAsPro(pro, item, t, 'And a second answer in the same conversation.');
      // Duplicates, as if queued again: both workers may pick up jobs of the same conversation at once.
      for (let i = 0; i < 3; i++) await enqueueJob(t.db, JOBS.reviewInvitation, item);
    }
    await withRunners(2, () => untilWorked(items));

    for (const [i, client] of clients.entries()) {
      const mails = await invitationsTo(client.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      const profileLink = `${TEST_ORIGIN}/xperts/tx/${pro.profile.cxid}?review=1`;
      expect(mail?.textBody).toContain(`${REVIEW_INVITATION_TEXT.action}: ${profileLink}`);
      expect(mail?.textBody).toContain(`Hello ${client.firstName},`);
      expect(mail?.textBody).toContain(
        REVIEW_INVITATION_TEXT.intro('Dana Brooks', i === 0 ? 'message' : 'Credit Optimization Plan request'),
      );
      // The signed links are made as the e-mail is sent (docs/decisions/078).
      const sent = mail ? withSignedLinks(mail) : undefined;
      expect(sent?.unsubscribeUrl).toMatch(
        new RegExp(`^${TEST_ORIGIN}/api/email-preferences/unsubscribe\\?category=reviewInvitations&token=`),
      );
      expect(sent?.text).toContain(`${TEST_ORIGIN}/email-preferences?token=`);
    }
    for (const item of items) expect(await invitedAt(item)).toBeInstanceOf(Date);

    // Delivered through a real SMTP server, once each, with the RFC 8058 headers.
    await deliverAll();
    for (const client of clients) {
      // The professional's two replies reached the client too; those carry no List-Unsubscribe.
      const received = smtp.received.filter((m) => m.to.includes(client.email));
      const invitations = received.filter((m) => headerOf(m.raw, 'Subject') === REVIEW_INVITATION_TEXT.subject('Dana Brooks'));
      expect(invitations).toHaveLength(1);
      for (const reply of received.filter((m) => !invitations.includes(m))) {
        expect(headerOf(reply.raw, 'List-Unsubscribe')).toBeUndefined();
      }
      const raw = invitations[0]?.raw ?? '';
      expect(headerOf(raw, 'List-Unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/email-preferences\/unsubscribe\?category=reviewInvitations&token=[^>]+>$/,
      );
      expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('four claims of one conversation at the same moment queue one e-mail', async () => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const item = await conversation(pro, client);
    await replyAsPro(pro, item);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sendReviewInvitation(t.db, t.config.publicUrl, item, hasCompletedPlan)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await invitationsTo(client.email)).toHaveLength(1);
  });

  it('sends none when the client already reviewed the professional', async () => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const item = await conversation(pro, client);
    await replyAsPro(pro, item);
    const cookie = await signIn(t, client.email);
    const review = await t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body: reviewInput(pro.profile.cxid) });
    expect(review.statusCode, review.body).toBe(201);
    await withRunners(1, () => untilWorked([item]));
    expect(await invitationsTo(client.email)).toHaveLength(0);
    expect(await invitedAt(item)).toBeNull();
  });

  const setProfile = async (p: Pro, changes: Partial<typeof mxpertProfiles.$inferInsert>) => {
    await t.db.update(mxpertProfiles).set(changes).where(eq(mxpertProfiles.id, p.profile.id));
  };
  it('invites the client when the professional paused their listing: a pause does not hold reviews back', async () => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const item = await conversation(pro, client);
    await replyAsPro(pro, item);
    await setProfile(pro, { pausedAt: new Date() });
    await withRunners(1, () => untilWorked([item]));
    expect(await invitationsTo(client.email)).toHaveLength(1);
    expect(await invitedAt(item)).not.toBeNull();
  });

  it.each<[string, (p: Pro) => Promise<void>]>([
    ['is suspended', (p) => setProfile(p, { approvalStatus: 'suspended', suspendedAt: new Date() })],
    ['is no longer approved', (p) => setProfile(p, { approvalStatus: 'rejected' })],
    [
      'was deactivated',
      async (p) => {
        await t.db.update(users).set({ isActive: false }).where(eq(users.id, p.user.id));
      },
    ],
  ])('sends none when the professional %s', async (_what, unlist) => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const item = await conversation(pro, client);
    await replyAsPro(pro, item);
    await unlist(pro);
    await withRunners(1, () => untilWorked([item]));
    expect(await invitationsTo(client.email)).toHaveLength(0);
  });

  it('sends none when the client’s account is deactivated or deleted, or the conversation was deleted', async () => {
    const pro = await newPro();
    const deactivated = await createUser(t.db, 'CONSUMER');
    const deleted = await createUser(t.db, 'CONSUMER', { password: 'Quiet-River-Stone-81' });
    const gone = await createUser(t.db, 'CONSUMER');
    const items = [
      await conversation(pro, deactivated),
      await conversation(pro, deleted, 'cop_request'),
      await conversation(pro, gone),
    ];
    for (const item of items) await replyAsPro(pro, item);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    const cookie = await signIn(t, deleted.email, 'Quiet-River-Stone-81');
    const del = await t.request({
      method: 'DELETE',
      url: '/api/consumer/account',
      cookie,
      body: { password: 'Quiet-River-Stone-81' },
    });
    expect(del.statusCode, del.body).toBe(200);
    await t.db.delete(leads).where(eq(leads.id, items[2]?.id ?? ''));

    await withRunners(1, () => untilWorked(items));
    for (const client of [deactivated, deleted, gone]) expect(await invitationsTo(client.email)).toHaveLength(0);
    // A job whose data is not a conversation is worked and ignored too.
    expect(await sendReviewInvitation(t.db, t.config.publicUrl, { kind: 'other', id: 1 }, hasCompletedPlan)).toBe(false);
    expect(await sendReviewInvitation(t.db, t.config.publicUrl, { kind: 'message', id: 'not-a-uuid' }, hasCompletedPlan)).toBe(
      false,
    );
    expect(await sendReviewInvitation(t.db, t.config.publicUrl, null, hasCompletedPlan)).toBe(false);
  });

  it('invites a client once per professional, even from two conversations', async () => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const items = [await conversation(pro, client, 'message'), await conversation(pro, client, 'cop_request')];
    for (const item of items) await replyAsPro(pro, item);
    await withRunners(1, () => untilWorked(items));
    expect(await invitationsTo(client.email)).toHaveLength(1);
  });

  it('invites the account that owns a guest conversation sent with its verified address, once confirmed', async () => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const row = await createMessage(t.db, pro.profile.id, { email: client.email, senderConfirmed: true });
    expect(await confirmUnclaimed(t, await signIn(t, client.email))).toBe(1);
    const item: Item = { kind: 'message', id: row.id };
    await replyAsPro(pro, item);
    expect(await jobsOf(item)).toHaveLength(1);
    await withRunners(1, () => untilWorked([item]));
    expect(await invitationsTo(client.email)).toHaveLength(1);
  });

  it('invites no account to review a guest conversation sent with its address that it has not confirmed', async () => {
    const pro = await newPro();
    const client = await createUser(t.db, 'CONSUMER');
    const row = await createMessage(t.db, pro.profile.id, { email: client.email, senderConfirmed: true });
    const item: Item = { kind: 'message', id: row.id };
    await replyAsPro(pro, item);
    expect(await jobsOf(item)).toEqual([]);
    // Even a job queued some other way finds no account to invite.
    expect(await sendReviewInvitation(t.db, t.config.publicUrl, item, hasCompletedPlan)).toBe(false);
    expect(await invitationsTo(client.email)).toEqual([]);
  });

  it('one-click unsubscribe from review invitations stops the next one, but not reminders', async () => {
    const client = await createUser(t.db, 'CONSUMER');
    const first = await newPro();
    const item = await conversation(first, client);
    await replyAsPro(first, item);
    await withRunners(1, () => untilWorked([item]));
    const [mail] = await invitationsTo(client.email);
    const unsubscribeUrl = mail ? withSignedLinks(mail).unsubscribeUrl : undefined;
    if (!unsubscribeUrl) throw new Error('no invitation with a one-click URL');

    // As a mail client sends it (RFC 8058): form-encoded, no session, no ajax header, no origin.
    const url = new URL(unsubscribeUrl);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [prefs] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.email, client.email));
    expect(prefs).toMatchObject({ reviewInvitations: false, reminders: true, digests: true });

    const second = await newPro();
    const next = await conversation(second, client, 'cop_request');
    await replyAsPro(second, next);
    await withRunners(1, () => untilWorked([next]));
    expect(await invitationsTo(client.email)).toHaveLength(1);
    // Reminders still reach the address.
    const reminder = leadReminderMessage({
      mxpertName: 'Casey Lee',
      senderName: 'Rosa Delgado',
      kind: 'message',
      hours: 24,
      url: `${TEST_ORIGIN}/mxpert/messages/1`,
      locale: 'en-US',
    });
    expect(await enqueueEmail(t.db, client.email, reminder)).toBe(true);
  });
});
