import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/schema.ts';
import type { AppContext } from '../lib/context.ts';
import { findSessionUser, type NewSession } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded for requests that matched an /api route only. */
    user: User | null;
    /** The raw session token from the cookie, when it named a live session. */
    sessionToken: string | null;
  }
}

export function sessionCookieName(ctx: AppContext): string {
  // __Host- binds the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure).
  return ctx.config.isProduction ? '__Host-mx_session' : 'mx_session';
}

/**
 * A readable companion of the session cookie that holds no secret, only "a session may exist": the web
 * app asks /api/auth/me only when it is there, so an anonymous visit makes no failing request.
 */
export const SIGNED_IN_HINT_COOKIE = 'mx_auth';

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, session: NewSession): void {
  const options = { sameSite: 'lax', secure: ctx.config.isProduction, path: '/', expires: session.expiresAt } as const;
  reply.setCookie(sessionCookieName(ctx), session.token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  const options = { sameSite: 'lax', secure: ctx.config.isProduction, path: '/' } as const;
  reply.clearCookie(sessionCookieName(ctx), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...options, httpOnly: false });
}

/**
 * The signed-in account of a request outside /api (the session hook reads only API requests): for
 * /uploads, which opens images waiting for review to admins only.
 */
export async function sessionUserOf(ctx: AppContext, request: FastifyRequest): Promise<User | null> {
  const token = request.cookies[sessionCookieName(ctx)];
  if (!token || token.length > 100) return null;
  return findSessionUser(ctx.db, token, ctx.config);
}

export function registerSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Keyed on the route the router matched, not on the spelling of the request line.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[sessionCookieName(ctx)];
    if (!token) {
      if (request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(ctx, reply);
      return;
    }
    const user = token.length <= 100 ? await findSessionUser(ctx.db, token, ctx.config) : null;
    if (user) {
      request.user = user;
      request.sessionToken = token;
    } else {
      clearSessionCookie(ctx, reply);
    }
  });
}
