import { DIRECTORY_LIMITS } from './limits.ts';

/** The directory's orders (the API's sort), without the schema library: public pages read them. */
export const DIRECTORY_SORT_OPTIONS = [
  { code: 'recommended', label: 'Recommended' },
  { code: 'rating', label: 'Highest rated' },
  { code: 'experience', label: 'Most experienced' },
] as const;
export type DirectorySortCode = (typeof DIRECTORY_SORT_OPTIONS)[number]['code'];
/** The one rating filter the panel offers: '4 stars & up'. */
export const FOUR_STARS = 4;

/**
 * The directory's state, kept in its page URL (search text, page and the four filter lists), and the
 * API query of the same state. Shared: the server preloads exactly the answer the page will ask for.
 */
export interface DirectoryParams {
  search: string;
  page: number;
  loanTypes: string[];
  mortgageTypes: string[];
  states: string[];
  languages: string[];
  sort: DirectorySortCode;
  /** Only professionals rated at least this (the panel's '4 stars & up'), or null. */
  minRating: number | null;
}

export type FilterName = 'loanTypes' | 'mortgageTypes' | 'states' | 'languages';
export const FILTER_NAMES: FilterName[] = ['loanTypes', 'mortgageTypes', 'states', 'languages'];

/** How many values each filter takes at once. */
export const FILTER_CAPS: Record<FilterName, number> = {
  loanTypes: DIRECTORY_LIMITS.loanTypes,
  mortgageTypes: DIRECTORY_LIMITS.mortgageTypes,
  states: DIRECTORY_LIMITS.states,
  languages: DIRECTORY_LIMITS.languages,
};

function list(params: URLSearchParams, name: FilterName): string[] {
  const values = (params.get(name) ?? '').split(',').filter(Boolean);
  return [...new Set(name === 'states' ? values.map((v) => v.toUpperCase()) : values)].slice(0, FILTER_CAPS[name]);
}

export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const page = Number(params.get('page') ?? '1');
  const sort = DIRECTORY_SORT_OPTIONS.find((o) => o.code === params.get('sort'))?.code ?? 'recommended';
  const minRating = Number(params.get('minRating'));
  return {
    sort,
    minRating: Number.isInteger(minRating) && minRating >= 1 && minRating <= 5 ? minRating : null,
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    loanTypes: list(params, 'loanTypes'),
    mortgageTypes: list(params, 'mortgageTypes'),
    states: list(params, 'states'),
    languages: list(params, 'languages'),
  };
}

/** The page's query string: only what is set, page 1 left out. */
export function toPageQuery(p: DirectoryParams): string {
  const params = new URLSearchParams();
  if (p.search) params.set('search', p.search);
  for (const name of FILTER_NAMES) if (p[name].length) params.set(name, p[name].join(','));
  setOrderAndRating(params, p);
  if (p.page > 1) params.set('page', String(p.page));
  return params.toString();
}

/** The API's query string for the same state. */
export function toApiQuery(p: DirectoryParams): string {
  const params = new URLSearchParams({ page: String(p.page), limit: String(DIRECTORY_LIMITS.pageSize), search: p.search });
  for (const name of FILTER_NAMES) if (p[name].length) params.set(name, p[name].join(','));
  setOrderAndRating(params, p);
  return params.toString();
}

/** The order and the rating filter, only when they are not the defaults (old links stay the same). */
function setOrderAndRating(params: URLSearchParams, p: DirectoryParams): void {
  if (p.minRating) params.set('minRating', String(p.minRating));
  if (p.sort !== 'recommended') params.set('sort', p.sort);
}

export function directoryHref(p: DirectoryParams): string {
  const query = toPageQuery(p);
  return query ? `/mortgageexperts?${query}` : '/mortgageexperts';
}
