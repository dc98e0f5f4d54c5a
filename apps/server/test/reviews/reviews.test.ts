import { REVIEW_TEXT, TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, reviews } from '../../src/db/schema.ts';
import { confirmUnclaimed, createMessage, createMxpert, createUser, signedInAs, signIn } from '../helpers/factories.ts';
import { eligibleConsumer, REVIEW_BODY, replyAsMxpert, reviewInput } from '../helpers/reviews.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs(t, 'ADMIN');
});

const post = (cookie: string, body: unknown) => t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body });
const publicList = (cxid: string, query = '') => t.request({ method: 'GET', url: `/api/public/mxperts/${cxid}/reviews${query}` });
const newPro = (name = 'Dana Brooks') =>
  createMxpert(t.db, { fullName: name }, { firstName: name.split(' ')[0], lastName: name.split(' ')[1] });

describe('who may review', () => {
  it('a verified consumer the professional replied to writes one review (201), shown on the profile', async () => {
    const pro = await newPro();
    const c = await eligibleConsumer(t, pro, { firstName: 'Maria', lastName: 'lopez' });
    const res = await post(c.cookie, reviewInput(pro.profile.cxid, { knowledge: 4, pointsImproved: 62 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(REVIEW_TEXT.created);
    expect(res.json().data).toMatchObject({
      rating: 5,
      knowledge: 4,
      responsiveness: null,
      pointsImproved: 62,
      status: 'visible',
    });

    const list = await publicList(pro.profile.cxid);
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data).toMatchObject({ average: 5, count: 1, totalCount: 1, totalPages: 1, distribution: [0, 0, 0, 0, 1] });
    expect(data.averagePointsImproved).toBeNull();
    expect(data.reviews[0]).toMatchObject({
      authorName: 'Maria L.',
      verified: 'Verified client',
      body: REVIEW_BODY,
      reply: null,
    });
  });

  it('counts a COP request, and a guest item sent with the verified address once confirmed', async () => {
    const pro = await newPro();
    const viaCop = await eligibleConsumer(t, pro, { via: 'cop' });
    expect((await post(viaCop.cookie, reviewInput(pro.profile.cxid))).statusCode).toBe(201);

    const guest = await createUser(t.db, 'CONSUMER');
    const unconfirmed = await createMessage(t.db, pro.profile.id, { email: guest.email, senderConfirmed: false });
    await replyAsMxpert(t.db, { messageId: unconfirmed.id });
    const cookie = await signIn(t, guest.email);
    expect((await post(cookie, reviewInput(pro.profile.cxid))).statusCode).toBe(403);
    // As if sent before the account existed: still not the account's until its owner confirms it.
    await t.db.execute(sql`update leads set sender_confirmed = true where id = ${unconfirmed.id}`);
    expect((await post(cookie, reviewInput(pro.profile.cxid))).statusCode).toBe(403);
    expect(await confirmUnclaimed(t, cookie)).toBe(1);
    expect((await post(cookie, reviewInput(pro.profile.cxid))).statusCode).toBe(201);
  });

  it.each([
    ['no conversation', async () => (await signedInAs(t, 'CONSUMER')).cookie],
    [
      'a conversation without a reply from the professional',
      async (proId: string) => {
        const c = await signedInAs(t, 'CONSUMER');
        const m = await createMessage(t.db, proId, { consumerUserId: c.user.id, email: c.user.email });
        await t.db.execute(
          sql`insert into conversation_replies (lead_id, "from", body) values (${m.id}, 'consumer', 'Any news on my plan?')`,
        );
        return c.cookie;
      },
    ],
    [
      "another consumer's conversation",
      async (proId: string) => {
        const other = await createUser(t.db, 'CONSUMER');
        const m = await createMessage(t.db, proId, { consumerUserId: other.id, email: other.email });
        await replyAsMxpert(t.db, { messageId: m.id });
        return (await signedInAs(t, 'CONSUMER')).cookie;
      },
    ],
  ])('refuses %s: 403 with the text the review form shows', async (_name, setup) => {
    const pro = await newPro();
    const cookie = await setup(pro.profile.id);
    const res = await post(cookie, reviewInput(pro.profile.cxid));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: REVIEW_TEXT.notEligible });
    expect(await t.db.select().from(reviews).where(eq(reviews.mxpertProfileId, pro.profile.id))).toEqual([]);
  });

  it('refuses a professional and an admin (403), and an unknown professional like an ineligible one', async () => {
    const pro = await newPro();
    const other = await signedInAs(t, 'MXPERT');
    for (const cookie of [other.cookie, admin.cookie]) {
      const res = await post(cookie, reviewInput(pro.profile.cxid));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: TEXT.forbidden });
    }
    const c = await eligibleConsumer(t, pro);
    expect((await post(c.cookie, reviewInput('CXNOBODY1'))).json()).toEqual({
      code: 'FORBIDDEN',
      message: REVIEW_TEXT.notEligible,
    });
  });

  it('one review per consumer per professional: the second answers 409', async () => {
    const pro = await newPro();
    const c = await eligibleConsumer(t, pro);
    expect((await post(c.cookie, reviewInput(pro.profile.cxid))).statusCode).toBe(201);
    const again = await post(c.cookie, reviewInput(pro.profile.cxid, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: REVIEW_TEXT.alreadyReviewed });
  });

  it("a professional's pause neither hides their reviews nor stops a client from writing one", async () => {
    const pro = await newPro();
    const first = await eligibleConsumer(t, pro, { firstName: 'Maria', lastName: 'lopez' });
    expect((await post(first.cookie, reviewInput(pro.profile.cxid, { rating: 2 }))).statusCode).toBe(201);
    const second = await eligibleConsumer(t, pro);
    const proCookie = await signIn(t, pro.user.email);
    const paused = await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: proCookie, body: { paused: true } });
    expect(paused.statusCode, paused.body).toBe(200);

    const list = await publicList(pro.profile.cxid);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ average: 2, count: 1, totalCount: 1 });
    expect(list.json().data.reviews[0]).toMatchObject({ authorName: 'Maria L.', rating: 2 });
    const profile = await t.request({ method: 'GET', url: `/api/public/mxperts/all/${pro.profile.cxid}` });
    expect(profile.json().data).toMatchObject({ paused: true, rating: { average: 2, count: 1 } });

    const eligibility = await t.request({
      method: 'GET',
      url: `/api/consumer/reviews/eligibility?cxid=${pro.profile.cxid}`,
      cookie: second.cookie,
    });
    expect(eligibility.json().data).toEqual({ eligible: true, review: null });
    expect((await post(second.cookie, reviewInput(pro.profile.cxid, { rating: 4 }))).statusCode).toBe(201);
    expect((await publicList(pro.profile.cxid)).json().data).toMatchObject({ average: 3, count: 2 });
  });

  it('answers the profile page whether the consumer may review', async () => {
    const pro = await newPro();
    const c = await eligibleConsumer(t, pro);
    const stranger = await signedInAs(t, 'CONSUMER');
    const ask = (cookie: string) =>
      t.request({ method: 'GET', url: `/api/consumer/reviews/eligibility?cxid=${pro.profile.cxid}`, cookie });
    expect((await ask(c.cookie)).json().data).toEqual({ eligible: true, review: null });
    expect((await ask(stranger.cookie)).json().data).toEqual({ eligible: false, review: null });
  });
});

describe('limits and messages', () => {
  let pro: Awaited<ReturnType<typeof newPro>>;
  let cookie: string;
  beforeAll(async () => {
    pro = await newPro();
    cookie = (await eligibleConsumer(t, pro)).cookie;
  });
  const bad = async (extra: Record<string, unknown>, message: string) => {
    const res = await post(cookie, { ...reviewInput(pro.profile.cxid), ...extra });
    expect(res.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  };

  it('text of 20-2000 characters after trimming', async () => {
    await bad({ body: `  ${'a'.repeat(19)}   ` }, REVIEW_TEXT.bodyLength);
    await bad({ body: 'a'.repeat(2001) }, REVIEW_TEXT.bodyLength);
    await bad({ body: undefined }, REVIEW_TEXT.bodyLength);
  });
  it('overall rating 1-5 required; sub-ratings 1-5; points 0-400 whole', async () => {
    await bad({ rating: undefined }, REVIEW_TEXT.overallRequired);
    await bad({ rating: 0 }, REVIEW_TEXT.ratingRange);
    await bad({ rating: 6 }, REVIEW_TEXT.ratingRange);
    await bad({ rating: 4.5 }, REVIEW_TEXT.ratingRange);
    await bad({ communication: 9 }, REVIEW_TEXT.ratingRange);
    await bad({ pointsImproved: -1 }, REVIEW_TEXT.pointsRange);
    await bad({ pointsImproved: 401 }, REVIEW_TEXT.pointsRange);
    await bad({ pointsImproved: 12.5 }, REVIEW_TEXT.pointsRange);
    expect(await t.db.select().from(reviews).where(eq(reviews.mxpertProfileId, pro.profile.id))).toEqual([]);
  });
  it('stores the text as typed and the limits inclusive', async () => {
    const body = `  <b>${'x'.repeat(2000 - 7)}</b>  `;
    const res = await post(cookie, { ...reviewInput(pro.profile.cxid), body, rating: 1, pointsImproved: 400 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.body).toBe(body);
  });
});

describe('the author edits for 30 days and deletes at any time', () => {
  it('edits, then answers 409 after 30 days; deletes; another consumer gets 404', async () => {
    const pro = await newPro();
    const c = await eligibleConsumer(t, pro);
    const id = (await post(c.cookie, reviewInput(pro.profile.cxid, { rating: 2 }))).json().data.id as string;
    const patch = (cookie: string, body: unknown) =>
      t.request({ method: 'PATCH', url: `/api/consumer/reviews/${id}`, cookie, body });

    const edited = await patch(c.cookie, { rating: 4, body: 'Changed my mind: a very good plan in the end.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 4, body: 'Changed my mind: a very good plan in the end.' });
    expect((await publicList(pro.profile.cxid)).json().data.average).toBe(4);
    expect((await patch(c.cookie, { body: 'too short' })).json()).toEqual({
      code: 'BAD_REQUEST',
      message: REVIEW_TEXT.bodyLength,
    });

    const stranger = await signedInAs(t, 'CONSUMER');
    expect((await patch(stranger.cookie, { rating: 1 })).statusCode).toBe(404);
    const strangerDelete = await t.request({ method: 'DELETE', url: `/api/consumer/reviews/${id}`, cookie: stranger.cookie });
    expect(strangerDelete.statusCode).toBe(404);

    await t.db.execute(sql`update reviews set created_at = now() - interval '30 days 1 minute' where id = ${id}`);
    const late = await patch(c.cookie, { rating: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'CONFLICT', message: REVIEW_TEXT.editWindowClosed });

    const mine = await t.request({ method: 'GET', url: '/api/consumer/reviews', cookie: c.cookie });
    expect(mine.json().data.reviews.map((r: { id: string }) => r.id)).toEqual([id]);

    const del = await t.request({ method: 'DELETE', url: `/api/consumer/reviews/${id}`, cookie: c.cookie });
    expect(del.statusCode).toBe(200);
    expect((await publicList(pro.profile.cxid)).json().data).toMatchObject({ count: 0, average: null, reviews: [] });
  });
});

describe('the professional replies and reports', () => {
  it('one public reply of 10-1000 characters, editable; reports need 10 characters; only on their own reviews', async () => {
    const pro = await newPro();
    const proCookie = await signIn(t, pro.user.email);
    const c = await eligibleConsumer(t, pro);
    const id = (await post(c.cookie, reviewInput(pro.profile.cxid))).json().data.id as string;
    const reply = (body: unknown, cookie = proCookie) =>
      t.request({ method: 'POST', url: `/api/dashboard/reviews/${id}/reply`, cookie, body: { body } });

    expect((await reply('Thanks!')).json()).toEqual({ code: 'BAD_REQUEST', message: REVIEW_TEXT.replyLength });
    expect((await reply('x'.repeat(1001))).json()).toEqual({ code: 'BAD_REQUEST', message: REVIEW_TEXT.replyLength });
    expect((await reply('Thank you, Maria, it was a pleasure.')).statusCode).toBe(200);
    const second = await reply('Thank you again, it was a pleasure to help.');
    expect(second.statusCode).toBe(200);
    expect((await publicList(pro.profile.cxid)).json().data.reviews[0].reply.body).toBe(
      'Thank you again, it was a pleasure to help.',
    );

    const other = await signedInAs(t, 'MXPERT');
    expect((await reply('Not my review at all, sorry.', other.cookie)).statusCode).toBe(404);

    const report = (reason: unknown, cookie = proCookie) =>
      t.request({ method: 'POST', url: `/api/dashboard/reviews/${id}/report`, cookie, body: { reason } });
    expect((await report('  spam  ')).json()).toEqual({ code: 'BAD_REQUEST', message: REVIEW_TEXT.reportReasonLength });
    expect((await report('This person was never my client.', other.cookie)).statusCode).toBe(404);
    const ok = await report('This person was never my client.');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.reportReason).toBe('This person was never my client.');

    const list = await t.request({ method: 'GET', url: '/api/dashboard/reviews', cookie: proCookie });
    expect(list.json().data.reviews.map((r: { id: string }) => r.id)).toEqual([id]);
  });
});

describe('moderation', () => {
  it('the admin sees reported reviews first, hides with a reason (audit, two e-mails), restores', async () => {
    const pro = await newPro('Owen Park');
    const proCookie = await signIn(t, pro.user.email);
    const a = await eligibleConsumer(t, pro, { firstName: 'Ann', lastName: 'Lee' });
    const b = await eligibleConsumer(t, pro);
    const ida = (await post(a.cookie, reviewInput(pro.profile.cxid, { rating: 1 }))).json().data.id as string;
    await post(b.cookie, reviewInput(pro.profile.cxid, { rating: 5 }));
    await t.request({
      method: 'POST',
      url: `/api/dashboard/reviews/${ida}/report`,
      cookie: proCookie,
      body: { reason: 'This person was never my client.' },
    });

    const reported = await t.request({ method: 'GET', url: '/api/admin/reviews?status=reported', cookie: admin.cookie });
    expect(reported.json().data.reviews.map((r: { id: string }) => r.id)).toContain(ida);

    const hide = (reason: unknown, id = ida) =>
      t.request({ method: 'POST', url: `/api/admin/reviews/${id}/hide`, cookie: admin.cookie, body: { reason } });
    expect((await hide('short')).json()).toEqual({ code: 'BAD_REQUEST', message: REVIEW_TEXT.hideReasonLength });
    const hidden = await hide('Not a client of this MortgageXpert.');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'hidden', hideReason: 'Not a client of this MortgageXpert.' });
    expect((await hide('Not a client of this MortgageXpert.')).statusCode).toBe(409);

    const pub = (await publicList(pro.profile.cxid)).json().data;
    expect(pub).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    expect(pub.reviews.map((r: { id: string }) => r.id)).not.toContain(ida);

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, a.user.email));
    const authorMail = mails.find((m) => m.subject === 'Your MortgageXperts review was hidden');
    expect(authorMail?.textBody).toContain('through the support form and they will look into it: http://localhost:3000/support');
    expect(authorMail?.textBody).not.toMatch(/reply to this e-?mail/i);
    const proMails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, pro.user.email));
    const proMail = proMails.find((m) => m.subject === 'A review on your MortgageXperts profile was hidden');
    expect(proMail?.textBody).toContain('the review by Ann L.');
    expect(proMail?.textBody).toContain('Not a client of this MortgageXpert.');

    const restored = await t.request({ method: 'POST', url: `/api/admin/reviews/${ida}/restore`, cookie: admin.cookie });
    expect(restored.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/admin/reviews/${ida}/restore`, cookie: admin.cookie })).statusCode).toBe(
      409,
    );
    expect((await publicList(pro.profile.cxid)).json().data).toMatchObject({ count: 2, average: 3 });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ida));
    expect(audit.map((r) => r.action).sort()).toEqual(['review.hidden', 'review.restored']);
    expect(audit.find((r) => r.action === 'review.hidden')).toMatchObject({ actorUserId: admin.user.id, targetType: 'review' });

    const unknown = await hide('Not a client of this MortgageXpert.', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the public list', () => {
  it('sorts newest, highest and lowest, 10 a page; shows the average points once 3 reviews give one', async () => {
    const pro = await newPro();
    const ratings = [3, 5, 1, 4, 2, 5, 4, 3, 2, 1, 5];
    for (const [i, rating] of ratings.entries()) {
      const c = await eligibleConsumer(t, pro);
      await post(c.cookie, reviewInput(pro.profile.cxid, { rating, pointsImproved: i < 3 ? 30 * (i + 1) : null }));
    }
    const first = (await publicList(pro.profile.cxid, '?sort=highest')).json().data;
    expect(first).toMatchObject({ count: 11, totalPages: 2, distribution: [2, 2, 2, 2, 3], averagePointsImproved: 60 });
    expect(first.average).toBe(3.2);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].rating).toBe(5);
    expect((await publicList(pro.profile.cxid, '?sort=lowest')).json().data.reviews[0].rating).toBe(1);
    expect((await publicList(pro.profile.cxid, '?page=2')).json().data.reviews).toHaveLength(1);
    expect((await publicList(pro.profile.cxid, '?sort=best')).statusCode).toBe(400);
    expect((await publicList('CXNOBODY1')).statusCode).toBe(404);
  });

  it('a professional not in the directory has no public reviews (404)', async () => {
    const pending = await createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null });
    expect((await publicList(pending.profile.cxid)).statusCode).toBe(404);
  });
});

describe('anyone signed in reports a published review', () => {
  it('a consumer, another professional or an admin reports; the first report stands; held and hidden are not found', async () => {
    const pro = await newPro('Ivy Stone');
    const author = await eligibleConsumer(t, pro, { firstName: 'Ned', lastName: 'Hart' });
    const id = (await post(author.cookie, reviewInput(pro.profile.cxid, { rating: 1 }))).json().data.id as string;
    const report = (cookie: string | undefined, reason: unknown, reviewId = id) =>
      t.request({ method: 'POST', url: `/api/reviews/${reviewId}/report`, ...(cookie ? { cookie } : {}), body: { reason } });

    // Signed out: sign in first.
    expect((await report(undefined, 'This review is an advertisement.')).statusCode).toBe(401);

    const reader = await signedInAs(t, 'CONSUMER');
    expect((await report(reader.cookie, 'spam')).json()).toEqual({
      code: 'BAD_REQUEST',
      message: REVIEW_TEXT.reportReasonLength,
    });
    const first = await report(reader.cookie, 'This review is an advertisement.');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: REVIEW_TEXT.reported });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.reportReason).toBe('This review is an advertisement.');
    expect(row?.reportedAt).toBeInstanceOf(Date);

    // Another professional and an admin may report too; the first reason and time stay for the admins.
    const otherPro = await signedInAs(t, 'MXPERT');
    expect((await report(otherPro.cookie, 'Written by a competitor of this MortgageXpert.')).statusCode).toBe(200);
    expect((await report(admin.cookie, 'Checking what the admins see.')).statusCode).toBe(200);
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(after?.reportReason).toBe('This review is an advertisement.');
    expect(after?.reportedAt?.getTime()).toBe(row?.reportedAt?.getTime());
    const reported = await t.request({ method: 'GET', url: '/api/admin/reviews?status=reported', cookie: admin.cookie });
    expect(reported.json().data.reviews.map((r: { id: string }) => r.id)).toContain(id);

    // A review the public cannot see is not found, as is an unknown one.
    await t.db.update(reviews).set({ status: 'held' }).where(eq(reviews.id, id));
    expect((await report(reader.cookie, 'This review is an advertisement.')).json()).toEqual({
      code: 'NOT_FOUND',
      message: REVIEW_TEXT.reviewNotFound,
    });
    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, id));
    expect((await report(reader.cookie, 'This review is an advertisement.')).statusCode).toBe(404);
    const unknown = await report(reader.cookie, 'This review is an advertisement.', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});
