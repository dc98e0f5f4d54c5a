import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDirectoryCache } from '../../src/lib/directory-changes.ts';
import { AnswerCache } from '../../src/modules/directory/answer-cache.ts';
import { createMxpert, signIn } from '../helpers/factories.ts';
import { FRESH_PROFILE, signedInProfessional } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe('the directory answer cache (DIRECTORY_CACHE_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { directoryCacheMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (query: string) =>
    (await t.request({ method: 'GET', url: `/api/public/mxperts?${query}` })).json().data.totalCount as number;

  it('reuses an answer until it expires or the cache is cleared', async () => {
    await createMxpert(t.db, { serviceAreas: ['VT'] });
    expect(await count('states=VT')).toBe(1);
    await createMxpert(t.db, { serviceAreas: ['VT'] });
    expect(await count('states=VT')).toBe(1);
    // Another search (or list order) is another entry; the same search in another order is not.
    expect(await count('states=VT&loanTypes=fha,conventional')).toBe(2);
    await createMxpert(t.db, { serviceAreas: ['VT'] });
    expect(await count('loanTypes=conventional,fha&states=vt')).toBe(2);

    clearDirectoryCache(t.app.ctx);
    expect(await count('states=VT')).toBe(3);
  });

  it('is emptied by a change to a listed profile and by nothing else', async () => {
    const listed = await createMxpert(t.db, { serviceAreas: ['WY'] });
    expect(await count('states=WY')).toBe(1);
    // A second listed profile, written behind the cache's back: the cached count stays until a clear.
    await createMxpert(t.db, { serviceAreas: ['WY'] });

    // A professional who is not listed saves onboarding steps and edits nothing the public sees.
    const pending = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 3 });
    const services = await t.request({
      method: 'POST',
      url: '/api/onboarding/services',
      cookie: pending.cookie,
      body: { stateLicenses: ['WY'], loanTypes: ['fha'], mortgageTypes: ['purchase'] },
    });
    expect(services.statusCode).toBe(200);
    expect(await count('states=WY')).toBe(1);

    // The listed professional edits their profile: the directory shows the change at once.
    const cookie = await signIn(t, listed.user.email);
    const edit = await t.request({
      method: 'PATCH',
      url: '/api/mxpert/profile',
      cookie,
      body: { yearsExperience: 9 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await count('states=WY')).toBe(2);
  });
});

describe('AnswerCache', () => {
  it('shares one load between concurrent misses of a key', async () => {
    const cache = new AnswerCache<number>(60_000, 10);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new AnswerCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep a value loaded across a clear, and loads every time with a ttl of 0', async () => {
    const cache = new AnswerCache<string>(60_000, 10);
    const slow = cache.get('k', () => new Promise((r) => setTimeout(() => r('old'), 20)));
    cache.clear();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');

    const off = new AnswerCache<number>(0, 10);
    let n = 0;
    await off.get('k', async () => ++n);
    await off.get('k', async () => ++n);
    expect(n).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new AnswerCache<string>(60_000, 10);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
