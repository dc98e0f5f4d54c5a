/**
 * The state of a list screen (tab, page, search text, filters) kept in its URL, so a reload, a
 * shared link and the browser's Back all show the same list. One shape for every list screen; the
 * directory keeps its own (its state is shared with the server's preload).
 *
 * In the URL: `tab`, `page`, `search` and one parameter per filter. Values equal to their default
 * (the first tab, page 1, no search, a filter's 'all') are left out; an unknown tab or filter value
 * and a page that is not a positive whole number read as the default.
 */

/** The value that means "no filter". */
export const ALL = 'all';

/** The search box takes at most this many characters (the API's limit). */
export const SEARCH_MAX_LENGTH = 100;

export interface ListStateConfig<Tab extends string = string, Filter extends string = never> {
  /** The tabs in order; the first is the default. */
  tabs?: readonly Tab[];
  /** Whether the screen has a search box. */
  hasSearch?: boolean;
  /** The codes each filter accepts besides 'all'. */
  filters?: Record<Filter, readonly string[]>;
}

export interface ListState<Tab extends string = string, Filter extends string = never> {
  tab: Tab;
  page: number;
  search: string;
  filters: Record<Filter, string>;
}

/** What a screen changes at once; anything but the page starts the list again at page 1. */
export type ListStateChange<Tab extends string = string, Filter extends string = never> = Partial<
  Omit<ListState<Tab, Filter>, 'filters'>
> & { filters?: Partial<Record<Filter, string>> };

function filterNames<Filter extends string>(config: ListStateConfig<string, Filter>): Filter[] {
  return Object.keys(config.filters ?? {}) as Filter[];
}

/** A positive whole number written plainly ('2', not '2.0', '02' or '1e1'), else 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

export function readListState<Tab extends string, Filter extends string = never>(
  config: ListStateConfig<Tab, Filter>,
  params: URLSearchParams,
): ListState<Tab, Filter> {
  const tabs = config.tabs ?? [];
  const tabParam = params.get('tab');
  const tab = (tabs.find((t) => t === tabParam) ?? tabs[0] ?? '') as Tab;
  const filters = {} as Record<Filter, string>;
  for (const name of filterNames(config)) {
    const value = params.get(name);
    filters[name] = value && config.filters?.[name].includes(value) ? value : ALL;
  }
  return {
    tab,
    page: parsePage(params.get('page')),
    search: config.hasSearch ? (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH) : '',
    filters,
  };
}

/** The URL's query for a state, defaults left out: `tab=…&search=…&state=…&page=…`. */
export function toListSearchParams<Tab extends string, Filter extends string = never>(
  config: ListStateConfig<Tab, Filter>,
  state: ListState<Tab, Filter>,
): URLSearchParams {
  const params = new URLSearchParams();
  const defaultTab = config.tabs?.[0];
  if (config.tabs && state.tab !== defaultTab) params.set('tab', state.tab);
  if (config.hasSearch && state.search.trim()) params.set('search', state.search.trim());
  for (const name of filterNames(config)) {
    if (state.filters[name] !== ALL) params.set(name, state.filters[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The state after a change. A new tab, search or filter goes back to page 1, unless
 * the change names a page itself.
 */
export function changeListState<Tab extends string, Filter extends string = never>(
  state: ListState<Tab, Filter>,
  change: ListStateChange<Tab, Filter>,
): ListState<Tab, Filter> {
  const next: ListState<Tab, Filter> = {
    tab: change.tab ?? state.tab,
    search: change.search ?? state.search,
    filters: { ...state.filters, ...change.filters } as Record<Filter, string>,
    page: change.page ?? state.page,
  };
  const isListChanged =
    next.tab !== state.tab ||
    next.search.trim() !== state.search.trim() ||
    (Object.keys(next.filters) as Filter[]).some((name) => next.filters[name] !== state.filters[name]);
  if (isListChanged && change.page === undefined) next.page = 1;
  return next;
}

/** Every filter back to 'all'. */
export function noFilters<Filter extends string>(config: ListStateConfig<string, Filter>): Record<Filter, string> {
  return Object.fromEntries(filterNames(config).map((name) => [name, ALL])) as Record<Filter, string>;
}
