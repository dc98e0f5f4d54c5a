import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import { generateURI, verify } from 'otplib';
import type { Executor } from '../../db/client.ts';
import { decryptSecret, signParts } from '../../lib/sign-in-keys.ts';
import type { User } from '../auth/current-user.ts';
import { advanceLastStep } from '../auth/two-factor-secret.ts';
import { twoFactorRecoveryCodes } from './schema.ts';

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const RECOVERY_LENGTH = 12;

/** Ten new recovery codes as the owner sees them once: `abcd-efgh-jkmn` (about 59 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
  });
}

/** What is stored of a recovery code: an HMAC, so a copy of the table gives no code and no way to guess one offline. */
export function hashRecoveryCode(serverKey: string, code: string): string | null {
  const normalised = code.toLowerCase().replaceAll('-', '');
  if (normalised.length !== RECOVERY_LENGTH || ![...normalised].every((c) => RECOVERY_ALPHABET.includes(c))) return null;
  return signParts(serverKey, 'recovery-code', [normalised]);
}

export function otpauthUrl(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * A six-digit code of the account's TOTP secret (RFC 6238: 30-second steps, one step of clock drift
 * either way) whose time step is newer than the last one accepted. The step is recorded in the same
 * statement that checks it, so of two requests with the same code only one succeeds.
 */
export async function acceptTotp(db: Executor, serverKey: string, user: User, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code) || !user.twoFactorSecret) return false;
  const secret = decryptSecret(serverKey, user.twoFactorSecret, user.id);
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(user.twoFactorLastStep !== null ? { afterTimeStep: user.twoFactorLastStep } : {}),
  });
  // The functional API answers HOTP's result type too; a TOTP check always carries its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  return advanceLastStep(db, user.id, user.twoFactorSecret, result.timeStep);
}

/** An unused recovery code of the account: deleted as it is accepted, so it never works twice. */
export async function acceptRecoveryCode(db: Executor, serverKey: string, user: User, code: string): Promise<boolean> {
  const codeHash = hashRecoveryCode(serverKey, code);
  if (!codeHash) return false;
  const [row] = await db
    .delete(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, user.id), eq(twoFactorRecoveryCodes.codeHash, codeHash)))
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return !!row;
}
