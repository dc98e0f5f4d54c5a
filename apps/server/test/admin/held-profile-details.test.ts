import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mxpertProfiles } from '../../src/db/schema.ts';
import { createMxpert, signedInAs, signIn } from '../helpers/factories.ts';
import { pngImage, postMultipart } from '../helpers/images.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs(t, 'ADMIN');
});

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
const post = (url: string, body?: unknown) => t.request({ method: 'POST', url, cookie: admin.cookie, body });
const savedRow = async (id: string) => (await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, id)))[0];
const publicProfile = async (cxid: string) => (await get(`/api/public/mxperts/all/${cxid}`)).json().data;
/** Whether the storage still holds an image: an admin opens held and public ones alike. */
const exists = async (path: string) => (await get(path, admin.cookie)).statusCode === 200;

/** An approved professional with a public photo and logo, signed in. */
async function approvedWithImages() {
  const { user, profile } = await createMxpert(t.db, {
    companyName: 'Steady Harbor Lending',
    companyAddress: '1 Old Street, Austin, TX',
    companyWebAddress: 'https://steady.example',
  });
  const cookie = await signIn(t, user.email);
  // Photo and logo saved while under review (not yet approved) go public at once, as before.
  await t.db.execute(
    sql`update mxpert_profiles set approval_status = 'pending', onboard_completed = false where id = ${profile.id}`,
  );
  const photo = await postMultipart(t, '/api/onboarding/personal', {
    cookie,
    fields: { fullName: profile.fullName ?? 'Pat Lee', aboutMe: 'I help buyers.', languages: JSON.stringify(['english']) },
    files: [{ field: 'photo', data: await pngImage() }],
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const logo = await postMultipart(t, '/api/onboarding/company', {
    cookie,
    fields: {
      companyName: 'Steady Harbor Lending',
      companyAddress: '1 Old Street, Austin, TX',
      companyWebAddress: 'https://steady.example',
      nmlsId: profile.nmlsId,
      yearsExperience: '12',
      scoresOptimized: '300',
    },
    files: [{ field: 'companyLogo', data: await pngImage() }],
  });
  expect(logo.statusCode, logo.body).toBe(200);
  await t.db.execute(
    sql`update mxpert_profiles set approval_status = 'approved', onboard_completed = true where id = ${profile.id}`,
  );
  const before = (await get('/api/mxpert/profile', cookie)).json().data;
  expect(before.photo).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.png$/);
  expect(before.companyLogo).toMatch(/^\/uploads\/companies\/[a-f0-9]{32}\.png$/);
  return { user, profile, cookie, before };
}

describe('an approved professional’s photo, logo, company address and website wait for an admin', () => {
  it('keeps a new photo private until approved: the public sees the approved one, only admins the held one', async () => {
    const pro = await approvedWithImages();
    const res = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro.cookie,
      fields: { fullName: pro.before.fullName, aboutMe: 'I help buyers.', languages: JSON.stringify(['english']) },
      files: [{ field: 'photo', data: await pngImage(80, 80) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = (await get('/api/mxpert/profile', pro.cookie)).json().data;
    expect(own.photo).toBe(pro.before.photo);
    const held = own.pendingChange.newValues.photo as string;
    expect(held).toMatch(/^\/uploads\/held\/profiles\/[a-f0-9]{32}\.png$/);
    expect((await publicProfile(pro.profile.cxid)).photo).toBe(pro.before.photo);

    // Only an admin opens the held image, and nothing caches it.
    expect((await get(held)).statusCode).toBe(404);
    expect((await get(held, pro.cookie)).statusCode).toBe(404);
    const seen = await get(held, admin.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await get(held.replace('/held/', '/'))).statusCode).toBe(404);
    // An admin without two-factor sign-in is refused, as on every admin route.
    const unprotected = await signedInAs(t, 'ADMIN', { twoFactorExempt: false });
    expect((await get(held, unprotected.cookie)).statusCode).toBe(404);

    const change = (await get('/api/admin/profile-changes', admin.cookie))
      .json()
      .data.changes.find((c: { mxpertProfileId: string }) => c.mxpertProfileId === pro.profile.id);
    expect(change).toMatchObject({ oldValues: { photo: pro.before.photo }, newValues: { photo: held } });
    expect((await post(`/api/admin/profile-changes/${change.id}/approve`)).statusCode).toBe(200);

    const published = held.replace('/held/', '/');
    expect((await publicProfile(pro.profile.cxid)).photo).toBe(published);
    expect((await get(published)).statusCode).toBe(200);
    expect(await exists(held)).toBe(false);
    expect(await exists(pro.before.photo)).toBe(false);
  });

  it('holds a new logo, company address and website; a decline keeps the approved ones and deletes the held logo', async () => {
    const pro = await approvedWithImages();
    const res = await postMultipart(t, '/api/onboarding/company', {
      cookie: pro.cookie,
      fields: {
        companyName: 'Steady Harbor Lending',
        companyAddress: '9 Lookalike Road, Dallas, TX',
        companyWebAddress: 'https://lookalike.example',
        nmlsId: pro.profile.nmlsId,
        yearsExperience: '12',
        scoresOptimized: '300',
      },
      files: [{ field: 'companyLogo', data: await pngImage(90, 90) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await publicProfile(pro.profile.cxid);
    expect(shown).toMatchObject({
      companyAddress: '1 Old Street, Austin, TX',
      companyLogo: pro.before.companyLogo,
    });
    const own = (await get('/api/mxpert/profile', pro.cookie)).json().data;
    expect(own.pendingChange.newValues).toMatchObject({
      companyAddress: '9 Lookalike Road, Dallas, TX',
      companyWebAddress: 'https://lookalike.example/',
    });
    const logo = own.pendingChange.newValues.companyLogo as string;
    expect(logo).toMatch(/^\/uploads\/held\/companies\/[a-f0-9]{32}\.png$/);
    expect((await get(logo)).statusCode).toBe(404);

    const declined = await post(`/api/admin/profile-changes/${own.pendingChange.id}/decline`, {
      reason: 'That address belongs to another company',
    });
    expect(declined.statusCode).toBe(200);
    expect(await publicProfile(pro.profile.cxid)).toMatchObject({
      companyAddress: '1 Old Street, Austin, TX',
      companyLogo: pro.before.companyLogo,
    });
    expect(await exists(logo)).toBe(false);
    expect(await savedRow(pro.profile.id)).toMatchObject({
      companyAddress: '1 Old Street, Austin, TX',
      companyWebAddress: 'https://steady.example/',
    });
    expect((await get(pro.before.companyLogo)).statusCode).toBe(200);
  });

  it('holds a company address or website edited on the profile page', async () => {
    const pro = await approvedWithImages();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/mxpert/profile',
      cookie: pro.cookie,
      body: { companyWebAddress: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyWebAddress: 'https://steady.example/',
      pendingChange: { newValues: { companyWebAddress: 'https://elsewhere.example/' } },
    });
    expect((await savedRow(pro.profile.id))?.companyWebAddress).toBe('https://steady.example/');
  });
});
