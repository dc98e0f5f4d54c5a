import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a secret: a stolen table gives no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
