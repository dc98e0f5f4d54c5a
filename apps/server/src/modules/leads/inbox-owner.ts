import { type MessageItem, PROFILE_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accounts } from '../auth/accounts.ts';
import { profiles } from '../mxpert/profiles.ts';
import { recipientColumns, toRecipient } from './items.ts';

/** The professional an inbox belongs to, as every item of it names them. */
export interface InboxOwner {
  profileId: string;
  mxpertProfile: MessageItem['mxpertProfile'];
}

/** The signed-in professional's inbox owner; 404 for an account without a profile. */
export async function findInboxOwner(db: Executor, userId: string): Promise<InboxOwner> {
  const [row] = await db
    .select({ profileId: profiles.id, ...recipientColumns })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', PROFILE_TEXT.notFound);
  const { profileId, ...recipient } = row;
  return { profileId, mxpertProfile: toRecipient(recipient) };
}
