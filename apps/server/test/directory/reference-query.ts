import { and, arrayOverlaps, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import { mxpertProfiles, users } from '../../src/db/schema.ts';
import type { DirectorySearch } from '../../src/modules/directory/search.ts';
import { hasActiveAccount, isListedProfile } from '../../src/modules/mxpert/public-mxpert.ts';

/**
 * The directory's query as it was before directory_entries (docs/decisions/069): straight from the
 * profiles and their accounts. The property test holds the search of list-mxperts.ts to its answers.
 */
const p = mxpertProfiles;

const searchableText: SQL = sql`lower(coalesce(${p.fullName}, '') || ' ' || coalesce(${p.companyName}, ''))`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterConditions(s: DirectorySearch): SQL[] {
  const conditions: SQL[] = [isListedProfile];
  if (s.states.length) conditions.push(arrayOverlaps(p.serviceAreas, s.states));
  if (s.loanTypes.length) conditions.push(arrayOverlaps(p.loanTypes, s.loanTypes));
  if (s.mortgageTypes.length) conditions.push(arrayOverlaps(p.specializations, s.mortgageTypes));
  if (s.languages.length) conditions.push(arrayOverlaps(p.languages, s.languages));
  if (s.text) conditions.push(sql`${searchableText} like ${`%${escapeLike(s.text)}%`}`);
  if (s.minRating) conditions.push(sql`${p.ratingAverage} >= ${sql.raw(String(Number(s.minRating)))}`);
  return conditions;
}

const ORDER = {
  recommended: [desc(p.scoresOptimized), desc(p.yearsExperience), asc(p.cxid)],
  rating: [sql`${p.ratingAverage} desc nulls last`, sql`${p.reviewCount} desc nulls last`, asc(p.cxid)],
  experience: [sql`${p.yearsExperience} desc nulls last`, sql`${p.scoresOptimized} desc nulls last`, asc(p.cxid)],
};

/** The profile ids of one page, in order. */
export async function referencePage(db: Executor, s: DirectorySearch): Promise<string[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(...filterConditions(s), eq(users.isActive, true)))
    .orderBy(...ORDER[s.sort])
    .limit(s.limit)
    .offset((s.page - 1) * s.limit);
  return rows.map((r) => r.id);
}

export async function referenceCount(db: Executor, s: DirectorySearch): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(and(...filterConditions(s), hasActiveAccount));
  return Number(row?.n ?? 0);
}
