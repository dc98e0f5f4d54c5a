import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema.ts';
import { createMxpert, createUser } from '../helpers/factories.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

/** The profile page the server sends: AggregateRating and the newest visible reviews in its JSON-LD, never hidden ones. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: INDEX_TEMPLATE });
});
afterAll(async () => {
  await t.close();
});

const jsonLdOf = async (cxid: string) => {
  const res = await t.request({ method: 'GET', url: `/xperts/all/${cxid}`, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const raw = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
  return { json: raw ? JSON.parse(raw) : null, html: res.body };
};

async function review(profileId: string, rating: number, body: string, createdAt: Date) {
  const u = await createUser(t.db, 'CONSUMER', { firstName: 'Rosa', lastName: 'diaz' });
  const [row] = await t.db
    .insert(reviews)
    .values({ mxpertProfileId: profileId, consumerUserId: u.id, rating, body, createdAt })
    .returning();
  return row?.id as string;
}

describe('JSON-LD of a profile with reviews', () => {
  it('has no rating without reviews', async () => {
    const { profile } = await createMxpert(t.db);
    const { json } = await jsonLdOf(profile.cxid);
    expect(json['@type']).toBe('Person');
    expect(json.makesOffer).toBeUndefined();
  });

  it('carries AggregateRating and the five newest visible reviews; a hidden one never appears', async () => {
    const { profile } = await createMxpert(t.db);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (let i = 1; i <= 6; i++) await review(profile.id, i % 2 ? 5 : 4, `Review number ${i} with enough words.`, day(i));
    const hidden = await review(profile.id, 1, '</script><script>alert("hidden")</script> text', day(20));
    await t.db
      .update(reviews)
      .set({ status: 'hidden', hiddenAt: new Date(), hideReason: 'Abuse of the review form' })
      .where(eq(reviews.id, hidden));

    const { json, html } = await jsonLdOf(profile.cxid);
    const service = json.makesOffer.itemOffered;
    expect(service['@type']).toBe('Service');
    expect(service.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(service.review).toHaveLength(5);
    expect(service.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Rosa D.' },
      datePublished: '2026-01-06',
      reviewBody: 'Review number 6 with enough words.',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('Review number 1 ');

    // Restored, it is the newest again, and counts.
    await t.db.update(reviews).set({ status: 'visible', hiddenAt: null, hideReason: null }).where(eq(reviews.id, hidden));
    const after = (await jsonLdOf(profile.cxid)).json.makesOffer.itemOffered;
    expect(after.aggregateRating.reviewCount).toBe(7);
    expect(after.review[0].reviewBody).toContain('alert("hidden")');
    expect((await jsonLdOf(profile.cxid)).html).not.toContain('</script><script>alert');
  });
});
