import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMxpert, createUser, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** With the answer cache on (as in production), changes still show in the directory at once. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { directoryCacheMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

const cxidsIn = async (state: string) => {
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts?states=${state}&limit=50` });
  expect(res.statusCode).toBe(200);
  return (res.json().data.mxperts as { cxid: string; companyName: string }[]).map((m) => `${m.cxid}:${m.companyName}`);
};

describe('the cached directory', () => {
  it('lists a professional as soon as an admin approves them', async () => {
    const { profile } = await createMxpert(t.db, { approvalStatus: 'pending', serviceAreas: ['WY'], companyName: 'Prairie Co' });
    expect(await cxidsIn('WY')).toEqual([]);
    const admin = await createUser(t.db, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const approve = await t.request({ method: 'POST', url: `/api/admin/mxperts/${profile.id}/approve`, cookie });
    expect(approve.statusCode).toBe(200);
    expect(await cxidsIn('WY')).toEqual([`${profile.cxid}:Prairie Co`]);
  });

  it('shows a professional own edit at once', async () => {
    const { user, profile } = await createMxpert(t.db, { serviceAreas: ['VT'], companyName: 'Old Name Lending' });
    expect(await cxidsIn('VT')).toEqual([`${profile.cxid}:Old Name Lending`]);
    const cookie = await signIn(t, user.email, TEST_PASSWORD);
    const edit = await t.request({
      method: 'PATCH',
      url: '/api/mxpert/profile',
      cookie,
      body: { companyName: 'New Name Lending', nmlsId: profile.nmlsId },
    });
    expect(edit.statusCode).toBe(200);
    expect(await cxidsIn('VT')).toEqual([`${profile.cxid}:New Name Lending`]);
  });
});
