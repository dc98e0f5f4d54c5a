import { describe, expect, it } from 'vitest';
import { paths, safeSignInNext, signInReturningTo } from '../src/paths.ts';

describe('safeSignInNext: where sign-in may return to', () => {
  it.each([
    '/xperts/tx/CX12345678',
    '/xperts/all/CX12345678',
    '/xperts/tx/CX12345678?review=1',
    '/xperts/TX/CXABCDEF12?review=1',
  ])('accepts the public profile %s', (next) => {
    expect(safeSignInNext(next)).toBe(next);
  });

  it('accepts a client’s plan as its e-mail and bell link to it', () => {
    const plan = paths.consumerPlan('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b');
    expect(safeSignInNext(plan)).toBe(plan);
    const url = new URL(signInReturningTo(plan), 'https://mortgagexperts.example');
    expect(safeSignInNext(url.searchParams.get('next'))).toBe(plan);
  });

  it.each([
    ['the list of plans', '/consumer/plans'],
    ['a plan id that is not a UUID', '/consumer/plans/not-a-plan'],
    ['a plan with a query', '/consumer/plans/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b?x=1'],
    ['a plan path with more after it', '/consumer/plans/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b/more'],
    ['a plan behind an absolute URL', 'https://evil.example/consumer/plans/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'],
    ['an absolute URL', 'https://evil.example/xperts/tx/CX12345678'],
    ['a protocol-relative URL', '//evil.example/xperts/tx/CX12345678'],
    ['a backslash (browsers read /\\ as //)', '/\\evil.example/xperts/tx/CX1'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another page of the site', '/consumer/dashboard'],
    ['the admin area', '/admin/users'],
    ['a path that leaves the profile', '/xperts/tx/../../admin/users'],
    ['an encoded slash', '/xperts/tx/CX1%2F..%2Fadmin'],
    ['an encoded protocol-relative start', '/%2F%2Fevil.example'],
    ['a profile with another query', '/xperts/tx/CX12345678?review=1&next=//evil.example'],
    ['a profile with a fragment', '/xperts/tx/CX12345678#x'],
    ['a trailing line break', '/xperts/tx/CX12345678\n'],
    ['a relative path without the leading slash', 'xperts/tx/CX12345678'],
    ['a deeper path', '/xperts/tx/CX12345678/more'],
    ['an empty value', ''],
  ])('refuses %s', (_what, next) => {
    expect(safeSignInNext(next)).toBeNull();
  });

  it('refuses no value at all', () => {
    expect(safeSignInNext(null)).toBeNull();
    expect(safeSignInNext(undefined)).toBeNull();
  });

  it('builds the sign-in address that returns to a profile, and plain sign-in for anything else', () => {
    expect(signInReturningTo('/xperts/tx/CX12345678?review=1')).toBe(
      `${paths.signIn}?next=%2Fxperts%2Ftx%2FCX12345678%3Freview%3D1`,
    );
    expect(signInReturningTo('https://evil.example/')).toBe(paths.signIn);
    // What the sign-in page reads back from its address is the same path.
    const url = new URL(signInReturningTo('/xperts/all/CX12345678?review=1'), 'https://mortgagexperts.example');
    expect(safeSignInNext(url.searchParams.get('next'))).toBe('/xperts/all/CX12345678?review=1');
  });
});
