import { paths } from '@mx/contract/paths';
import { sessionStore } from '../../lib/session-store.ts';

/** The directory query a page address carries, if it is our directory with a search. */
function directoryQueryOf(href: string): string | null {
  try {
    const url = new URL(href, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname !== paths.directory) return null;
    return url.searchParams.get('search') ? url.search.slice(1) : null;
  } catch {
    return null;
  }
}

/**
 * The profile page's "Back to search results" (spec section 2), first that applies:
 * 1. the results the visitor came from in the app (a Contact link carries them, because in-app
 *    navigation leaves document.referrer unchanged: this is the referrer rule for our own pages);
 * 2. the URL's state: the directory searching that state;
 * 3. the referrer's search query (arriving from a directory page loaded in full);
 * 4. the last search of this session;
 * 5. the plain directory.
 * docs/decisions/014-directory-pages.md
 */
export function backToResultsHref(opts: { fromSearch?: string | null; urlState?: string }): string {
  const directory = (query: string) => `${paths.directory}?${query}`;
  if (opts.fromSearch) return directory(opts.fromSearch);
  if (opts.urlState && opts.urlState.toLowerCase() !== 'all') {
    return directory(new URLSearchParams({ search: opts.urlState.toUpperCase() }).toString());
  }
  const fromReferrer = document.referrer ? directoryQueryOf(document.referrer) : null;
  if (fromReferrer) return directory(fromReferrer);
  const last = sessionStore.getLastSearch();
  if (last) return directory(last);
  return paths.directory;
}
