import { TEXT } from '@mx/contract';
import type { Redis } from 'ioredis';
import type { RateLimit } from '../config.ts';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters. In one process a Map is enough; several instances share Redis
 * (REDIS_URL) so a limit holds across all of them.
 */
export interface RateLimitStore {
  /** Adds one hit to the key's window; answers the count so far and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The key's count so far and the ms until it resets, without adding a hit. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  /** Forgets the key's window: its next hit counts from one again. */
  reset(key: string): Promise<void>;
  /** Takes back one hit of the key's current window (never below zero; nothing once the window ended). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async peek(key) {
      const w = windows.get(key);
      const now = Date.now();
      return w && w.resetAt > now ? { count: w.count, resetMs: w.resetAt - now } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > Date.now() && w.count > 0) w.count--;
    },
    async close() {
      windows.clear();
    },
  };
}

/** Decrements a live counter only: an ended window must not come back as a key without expiry. */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1]))
if n and n > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

export function redisRateLimitStore(redis: Redis, prefix = 'mx:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const result = await redis.multi().get(k).pttl(k).exec();
      const ttl = Number(result?.[1]?.[1] ?? 0);
      return { count: Number(result?.[0]?.[1] ?? 0), resetMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

function tooMany(resetMs: number, message: string = TEXT.tooManyRequests): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, {
    'retry-after': String(Math.max(1, Math.ceil(resetMs / 1000))),
  });
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /**
   * Counts one attempt; throws 429 with Retry-After once the key has used its limit, with the
   * general sentence or one that says which limit was reached.
   */
  async consume(key: string, limit: RateLimit, message?: string): Promise<void> {
    const { count, resetMs } = await this.store.hit(key, limit.windowMs);
    if (count > limit.max) throw tooMany(resetMs, message);
  }

  /** Throws 429 with Retry-After when the key has used its limit already; counts nothing. */
  async check(key: string, limit: RateLimit): Promise<void> {
    const { count, resetMs } = await this.store.peek(key);
    if (count >= limit.max) throw tooMany(resetMs);
  }

  /** Counts one attempt; answers false, without an error, once the key has used its limit. */
  async allow(key: string, limit: RateLimit): Promise<boolean> {
    const { count } = await this.store.hit(key, limit.windowMs);
    return count <= limit.max;
  }

  /** Starts the key's count afresh (the owner proved who they are). */
  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  /**
   * Counts one attempt like consume and answers how to take it back, for work that may still be
   * refused or fail after the check: what is not done uses no capacity.
   */
  async take(key: string, limit: RateLimit, message?: string): Promise<() => Promise<void>> {
    const release = () => this.store.release(key);
    try {
      await this.consume(key, limit, message);
    } catch (err) {
      await release();
      throw err;
    }
    return release;
  }

  /** Runs work counted against the key's limit (429 once used up); refused or failed work uses none of it. */
  async within<T>(key: string, limit: RateLimit, message: string, work: () => Promise<T>): Promise<T> {
    const release = await this.take(key, limit, message);
    try {
      return await work();
    } catch (err) {
      await release();
      throw err;
    }
  }

  /** Counts one event and answers how many the key has had in this window; refuses nothing. */
  async count(key: string, windowMs: number): Promise<number> {
    return (await this.store.hit(key, windowMs)).count;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
