import type { PublicMxpert } from '@mx/contract';
import { and, arrayOverlaps, gte, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { GENERIC_PLAN } from '../../db/pglite-statements.ts';
import { accounts } from '../auth/accounts.ts';
import { leadFigures, publicResponseTime } from '../leads/response-time.ts';
import { profiles, publicCardColumns } from '../mxpert/profiles.ts';
import { type OutcomeFigures, planOutcomeJson, toPlanOutcome } from '../plans/outcome.ts';
import { toCardRating } from '../reviews/summary.ts';
import { directoryEntries, directoryPositions, directoryTagBits, directoryTagCounts } from './schema.ts';
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
/**
 * Whether these name words (lib/name-words.ts) stand, whole and in order, in any listed professional's
 * name or company, whatever the filters: one look-up on the entries' trigram-indexed words.
 */
export async function namesAnyone(db: Executor, words: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(e)
    .where(like(e.nameWords, `% ${escapeLike(words)} %`))
    .limit(1);
  return rows.length > 0;
}

export function entryConditions(s: DirectorySearch): SQL | undefined {
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
  if (s.names && s.nameWords) {
    // Whole words in order inside the name or inside the company (' name | company ').
    const named = like(e.nameWords, `% ${escapeLike(s.nameWords)} %`);
    // The name matches shown first are those licensed where the visitor chose, if they chose.
    const chosen = s.chosenStates.length
      ? arrayOverlaps(
          e.tags,
          s.chosenStates.map((v) => `${TAG_PREFIXES.states}${v}`),
        )
      : undefined;
    conditions.push(s.names === 'match' ? named : sql`not (${and(named, chosen)})`);
  }
  if (s.minRating) conditions.push(gte(e.ratingAverage, s.minRating));
  return and(...conditions);
}

/**
 * The fixed orders (docs/decisions/011 and 065): two keys, each descending with nulls last (every key
 * is not null but the rating, whose unrated professionals come last), then CXID (random, unique), so
 * pages never overlap. Each is written exactly as its index on directory_entries.
 */
const ORDER_KEYS = {
  recommended: [e.scoresOptimized, e.yearsExperience],
  rating: [e.ratingAverage, e.reviewCount],
  experience: [e.yearsExperience, e.scoresOptimized],
} as const;

const orderBy = (first: SQL, second: SQL, cxid: SQL) => sql`${first} desc nulls last, ${second} desc nulls last, ${cxid}`;

/**
 * The most entries a page may walk in its order's index when it checks each against the matches'
 * bits: with the count known, a walk reads about (offset + limit) x listed / matches entries. Past
 * this, the page lets the planner pick the filters' own indexes (few matches: read them and sort).
 */
export const WALK_ROWS = 5000;

/**
 * Whether a search may walk its order checking each entry's bit in the matches (decisions 071 and
 * 073): a text search, or two filters or more. (A search of one filter the planner walks on its own.)
 */
function mayWalkBits(s: DirectorySearch): boolean {
  return s.names === null && bitsAnswer(s) && (s.text !== null || tagLists(s).length >= 2);
}

/** Whether this page walks its order checking the matches' bits: it may, and they are dense enough. */
function walksBits(s: DirectorySearch, count: DirectoryCount, walkRows = WALK_ROWS): boolean {
  return mayWalkBits(s) && s.page * s.limit * count.listed <= count.matches * walkRows;
}

/** Which entries of a search's order a page reads: by default the search's page. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** A search's page and its count, as the directory answers them. */
export interface DirectoryPage {
  mxperts: PublicMxpert[];
  count: DirectoryCount;
}

/** The card's columns (mxpert's public card), of the page's profiles and their accounts' names. */
const cardColumns = publicCardColumns(profiles, accounts.name);

/** A card of the page, with its leads' figures, as the page statement's JSON holds it. */
type CardRow = { leads: number; median_seconds: number | string | null; plan_outcome: OutcomeFigures | null } & {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'];
};

/**
 * The page statement's one row: the counts and the cards as one JSON array, in the page's order.
 * One field instead of twenty per card: reading a result field by field was a sixth of a search's
 * time on PGlite (decision 073), and JSON is read in one pass.
 */
type PageRow = { matches: number; listed: number; cards: CardRow[] };

/** The public card (the same columns as a profile's) as a JSON object keyed as the card. */
const cardObject = sql`json_build_object(${sql.join(
  Object.entries(cardColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}, 'leads', lead_figures.leads, 'median_seconds', lead_figures.median_seconds,
  'plan_outcome', ${planOutcomeJson(sql`page.profile_id`)})`;

/** The matches' segments as one bit string (an init plan, built once), read at each entry's position. */
const bitOfEntry = (matches: SQL) =>
  sql`get_bit((select directory_bits_concat(coalesce(m.b, B'0'::bit(8192)) order by g.seg)
    from generate_series(0, (select max(${directoryPositions.pos}) from ${directoryPositions}) >> 13) g(seg)
    left join ${matches} m on m.seg = g.seg), ${e.pos}) = 1`;

/**
 * An integer written into the statement's text rather than bound: a page's limit and offset shape its
 * plan (an index walk of a few entries, or a sort), and a plan made for every value cannot know them.
 */
function integer(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/**
 * Whether a page read by the filters' own conditions runs on a plan made once for every value
 * (decision 073; PGlite only, where planning a search again cost up to half of it). With no text and
 * at most one filter (a place, one or more loan types, a minimum rating: the common searches), the
 * plan is the same whatever the values. With two filters or more, how many entries their values keep
 * decides between walking the order and reading the filters' indexes, which only a plan made for
 * those values knows: made once, such pages cost 15 to 20 % more. (A walk checking bits has one plan
 * whatever the values: without text it is always made once.)
 */
function plansOnce(s: DirectorySearch): boolean {
  return s.text === null && s.names === null && tagLists(s).length <= 1;
}

/**
 * Runs one statement: `ctes` (each followed by a comma), then the page's entries under `where` in
 * their order (selecting only what their order's index holds, so a walk can read the index alone),
 * and one row: `counted` (`matches, listed`), also when the page is empty, and the cards (joined by
 * primary key, with their response times' figures) as a JSON array in the page's order. The page's
 * limit and offset are written into its text; with `generic`, PGlite runs it on a plan made once
 * (decision 073).
 */
export async function runPage(
  db: Executor,
  s: DirectorySearch,
  ctes: SQL,
  counted: SQL,
  where: SQL | undefined,
  generic: boolean,
  window: PageWindow = { offset: (s.page - 1) * s.limit, limit: s.limit },
): Promise<DirectoryPage> {
  const [first, second] = ORDER_KEYS[s.sort];
  const { rows } = (await db.execute(sql`${sql.raw(generic ? GENERIC_PLAN : '')}
    with ${ctes} page as (
      select ${e.profileId} as profile_id, ${first} as first, ${second} as second, ${e.cxid} as cxid
      from ${e} ${where ? sql`where ${where}` : sql``}
      order by ${orderBy(sql`${first}`, sql`${second}`, sql`${e.cxid}`)}
      limit ${integer(window.limit)} offset ${integer(window.offset)}
    )
    select ${counted}, coalesce((
      select json_agg(${cardObject} order by ${orderBy(sql`page.first`, sql`page.second`, sql`page.cxid`)})
      from page
      join ${profiles} on ${profiles.id} = page.profile_id
      join ${accounts} on ${accounts.id} = ${profiles.userId}
      cross join lateral (${leadFigures(sql`page.profile_id`)}) lead_figures
    ), '[]'::json) as cards`)) as unknown as { rows: PageRow[] };
  const head = rows[0];
  return {
    count: { matches: Number(head?.matches ?? 0), listed: Number(head?.listed ?? 0) },
    mxperts: (head?.cards ?? []).map(({ leads, median_seconds, plan_outcome, name, ratingAverage, reviewCount, ...card }) => ({
      ...card,
      planOutcome: toPlanOutcome(plan_outcome),
      user: { name },
      rating: toCardRating(ratingAverage === null ? null : Number(ratingAverage), Number(reviewCount)),
      responseTime: publicResponseTime(leads, median_seconds),
    })),
  };
}

/**
 * One page of public professionals (public fields only, with their response times) and the count.
 * Without a count, one statement counts (a kept count, the bits, or the entries) and reads the page
 * by the filters' own indexes. Given the search's count, a page past the last match reads nothing,
 * and a search that may walk (mayWalkBits) and whose matches are dense enough walks its order
 * checking the matches' bits.
 */
export async function listPublicMxperts(
  db: Executor,
  s: DirectorySearch,
  count?: DirectoryCount,
  walkRows = WALK_ROWS,
): Promise<DirectoryPage> {
  if (!count)
    return runPage(
      db,
      s,
      sql``,
      sql`coalesce(${matchesOf(s)}, 0)::int as matches, coalesce(${listedCount}, 0)::int as listed`,
      entryConditions(s),
      plansOnce(s),
    );
  if ((s.page - 1) * s.limit >= count.matches) return { mxperts: [], count };
  const counted = sql`${count.matches}::int as matches, ${count.listed}::int as listed`;
  if (walksBits(s, count, walkRows)) return runPage(db, s, sql``, counted, bitOfEntry(sql`(${matchBits(s)})`), s.text === null);
  return runPage(db, s, sql``, counted, entryConditions(s), plansOnce(s));
}

/**
 * A search's page and count (decisions 071 and 073). A search that may walk its order checking bits
 * (a text, or two filters or more) computes its matches once, counts them, and in the same statement
 * walks its order checking their bits when the count says the walk is short (a one-time filter: a
 * sparse search's walk never starts); a sparse one then reads its page by the filters' own indexes in
 * a second statement. Every other search is one statement. `walkRows`: the most entries a walk may
 * read (WALK_ROWS; the property test sets none, to check the sparse path on small databases).
 */
export async function searchPublicMxperts(db: Executor, s: DirectorySearch, walkRows = WALK_ROWS): Promise<DirectoryPage> {
  if (!mayWalkBits(s)) return listPublicMxperts(db, s);
  const answer = await runPage(
    db,
    s,
    sql`matches as materialized (${matchBits(s)}),
      counted as (select coalesce((select sum(bit_count(b)) from matches), 0)::int as matches,
        coalesce(${listedCount}, 0)::int as listed),`,
    sql`(select matches from counted) as matches, (select listed from counted) as listed`,
    sql`(select ${s.page * s.limit}::bigint * listed <= matches::bigint * ${walkRows} from counted) and ${bitOfEntry(sql`matches`)}`,
    s.text === null,
  );
  return walksBits(s, answer.count, walkRows) ? answer : listPublicMxperts(db, s, answer.count, walkRows);
}

/**
 * The tag whose kept count answers this search (directory_tag_counts): the one filter value of a
 * search with a single value and neither text nor minimum rating, `*` for no filter at all; null
 * when the entries must be counted.
 */
function countedTag(s: DirectorySearch): string | null {
  if (s.text || s.minRating || s.names) return null;
  const tags = FILTER_LISTS.flatMap((key) => s[key].map((v) => `${TAG_PREFIXES[key]}${v}`));
  if (tags.length === 0) return '*';
  return tags.length === 1 ? (tags[0] as string) : null;
}

/** How many entries match a search, and how many are listed (the walk's density). */
export interface DirectoryCount {
  matches: number;
  listed: number;
}

/**
 * The tag lists whose bits answer this search's filters (directory_tag_bits): one list per filter
 * given, and `r:N` for a minimum rating of N.
 */
function tagLists(s: DirectorySearch): string[][] {
  const lists = FILTER_LISTS.filter((key) => s[key].length).map((key) => s[key].map((v) => `${TAG_PREFIXES[key]}${v}`));
  if (s.minRating) lists.push([`r:${s.minRating}`]);
  return lists;
}

/** Bits answer every search but one whose text has a space (it may span the name and the company). */
function bitsAnswer(s: DirectorySearch): boolean {
  return s.names === null && !s.text?.includes(' ') && (tagLists(s).length > 0 || s.text !== null);
}

/**
 * The matches as bits, one row per segment (seg, b) (decision 071): within a list the tags' bits are
 * ORed, across lists ANDed, segment by segment; a segment missing from one list drops out. A text
 * without a space lies inside the name or inside the company, never across the two: its bits are
 * those of the companies whose name holds it (their `c:` tags, found among the kept tag counts) ORed
 * with the entries whose name holds it.
 */
function matchBits(s: DirectorySearch): SQL {
  const lists = tagLists(s);
  const parts: SQL[] = [];
  const tags = lists.flat();
  if (tags.length)
    parts.push(sql`select seg, bit_or(bits) as b from ${directoryTagBits}
      where ${directoryTagBits.tag} = any(${sql.param(tags)}::text[]) group by seg, left(${directoryTagBits.tag}, 2)`);
  if (s.text !== null) {
    const pattern = `%${escapeLike(s.text)}%`;
    parts.push(sql`select seg, bit_or(b) as b from (
        select seg, bits as b from ${directoryTagBits} where ${directoryTagBits.tag} in (
          select ${directoryTagCounts.tag} from ${directoryTagCounts}
          where ${directoryTagCounts.tag} like 'c:%' and substr(${directoryTagCounts.tag}, 3) like ${pattern}
            and ${directoryTagCounts.n} > 0)
        union all
        select ${e.pos} >> 13, set_bit(B'0'::bit(8192), ${e.pos} & 8191, 1) from ${e} where ${e.nameText} like ${pattern}
      ) t group by seg`);
  }
  // A segment counts only when every list (and the text) has bits in it.
  return sql`select seg, bit_and(b) as b from (${sql.join(parts, sql` union all `)}) l
    group by seg having count(*) = ${lists.length + (s.text === null ? 0 : 1)}`;
}

export const listedCount = sql`(select ${directoryTagCounts.n} from ${directoryTagCounts} where ${directoryTagCounts.tag} = '*')`;

/**
 * How many public professionals match, whatever the page, and how many are listed: a place alone
 * (the common search) or the whole directory reads kept counts; any other search adds up the bits
 * of its tags, except a text with a space, which counts the entries.
 */
export async function countPublicMxperts(db: Executor, s: DirectorySearch): Promise<DirectoryCount> {
  const [row] = (
    (await db.execute(
      sql`select coalesce(${matchesOf(s)}, 0)::int as matches, coalesce(${listedCount}, 0)::int as listed`,
    )) as unknown as { rows: { matches: number; listed: number }[] }
  ).rows;
  return { matches: Number(row?.matches ?? 0), listed: Number(row?.listed ?? 0) };
}

/** The number of matches as a scalar subquery: a kept count, the bits, or (a text with a space) the entries. */
export function matchesOf(s: DirectorySearch): SQL {
  const tag = countedTag(s);
  if (tag !== null)
    return sql`(select ${directoryTagCounts.n} from ${directoryTagCounts} where ${directoryTagCounts.tag} = ${tag})`;
  if (bitsAnswer(s)) return sql`(select sum(bit_count(b)) from (${matchBits(s)}) m)`;
  return sql`(select count(*) from ${e} where ${entryConditions(s)})`;
}
