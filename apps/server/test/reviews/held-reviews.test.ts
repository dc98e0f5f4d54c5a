import { randomBytes } from 'node:crypto';
import { REVIEW_TEXT } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, hiddenReviewTraces, leads, reviews, signInAddresses, users } from '../../src/db/schema.ts';
import { createMessage, createMxpert, createUser, signedInAs, TEST_PASSWORD } from '../helpers/factories.ts';
import { eligibleConsumer, replyAsMxpert, reviewInput } from '../helpers/reviews.ts';
import { randomIp, sessionCookieOf, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs(t, 'ADMIN');
});

const HOUR = 3_600_000;

/** A company name no other test uses, so a directory search finds only this professional. */
const company = () =>
  `Held Co ${randomBytes(6)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

async function newPro() {
  const companyName = company();
  return { ...(await createMxpert(t.db, { companyName })), companyName };
}

/** Signs in through the API from the address given, as the browser would. */
async function signInFrom(email: string, ip: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD }, ip });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

const post = (cookie: string, body: unknown, ip = randomIp()) =>
  t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body, ip });
const adminTab = async (status: string) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/reviews?status=${status}`, cookie: admin.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().data.reviews as { id: string; status: string; heldReasons: string[] }[];
};
const publish = (id: string, cookie = admin.cookie) =>
  t.request({ method: 'POST', url: `/api/admin/reviews/${id}/publish`, cookie });

/** What the public sees of the professional: the reviews list, the profile's figures and the directory card. */
async function publicView(pro: Awaited<ReturnType<typeof newPro>>) {
  const list = (await t.request({ method: 'GET', url: `/api/public/mxperts/${pro.profile.cxid}/reviews` })).json().data;
  const profile = (await t.request({ method: 'GET', url: `/api/public/mxperts/tx/${pro.profile.cxid}` })).json().data;
  const directory = (
    await t.request({ method: 'GET', url: `/api/public/mxperts?search=${encodeURIComponent(pro.companyName)}` })
  ).json().data.mxperts as { cxid: string; rating: { average: number | null; count: number } }[];
  return {
    listed: list.reviews.length as number,
    count: list.count as number,
    profileRating: profile.rating ?? profile.mxpert?.rating,
    directoryRating: directory.find((m) => m.cxid === pro.profile.cxid)?.rating,
  };
}

const NOTHING_PUBLIC = {
  listed: 0,
  count: 0,
  profileRating: { average: null, count: 0 },
  directoryRating: { average: null, count: 0 },
};

describe('sign-in addresses', () => {
  it('records each sign-in with the address as the per-client limits count it: IPv4 as it is, IPv6 by its /64', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    await signInFrom(user.email, '198.51.100.23');
    await signInFrom(user.email, '2001:db8:aa:bb:1:2:3:4');
    const rows = await t.db
      .select({ address: signInAddresses.address })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, user.id));
    expect(rows.map((r) => r.address).sort()).toEqual(['198.51.100.23', '2001:db8:aa:bb::/64']);
  });

  it('records nothing for a refused sign-in', async () => {
    const user = await createUser(t.db, 'CONSUMER');
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'Wrong-1a' } });
    expect(res.statusCode).toBe(401);
    expect(await t.db.$count(signInAddresses, eq(signInAddresses.userId, user.id))).toBe(0);
  });
});

describe('reviews held for moderation', () => {
  it('holds a review whose author signed in from the professional’s IPv4 address in the last 30 days; nothing public counts it', async () => {
    const pro = await newPro();
    const shared = randomIp();
    await signInFrom(pro.user.email, shared);
    const client = await eligibleConsumer(t, pro);
    const cookie = await signInFrom(client.user.email, shared);

    const res = await post(cookie, reviewInput(pro.profile.cxid));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(REVIEW_TEXT.createdHeld);
    expect(res.json().data).toMatchObject({ status: 'held', heldReasons: ['shared_address'] });
    expect(await publicView(pro)).toEqual(NOTHING_PUBLIC);

    // The admin's Held tab says why; publishing puts it on the profile, audited.
    const held = (await adminTab('held')).find((r) => r.id === res.json().data.id);
    expect(held).toMatchObject({ status: 'held', heldReasons: ['shared_address'] });
    expect((await adminTab('visible')).some((r) => r.id === held?.id)).toBe(false);
    const published = await publish(res.json().data.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: REVIEW_TEXT.published, data: { status: 'visible' } });
    expect(await publicView(pro)).toEqual({
      listed: 1,
      count: 1,
      profileRating: { average: 5, count: 1 },
      directoryRating: { average: 5, count: 1 },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, res.json().data.id), eq(auditLog.action, 'review.published')));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, targetType: 'review' });
  });

  it('holds a review written from the professional’s address, and counts IPv6 by its /64', async () => {
    const pro = await newPro();
    await signInFrom(pro.user.email, '2001:db8:77:1::10');
    const client = await eligibleConsumer(t, pro);
    // Written (not signed in) from another address of the professional's /64.
    const res = await post(client.cookie, reviewInput(pro.profile.cxid), '2001:db8:77:1:abcd::99');
    expect(res.json().data).toMatchObject({ status: 'held', heldReasons: ['shared_address'] });

    const other = await eligibleConsumer(t, pro);
    const elsewhere = await post(other.cookie, reviewInput(pro.profile.cxid), '2001:db8:77:2::10');
    expect(elsewhere.json().data).toMatchObject({ status: 'visible', heldReasons: [] });
  });

  it('publishes at once when the shared address is older than 30 days', async () => {
    const pro = await newPro();
    const shared = randomIp();
    await signInFrom(pro.user.email, shared);
    const client = await eligibleConsumer(t, pro);
    await signInFrom(client.user.email, shared);
    await t.db
      .update(signInAddresses)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * HOUR) })
      .where(eq(signInAddresses.address, shared));
    const res = await post(client.cookie, reviewInput(pro.profile.cxid));
    expect(res.json()).toMatchObject({ message: REVIEW_TEXT.created, data: { status: 'visible', heldReasons: [] } });
  });

  it('holds a review by an account opened after the lead and less than 24 hours before the review', async () => {
    const pro = await newPro();
    const email = `held-${randomBytes(4).toString('hex')}@example.com`;
    const lead = await createMessage(t.db, pro.profile.id, { email, createdAt: new Date(Date.now() - 3 * HOUR) });
    await replyAsMxpert(t.db, { messageId: lead.id }, pro.user.id);
    const client = await createUser(t.db, 'CONSUMER', { email });
    await t.db.update(leads).set({ consumerUserId: client.id }).where(eq(leads.id, lead.id));
    const cookie = await signInFrom(client.email, randomIp());

    const res = await post(cookie, reviewInput(pro.profile.cxid));
    expect(res.json().data).toMatchObject({ status: 'held', heldReasons: ['new_account'] });
    expect(await publicView(pro)).toEqual(NOTHING_PUBLIC);
  });

  it('publishes at once when the account is older than 24 hours, or older than the lead', async () => {
    const pro = await newPro();
    // Opened 25 hours ago, after a lead of two days ago.
    const email = `aged-${randomBytes(4).toString('hex')}@example.com`;
    const lead = await createMessage(t.db, pro.profile.id, { email, createdAt: new Date(Date.now() - 48 * HOUR) });
    await replyAsMxpert(t.db, { messageId: lead.id }, pro.user.id);
    const aged = await createUser(t.db, 'CONSUMER', { email });
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(users.id, aged.id));
    await t.db.update(leads).set({ consumerUserId: aged.id }).where(eq(leads.id, lead.id));
    const agedCookie = await signInFrom(email, randomIp());
    expect((await post(agedCookie, reviewInput(pro.profile.cxid))).json().data.status).toBe('visible');

    // Opened a minute ago, before the lead it sent.
    const fresh = await eligibleConsumer(t, pro);
    expect((await post(fresh.cookie, reviewInput(pro.profile.cxid))).json().data.status).toBe('visible');
  });

  it('keeps a hidden review hidden when its author edits it, and holds the next one after its author deletes it', async () => {
    const pro = await newPro();
    const client = await eligibleConsumer(t, pro);
    const first = (await post(client.cookie, reviewInput(pro.profile.cxid, { rating: 1 }))).json().data;
    expect(first.status).toBe('visible');
    const hide = await t.request({
      method: 'POST',
      url: `/api/admin/reviews/${first.id}/hide`,
      cookie: admin.cookie,
      body: { reason: 'Insults and no account of the service' },
    });
    expect(hide.statusCode).toBe(200);

    const edited = await t.request({
      method: 'PATCH',
      url: `/api/consumer/reviews/${first.id}`,
      cookie: client.cookie,
      body: { body: 'Edited to look harmless now, but the same review as before.', rating: 5 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'hidden', rating: 5 });
    expect(await publicView(pro)).toEqual(NOTHING_PUBLIC);

    const deleted = await t.request({ method: 'DELETE', url: `/api/consumer/reviews/${first.id}`, cookie: client.cookie });
    expect(deleted.statusCode).toBe(200);
    const [trace] = await t.db.select().from(hiddenReviewTraces).where(eq(hiddenReviewTraces.reviewId, first.id));
    expect(trace).toMatchObject({
      consumerUserId: client.user.id,
      mxpertProfileId: pro.profile.id,
      hideReason: 'Insults and no account of the service',
    });

    const again = await post(client.cookie, reviewInput(pro.profile.cxid));
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'held', heldReasons: ['hidden_before'] });
    expect(await publicView(pro)).toEqual(NOTHING_PUBLIC);
    // Editing the held one leaves it held.
    const editHeld = await t.request({
      method: 'PATCH',
      url: `/api/consumer/reviews/${again.json().data.id}`,
      cookie: client.cookie,
      body: { rating: 4 },
    });
    expect(editHeld.json().data.status).toBe('held');

    // A visible review deleted by its author leaves no trace.
    const other = await eligibleConsumer(t, pro);
    const fine = (await post(other.cookie, reviewInput(pro.profile.cxid))).json().data;
    await t.request({ method: 'DELETE', url: `/api/consumer/reviews/${fine.id}`, cookie: other.cookie });
    expect((await post(other.cookie, reviewInput(pro.profile.cxid))).json().data.status).toBe('visible');
  });
});

describe('POST /api/admin/reviews/{id}/publish', () => {
  it('answers 409 for a review that is not held, 404 for an unknown one, and admins only; nothing changes', async () => {
    const pro = await newPro();
    const client = await eligibleConsumer(t, pro);
    const visible = (await post(client.cookie, reviewInput(pro.profile.cxid))).json().data;
    const res = await publish(visible.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: REVIEW_TEXT.notHeld });
    const unknown = await publish('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: REVIEW_TEXT.reviewNotFound });
    expect((await publish('not-an-id')).statusCode).toBe(400);
    expect((await publish(visible.id, client.cookie)).statusCode).toBe(403);
    expect(await t.db.$count(auditLog, eq(auditLog.targetId, visible.id))).toBe(0);
    const [row] = await t.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, visible.id));
    expect(row?.status).toBe('visible');
  });

  it('refuses a bad tab with the list of tabs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/reviews?status=waiting', cookie: admin.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status must be reported, held, visible or hidden');
  });
});
