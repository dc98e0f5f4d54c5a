import type { Database } from '../../src/db/client.ts';
import { conversationReplies, type MxpertProfile, type User } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createUser, signIn, type UserOverrides } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A professional's reply in the conversation of a message or a COP request (until the replies API is merged). */
export async function replyAsMxpert(db: Database, item: { messageId?: string; copRequestId?: string }, authorUserId?: string) {
  await db.insert(conversationReplies).values({
    messageId: item.messageId ?? null,
    copRequestId: item.copRequestId ?? null,
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
