import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TEXT, EMAIL_CATEGORIES, type EmailCategory, type EmailPreferences, paths } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale, pathForReader } from '@mx/contract/i18n/locale';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailIdentity } from './identity.ts';
import { emailPreferences } from './schema.ts';

/**
 * E-mail preferences (docs/decisions/060): per address, opened from a signed link without signing
 * in. The link's token is `v2.<address, base64url>.<issued, Unix seconds>.<HMAC-SHA256 of the rest,
 * base64url>` under MAIL_LINK_SECRET: nothing is stored to check it, so no table holds a usable
 * token. A token is good for a year after it was issued (the e-mail was sent), and only in the one
 * form the server writes: no padding, no other alphabet, no other spelling of a number
 * (docs/decisions/079). Tokens of the first version, which never expired, are refused.
 */
const VERSION = 'v2';
/** How long a preferences link works after its e-mail was sent. */
export const PREFERENCES_TOKEN_TTL_MS = 365 * 86_400_000;
/** Clocks of several instances may differ a little: a token issued up to this far ahead is accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;

function mac(payload: string): Buffer {
  return createHmac('sha256', mailIdentity().linkSecret).update(`email-preferences:${payload}`).digest();
}

export function signPreferencesToken(email: string, issuedAt: Date = new Date()): string {
  const payload = `${VERSION}.${Buffer.from(email, 'utf8').toString('base64url')}.${Math.floor(issuedAt.getTime() / 1000)}`;
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/** The bytes of a base64url text written as the server writes it (no padding, unused bits zero); null otherwise. */
function canonicalBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** The address a token was signed for while it is valid, or null for anything else. */
export function verifyPreferencesToken(token: string, now: number = Date.now()): string | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [version, address, issued, signature] = parts as [string, string, string, string];
  if (version !== VERSION || !/^[1-9][0-9]{0,11}$/.test(issued)) return null;
  const addressBytes = canonicalBase64url(address);
  const given = canonicalBase64url(signature);
  if (!addressBytes || !given) return null;
  const expected = mac(`${version}.${address}.${issued}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedMs = Number(issued) * 1000;
  if (issuedMs > now + CLOCK_SKEW_MS || now - issuedMs > PREFERENCES_TOKEN_TTL_MS) return null;
  const email = addressBytes.toString('utf8');
  // Not UTF-8 as written (a replaced byte): not an address the server signed.
  if (Buffer.from(email, 'utf8').toString('base64url') !== address) return null;
  return email.includes('@') ? email : null;
}

function requireAddress(token: string): string {
  const email = verifyPreferencesToken(token);
  if (!email) throw new AppError('NOT_FOUND', ACCOUNT_TEXT.invalidPreferencesLink);
  return email;
}

/** The page a footer links to, in the e-mail's language. */
export function preferencesPageUrl(email: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${mailIdentity().publicUrl}${pathForReader(paths.emailPreferences, locale)}?token=${encodeURIComponent(signPreferencesToken(email))}`;
}

/** The RFC 8058 one-click URL of List-Unsubscribe: a POST there turns the category off. */
export function oneClickUnsubscribeUrl(email: string, category: EmailCategory): string {
  return `${mailIdentity().publicUrl}/api/email-preferences/unsubscribe?category=${category}&token=${encodeURIComponent(signPreferencesToken(email))}`;
}

const ALL_ON: EmailPreferences = { reminders: true, reviewInvitations: true, digests: true };

/** The address's choices; every category on when it never changed them. */
export async function readPreferences(db: Executor, email: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      reminders: emailPreferences.reminders,
      reviewInvitations: emailPreferences.reviewInvitations,
      digests: emailPreferences.digests,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, email));
  return row ?? ALL_ON;
}

async function writePreferences(db: Executor, email: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const [row] = await db
    .insert(emailPreferences)
    .values({ email, ...ALL_ON, ...changes })
    .onConflictDoUpdate({ target: emailPreferences.email, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('email preferences upsert returned no row');
  return { reminders: row.reminders, reviewInvitations: row.reviewInvitations, digests: row.digests };
}

/** Whether the address turned this category of e-mail off. */
export async function isOptedOut(db: Executor, email: string, category: EmailCategory): Promise<boolean> {
  return !(await readPreferences(db, email))[category];
}

export async function getPreferences(db: Executor, token: string): Promise<{ email: string; preferences: EmailPreferences }> {
  const email = requireAddress(token);
  return { email, preferences: await readPreferences(db, email) };
}

export async function savePreferences(
  db: Executor,
  token: string,
  preferences: EmailPreferences,
): Promise<{ email: string; preferences: EmailPreferences }> {
  const email = requireAddress(token);
  return { email, preferences: await writePreferences(db, email, preferences) };
}

/** One-click: the category off (every optional category when none or an unknown one is named). */
export async function unsubscribe(db: Executor, token: string, category: string | undefined): Promise<void> {
  const email = requireAddress(token);
  const known = EMAIL_CATEGORIES.find((c) => c === category);
  const off = known ? { [known]: false } : { reminders: false, reviewInvitations: false, digests: false };
  await writePreferences(db, email, off);
}
