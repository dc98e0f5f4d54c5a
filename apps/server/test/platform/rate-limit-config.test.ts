import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_RATE_LIMITS,
  formatRateLimit,
  loadConfig,
  type RateLimits,
  rateLimitEnvName,
} from '../../src/config.ts';

const KEYS = Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[];
const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

describe('rate limits from the environment', () => {
  it('names one variable per limit', () => {
    expect(rateLimitEnvName('submissionsPerIp')).toBe('RATE_LIMIT_SUBMISSIONS_PER_IP');
    expect(rateLimitEnvName('submissionsPerIpPerMxpert')).toBe('RATE_LIMIT_SUBMISSIONS_PER_IP_PER_MXPERT');
    expect(new Set(KEYS.map(rateLimitEnvName)).size).toBe(KEYS.length);
  });

  it.each(KEYS)('sets %s as max/window-seconds and keeps the others at their defaults', (key) => {
    const config = loadConfig({ NODE_ENV: 'test', [rateLimitEnvName(key)]: '7/120' });
    expect(config.rateLimits[key]).toEqual({ max: 7, windowMs: 120_000 });
    for (const other of KEYS.filter((k) => k !== key)) expect(config.rateLimits[other]).toEqual(DEFAULT_RATE_LIMITS[other]);
  });

  it.each([
    ['10', 'must be max/window-seconds, e.g. 10/900'],
    ['ten/900', 'must be max/window-seconds, e.g. 10/900'],
    ['10/15m', 'must be max/window-seconds, e.g. 10/900'],
    ['-1/900', 'must be max/window-seconds, e.g. 10/900'],
    ['0/900', 'must allow at least 1 per window of at least 1 second'],
    ['10/0', 'must allow at least 1 per window of at least 1 second'],
    ['10/999999', 'must have a window of at most 604800 seconds (7 days)'],
  ])('stops at start-up on %s with a clear line', (value, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: value })).toThrow(`RATE_LIMIT_LOGIN: ${message}`);
  });

  it.each(KEYS)('has a README Configuration row for %s with its default', (key) => {
    const row = README.split('\n').find((line) => line.startsWith(`| \`${rateLimitEnvName(key)}\``));
    expect(row, `README.md: no Configuration row for ${rateLimitEnvName(key)}`).toBeDefined();
    expect(row).toContain(`\`${formatRateLimit(DEFAULT_RATE_LIMITS[key])}\``);
  });
});
