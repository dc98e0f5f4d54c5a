import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema.ts';
import { createMxpert, createUser, signedInAs } from '../helpers/factories.ts';
import { eligibleConsumer, postReview } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The directory's rating: on every record, sort=rating|experience, minRating, and fresh with the answer cache on. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { directoryCacheMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

// Letters only: a run of digits in the search text could read as a ZIP code, and the search then
// looks for a place instead of this company.
const company = () =>
  `Rating Co ${randomBytes(6)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;
async function listed(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.mxperts as { cxid: string; rating: { average: number | null; count: number } }[];
}

async function rated(companyName: string, ratings: number[], profile: Parameters<typeof createMxpert>[1] = {}) {
  const pro = await createMxpert(t.db, { companyName, ...profile });
  for (const rating of ratings) {
    const u = await createUser(t.db, 'CONSUMER');
    await t.db.insert(reviews).values({ mxpertProfileId: pro.profile.id, consumerUserId: u.id, rating, body: 'x'.repeat(20) });
  }
  return pro.profile;
}

describe('the directory and ratings', () => {
  it('sorts by rating (unrated last), by experience, and keeps the recommended order by default', async () => {
    const name = company();
    const none = await rated(name, [], { scoresOptimized: 900, yearsExperience: 1 });
    const four = await rated(name, [4, 4], { scoresOptimized: 100, yearsExperience: 30 });
    const fiveMany = await rated(name, [5, 5, 5], { scoresOptimized: 200, yearsExperience: 10 });
    const fiveOne = await rated(name, [5], { scoresOptimized: 300, yearsExperience: 20 });
    const q = `search=${encodeURIComponent(name)}`;
    expect((await listed(`${q}&sort=rating`)).map((m) => m.cxid)).toEqual([fiveMany.cxid, fiveOne.cxid, four.cxid, none.cxid]);
    expect((await listed(`${q}&sort=experience`)).map((m) => m.cxid)).toEqual([
      four.cxid,
      fiveOne.cxid,
      fiveMany.cxid,
      none.cxid,
    ]);
    expect((await listed(q)).map((m) => m.cxid)).toEqual([none.cxid, fiveOne.cxid, fiveMany.cxid, four.cxid]);
    expect((await listed(`${q}&sort=recommended`)).map((m) => m.cxid)).toEqual((await listed(q)).map((m) => m.cxid));

    const records = await listed(`${q}&sort=rating`);
    expect(records.map((m) => m.rating)).toEqual([
      { average: 5, count: 3 },
      { average: 5, count: 1 },
      { average: 4, count: 2 },
      { average: null, count: 0 },
    ]);
    expect((await listed(`${q}&minRating=4`)).map((m) => m.cxid).sort()).toEqual([four.cxid, fiveMany.cxid, fiveOne.cxid].sort());
    expect((await listed(`${q}&minRating=5&sort=rating`)).map((m) => m.cxid)).toEqual([fiveMany.cxid, fiveOne.cxid]);
  });

  it('refuses an unknown sort and a minimum rating outside 1-5', async () => {
    for (const query of ['sort=best', 'minRating=0', 'minRating=6', 'minRating=4.5', 'minRating=x']) {
      const res = await t.request({ method: 'GET', url: `/api/public/mxperts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });

  it('shows a new review and a hidden one on the cached directory at once', async () => {
    const name = company();
    const pro = await createMxpert(t.db, { companyName: name });
    const q = `search=${encodeURIComponent(name)}`;
    expect((await listed(q))[0]?.rating).toEqual({ average: null, count: 0 });
    const c = await eligibleConsumer(t, pro);
    const created = await postReview(t, c.cookie, pro.profile.cxid, { rating: 4 });
    expect(created.statusCode).toBe(201);
    expect((await listed(q))[0]?.rating).toEqual({ average: 4, count: 1 });
    expect(await listed(`${q}&minRating=4`)).toHaveLength(1);

    const admin = await signedInAs(t, 'ADMIN');
    const hide = await t.request({
      method: 'POST',
      url: `/api/admin/reviews/${created.json().data.id}/hide`,
      cookie: admin.cookie,
      body: { reason: 'Not a client of this MortgageXpert.' },
    });
    expect(hide.statusCode).toBe(200);
    expect((await listed(q))[0]?.rating).toEqual({ average: null, count: 0 });
    expect(await listed(`${q}&minRating=4`)).toEqual([]);
  });
});
