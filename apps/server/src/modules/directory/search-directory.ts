import { type DirectoryQuery, directoryResponse } from '@mx/contract';
import type { AppContext } from '../../lib/context.ts';
import { whenDirectoryChanges } from '../../lib/directory-changes.ts';
import { AnswerCache } from './answer-cache.ts';
import { namesAnyone } from './list-mxperts.ts';
import { searchWithNames } from './name-search.ts';
import { pageKey, toDirectorySearch } from './search.ts';

interface DirectoryCaches {
  /** Serialized answers (UTF-8 JSON, ready for the socket), by page. */
  pages: AnswerCache<Buffer>;
  /** Whether a place's words name any listed professional or company, by the words. */
  names: AnswerCache<boolean>;
}

const cachesByApp = new WeakMap<AppContext, DirectoryCaches>();

function cachesOf(ctx: AppContext): DirectoryCaches {
  let caches = cachesByApp.get(ctx);
  if (!caches) {
    caches = {
      pages: new AnswerCache(ctx.config.directoryCacheMs, 2000),
      names: new AnswerCache(ctx.config.directoryCacheMs, 2000),
    };
    cachesByApp.set(ctx, caches);
    const created = caches;
    whenDirectoryChanges(ctx, () => {
      created.pages.clear();
      created.names.clear();
    });
  }
  return caches;
}

/**
 * GET /api/public/mxperts, as the JSON bytes to send: built through the response schema once, then
 * shared by every visitor asking the same within the cache time.
 */
export async function searchDirectory(ctx: AppContext, query: DirectoryQuery): Promise<Buffer> {
  let search = toDirectorySearch(query);
  const { pages, names } = cachesOf(ctx);
  const words = search.resolvedState === null ? null : search.nameWords;
  // A place whose words name nobody is the place alone (decision 109): its pages are the ones every
  // text naming that state shares ('Austin', 'Texas', '78701'), so the cache holds one copy of them.
  if (words !== null && !(await names.get(words, () => namesAnyone(ctx.db, words)))) {
    search = { ...search, nameWords: null, smallTown: false };
  }
  return pages.get(pageKey(search), async () => {
    // The page and its count together (a kept count or bits, decision 071): a count is no longer
    // cached on its own.
    const { mxperts, count, nameMatches, resolvedState } = await searchWithNames(ctx.db, search);
    const totalCount = count.matches;
    const answer = directoryResponse.parse({
      data: {
        mxperts,
        totalCount,
        totalPages: Math.ceil(totalCount / search.limit),
        page: search.page,
        limit: search.limit,
        resolvedState,
        nameMatches,
      },
    });
    return Buffer.from(JSON.stringify(answer));
  });
}
