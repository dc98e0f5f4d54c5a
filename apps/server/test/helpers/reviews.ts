import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { conversationReplies, type MxpertProfile, type User } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createUser, signIn, type UserOverrides } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A professional's reply in the conversation of a message or a COP request (until the replies API is merged). */
export async function replyAsMxpert(db: Database, item: { messageId?: string; copRequestId?: string }, authorUserId?: string) {
  await db.insert(conversationReplies).values({
    leadId: (item.messageId ?? item.copRequestId) as string,
    from: 'mxpert',
    authorUserId: authorUserId ?? null,
    body: 'Thanks for reaching out, happy to help with your credit.',
  });
}

/** A verified consumer who sent the professional a message the professional replied to, signed in. */
export async function eligibleConsumer(
  t: TestApp,
  mxpert: { user: User; profile: MxpertProfile },
  opts: UserOverrides & { via?: 'message' | 'cop' } = {},
): Promise<{ user: User; cookie: string }> {
  const user = await createUser(t.db, 'CONSUMER', opts);
  if (opts.via === 'cop') {
    const item = await createCopRequest(t.db, mxpert.profile.id, { consumerUserId: user.id, email: user.email });
    await replyAsMxpert(t.db, { copRequestId: item.id }, mxpert.user.id);
  } else {
    const item = await createMessage(t.db, mxpert.profile.id, { consumerUserId: user.id, email: user.email });
    await replyAsMxpert(t.db, { messageId: item.id }, mxpert.user.id);
  }
  return { user, cookie: await signIn(t, user.email) };
}

export const REVIEW_BODY = 'Patient, clear and honest: my score went up before we applied.';

export function reviewInput(cxid: string, extra: Record<string, unknown> = {}) {
  return { cxid, rating: 5, body: REVIEW_BODY, ...extra };
}

/** The consumer signed in with the cookie reviews the professional through the API (five stars unless `extra` says). */
export function postReview(t: TestApp, cookie: string, cxid: string, extra: Record<string, unknown> = {}) {
  return t.request({ method: 'POST', url: '/api/consumer/reviews', cookie, body: reviewInput(cxid, extra) });
}

/**
 * The professionals (their CXIDs) whose kept review figures differ from a recount of their visible
 * reviews: the figures the review triggers keep (decision 064), checked against the reviews themselves.
 */
export async function reviewFigureMismatches(db: Database): Promise<{ cxid: string }[]> {
  const result = await db.execute(sql`
    select p.cxid from mxpert_profiles p left join (
      select mxpert_profile_id, count(*)::int n, sum(rating)::int total,
        count(*) filter (where rating = 1)::int r1, count(*) filter (where rating = 2)::int r2,
        count(*) filter (where rating = 3)::int r3, count(*) filter (where rating = 4)::int r4,
        count(*) filter (where rating = 5)::int r5,
        coalesce(sum(points_improved), 0)::int psum, count(points_improved)::int pn
      from reviews where status = 'visible' group by mxpert_profile_id
    ) c on c.mxpert_profile_id = p.id
    where (p.review_count, p.rating_sum, p.rating_1, p.rating_2, p.rating_3, p.rating_4, p.rating_5, p.points_sum, p.points_count)
      <> (coalesce(c.n, 0), coalesce(c.total, 0), coalesce(c.r1, 0), coalesce(c.r2, 0), coalesce(c.r3, 0), coalesce(c.r4, 0),
          coalesce(c.r5, 0), coalesce(c.psum, 0), coalesce(c.pn, 0))
      or p.rating_average is distinct from (case when c.n > 0 then c.total::float8 / c.n end)`);
  return (result as unknown as { rows: { cxid: string }[] }).rows;
}
