import type { StateCode } from '@mx/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type DirectoryPage,
  entryConditions,
  listedCount,
  listPublicMxperts,
  matchesOf,
  runPage,
  searchPublicMxperts,
} from './list-mxperts.ts';
import type { DirectorySearch } from './search.ts';

/** A directory answer: the page, its count, how many professionals of the whole list were found by name, and the place. */
export interface NamedDirectoryPage extends DirectoryPage {
  /** The first this many professionals of the whole list (all pages) matched by name or company. */
  nameMatches: number;
  /** The state of the search text, null when the text was read as a name. */
  resolvedState: StateCode | null;
}

/**
 * A directory search that finds people as well as places (docs/decisions/109-search-finds-people.md).
 *
 * - A text that is no place is a name or company looked for as before (decision 010): every match
 *   is a name match.
 * - A place whose text also names professionals (its words, whole and in order, in a name or a
 *   company) lists those first, wherever they are licensed (the states the visitor chose and the
 *   other filters still apply), then the place's other professionals.
 * - A small town's bare name that names professionals is their name only: 'Golden Gate' is Golden
 *   Gate Home Lending, not Illinois.
 *
 * The name matches are counted in the statement that counts the place (a trigram index on the
 * entries' words), so a place search that names nobody reads its page exactly as before.
 */
export async function searchWithNames(db: Executor, s: DirectorySearch): Promise<NamedDirectoryPage> {
  if (s.nameWords === null || s.resolvedState === null) {
    const page = await searchPublicMxperts(db, s);
    return { ...page, nameMatches: s.text === null ? 0 : page.count.matches, resolvedState: s.resolvedState };
  }
  const named: DirectorySearch = { ...s, states: s.chosenStates, resolvedState: null, text: null, names: 'match' };
  // The name matches among the place's professionals: all of them when the visitor chose states
  // (which the place's states include), else those licensed in the place.
  const placeNamed: DirectorySearch = { ...s, names: 'match', states: s.chosenStates.length ? s.chosenStates : s.states };
  const [row] = (
    (await db.execute(sql`select coalesce(${matchesOf(named)}, 0)::int as named,
      coalesce(${matchesOf(placeNamed)}, 0)::int as place_named,
      coalesce(${matchesOf(s)}, 0)::int as place,
      coalesce(${listedCount}, 0)::int as listed`)) as unknown as {
      rows: { named: number; place_named: number; place: number; listed: number }[];
    }
  ).rows;
  const nameMatches = Number(row?.named ?? 0);
  const listed = Number(row?.listed ?? 0);
  if (nameMatches === 0) {
    const page = await listPublicMxperts(db, s, { matches: Number(row?.place ?? 0), listed });
    return { ...page, nameMatches: 0, resolvedState: s.resolvedState };
  }
  const rest = s.smallTown ? 0 : Number(row?.place ?? 0) - Number(row?.place_named ?? 0);
  const count = { matches: nameMatches + rest, listed };
  const start = (s.page - 1) * s.limit;
  const end = Math.min(start + s.limit, count.matches);
  const resolvedState = s.smallTown ? null : s.resolvedState;
  // A page past the last match reads nothing.
  if (start >= end) return { mxperts: [], count, nameMatches, resolvedState };
  const counted = sql`${count.matches}::int as matches, ${listed}::int as listed`;
  const parts: DirectoryPage[] = [];
  // The name matches' part of the page, then the place's (without the name matches already shown).
  if (start < nameMatches)
    parts.push(
      await runPage(db, named, sql``, counted, entryConditions(named), false, {
        offset: start,
        limit: Math.min(end, nameMatches) - start,
      }),
    );
  if (end > nameMatches && rest > 0) {
    const others: DirectorySearch = { ...s, names: 'exclude' };
    const offset = Math.max(start, nameMatches) - nameMatches;
    parts.push(
      await runPage(db, others, sql``, counted, entryConditions(others), false, {
        offset,
        limit: end - nameMatches - offset,
      }),
    );
  }
  return {
    mxperts: parts.flatMap((p) => p.mxperts),
    count,
    nameMatches,
    resolvedState,
  };
}
