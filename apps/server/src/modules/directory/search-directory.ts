import { type DirectoryQuery, directoryResponse } from '@mx/contract';
import type { AppContext } from '../../lib/context.ts';
import { AnswerCache } from './answer-cache.ts';
import { countPublicMxperts, listPublicMxperts } from './list-mxperts.ts';
import { filterKey, pageKey, toDirectorySearch } from './search.ts';

interface DirectoryCaches {
  /** Serialized answers (UTF-8 JSON, ready for the socket), by page. */
  pages: AnswerCache<Buffer>;
  /** Match counts, by filters: paging through one search counts once. */
  counts: AnswerCache<number>;
}

const cachesByApp = new WeakMap<AppContext, DirectoryCaches>();

function cachesOf(ctx: AppContext): DirectoryCaches {
  let caches = cachesByApp.get(ctx);
  if (!caches) {
    caches = {
      pages: new AnswerCache(ctx.config.directoryCacheMs, 2000),
      counts: new AnswerCache(ctx.config.directoryCacheMs, 2000),
    };
    cachesByApp.set(ctx, caches);
  }
  return caches;
}

/**
 * Makes a change visible in this instance's directory at once (approval, rejection, deactivation,
 * a profile edit); other instances see it when their entries expire (DIRECTORY_CACHE_SECONDS).
 */
export function clearDirectoryCache(ctx: AppContext): void {
  const caches = cachesByApp.get(ctx);
  caches?.pages.clear();
  caches?.counts.clear();
}

/**
 * GET /api/public/mxperts, as the JSON bytes to send: built through the response schema once, then
 * shared by every visitor asking the same within the cache time.
 */
export async function searchDirectory(ctx: AppContext, query: DirectoryQuery): Promise<Buffer> {
  const search = toDirectorySearch(query);
  const { pages, counts } = cachesOf(ctx);
  return pages.get(pageKey(search), async () => {
    const [mxperts, totalCount] = await Promise.all([
      listPublicMxperts(ctx.db, search),
      counts.get(filterKey(search), () => countPublicMxperts(ctx.db, search)),
    ]);
    const answer = directoryResponse.parse({
      data: {
        mxperts,
        totalCount,
        totalPages: Math.ceil(totalCount / search.limit),
        page: search.page,
        limit: search.limit,
        resolvedState: search.resolvedState,
      },
    });
    return Buffer.from(JSON.stringify(answer));
  });
}
