import { describe, expect, it } from 'vitest';
import { changeListState, type ListStateConfig, noFilters, parsePage, readListState, toListSearchParams } from './list-state.ts';

type Tab = 'pending_completed' | 'pending_incomplete';
type Filter = 'state' | 'experience';

const TABBED: ListStateConfig<Tab> = { tabs: ['pending_completed', 'pending_incomplete'], hasSearch: true };
const FILTERED: ListStateConfig<string, Filter> = {
  hasSearch: true,
  filters: { state: ['TX', 'CA'], experience: ['0-5', '21+'] },
};

const read = <T extends string, F extends string>(config: ListStateConfig<T, F>, query: string) =>
  readListState(config, new URLSearchParams(query));

describe('readListState', () => {
  it('reads the defaults from an empty query: the first tab, page 1, no search, every filter all', () => {
    expect(read(TABBED, '')).toEqual({ tab: 'pending_completed', page: 1, search: '', filters: {} });
    expect(read(FILTERED, '')).toEqual({ tab: '', page: 1, search: '', filters: { state: 'all', experience: 'all' } });
  });

  it('reads the tab, the page, the search and the filters the URL names', () => {
    expect(read(TABBED, 'tab=pending_incomplete&page=3&search=Maria')).toEqual({
      tab: 'pending_incomplete',
      page: 3,
      search: 'Maria',
      filters: {},
    });
    expect(read(FILTERED, 'state=TX&experience=21%2B&page=2').filters).toEqual({ state: 'TX', experience: '21+' });
  });

  it('falls back to the first tab for an unknown tab', () => {
    expect(read(TABBED, 'tab=approved').tab).toBe('pending_completed');
    expect(read(TABBED, 'tab=').tab).toBe('pending_completed');
  });

  it('falls back to page 1 for a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '1e3', '02', ' 2', '9999999']) {
      expect(read(TABBED, `page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    expect(read(TABBED, 'page=12').page).toBe(12);
  });

  it('reads an unknown filter value as all', () => {
    expect(read(FILTERED, 'state=ZZ&experience=tx').filters).toEqual({ state: 'all', experience: 'all' });
  });

  it('trims the search and keeps it to 100 characters; a screen without a search box ignores it', () => {
    expect(read(TABBED, 'search=%20%20Linh%20').search).toBe('Linh');
    expect(read(TABBED, `search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read({ tabs: ['open', 'closed'] }, 'search=Linh').search).toBe('');
  });
});

describe('toListSearchParams', () => {
  it('leaves every default out of the URL', () => {
    expect(toListSearchParams(TABBED, read(TABBED, '')).toString()).toBe('');
    expect(toListSearchParams(FILTERED, read(FILTERED, 'state=all&page=1')).toString()).toBe('');
  });

  it('writes what differs from the defaults, the page last', () => {
    const state = { tab: 'pending_incomplete' as Tab, page: 2, search: 'Maria Lopez', filters: {} };
    expect(toListSearchParams(TABBED, state).toString()).toBe('tab=pending_incomplete&search=Maria+Lopez&page=2');
    expect(
      toListSearchParams(FILTERED, { tab: '', page: 1, search: '', filters: { state: 'CA', experience: 'all' } }).toString(),
    ).toBe('state=CA');
  });

  it('reads back the state it wrote', () => {
    const state = { tab: '', page: 4, search: 'Hoang', filters: { state: 'TX', experience: '0-5' } };
    expect(readListState(FILTERED, toListSearchParams(FILTERED, state))).toEqual(state);
  });
});

describe('changeListState', () => {
  const onPage3 = read(FILTERED, 'search=Linh&state=TX&page=3');

  it('keeps the rest of the state when only the page changes', () => {
    expect(changeListState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('goes back to page 1 when a filter, the search or the tab changes', () => {
    expect(changeListState(onPage3, { filters: { state: 'CA' } })).toMatchObject({ page: 1, search: 'Linh' });
    expect(changeListState(onPage3, { filters: { state: 'CA' } }).filters).toEqual({ state: 'CA', experience: 'all' });
    expect(changeListState(onPage3, { search: 'James' }).page).toBe(1);
    const tabbed = read(TABBED, 'page=2');
    expect(changeListState(tabbed, { tab: 'pending_incomplete' })).toMatchObject({ tab: 'pending_incomplete', page: 1 });
  });

  it('keeps the page when a change repeats what is already set', () => {
    expect(changeListState(onPage3, { filters: { state: 'TX' }, search: 'Linh ' }).page).toBe(3);
  });

  it('clears every filter at once', () => {
    expect(changeListState(onPage3, { search: '', filters: noFilters(FILTERED) })).toEqual({
      tab: '',
      page: 1,
      search: '',
      filters: { state: 'all', experience: 'all' },
    });
  });
});

describe('parsePage', () => {
  it('reads a missing page as page 1', () => {
    expect(parsePage(null)).toBe(1);
  });
});
