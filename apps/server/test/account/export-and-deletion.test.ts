import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  conversationReplies,
  emailPreferences,
  leadConsents,
  leads,
  mxpertProfiles,
  notifications,
  reviews,
  sessions,
  users,
} from '../../src/db/schema.ts';
import {
  confirmUnclaimed,
  createCopRequest,
  createMessage,
  createMxpert,
  deleteOwnAccount,
  findUser,
  lastEmailTo,
  signedInAs,
  TEST_PASSWORD,
  uniqueEmail,
} from '../helpers/factories.ts';
import { actionInput, call, planScenario, publishedPlan, READY_FIELDS, readyDraft } from '../helpers/plans.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/**
 * A consumer with one of everything (sent signed in, sent as a guest with their address before the
 * account and confirmed by them since, a conversation, a notification, e-mail preferences), and another consumer with the same kinds of rows.
 */
async function scenario() {
  const { profile, user: pro } = await createMxpert(t.db, { companyName: 'Harbor Home Loans' });
  const me = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const other = await signedInAs(t, 'CONSUMER');
  const mine = {
    signedIn: await createMessage(t.db, profile.id, {
      consumerUserId: me.user.id,
      email: me.user.email,
      mxpertNotes: 'private note',
    }),
    asGuest: await createMessage(t.db, profile.id, {
      email: me.user.email,
      message: 'Sent as a guest with my address, later verified.',
    }),
    request: await createCopRequest(t.db, profile.id, { consumerUserId: me.user.id, email: me.user.email }),
  };
  expect(await confirmUnclaimed(t, me.cookie)).toBe(1);
  const theirs = {
    message: await createMessage(t.db, profile.id, { consumerUserId: other.user.id, email: other.user.email }),
    request: await createCopRequest(t.db, profile.id, { email: other.user.email }),
    stranger: await createMessage(t.db, profile.id, { email: uniqueEmail('stranger') }),
  };
  const [myReply, proReply, theirReply] = await t.db
    .insert(conversationReplies)
    .values([
      // One statement writes one now(): the order comes from times of their own.
      {
        leadId: mine.signedIn.id,
        from: 'consumer',
        authorUserId: me.user.id,
        body: 'My follow-up question',
        createdAt: new Date(Date.now() - 60_000),
      },
      {
        leadId: mine.signedIn.id,
        from: 'mxpert',
        authorUserId: pro.id,
        body: 'The professional answers me',
        createdAt: new Date(),
      },
      { leadId: theirs.message.id, from: 'consumer', authorUserId: other.user.id, body: 'Someone else writes' },
    ])
    .returning();
  await t.db.insert(notifications).values([
    { userId: me.user.id, type: 'reply', title: 'Mine', message: 'For me' },
    { userId: other.user.id, type: 'reply', title: 'Theirs', message: 'For them' },
  ]);
  await t.db.insert(emailPreferences).values({ email: me.user.email, digests: false });
  const consent = (leadId: string, clientAddress: string) => ({
    leadId,
    mxpertProfileId: profile.id,
    text: 'By sending, you agree that …',
    version: 'lead-consent-v1',
    textSha256: 'a'.repeat(64),
    clientAddress,
  });
  await t.db.insert(leadConsents).values([consent(mine.signedIn.id, '203.0.113.7'), consent(theirs.message.id, '198.51.100.9')]);
  const review = (consumerUserId: string, body: string) => ({ mxpertProfileId: profile.id, consumerUserId, rating: 5, body });
  await t.db
    .insert(reviews)
    .values([
      review(me.user.id, 'Riley found a clear plan with this professional.'),
      review(other.user.id, 'Another client wrote this one.'),
    ]);
  return { profile, pro, me, other, mine, theirs, replies: { myReply, proReply, theirReply } };
}

describe('GET /api/consumer/account/export', () => {
  it('is one JSON file holding every item of the consumer and nothing of anyone else', async () => {
    const s = await scenario();
    const res = await t.request({ method: 'GET', url: '/api/consumer/account/export', cookie: s.me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mortgagexperts-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({
      id: s.me.user.id,
      email: s.me.user.email,
      firstName: 'Riley',
      lastName: 'Stone',
      role: 'CONSUMER',
    });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.messages.map((m: { id: string }) => m.id).sort()).toEqual([s.mine.signedIn.id, s.mine.asGuest.id].sort());
    expect(data.copRequests.map((r: { id: string }) => r.id)).toEqual([s.mine.request.id]);
    expect(data.messages[0]).toMatchObject({ professionalName: s.pro.name, professionalCompany: 'Harbor Home Loans' });
    expect(data.conversationReplies.map((r: { body: string }) => r.body)).toEqual([
      'My follow-up question',
      'The professional answers me',
    ]);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Mine']);
    expect(data.emailPreferences).toEqual({ reminders: true, reviewInvitations: true, digests: false });
    expect(data.reviews).toEqual([
      expect.objectContaining({ rating: 5, body: 'Riley found a clear plan with this professional.', status: 'visible' }),
    ]);
    expect(data.consentRecords).toEqual([
      expect.objectContaining({ messageId: s.mine.signedIn.id, clientAddress: '203.0.113.7', version: 'lead-consent-v1' }),
    ]);
    // Nothing of anyone else's, and no professional's notes or stored secrets.
    const text = res.body;
    for (const foreign of [
      s.other.user.id,
      s.other.user.email,
      s.theirs.message.id,
      s.theirs.request.id,
      s.theirs.stranger.id,
      'Someone else writes',
      'For them',
      'private note',
      'Another client wrote this one.',
      '198.51.100.9',
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/senderTokenHash|idempotencyKey|mxpertNotes|passwordHash/);
  });

  it("holds the client's published plans as their plan page shows them: versions, ticks, checkpoints, completion; no draft, nobody else's", async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s);
    const proPlan = `/api/dashboard/plans/${planId}`;
    const clientPlan = `/api/consumer/plans/${planId}`;
    const added = await call(t, 'POST', `${proPlan}/actions`, s.proCookie, actionInput({ accountLabel: 'Store card' }));
    expect(added.statusCode, added.body).toBe(201);
    expect((await call(t, 'PATCH', proPlan, s.proCookie, { targetScore: 720 })).statusCode).toBe(200);
    expect((await call(t, 'POST', `${proPlan}/publish`, s.proCookie, { note: 'Second look' })).statusCode).toBe(200);
    expect((await call(t, 'POST', `${clientPlan}/actions/${actionIds[0]}/done`, s.client.cookie)).statusCode).toBe(200);
    const byPro = { bureau: 'equifax', score: 655, readOn: '2026-02-01' };
    const byClient = { bureau: 'experian', score: 668, readOn: '2026-03-01' };
    expect((await call(t, 'POST', `${proPlan}/checkpoints`, s.proCookie, byPro)).statusCode).toBe(201);
    expect((await call(t, 'POST', `${clientPlan}/checkpoints`, s.client.cookie, byClient)).statusCode).toBe(201);
    // The professional's draft, never published: neither its fields nor its new action are the client's.
    expect(
      (await call(t, 'PATCH', proPlan, s.proCookie, { summary: 'Draft words never published', targetScore: 790 })).statusCode,
    ).toBe(200);
    const draftOnly = await call(t, 'POST', `${proPlan}/actions`, s.proCookie, actionInput({ accountLabel: 'Draft-only loan' }));
    expect(draftOnly.statusCode, draftOnly.body).toBe(201);
    const final = { equifax: 690, experian: 701, transunion: null };
    expect((await call(t, 'POST', `${clientPlan}/complete`, s.client.cookie, { scores: final })).statusCode).toBe(200);
    // The professional deletes the lead: the client's list keeps its plan, and so does the file.
    await t.db.update(leads).set({ hiddenByMxpertAt: new Date() }).where(eq(leads.id, s.leadId));
    // A plan of another of the client's leads that was never published is not theirs yet.
    const secondLead = await createCopRequest(t.db, s.pro.profile.id, {
      consumerUserId: s.client.user.id,
      email: s.client.user.email,
    });
    const neverPublished = await readyDraft(t, { proCookie: s.proCookie, leadId: secondLead.id });
    const other = await planScenario(t);
    const theirs = await publishedPlan(t, other);

    const res = await t.request({ method: 'GET', url: '/api/consumer/account/export', cookie: s.client.cookie });
    expect(res.statusCode).toBe(200);
    const [plan, ...more] = res.json().plans;
    expect(more).toEqual([]);
    expect(plan).toMatchObject({
      id: planId,
      status: 'completed',
      mxpert: { name: 'Maria Lopez', cxid: s.pro.profile.cxid },
      version: 2,
      plan: { targetScore: 720, summary: READY_FIELDS.summary, startingScores: READY_FIELDS.startingScores },
      baselineScores: READY_FIELDS.startingScores,
      versions: [
        { version: 2, note: 'Second look', changes: ['Target score: 700 → 720', 'Added: Store card'] },
        { version: 1, note: 'First plan', changes: [] },
      ],
      finalScores: final,
      closedAt: null,
    });
    expect(plan.completedAt).toEqual(expect.any(String));
    expect(
      plan.plan.actions.map((a: { accountLabel: string; doneAt: string | null }) => [a.accountLabel, a.doneAt !== null]),
    ).toEqual([
      ['Card 1', true],
      ['Card 2', false],
      ['Store card', false],
    ]);
    expect(plan.checkpoints).toEqual([
      expect.objectContaining({ ...byPro, recordedBy: 'mxpert' }),
      expect.objectContaining({ ...byClient, recordedBy: 'consumer' }),
    ]);
    // Exactly the client's own plan page, field for field, and the plans of their list.
    const list = (await call(t, 'GET', '/api/consumer/plans', s.client.cookie)).json().data;
    expect(list.map((p: { id: string }) => p.id)).toEqual([planId]);
    expect((await call(t, 'GET', clientPlan, s.client.cookie)).json().data).toEqual(plan);
    const text = res.body;
    for (const foreign of [
      neverPublished,
      theirs.planId,
      ...theirs.actionIds,
      other.client.user.email,
      'Draft words never published',
      'Draft-only loan',
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/estimatedGain|outcomeWithheld|mxpertOpenedAt|activityEmailedAt|remindedForDueOn|authorUserId/);
  });

  it('is for consumers only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/consumer/account/export' })).statusCode).toBe(401);
    const pro = await signedInAs(t, 'MXPERT');
    expect((await t.request({ method: 'GET', url: '/api/consumer/account/export', cookie: pro.cookie })).statusCode).toBe(403);
  });
});

describe('DELETE /api/consumer/account', () => {
  const del = (cookie: string, password: string) =>
    t.request({ method: 'DELETE', url: '/api/consumer/account', cookie, body: { password } });

  it('needs the password and deletes nothing without it', async () => {
    const s = await scenario();
    const res = await del(s.me.cookie, 'Wrong-Password-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Your current password is not correct' });
    expect(await findUser(t.db, s.me.user.email)).toBeDefined();
  });

  it('removes the account, its sessions and notifications; the leads stay with the professional, detached', async () => {
    const s = await scenario();
    const res = await del(s.me.cookie, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account was deleted' });
    expect(res.cookies.find((c) => c.name.endsWith('mx_session'))?.value).toBe('');

    // Gone: the account, its sessions, its notifications, its reviews (the figures recounted).
    expect(await t.db.select().from(reviews).where(eq(reviews.consumerUserId, s.me.user.id))).toEqual([]);
    const [figures] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, s.profile.id));
    expect(figures).toMatchObject({ reviewCount: 1, ratingSum: 5 });
    expect(await t.db.select().from(users).where(eq(users.id, s.me.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.me.user.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, s.me.user.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: s.me.cookie })).statusCode).toBe(401);

    // Kept with the professional: every lead, detached; the conversation's text, the author empty.
    const myMessages = await t.db
      .select()
      .from(leads)
      .where(inArray(leads.id, [s.mine.signedIn.id, s.mine.asGuest.id]));
    expect(myMessages).toHaveLength(2);
    for (const m of myMessages) {
      expect(m.consumerUserId).toBeNull();
      expect(m.senderDeletedAt).not.toBeNull();
    }
    const [request] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, s.mine.request.id), eq(leads.kind, 'cop_request')));
    expect(request).toMatchObject({ consumerUserId: null, mxpertNotes: null });
    const [reply] = await t.db
      .select()
      .from(conversationReplies)
      .where(eq(conversationReplies.id, s.replies.myReply?.id ?? ''));
    expect(reply).toMatchObject({ body: 'My follow-up question', authorUserId: null, from: 'consumer' });
    expect(myMessages.find((m) => m.id === s.mine.signedIn.id)?.mxpertNotes).toBe('private note');

    // Nothing more: the other consumer's rows and the professional are untouched.
    const [theirs] = await t.db.select().from(leads).where(eq(leads.id, s.theirs.message.id));
    expect(theirs).toMatchObject({ consumerUserId: s.other.user.id, senderDeletedAt: null });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, s.other.user.id))).toHaveLength(1);
    expect(await t.db.select().from(reviews).where(eq(reviews.consumerUserId, s.other.user.id))).toHaveLength(1);
    // The consent record stays with its lead.
    expect(await t.db.select().from(leadConsents).where(eq(leadConsents.leadId, s.mine.signedIn.id))).toHaveLength(1);
    expect(await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, s.profile.id))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: s.other.cookie })).statusCode).toBe(200);

    // Recorded, and the owner told.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, s.me.user.id));
    expect(entry).toMatchObject({ action: 'account.deleted', targetType: 'user' });
    expect((await lastEmailTo(t.db, s.me.user.email))?.subject).toBe('Your MortgageXperts account was deleted');
  });

  it('signing in fails afterwards; the address can register again and does not get the old leads back', async () => {
    const s = await scenario();
    expect((await del(s.me.cookie, TEST_PASSWORD)).statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: s.me.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('INVALID_CREDENTIALS');

    const register = await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: { firstName: 'Riley', lastName: 'Stone', email: s.me.user.email, password: 'Brand-New-Start-9' },
    });
    expect(register.statusCode).toBe(201);
    const again = await findUser(t.db, s.me.user.email);
    expect(again?.id).toBeDefined();
    expect(again?.id).not.toBe(s.me.user.id);
    expect((await lastEmailTo(t.db, s.me.user.email))?.subject).toBe('Verify your MortgageXperts email address');

    // Verified, the new account lists nothing the deleted one sent (even as a guest with this address).
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, again?.id ?? ''));
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: s.me.user.email, password: 'Brand-New-Start-9' },
    });
    const cookie = signIn.cookies.find((c) => c.name.endsWith('mx_session'));
    const dashboard = await t.request({
      method: 'GET',
      url: '/api/consumer/dashboard',
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(dashboard.json().data.stats).toEqual({ totalMessages: 0, activeMessages: 0, totalRequests: 0, activeRequests: 0 });
    const waiting = await t.request({
      method: 'GET',
      url: '/api/consumer/unclaimed',
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(waiting.json()).toEqual({ items: [] });
  });
});

describe('DELETE /api/mxpert/account', () => {
  it("removes the account, the profile, the leads received and their conversations; nobody else's", async () => {
    const pro = await signedInAs(t, 'MXPERT');
    const [profile] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, pro.user.id));
    const consumer = await signedInAs(t, 'CONSUMER');
    const lead = await createMessage(t.db, profile?.id ?? '', { consumerUserId: consumer.user.id, email: consumer.user.email });
    const request = await createCopRequest(t.db, profile?.id ?? '');
    await t.db.insert(conversationReplies).values({ leadId: lead.id, from: 'mxpert', authorUserId: pro.user.id, body: 'Hello' });
    const otherPro = await createMxpert(t.db);
    const otherLead = await createMessage(t.db, otherPro.profile.id, {
      consumerUserId: consumer.user.id,
      email: consumer.user.email,
    });

    expect((await deleteOwnAccount(t, 'mxpert', pro.cookie, 'Wrong-1a')).statusCode).toBe(400);
    const res = await deleteOwnAccount(t, 'mxpert', pro.cookie);
    expect(res.statusCode).toBe(200);

    expect(await t.db.select().from(users).where(eq(users.id, pro.user.id))).toEqual([]);
    expect(await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, pro.user.id))).toEqual([]);
    expect(await t.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    expect(await t.db.select().from(leads).where(eq(leads.id, request.id))).toEqual([]);
    expect(await t.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, lead.id))).toEqual([]);
    expect(await t.db.select().from(leads).where(eq(leads.id, otherLead.id))).toHaveLength(1);
    expect(await findUser(t.db, consumer.user.email)).toBeDefined();
    expect((await t.request({ method: 'GET', url: `/api/public/mxperts/TX/${profile?.cxid}` })).statusCode).toBe(404);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: pro.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});
