import helmet from '@fastify/helmet';
import { AJAX_HEADER, TEXT } from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { isApiPath } from '../lib/request-path.ts';
import { hasUnstorableText } from '../lib/unstorable-text.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The state-changing routes without the same-origin check, by method and matched route, nothing
 * else: RFC 8058 one-click unsubscribe, which a mail client POSTs without our header or origin
 * (the signed token in its URL authorises it, and it can only turn e-mails off).
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['POST /api/email-preferences/unsubscribe']);

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Styles only: the toast library and Radix set inline styles; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // The router has matched the request before this runs: the checks key on the matched route and on
  // the path as the router read it, never on how the request line spelled it (`/%61pi/…`, `//api/…`).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const route = request.routeOptions.url;
    // API answers and anything no route matched are never stored by a browser or a proxy.
    if (route === undefined || route.startsWith('/api/') || isApiPath(request.url)) reply.header('cache-control', 'no-store');
    // No page takes a form post: every state-changing request, whatever its path, passes the check.
    if (UNSAFE_METHODS.has(request.method) && !CSRF_EXEMPT_ROUTES.has(`${request.method} ${route}`)) {
      checkSameOrigin(request, config);
    }
  });

  // Text the database cannot keep (a NUL character, a lone surrogate) in a path, query or body would
  // fail the query (a 500). No field of the product takes it, so the request is refused before
  // anything reads it.
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      throw new AppError('BAD_REQUEST', TEXT.checkInput);
    }
  });
}

/**
 * Cross-site request forgery: a state-changing call must carry the ajax header (which a form or
 * an image cannot send and which makes any cross-site fetch need a preflight we never grant) and
 * must come from our own origin.
 */
function checkSameOrigin(request: FastifyRequest, config: Config): void {
  if (!request.headers[AJAX_HEADER.toLowerCase()]) throw new AppError('CSRF_REJECTED', TEXT.csrfRejected);
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new AppError('CSRF_REJECTED', TEXT.csrfRejected);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!isOwnOrigin(origin, request.headers.host, config)) throw new AppError('CSRF_REJECTED', TEXT.csrfRejected);
}

function isOwnOrigin(origin: string, host: string | undefined, config: Config): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(config.publicUrl).origin) return true;
  return host !== undefined && parsed.host === host;
}
