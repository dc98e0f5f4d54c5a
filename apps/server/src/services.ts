import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { memoryRateLimitStore, RateLimiter, redisRateLimitStore } from './lib/rate-limiter.ts';
import type { MailTransport } from './modules/mail/outbox.ts';
import { devMailboxTransport, smtpTransport } from './modules/mail/transport.ts';

/** Rate limits in this process, or in Redis (REDIS_URL) when several instances share them. */
export function createRateLimiter(config: Config): RateLimiter {
  if (!config.redisUrl) return new RateLimiter(memoryRateLimitStore());
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return new RateLimiter(redisRateLimitStore(redis));
}

export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devMailboxTransport;
}
