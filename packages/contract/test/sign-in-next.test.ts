import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths, safeSignInNext, signInReturningTo, signsInDirectly, withSignInNext } from '../src/paths.ts';

describe('safeSignInNext: where sign-in may return to, a same-site page only', () => {
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
    paths.conversation.consumerMessage('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'),
    paths.conversation.consumerRequest('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'),
    paths.conversation.mxpertMessage('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'),
    paths.conversation.mxpertCopRequest('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'),
    paths.mxpertPlan('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'),
    paths.consumer.plans,
    paths.consumer.settings,
    paths.mxpert.settings,
    paths.admin.users,
    `${paths.mxpert.messages}?tab=closed&page=2&search=ann%20lee`,
  ])('accepts the signed-in page %s', (next) => {
    expect(safeSignInNext(next)).toBe(next);
  });

  it.each([
    ['a plan path with more after it', '/consumer/plans/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b/more'],
    ['an unknown page of a signed-in area', '/consumer/nowhere'],
    ['the sign-in page itself', '/signin'],
    ['sign-in returning to itself', '/signin?next=/signin'],
    ['a public page', '/mortgageexperts'],
    ['the home page', '/'],
    ['a dot segment', '/consumer/./settings'],
    ['a tab character', '/consumer/settings\t'],
    ['a space', '/consumer/ settings'],
    ['a backslash inside', '/consumer\\settings'],
    ['a backslash in the query', '/consumer/settings?x=\\evil.example'],
    ['a very long address', `/consumer/settings?search=${'a'.repeat(400)}`],
    ['a scheme written in capitals', 'JAVASCRIPT:alert(1)'],
    ['a scheme after a slash', '/javascript:alert(1)'],
    ['a plan behind an absolute URL', 'https://evil.example/consumer/plans/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'],
    ['an absolute URL', 'https://evil.example/xperts/tx/CX12345678'],
    ['a protocol-relative URL', '//evil.example/xperts/tx/CX12345678'],
    ['a backslash (browsers read /\\ as //)', '/\\evil.example/xperts/tx/CX1'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
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

  it('refuses every address that does not start with one slash, or that holds a control character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const next = safeSignInNext(text);
        if (next === null) return;
        expect(next.startsWith('/')).toBe(true);
        expect(next[1]).not.toBe('/');
        expect([...next].every((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)).toBe(true);
        expect(next).not.toMatch(/[\\#:]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets an address it accepts leave the site', () => {
    const base = 'https://mortgagexperts.example';
    const piece = fc.constantFrom(
      '/',
      '//',
      '/\\',
      '\\',
      'evil.example',
      'http:',
      '@',
      '%2F',
      '%5C',
      '..',
      '.',
      ':',
      '?',
      '#',
      'consumer',
      'settings',
      'xperts',
      'tx',
      'CX1',
      '\t',
      '\n',
      ' ',
      'mxpert',
      'messages',
      'x=1',
      '&',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const next = safeSignInNext(pieces.join(''));
        if (next === null) return;
        expect(new URL(next, base).origin).toBe(base);
        expect(new URL(next, base).pathname).toBe(next.split('?')[0]);
      }),
      { numRuns: 3000 },
    );
  });

  it('carries a safe page through the pages on the way to signing in, and drops any other', () => {
    const thread = paths.conversation.consumerMessage('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b');
    const created = new URL(withSignInNext(paths.verifyEmail, thread), 'https://mortgagexperts.example');
    expect(created.pathname).toBe(paths.verifyEmail);
    expect(safeSignInNext(created.searchParams.get('next'))).toBe(thread);
    expect(withSignInNext(paths.createAccount, '//evil.example')).toBe(paths.createAccount);
    expect(withSignInNext(paths.createAccount, null)).toBe(paths.createAccount);
  });

  it('sends a signed-out reader of a client’s plan straight to sign-in, and shows other pages the guard screen', () => {
    expect(signsInDirectly(paths.consumerPlan('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'))).toBe(true);
    expect(signsInDirectly(paths.conversation.consumerMessage('0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b'))).toBe(false);
    expect(signsInDirectly(paths.consumer.plans)).toBe(false);
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
