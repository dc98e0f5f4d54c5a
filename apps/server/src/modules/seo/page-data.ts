import { directoryQuery, type PublicProfile } from '@mx/contract';
import { readDirectoryParams, toApiQuery } from '@mx/contract/directory-params';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { searchDirectory } from '../directory/search-directory.ts';
import { listVisiblePartners } from '../partners/service.ts';

/**
 * The API answers a page asks for first, keyed by their URL, sent inside the page itself (the web
 * app's lib/preloaded.ts) so its first render needs no second round trip. The same services as the
 * API routes build them, so they are exactly what the API would answer.
 */

export function profilePreload(urlState: string, profile: PublicProfile): Record<string, unknown> {
  return { [`/api/public/mxperts/${encodeURIComponent(urlState)}/${encodeURIComponent(profile.cxid)}`]: { data: profile } };
}

/** The first directory search of /mortgageexperts?search=…, or nothing without a search. */
export async function directoryPreload(ctx: AppContext, pageQuery: URLSearchParams): Promise<Record<string, unknown>> {
  const params = readDirectoryParams(pageQuery);
  if (!params.search) return {};
  const apiQuery = toApiQuery(params);
  const query = directoryQuery.safeParse(Object.fromEntries(new URLSearchParams(apiQuery)));
  if (!query.success) return {};
  const answer = await searchDirectory(ctx, query.data);
  return { [`/api/public/mxperts?${apiQuery}`]: JSON.parse(answer.toString('utf8')) };
}

/** A missing profile is a 404 page; any other failure (the database is down) stays an error. */
export function orNullWhenNotFound(err: unknown): null {
  if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
  throw err;
}

/** The landing page's partner lenders, so its strip is there at first paint or not at all. */
export async function partnersPreload(ctx: AppContext): Promise<Record<string, unknown>> {
  return { '/api/public/partners': { success: true, data: { partners: await listVisiblePartners(ctx.db) } } };
}

/** Whether a policy page carries the template-for-counsel notice: only outside production. */
export function policyNoticePreload(ctx: AppContext): Record<string, unknown> {
  return { '/api/public/policy-notice': { success: true, data: { showCounselNotice: !ctx.config.isProduction } } };
}
