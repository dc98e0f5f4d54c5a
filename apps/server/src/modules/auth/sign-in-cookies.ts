import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { isSignatureOf, type KeyUse, signParts } from '../../lib/sign-in-keys.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import type { User } from './schema.ts';
import { deleteSession, type NewSession } from './sessions.ts';

/**
 * The signed cookies of a sign-in (docs/decisions/075, 076). None holds a secret: each names an
 * account or a random id, a time and an HMAC with a key derived from TWO_FACTOR_KEY.
 *
 * - pending sign-in: the password was right, the second factor is still asked (5 minutes);
 * - remembered browser: no second factor asked in this browser for 30 days. Its signature covers the
 *   password hash and the encrypted TOTP secret, so changing the password, turning two-factor off
 *   or resetting it revokes every remembered browser at once;
 * - device: this browser signed in to the account before, and keeps its own allowance of failed
 *   attempts however many strangers' attempts failed (OWASP's device cookies).
 */
const PENDING_MS = 5 * 60_000;
export const REMEMBER_BROWSER_MS = 30 * 86_400_000;
const DEVICE_MS = 180 * 86_400_000;

type CookieKind = 'pending' | 'remembered' | 'device';
const NAMES: Record<CookieKind, string> = { pending: 'mx_2fa_pending', remembered: 'mx_2fa_browser', device: 'mx_device' };

function cookieName(ctx: AppContext, kind: CookieKind): string {
  // __Host- binds the cookie to this exact origin over HTTPS, like the session cookie.
  return ctx.config.isProduction ? `__Host-${NAMES[kind]}` : NAMES[kind];
}

function setCookie(ctx: AppContext, reply: FastifyReply, kind: CookieKind, value: string, maxAgeMs: number): void {
  reply.setCookie(cookieName(ctx, kind), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isProduction,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

function clearCookie(ctx: AppContext, reply: FastifyReply, kind: CookieKind): void {
  reply.clearCookie(cookieName(ctx, kind), { httpOnly: true, sameSite: 'lax', secure: ctx.config.isProduction, path: '/' });
}

/** `a.b.signature` split into its parts when the signature over [...extra, a, b] is right. */
function readSigned(
  ctx: AppContext,
  request: FastifyRequest,
  kind: CookieKind,
  use: KeyUse,
  extra: (first: string) => readonly string[] | null,
): [string, number] | null {
  const value = request.cookies[cookieName(ctx, kind)];
  if (!value || value.length > 300) return null;
  const [first, time, signature] = value.split('.');
  if (!first || !time || !signature || !/^\d{1,15}$/.test(time)) return null;
  const parts = extra(first);
  if (!parts) return null;
  return isSignatureOf(ctx.config.twoFactorKey, use, [...parts, first, time], signature) ? [first, Number(time)] : null;
}

const pendingParts = (user: User) => [user.passwordHash];

export function setPendingSignIn(ctx: AppContext, reply: FastifyReply, user: User): void {
  const expires = String(Date.now() + PENDING_MS);
  const signature = signParts(ctx.config.twoFactorKey, 'pending-sign-in', [...pendingParts(user), user.id, expires]);
  setCookie(ctx, reply, 'pending', `${user.id}.${expires}.${signature}`, PENDING_MS);
}

/**
 * The account whose password was given in this browser less than 5 minutes ago, checked against the
 * account's current password hash (a reset since ends the pending sign-in).
 */
export async function readPendingSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  findUser: (id: string) => Promise<User | undefined>,
): Promise<User | null> {
  let user: User | undefined;
  const value = request.cookies[cookieName(ctx, 'pending')];
  const id = value?.split('.')[0];
  if (id && /^[0-9a-f-]{36}$/.test(id)) user = await findUser(id);
  if (!user) return null;
  const found = user;
  const read = readSigned(ctx, request, 'pending', 'pending-sign-in', (first) =>
    first === found.id ? pendingParts(found) : null,
  );
  return read && read[1] > Date.now() ? found : null;
}

export function clearPendingSignIn(ctx: AppContext, reply: FastifyReply): void {
  clearCookie(ctx, reply, 'pending');
}

const rememberedParts = (user: User) => [user.passwordHash, user.twoFactorSecret ?? ''];

export function rememberBrowser(ctx: AppContext, reply: FastifyReply, user: User): void {
  const issued = String(Date.now());
  const signature = signParts(ctx.config.twoFactorKey, 'remembered-browser', [...rememberedParts(user), user.id, issued]);
  setCookie(ctx, reply, 'remembered', `${user.id}.${issued}.${signature}`, REMEMBER_BROWSER_MS);
}

/** This browser was remembered for the account less than 30 days ago, with its current password and secret. */
export function isRememberedBrowser(ctx: AppContext, request: FastifyRequest, user: User): boolean {
  const read = readSigned(ctx, request, 'remembered', 'remembered-browser', (first) =>
    first === user.id ? rememberedParts(user) : null,
  );
  return !!read && read[1] <= Date.now() && read[1] + REMEMBER_BROWSER_MS > Date.now();
}

/** A new device cookie for the e-mail address that signed in. */
export function setDeviceCookie(ctx: AppContext, reply: FastifyReply, email: string): void {
  const nonce = randomBytes(16).toString('base64url');
  const issued = String(Date.now());
  const signature = signParts(ctx.config.twoFactorKey, 'device', [email, nonce, issued]);
  setCookie(ctx, reply, 'device', `${nonce}.${issued}.${signature}`, DEVICE_MS);
}

/** The id of this browser's device cookie when it was issued for this e-mail address and is not expired. */
export function deviceOf(ctx: AppContext, request: FastifyRequest, email: string): string | null {
  const read = readSigned(ctx, request, 'device', 'device', () => [email]);
  return read && read[1] <= Date.now() && read[1] + DEVICE_MS > Date.now() ? read[0] : null;
}

/**
 * The cookies of a completed sign-in: a new session id (the one the browser had before, if any,
 * ends), a new device cookie for the account, and no pending sign-in.
 */
export async function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { user, session }: { user: User; session: NewSession },
): Promise<void> {
  if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
  setSessionCookie(ctx, reply, session);
  setDeviceCookie(ctx, reply, user.email);
  if (request.cookies[cookieName(ctx, 'pending')]) clearPendingSignIn(ctx, reply);
}
