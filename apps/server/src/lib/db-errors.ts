/** The error chain of a failed query: drivers and Drizzle wrap the original in `cause`. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** True for a PostgreSQL unique violation (23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '23505') return true;
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * True when the database cannot be reached (down, restarting, out of connections): the request is
 * answered 503 so clients and load balancers retry, instead of a 500 that reads like a bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((p) => p.test(e.message as string))) return true;
  }
  return false;
}
