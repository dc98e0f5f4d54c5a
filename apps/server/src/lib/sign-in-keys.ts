import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys derived from TWO_FACTOR_KEY (docs/decisions/075), one per use, so a value made for one use
 * never passes for another: encrypting TOTP secrets, hashing recovery codes, signing cookies.
 */
export type KeyUse = 'totp-secret' | 'recovery-code' | 'pending-sign-in' | 'remembered-browser' | 'device';

const derived = new Map<string, Buffer>();

function keyFor(serverKey: string, use: KeyUse): Buffer {
  const id = `${use}\u0000${serverKey}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverKey, 'mortgagexperts-sign-in', use, 32));
    derived.set(id, key);
  }
  return key;
}

/** HMAC-SHA256 of the parts (joined with a separator no part holds), base64url. */
export function signParts(serverKey: string, use: KeyUse, parts: readonly string[]): string {
  return createHmac('sha256', keyFor(serverKey, use)).update(parts.join('\u0000')).digest('base64url');
}

/** Compares a signature in constant time. */
export function isSignatureOf(serverKey: string, use: KeyUse, parts: readonly string[], signature: string): boolean {
  const expected = Buffer.from(signParts(serverKey, use, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * AES-256-GCM with the account's id as associated data: a ciphertext copied to another account's
 * row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function encryptSecret(serverKey: string, plaintext: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverKey, 'totp-secret'), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plaintext, or null when the value was not made by encryptSecret with this key for this account. */
export function decryptSecret(serverKey: string, stored: string, boundTo: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverKey, 'totp-secret'), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
