import type { DirectoryQuery, DirectorySort, StateCode } from '@mx/contract';
import { nameWords } from '../../lib/name-words.ts';
import { resolvePlace } from '../places/resolve-state.ts';

/** A directory query after the search text was read: what the database query and the cache key use. */
export interface DirectorySearch {
  states: StateCode[];
  loanTypes: string[];
  mortgageTypes: string[];
  languages: string[];
  /** Name or company text, when the search text is not a place. */
  text: string | null;
  resolvedState: StateCode | null;
  /**
   * When the search text is a place that may also name professionals: its words (lib/name-words.ts),
   * looked for as whole words in names and companies (decision 109). Null otherwise.
   */
  nameWords: string | null;
  /** The place is only a small town's bare name: when the text names professionals, it is their name. */
  smallTown: boolean;
  /** The states filter as the visitor chose it, without the state of the search text. */
  chosenStates: StateCode[];
  /**
   * Set on the searches a name search is made of (name-search.ts): only the entries whose name or
   * company holds nameWords ('match'), or only those that do not ('exclude').
   */
  names: 'match' | 'exclude' | null;
  sort: DirectorySort;
  /** Only professionals whose average rating is at least this. */
  minRating: number | null;
  page: number;
  limit: number;
}

/**
 * The search text is a place (it becomes a state that joins the states filter) or, when it is not
 * one, a name or company to look for (docs/decisions/010-directory-search.md). A place may also
 * name professionals: they come first (decision 109, name-search.ts).
 */
export function toDirectorySearch(query: DirectoryQuery): DirectorySearch {
  const place = query.search ? resolvePlace(query.search) : null;
  const resolvedState = place?.state ?? null;
  const words = place ? nameWords(query.search) : '';
  const states = new Set<StateCode>(query.states);
  if (resolvedState) states.add(resolvedState);
  return {
    states: [...states].sort(),
    loanTypes: [...query.loanTypes].sort(),
    mortgageTypes: [...query.mortgageTypes].sort(),
    languages: [...query.languages].sort(),
    text: query.search && !resolvedState ? query.search.toLowerCase().replace(/\s+/g, ' ') : null,
    resolvedState,
    // A ZIP code or a text without letters names nobody.
    nameWords: /[a-z]/.test(words) ? words : null,
    smallTown: place?.smallTown ?? false,
    chosenStates: [...query.states].sort(),
    names: null,
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
    // 'Austin' and 'Texas' are both Texas, but only one names Austin Reyes; the states the visitor
    // chose filter the name matches, the search's state does not.
    s.nameWords === null ? null : [s.nameWords, s.chosenStates],
    s.sort,
    s.page,
    s.limit,
  ]);
}
