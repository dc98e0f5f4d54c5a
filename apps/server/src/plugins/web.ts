import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { TEXT } from '@mx/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { requestClientKey } from '../lib/client-address.ts';
import type { AppContext } from '../lib/context.ts';
import { HELD_IMAGE_KEY, PUBLIC_IMAGE_KEY } from '../lib/images.ts';
import { normalisedPath } from '../lib/request-path.ts';
import { isSecondFactorMissing } from '../modules/auth/second-factor-required.ts';
import { resolvePageMeta } from '../modules/seo/page-meta.ts';
import { renderIndexHtml } from '../modules/seo/render.ts';
import { loadRouteAssets } from './route-assets.ts';
import { sessionUserOf } from './session.ts';

/** An admin as the admin routes accept one: signed in, with two-factor sign-in on (decision 075). */
async function isAdminWithSecondFactor(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const user = await sessionUserOf(ctx, request);
  return user?.role === 'ADMIN' && !isSecondFactorMissing(user, !ctx.config.isProduction);
}

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const YEAR_SECONDS = 31_536_000;

/**
 * The built single-page app: hashed assets cached for a year, index.html for every page path
 * (status 404 for a path that is no page, so crawlers and monitors see the truth).
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext, webDistDir = WEB_DIST_DIR): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  }

  // Photos and logos from the storage, whichever driver holds them, at the same URLs (decision 086).
  // Every other key the storage holds (a private document) has no URL at all.
  // A photo or logo waiting for an admin's review (decision 098) is shown to admins only, never cached.
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const isHeld = HELD_IMAGE_KEY.test(key);
    const allowed = PUBLIC_IMAGE_KEY.test(key) || (isHeld && (await isAdminWithSecondFactor(ctx, request)));
    const object = allowed ? await ctx.storage.get(key) : null;
    if (!object) return reply.callNotFound();
    return reply
      .type(object.contentType)
      .header('content-length', object.size)
      .header('cache-control', isHeld ? 'private, no-store' : `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });

  const routeAssets = loadRouteAssets(webDistDir);
  /** Every page gets its own title, description, canonical URL, first answers and code preloads in the HTML itself. */
  const sendPage = async (url: string, reply: FastifyReply, template: string) => {
    const parsed = pageUrl(url);
    const meta = await resolvePageMeta(ctx, parsed.pathname, parsed.searchParams);
    return reply
      .code(meta.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndexHtml(template, meta, meta.status === 200 ? routeAssets(parsed.pathname) : []));
  };

  if (indexHtml) app.get('/', (request, reply) => sendPage(request.url, reply, indexHtml));

  app.setNotFoundHandler(async (request, reply) => {
    // The path as the router reads it (`/%61pi/x`, `//API/x` and `/x/../api/x` are the API): a
    // missing API or upload URL is a JSON 404, never a page.
    const pathname = normalisedPath(request.url);
    const isPath = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isPath('/api') && !isPath('/uploads');
    if (wantsPage && indexHtml) return sendPage(request.url, reply, indexHtml);
    // Probing for URLs costs a rate-limit hit (an attacker could search for valid ones).
    await ctx.limiter.consume(`404:${requestClientKey(request)}`, ctx.config.rateLimits.notFound);
    throw new AppError('NOT_FOUND', TEXT.notFound);
  });
}

/**
 * The page a request line names. The path is read as a path even when it starts with `//` (which a
 * URL parser would take for a host name) or comes in the absolute form (`GET http://host/path`).
 */
function pageUrl(url: string): URL {
  const target = url.startsWith('/') ? url : url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
}
