import type { DirectoryQuery, DirectorySort, StateCode } from '@mx/contract';
import { resolveState } from '../places/resolve-state.ts';

/** A directory query after the search text was read: what the database query and the cache key use. */
export interface DirectorySearch {
  states: StateCode[];
  loanTypes: string[];
  mortgageTypes: string[];
  languages: string[];
  /** Name or company text, when the search text is not a place. */
  text: string | null;
  resolvedState: StateCode | null;
  sort: DirectorySort;
  /** Only professionals whose average rating is at least this. */
  minRating: number | null;
  page: number;
  limit: number;
}

/**
 * The search text is a place (it becomes a state that joins the states filter) or, when it is not
 * one, a name or company to look for (docs/decisions/010-directory-search.md).
 */
export function toDirectorySearch(query: DirectoryQuery): DirectorySearch {
  const resolvedState = query.search ? resolveState(query.search) : null;
  const states = new Set<StateCode>(query.states);
  if (resolvedState) states.add(resolvedState);
  return {
    states: [...states].sort(),
    loanTypes: [...query.loanTypes].sort(),
    mortgageTypes: [...query.mortgageTypes].sort(),
    languages: [...query.languages].sort(),
    text: query.search && !resolvedState ? query.search.toLowerCase().replace(/\s+/g, ' ') : null,
    resolvedState,
    sort: query.sort,
    minRating: query.minRating ?? null,
    page: query.page,
    limit: query.limit,
  };
}

/** The same search always gives the same key, whichever order the lists came in. */
export function pageKey(s: DirectorySearch): string {
  return JSON.stringify([
    [s.states, s.loanTypes, s.mortgageTypes, s.languages, s.text, s.minRating],
    s.resolvedState,
    s.sort,
    s.page,
    s.limit,
  ]);
}
