import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/**
 * The app's one query client, created when something first needs it: the query layer's code is not
 * part of the landing page's first load (docs/decisions/112-landing-budget-as-the-html-names-it.md).
 * Every route except the landing page, and every lazy part of the landing page that asks the API
 * through a query, waits for it (fetched at the same time as its own code).
 */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client.ts').then(
    ({ createQueryClient }) => {
      client = createQueryClient();
      client.mount();
      for (const listener of listeners) listener();
      return client;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** A lazy module that uses queries: its code and the query client load together. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadQueryClient()]).then(([module]) => module);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The query client once it exists (undefined before): the app provides it to every page. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, () => client);
}
