import type { PublicProfile } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { users } from '../auth/schema.ts';
import { responseTimeOfProfile } from '../leads/response-time.ts';
import { isPublicOrPausedProfile, MXPERT_NOT_FOUND, parseUrlState, publicCardColumns } from '../mxpert/public-mxpert.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';
import { planOutcomeOf } from '../plans/outcome.ts';
import { toCardRating } from '../reviews/summary.ts';

/**
 * GET /api/public/mxperts/{state}/{cxid}: a public professional's profile, public fields only. A
 * professional who paused their listing still answers, marked paused (the page says they take no new
 * clients, decision 111); a suspended, rejected or unapproved one, or a deactivated account, is not found.
 */
export async function getPublicProfile(db: Executor, urlState: string, cxid: string): Promise<PublicProfile> {
  if (parseUrlState(urlState) === undefined) throw new AppError('NOT_FOUND', MXPERT_NOT_FOUND);
  const p = mxpertProfiles;
  const [row] = await db
    .select({
      ...publicCardColumns,
      companyAddress: p.companyAddress,
      yearsUsingCreditXpert: p.yearsUsingCreditXpert,
      serviceAreas: p.serviceAreas,
      loanTypes: p.loanTypes,
      specializations: p.specializations,
      languages: p.languages,
      aboutMe: p.aboutMe,
      pausedAt: p.pausedAt,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(eq(p.cxid, cxid), isPublicOrPausedProfile, eq(users.isActive, true)));
  if (!row) throw new AppError('NOT_FOUND', MXPERT_NOT_FOUND);
  const { name, ratingAverage, reviewCount, pausedAt, ...profile } = row;
  return {
    ...profile,
    paused: pausedAt !== null,
    user: { name },
    rating: toCardRating(ratingAverage, reviewCount),
    responseTime: await responseTimeOfProfile(db, row.id),
    planOutcome: await planOutcomeOf(db, row.id),
  };
}
