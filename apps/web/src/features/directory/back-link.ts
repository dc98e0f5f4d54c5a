import { paths } from '@mx/contract/paths';
import { sessionStore } from '../../lib/session-store.ts';

/** The directory query a page address carries, if it is our directory (same origin) with a search. */
function directoryQueryOf(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin || url.pathname !== paths.directory) return null;
    return url.searchParams.get('search') ? url.search.slice(1) : null;
  } catch {
    return null;
  }
}

/**
 * The profile page's "Back to search results", first that applies:
 * 1. the results the visitor came from in the app (a Contact link carries them, because in-app
 *    navigation leaves document.referrer unchanged: this is the referrer rule for our own pages);
 * 2. the URL's state: the directory searching that state;
 * 3. the referrer's search query (arriving from a directory page loaded in full);
 * 4. the last search of this session;
 * 5. the plain directory.
 * docs/decisions/014-directory-pages.md
 */
export function backToResultsHrefFrom(opts: {
  fromSearch?: string | null;
  urlState?: string;
  /** document.referrer ('' when there is none). */
  referrer: string;
  /** This site's origin: a referrer from elsewhere is not our results. */
  origin: string;
  /** The last directory query of this session, if any. */
  lastSearch: string | null;
}): string {
  const directory = (query: string) => `${paths.directory}?${query}`;
  if (opts.fromSearch) return directory(opts.fromSearch);
  if (opts.urlState && opts.urlState.toLowerCase() !== 'all') {
    return directory(new URLSearchParams({ search: opts.urlState.toUpperCase() }).toString());
  }
  const fromReferrer = opts.referrer ? directoryQueryOf(opts.referrer, opts.origin) : null;
  if (fromReferrer) return directory(fromReferrer);
  if (opts.lastSearch) return directory(opts.lastSearch);
  return paths.directory;
}

/** The back link of the page on screen: the rules above with this browser's referrer and session. */
export function backToResultsHref(opts: { fromSearch?: string | null; urlState?: string }): string {
  return backToResultsHrefFrom({
    ...opts,
    referrer: document.referrer,
    origin: window.location.origin,
    lastSearch: sessionStore.getLastSearch(),
  });
}
