import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, users } from '../../db/schema.ts';

/** What a search engine may know of a public profile (approved, onboarded, active account). */
export async function findIndexableProfile(db: Executor, cxid: string) {
  const [row] = await db
    .select({
      cxid: mxpertProfiles.cxid,
      name: users.name,
      photo: mxpertProfiles.photo,
      nmlsId: mxpertProfiles.nmlsId,
      companyName: mxpertProfiles.companyName,
      companyAddress: mxpertProfiles.companyAddress,
      aboutMe: mxpertProfiles.aboutMe,
      serviceAreas: mxpertProfiles.serviceAreas,
      languages: mxpertProfiles.languages,
      updatedAt: mxpertProfiles.updatedAt,
    })
    .from(mxpertProfiles)
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(
      and(
        eq(mxpertProfiles.cxid, cxid),
        eq(mxpertProfiles.approvalStatus, 'approved'),
        eq(mxpertProfiles.onboardCompleted, true),
        eq(users.isActive, true),
      ),
    );
  return row ?? null;
}
