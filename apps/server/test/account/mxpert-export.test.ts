import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationReplies,
  emailPreferences,
  mxpertProfiles,
  notifications,
  profileChanges,
  reviews,
  sessions,
  users,
} from '../../src/db/schema.ts';
import { createCopRequest, createMessage, signedInAs, uniqueEmail } from '../helpers/factories.ts';
import { call, planScenario, publishedPlan, READY_FIELDS, readyDraft } from '../helpers/plans.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const URL = '/api/mxpert/account/export';

/** A professional's leads of both kinds, each with both sides' replies, a review and its reply, a plan and a draft. */
async function professionalWithData(words: string) {
  const s = await planScenario(t);
  const { pro, client } = s;
  const message = await createMessage(t.db, pro.profile.id, {
    consumerUserId: client.user.id,
    email: client.user.email,
    phone: '(512) 555-0199',
    message: `${words}: can you look at my credit before I buy?`,
    mxpertNotes: `${words}: call back on Monday`,
    senderTokenHash: `${words}-sender-token-hash`,
    idempotencyKey: `${words}-idempotency-key`,
  });
  const deleted = await createCopRequest(t.db, pro.profile.id, { email: uniqueEmail('deleted'), hiddenByMxpertAt: new Date() });
  const minute = (n: number) => new Date(Date.now() - n * 60_000);
  await t.db.insert(conversationReplies).values([
    { leadId: message.id, from: 'mxpert', authorUserId: pro.user.id, body: `${words}: happy to help`, createdAt: minute(4) },
    { leadId: message.id, from: 'consumer', authorUserId: client.user.id, body: `${words}: thank you`, createdAt: minute(3) },
    { leadId: s.leadId, from: 'mxpert', authorUserId: pro.user.id, body: `${words}: your plan is coming`, createdAt: minute(2) },
  ]);
  const published = await publishedPlan(t, s);
  const draftId = await readyDraft(t, { proCookie: s.proCookie, leadId: message.id });
  const [review] = await t.db
    .insert(reviews)
    .values({
      mxpertProfileId: pro.profile.id,
      consumerUserId: client.user.id,
      rating: 5,
      body: `${words}: a clear plan and quick answers.`,
      replyBody: `${words}: thank you for the kind words`,
      replyCreatedAt: new Date(),
      replyUpdatedAt: new Date(),
    })
    .returning();
  await t.db
    .insert(notifications)
    .values({ userId: pro.user.id, type: 'new_lead', title: `${words} bell`, message: 'A new lead' });
  return { ...s, message, deleted, published, draftId, review };
}

describe('GET /api/mxpert/account/export', () => {
  it("is one JSON file with the professional's account, profile, leads, conversations, reviews and plans, and nothing of anyone else's", async () => {
    const s = await professionalWithData('Mine');
    const other = await professionalWithData('Theirs');
    await t.db.insert(emailPreferences).values({ email: s.pro.user.email, reminders: false });
    await t.db.insert(profileChanges).values({
      mxpertProfileId: s.pro.profile.id,
      oldValues: { fullName: 'Maria Lopez' },
      newValues: { fullName: 'Maria L. Lopez' },
    });

    const res = await t.request({ method: 'GET', url: URL, cookie: s.proCookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mortgagexperts-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toEqual({
      id: s.pro.user.id,
      email: s.pro.user.email,
      name: s.pro.user.name,
      firstName: 'Maria',
      lastName: 'Lopez',
      role: 'MXPERT',
      emailVerifiedAt: expect.any(String),
      locale: 'en-US',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.profile).toMatchObject({
      id: s.pro.profile.id,
      cxid: s.pro.profile.cxid,
      fullName: 'Maria Lopez',
      nmlsId: s.pro.profile.nmlsId,
      companyName: 'Test Lending Co',
      serviceAreas: ['TX'],
      loanTypes: ['conventional', 'fha'],
      languages: ['english'],
      phone: '(512) 555-0100',
      approvalStatus: 'approved',
      approvedAt: expect.any(String),
      pausedAt: null,
    });
    expect(data.pendingProfileChange).toMatchObject({ newValues: expect.objectContaining({ fullName: 'Maria L. Lopez' }) });
    // The inbox as it shows them: what the client wrote, the contact details they gave, the professional's own notes.
    expect(data.messages).toEqual([
      expect.objectContaining({
        id: s.message.id,
        email: s.client.user.email,
        phone: '(512) 555-0199',
        message: 'Mine: can you look at my credit before I buy?',
        mxpertNotes: 'Mine: call back on Monday',
      }),
    ]);
    expect(data.copRequests.map((r: { id: string }) => r.id)).toEqual([s.leadId]);
    expect(data.conversationReplies).toEqual([
      expect.objectContaining({ messageId: s.message.id, copRequestId: null, from: 'mxpert', body: 'Mine: happy to help' }),
      expect.objectContaining({ messageId: s.message.id, from: 'consumer', body: 'Mine: thank you' }),
      expect.objectContaining({ messageId: null, copRequestId: s.leadId, body: 'Mine: your plan is coming' }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        id: s.review?.id,
        body: 'Mine: a clear plan and quick answers.',
        reply: expect.objectContaining({ body: 'Mine: thank you for the kind words' }),
      }),
    ]);
    // The plans as the plan page answers them, the draft too.
    expect(data.plans.map((p: { id: string }) => p.id)).toEqual([s.published.planId, s.draftId]);
    for (const plan of data.plans) {
      expect((await call(t, 'GET', `/api/dashboard/plans/${plan.id}`, s.proCookie)).json().data).toEqual(plan);
    }
    expect(data.plans[1]).toMatchObject({ status: 'draft', version: 0, draft: { summary: READY_FIELDS.summary } });
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Mine bell']);
    expect(data.emailPreferences).toMatchObject({ reminders: false });

    // Nothing of another professional's, nor the lead the professional deleted.
    const text = res.body;
    for (const foreign of [
      other.pro.user.id,
      other.pro.user.email,
      other.pro.profile.cxid,
      other.message.id,
      other.leadId,
      other.published.planId,
      other.draftId,
      s.deleted.id,
      'Theirs',
    ]) {
      expect(text).not.toContain(foreign);
    }
    // No secret: the password hash, the session's and the sender's token hashes, the idempotency key.
    const [account] = await t.db.select().from(users).where(eq(users.id, s.pro.user.id));
    const session = await t.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, s.pro.user.id));
    expect(session.length).toBeGreaterThan(0);
    for (const secret of [
      account?.passwordHash as string,
      ...session.map((x) => x.idHash),
      'Mine-sender-token-hash',
      'Mine-idempotency-key',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|twoFactorSecret|tokenHash|idempotencyKey|authorUserId|decidedByUserId/);
  });

  it('is open to a suspended or paused professional: a read, their data', async () => {
    const s = await professionalWithData('Kept');
    await t.db
      .update(mxpertProfiles)
      .set({
        approvalStatus: 'suspended',
        suspendedAt: new Date(),
        suspensionReason: 'Licence under review',
        pausedAt: new Date(),
      })
      .where(eq(mxpertProfiles.id, s.pro.profile.id));
    const res = await t.request({ method: 'GET', url: URL, cookie: s.proCookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ approvalStatus: 'suspended', suspensionReason: 'Licence under review' });
    expect(res.json().messages.map((m: { id: string }) => m.id)).toEqual([s.message.id]);
  });

  it('is for professionals only', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await t.request({ method: 'GET', url: URL, cookie: consumer.cookie })).statusCode).toBe(403);
  });
});
