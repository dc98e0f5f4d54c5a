import type { DirectorySort, PublicMxpert } from '@mx/contract';
import { and, arrayOverlaps, eq, gte, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { directoryEntries, directoryTagCounts, mxpertProfiles, users } from '../../db/schema.ts';
import { responseTimesOf } from '../inquiries/response-time.ts';
import { toCardRating } from '../reviews/summary.ts';
import { publicCardColumns } from './public-mxpert.ts';
import type { DirectorySearch } from './search.ts';

/**
 * The directory's search reads `directory_entries` only (docs/decisions/069-directory-search-table.md):
 * the listed professionals, kept by database triggers, with one `tags` array for every filter. The
 * prefixes are those the migration `directory-entries` writes (directory_entries_refresh).
 */
const e = directoryEntries;

export const TAG_PREFIXES = { states: 's:', loanTypes: 'l:', mortgageTypes: 'm:', languages: 'g:' } as const;

const FILTER_LISTS = ['states', 'loanTypes', 'mortgageTypes', 'languages'] as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Filters: a professional matches a list when they have any of its values (licensed in Texas or
 * California), and every list given (docs/decisions/010-directory-search.md). One `tags &&` per list,
 * all on one GIN index.
 */
function entryConditions(s: DirectorySearch): SQL | undefined {
  const conditions: SQL[] = [];
  for (const key of FILTER_LISTS) {
    const values = s[key];
    if (values.length)
      conditions.push(
        arrayOverlaps(
          e.tags,
          values.map((v) => `${TAG_PREFIXES[key]}${v}`),
        ),
      );
  }
  if (s.text) conditions.push(like(e.searchText, `%${escapeLike(s.text)}%`));
  if (s.minRating) conditions.push(gte(e.ratingAverage, s.minRating));
  return and(...conditions);
}

/**
 * The fixed orders (docs/decisions/011 and 065), each written exactly as its index on directory_entries
 * (every key not null but the rating, whose unrated professionals come last); CXID (random, unique)
 * last, so pages never overlap.
 */
function orderOf(sort: DirectorySort, t: { scores: SQL; years: SQL; rating: SQL; reviews: SQL; cxid: SQL }): SQL {
  switch (sort) {
    case 'recommended':
      return sql`${t.scores} desc nulls last, ${t.years} desc nulls last, ${t.cxid}`;
    case 'rating':
      return sql`${t.rating} desc nulls last, ${t.reviews} desc nulls last, ${t.cxid}`;
    case 'experience':
      return sql`${t.years} desc nulls last, ${t.scores} desc nulls last, ${t.cxid}`;
  }
}

const entryKeys = {
  scores: sql`${e.scoresOptimized}`,
  years: sql`${e.yearsExperience}`,
  rating: sql`${e.ratingAverage}`,
  reviews: sql`${e.reviewCount}`,
  cxid: sql`${e.cxid}`,
};

/**
 * One page of public professionals, public fields only, with their response times: the page's entries
 * in order (one index), their cards joined by primary key, then one grouped query for the response times.
 */
export async function listPublicMxperts(db: Executor, s: DirectorySearch): Promise<PublicMxpert[]> {
  const page = db
    .select({
      profileId: e.profileId,
      scores: e.scoresOptimized,
      years: e.yearsExperience,
      rating: e.ratingAverage,
      reviews: e.reviewCount,
      cxid: e.cxid,
    })
    .from(e)
    .where(entryConditions(s))
    .orderBy(orderOf(s.sort, entryKeys))
    .limit(s.limit)
    .offset((s.page - 1) * s.limit)
    .as('page');
  const rows = await db
    .select(publicCardColumns)
    .from(page)
    .innerJoin(mxpertProfiles, eq(mxpertProfiles.id, page.profileId))
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .orderBy(
      orderOf(s.sort, {
        scores: sql`${page.scores}`,
        years: sql`${page.years}`,
        rating: sql`${page.rating}`,
        reviews: sql`${page.reviews}`,
        cxid: sql`${page.cxid}`,
      }),
    );
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

/**
 * The tag whose kept count answers this search (directory_tag_counts): the one filter value of a
 * search with a single value and neither text nor minimum rating, `*` for no filter at all; null
 * when the entries must be counted.
 */
function countedTag(s: DirectorySearch): string | null {
  if (s.text || s.minRating) return null;
  const tags = FILTER_LISTS.flatMap((key) => s[key].map((v) => `${TAG_PREFIXES[key]}${v}`));
  if (tags.length === 0) return '*';
  return tags.length === 1 ? (tags[0] as string) : null;
}

/**
 * How many public professionals match, whatever the page: a place alone (the common search) or the
 * whole directory reads one kept count; any other search counts the entries alone.
 */
export async function countPublicMxperts(db: Executor, s: DirectorySearch): Promise<number> {
  const tag = countedTag(s);
  if (tag !== null) {
    const [kept] = await db.select({ n: directoryTagCounts.n }).from(directoryTagCounts).where(eq(directoryTagCounts.tag, tag));
    return kept?.n ?? 0;
  }
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(e).where(entryConditions(s));
  return Number(row?.n ?? 0);
}
