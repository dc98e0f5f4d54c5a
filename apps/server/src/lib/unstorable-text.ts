/**
 * Text the database cannot keep: a NUL character (PostgreSQL text cannot hold one) or a lone
 * surrogate, half of a character that is no Unicode text at all (a JSON column refuses it, a text
 * column would silently turn it into U+FFFD). No field of the product takes either.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string anywhere in a parsed value (keys included) holds text the database cannot keep. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1));
}
