import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/lib/logger.ts';

describe('secrets in logged URLs', () => {
  it.each([
    ['/api/auth/verify-email?token=abc123', '/api/auth/verify-email?token=[redacted]'],
    ['/reset-password?x=1&token=abc&y=2', '/reset-password?x=1&token=[redacted]&y=2'],
    ['/api/auth/verify-email?%74oken=abc123', '/api/auth/verify-email?%74oken=[redacted]'],
    ['/api/auth/verify-email?TOKEN=abc', '/api/auth/verify-email?TOKEN=[redacted]'],
    ['/x?pass%77ord=hunter2#top', '/x?pass%77ord=[redacted]#top'],
    ['/x?token', '/x?token=[redacted]'],
    ['/x?tokens=keep&notoken=keep', '/x?tokens=keep&notoken=keep'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
    ['/plain/path', '/plain/path'],
  ])('logs %j as %j', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
