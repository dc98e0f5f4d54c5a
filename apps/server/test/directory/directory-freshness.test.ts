import { describe, expect, it } from 'vitest';
import { createMxpert, createUser, signIn, TEST_PASSWORD } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** With the answer cache on (as in production), changes still show in the directory at once. */
const t = useTestApp({ config: { directoryCacheMs: 60_000 } });

const cxidsIn = async (state: string) => {
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts?states=${state}&limit=50` });
  expect(res.statusCode).toBe(200);
  return (res.json().data.mxperts as { cxid: string; companyName: string }[]).map((m) => `${m.cxid}:${m.companyName}`);
};

/** A professional's new company name, held for an admin's review. */
const renameCompany = (cookie: string, nmlsId: string, companyName: string) =>
  t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie, body: { companyName, nmlsId } });

/** A new admin approves the held profile change. */
async function approveAsNewAdmin(changeId: string) {
  const admin = await createUser(t.db, 'ADMIN');
  return t.request({
    method: 'POST',
    url: `/api/admin/profile-changes/${changeId}/approve`,
    cookie: await signIn(t, admin.email),
  });
}

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

  it('shows a professional own edit at once, and a new company name as soon as an admin approves it', async () => {
    const { user, profile } = await createMxpert(t.db, { serviceAreas: ['VT'], companyName: 'Old Name Lending' });
    expect(await cxidsIn('VT')).toEqual([`${profile.cxid}:Old Name Lending`]);
    const cookie = await signIn(t, user.email, TEST_PASSWORD);
    const moved = await t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie, body: { serviceAreas: ['VT', 'NH'] } });
    expect(moved.statusCode).toBe(200);
    expect(await cxidsIn('NH')).toEqual([`${profile.cxid}:Old Name Lending`]);

    const edit = await renameCompany(cookie, profile.nmlsId, 'New Name Lending');
    expect(edit.statusCode).toBe(200);
    // Held for review (decision 062): the directory keeps the approved name until an admin approves.
    expect(await cxidsIn('VT')).toEqual([`${profile.cxid}:Old Name Lending`]);
    expect((await approveAsNewAdmin(edit.json().data.pendingChange.id)).statusCode).toBe(200);
    expect(await cxidsIn('VT')).toEqual([`${profile.cxid}:New Name Lending`]);
  });

  it('finds a professional by a new company name as soon as an admin approves it, and no longer by the old one', async () => {
    const { user, profile } = await createMxpert(t.db, { serviceAreas: ['OR'], companyName: 'Vermont Maple Loans' });
    const byName = async (search: string) => {
      const res = await t.request({ method: 'GET', url: `/api/public/mxperts?search=${encodeURIComponent(search)}&limit=1` });
      const { data } = res.json();
      return { nameMatches: data.nameMatches, first: data.mxperts[0]?.cxid ?? null };
    };
    expect(await byName('Vermont')).toEqual({ nameMatches: 1, first: profile.cxid });
    expect((await byName('Golden Gate')).nameMatches).toBe(0);
    const cookie = await signIn(t, user.email, TEST_PASSWORD);
    const edit = await renameCompany(cookie, profile.nmlsId, 'Golden Gate Home Lending');
    expect(edit.statusCode).toBe(200);
    expect((await approveAsNewAdmin(edit.json().data.pendingChange.id)).statusCode).toBe(200);
    expect(await byName('Golden Gate')).toEqual({ nameMatches: 1, first: profile.cxid });
    expect((await byName('Vermont')).nameMatches).toBe(0);
  });

  it('drops a suspended professional at once and lists them again on reinstatement', async () => {
    const { profile } = await createMxpert(t.db, { serviceAreas: ['ND'], companyName: 'Dakota Loans' });
    expect(await cxidsIn('ND')).toEqual([`${profile.cxid}:Dakota Loans`]);
    const admin = await createUser(t.db, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const suspend = await t.request({
      method: 'POST',
      url: `/api/admin/mxperts/${profile.id}/suspend`,
      cookie,
      body: { reason: 'License under investigation' },
    });
    expect(suspend.statusCode).toBe(200);
    expect(await cxidsIn('ND')).toEqual([]);
    const back = await t.request({ method: 'POST', url: `/api/admin/mxperts/${profile.id}/reinstate`, cookie });
    expect(back.statusCode).toBe(200);
    expect(await cxidsIn('ND')).toEqual([`${profile.cxid}:Dakota Loans`]);
  });
});
