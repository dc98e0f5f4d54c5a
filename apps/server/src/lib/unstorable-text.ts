/**
 * Text the database cannot keep: a NUL character (PostgreSQL text cannot hold one) or a lone
 * surrogate, half of a character that is no Unicode text at all (a JSON column refuses it, a text
 * column would silently turn it into U+FFFD). No field of the product takes either.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether a string anywhere in a parsed value (keys included) holds text the database cannot keep. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => unstorable(key) || hasUnstorableText(item, depth + 1));
}
