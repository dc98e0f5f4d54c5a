import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListState,
  type ListState,
  type ListStateChange,
  type ListStateConfig,
  readListState,
  toListSearchParams,
} from './list-state.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface ListStateControls<Tab extends string, Filter extends string> {
  state: ListState<Tab, Filter>;
  /**
   * Moves the list to a new state: a new history entry, so Back returns to the one before. `replace`
   * corrects the current entry instead (a page past the last after a decision emptied it).
   */
  change(change: ListStateChange<Tab, Filter>, opts?: { replace?: boolean }): void;
}

/** A list screen's state, read from and written to the page URL (see list-state.ts). */
export function useListState<Tab extends string, Filter extends string = never>(
  config: ListStateConfig<Tab, Filter>,
): ListStateControls<Tab, Filter> {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is read again only when the query text changes.
  const state = useMemo(() => readListState(config, new URLSearchParams(query)), [query]);
  // The query last asked for: two changes before the next render build on each other.
  const requested = useRef(query);
  useEffect(() => {
    requested.current = query;
  }, [query]);
  const change = useCallback(
    (next: ListStateChange<Tab, Filter>, opts?: { replace?: boolean }) => {
      const current = readListState(config, new URLSearchParams(requested.current));
      const nextParams = toListSearchParams(config, changeListState(current, next));
      if (nextParams.toString() === requested.current) return;
      requested.current = nextParams.toString();
      setParams(nextParams, { replace: opts?.replace, preventScrollReset: true });
    },
    [config, setParams],
  );
  return { state, change };
}

/**
 * A search box bound to the list state: it shows what is typed at once and writes it to the URL
 * once typing pauses (one history entry per search, not one per key). When the URL changes under it
 * (Back, Clear filters), the box shows the URL's search again.
 */
export function useSearchDraft(search: string, onSearch: (text: string) => void): [string, (text: string) => void] {
  const [draft, setDraft] = useState(search);
  const settled = useDebouncedValue(draft.trim());
  const latest = useRef({ search, onSearch });
  useEffect(() => {
    latest.current = { search, onSearch };
  });
  useEffect(() => {
    setDraft((current) => (current.trim() === search ? current : search));
  }, [search]);
  useEffect(() => {
    if (settled !== latest.current.search) latest.current.onSearch(settled);
  }, [settled]);
  return [draft, setDraft];
}
