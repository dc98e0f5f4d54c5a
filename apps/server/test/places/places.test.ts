import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function places(q: string) {
  const res = await t.request({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().places as { label: string; kind: string; state: string }[];
}

describe('GET /api/places', () => {
  it('suggests the biggest cities first for the start of a name', async () => {
    const list = await places('Aus');
    expect(list[0]).toEqual({ label: 'Austin, TX', kind: 'city', state: 'TX' });
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list.every((p) => p.kind === 'city' && p.label.toLowerCase().startsWith('aus'))).toBe(true);
  });

  it('offers states whose name starts with the text before the cities', async () => {
    const list = await places('tex');
    expect(list[0]).toEqual({ label: 'Texas', kind: 'state', state: 'TX' });
    const newList = await places('new y');
    expect(newList.slice(0, 2)).toEqual([
      { label: 'New York', kind: 'state', state: 'NY' },
      { label: 'New York, NY', kind: 'city', state: 'NY' },
    ]);
  });

  it("narrows 'City, ST' and 'City ST' to the state", async () => {
    expect((await places('Portland, M'))[0]).toEqual({ label: 'Portland, ME', kind: 'city', state: 'ME' });
    expect((await places('portland me'))[0]).toEqual({ label: 'Portland, ME', kind: 'city', state: 'ME' });
    expect((await places('Austin, TX')).map((p) => p.label)).toEqual(['Austin, TX']);
  });

  it('suggests ZIP codes for digits, with their city', async () => {
    expect(await places('78701')).toEqual([{ label: '78701 (Austin, TX)', kind: 'zip', state: 'TX' }]);
    const list = await places('787');
    expect(list).toHaveLength(8);
    expect(list.every((p) => p.kind === 'zip' && p.label.startsWith('787') && p.state === 'TX')).toBe(true);
  });

  it('spells out St. and Ft. as the dataset does', async () => {
    expect((await places('St. Lou')).map((p) => p.label)).toContain('Saint Louis, MO');
  });

  it('only knows the 50 states and DC, and nothing for one character or nonsense', async () => {
    expect(await places('San Juan, PR')).toEqual([]);
    expect(await places('a')).toEqual([]);
    expect(await places('')).toEqual([]);
    expect(await places('zzqx')).toEqual([]);
  });

  it('never offers unique-company ZIP names as cities', async () => {
    const list = await places('Shell Oil');
    expect(list).toEqual([]);
  });

  it('refuses a text over 100 characters', async () => {
    const res = await t.request({ method: 'GET', url: `/api/places?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Search text must not exceed 100 characters' });
  });

  it('lets browsers keep the answer for an hour', async () => {
    const res = await t.request({ method: 'GET', url: '/api/places?q=Den' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
