import type { DirectorySort, PublicMxpert } from '@mx/contract';
import { and, arrayOverlaps, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles, users } from '../../db/schema.ts';
import { responseTimesOf } from '../inquiries/response-time.ts';
import { toCardRating } from '../reviews/summary.ts';
import { hasActiveAccount, isListedProfile, publicCardColumns } from './public-mxpert.ts';
import type { DirectorySearch } from './search.ts';

const p = mxpertProfiles;

/** The expression the trigram index of migration `directory` covers: name and company, lower case. */
export const searchableText: SQL = sql`lower(coalesce(${p.fullName}, '') || ' ' || coalesce(${p.companyName}, ''))`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Filters: a professional matches a list when they have any of its values (licensed in Texas or
 * California), and every list given (docs/decisions/010-directory-search.md).
 */
function filterConditions(s: DirectorySearch): SQL[] {
  const conditions: SQL[] = [isListedProfile];
  if (s.states.length) conditions.push(arrayOverlaps(p.serviceAreas, s.states));
  if (s.loanTypes.length) conditions.push(arrayOverlaps(p.loanTypes, s.loanTypes));
  if (s.mortgageTypes.length) conditions.push(arrayOverlaps(p.specializations, s.mortgageTypes));
  if (s.languages.length) conditions.push(arrayOverlaps(p.languages, s.languages));
  if (s.text) conditions.push(sql`${searchableText} like ${`%${escapeLike(s.text)}%`}`);
  // A literal, not a parameter: the planner then knows the range on the rating index (decision 065).
  if (s.minRating) conditions.push(sql`${p.ratingAverage} >= ${sql.raw(String(Number(s.minRating)))}`);
  return conditions;
}

/**
 * The fixed order of the directory (docs/decisions/011-directory-performance.md): most scores
 * optimized, then most years of experience, then CXID (random, unique) so pages never overlap.
 */
const DIRECTORY_ORDER: Record<DirectorySort, SQL[]> = {
  recommended: [desc(p.scoresOptimized), desc(p.yearsExperience), asc(p.cxid)],
  // Each as its partial index orders it (decision 065): unrated professionals last.
  rating: [sql`${p.ratingAverage} desc nulls last`, sql`${p.reviewCount} desc nulls last`, asc(p.cxid)],
  experience: [sql`${p.yearsExperience} desc nulls last`, sql`${p.scoresOptimized} desc nulls last`, asc(p.cxid)],
};

/** One page of public professionals, public fields only, with their response times (one grouped query for the page). */
export async function listPublicMxperts(db: Executor, s: DirectorySearch): Promise<PublicMxpert[]> {
  const rows = await db
    .select(publicCardColumns)
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(...filterConditions(s), eq(users.isActive, true)))
    .orderBy(...DIRECTORY_ORDER[s.sort])
    .limit(s.limit)
    .offset((s.page - 1) * s.limit);
  const responseTimes = await responseTimesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ name, ratingAverage, reviewCount, ...row }) => ({
    ...row,
    user: { name },
    rating: toCardRating(ratingAverage, reviewCount),
    responseTime: responseTimes.get(row.id) ?? null,
  }));
}

/** How many public professionals match, whatever the page. */
export async function countPublicMxperts(db: Executor, s: DirectorySearch): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(and(...filterConditions(s), hasActiveAccount));
  return Number(row?.n ?? 0);
}
