import { type MessageItem, PROFILE_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

/** The professional an inbox belongs to, as every item of it names them. */
export interface InboxOwner {
  profileId: string;
  mxpertProfile: MessageItem['mxpertProfile'];
}

/** The signed-in professional's inbox owner; 404 for an account without a profile. */
export async function findInboxOwner(db: Executor, userId: string): Promise<InboxOwner> {
  const [row] = await db
    .select({
      profileId: mxpertProfiles.id,
      cxid: mxpertProfiles.cxid,
      photo: mxpertProfiles.photo,
      companyName: mxpertProfiles.companyName,
      name: users.name,
    })
    .from(mxpertProfiles)
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(eq(mxpertProfiles.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', PROFILE_TEXT.notFound);
  return {
    profileId: row.profileId,
    mxpertProfile: { cxid: row.cxid, photo: row.photo, companyName: row.companyName, user: { name: row.name } },
  };
}
