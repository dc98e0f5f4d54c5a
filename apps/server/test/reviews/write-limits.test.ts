import { ACCOUNT_TEXT, REVIEW_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mxpertProfiles, reviews } from '../../src/db/schema.ts';
import { createMxpert, signedInAs, signIn } from '../helpers/factories.ts';
import { eligibleConsumer, reviewInput } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_REVIEW_WRITES: '3/900', RATE_LIMIT_LISTING_CHANGES: '2/900' } });
});
afterAll(async () => {
  await t.close();
});

const tooMany = (message: string) => ({ code: 'TOO_MANY_REQUESTS', message });
/** A new review of the client's, and its id. */
async function reviewOf(cookie: string, cxid: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body: reviewInput(cxid) });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

describe('per-account limits on the writes that empty the directory cache', () => {
  it("a client's review writes: the fourth in the window is 429 with a plain sentence and changes nothing", async () => {
    const pro = await createMxpert(t.db);
    const c = await eligibleConsumer(t, pro);
    const id = await reviewOf(c.cookie, pro.profile.cxid);
    const edit = (rating: number) =>
      t.request({ method: 'PATCH', url: `/api/consumer/reviews/${id}`, cookie: c.cookie, body: { rating } });
    expect((await edit(4)).statusCode).toBe(200);
    expect((await edit(3)).statusCode).toBe(200);

    const refused = await edit(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany(REVIEW_TEXT.tooManyWrites));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const removed = await t.request({ method: 'DELETE', url: `/api/consumer/reviews/${id}`, cookie: c.cookie });
    expect(removed.statusCode).toBe(429);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.rating).toBe(3);

    // The limit is the account's: another client of the same professional writes on.
    const other = await eligibleConsumer(t, pro);
    await reviewOf(other.cookie, pro.profile.cxid);
  });

  it('the limit follows the account to a new session, and a refused write (404, 409) uses none of it', async () => {
    const pro = await createMxpert(t.db);
    const c = await eligibleConsumer(t, pro);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/consumer/reviews/${missing}`,
        cookie: c.cookie,
        body: { rating: 2 },
      });
      expect(res.statusCode).toBe(404);
    }
    const id = await reviewOf(c.cookie, pro.profile.cxid);
    const again = await signIn(t, c.user.email);
    for (const cookie of [again, c.cookie]) {
      expect(
        (await t.request({ method: 'PATCH', url: `/api/consumer/reviews/${id}`, cookie, body: { rating: 2 } })).statusCode,
      ).toBe(200);
    }
    const fourth = await t.request({ method: 'PATCH', url: `/api/consumer/reviews/${id}`, cookie: again, body: { rating: 1 } });
    expect(fourth.statusCode).toBe(429);
  });

  it("a professional's replies", async () => {
    const pro = await createMxpert(t.db);
    const proCookie = await signIn(t, pro.user.email);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await eligibleConsumer(t, pro);
      ids.push(await reviewOf(c.cookie, pro.profile.cxid));
    }
    const reply = (id: string, body: string) =>
      t.request({ method: 'POST', url: `/api/dashboard/reviews/${id}/reply`, cookie: proCookie, body: { body } });
    expect((await reply(ids[0] as string, 'Thank you for the kind words!')).statusCode).toBe(200);
    expect((await reply(ids[0] as string, 'Thank you again for the kind words!')).statusCode).toBe(200);
    expect((await reply(ids[1] as string, 'Thank you, it was a pleasure.')).statusCode).toBe(200);
    const refused = await reply(ids[1] as string, 'Edited: thank you, it was a pleasure.');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany(REVIEW_TEXT.tooManyWrites));
    const [row] = await t.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, ids[1] as string));
    expect(row?.replyBody).toBe('Thank you, it was a pleasure.');
  });

  it('listing pause and resume: the third in the window is 429 and leaves the listing as it was', async () => {
    const pro = await signedInAs(t, 'MXPERT');
    const put = (paused: boolean) =>
      t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: pro.cookie, body: { paused } });
    expect((await put(true)).statusCode).toBe(200);
    expect((await put(false)).statusCode).toBe(200);
    const refused = await put(true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany(ACCOUNT_TEXT.tooManyListingChanges));
    const [profile] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, pro.user.id));
    expect(profile?.pausedAt).toBeNull();
    // Another professional is not held back.
    const other = await signedInAs(t, 'MXPERT');
    expect(
      (await t.request({ method: 'PUT', url: '/api/mxpert/listing', cookie: other.cookie, body: { paused: true } })).statusCode,
    ).toBe(200);
  });
});
