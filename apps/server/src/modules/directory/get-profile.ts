import type { PublicProfile } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pick } from '../../lib/pick.ts';
import { activeAccounts } from '../auth/accounts.ts';
import { responseTimeOfProfile } from '../leads/response-time.ts';
import { publicCardColumns, publicOrPausedProfiles } from '../mxpert/profiles.ts';
import { MXPERT_NOT_FOUND, parseUrlState } from '../mxpert/public-mxpert.ts';
import { planOutcomeOf } from '../plans/outcome.ts';
import { toCardRating } from '../reviews/summary.ts';

/**
 * GET /api/public/mxperts/{state}/{cxid}: a public professional's profile, public fields only. A
 * professional who paused their listing still answers, marked paused (the page says they take no new
 * clients, decision 111); a suspended, rejected or unapproved one, or a deactivated account, is not found.
 */
export async function getPublicProfile(db: Executor, urlState: string, cxid: string): Promise<PublicProfile> {
  if (parseUrlState(urlState) === undefined) throw new AppError('NOT_FOUND', MXPERT_NOT_FOUND);
  const p = publicOrPausedProfiles;
  const [row] = await db
    .select({
      ...publicCardColumns(p, activeAccounts.name),
      // The page's fields beyond its directory card's.
      ...pick(p, ['companyAddress', 'yearsUsingCreditXpert', 'serviceAreas', 'languages', 'aboutMe', 'pausedAt']),
    })
    .from(p)
    .innerJoin(activeAccounts, eq(activeAccounts.id, p.userId))
    .where(eq(p.cxid, cxid));
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
