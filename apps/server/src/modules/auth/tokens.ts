import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../lib/tokens.ts';
import { newLinkToken } from '../mail/link-tokens.ts';
import { authTokens } from './schema.ts';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
  change_email: 24 * 3_600_000,
};

export interface TokenOptions {
  /** For 'change_email': the address the link moves the account to. */
  newEmail?: string;
  /** For 'verify_email': the sign-up whose password the link makes the account's. */
  registrationId?: string;
  /** How long the link stays valid, when not the purpose's usual time. */
  ttlMs?: number;
}

/**
 * Issues a new single-use token and voids every older unused one of the same purpose. Answers the
 * token's placeholder, for the link in the e-mail: the token itself exists only as the e-mail is
 * sent (mail/link-tokens.ts).
 */
export async function issueToken(db: Executor, userId: string, purpose: TokenPurpose, opts: TokenOptions = {}): Promise<string> {
  await voidTokens(db, userId, purpose);
  const token = newLinkToken(purpose);
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: token.tokenHash,
    newEmail: opts.newEmail ?? null,
    registrationId: opts.registrationId ?? null,
    expiresAt: new Date(Date.now() + (opts.ttlMs ?? TOKEN_TTL_MS[purpose])),
  });
  return token.placeholder;
}

export async function voidTokens(db: Executor, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** The row of a token while it is unused and unexpired. */
function usableToken(token: string, purpose: TokenPurpose): SQL | undefined {
  return and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );
}

/** The user a token belongs to while it is unused and unexpired; null otherwise. */
export async function peekToken(db: Executor, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db.select({ userId: authTokens.userId }).from(authTokens).where(usableToken(token, purpose));
  return row?.userId ?? null;
}

/**
 * Marks the token used and answers its user, in one statement: of many concurrent calls with the
 * same token exactly one gets the user, the others get null.
 */
export async function consumeToken(db: Executor, token: string, purpose: TokenPurpose): Promise<string | null> {
  return (await consumeTokenRow(db, token, purpose))?.userId ?? null;
}

/** consumeToken, with the address a 'change_email' link carries and the sign-up a 'verify_email' one verifies. */
export async function consumeTokenRow(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; newEmail: string | null; registrationId: string | null } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(usableToken(token, purpose))
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail, registrationId: authTokens.registrationId });
  return row ?? null;
}
