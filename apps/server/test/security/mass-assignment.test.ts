import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, leads, mxpertProfiles, notifications, users } from '../../src/db/schema.ts';
import {
  createCopRequest,
  createMessage,
  createMxpert,
  createUser,
  findUser,
  guestMessageBody,
  signIn,
  tokenFromEmail,
  uniqueEmail,
} from '../helpers/factories.ts';
import { postMultipart } from '../helpers/images.ts';
import { profileRow, signedInProfessional, UNDER_REVIEW } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createNotification, createVisitors, type Visitors } from './visitors.ts';

/**
 * Mass assignment: every write route that takes a body, sent the columns a caller must never set
 * (role, approval, onboarding state, ids, ownership, account state) under their API and their
 * database names. The stored rows keep their proper values; PATCH of the profile refuses unknown
 * fields outright (400), every other route ignores them.
 */

let t: TestApp;
let v: Visitors;
const planted = new Date('2020-01-01T00:00:00Z').toISOString();

/** What an attacker adds; a route's own fields are spread over it, so only the foreign ones remain. */
function extras(): Record<string, unknown> {
  const otherUser = v.proB.user.id;
  const otherProfile = v.proB.profile.id;
  return {
    id: randomUUID(),
    role: 'ADMIN',
    approvalStatus: 'approved',
    approval_status: 'approved',
    approvedAt: planted,
    approved_at: planted,
    rejectionReason: 'planted',
    rejection_reason: 'planted',
    onboardCompleted: true,
    onboard_completed: true,
    currentStep: 4,
    current_step: 4,
    consentConfirmed: true,
    consent_confirmed: true,
    cxid: 'CX-PLANTED',
    email: 'planted@example.com',
    userId: otherUser,
    user_id: otherUser,
    mxpertProfileId: otherProfile,
    mxpert_profile_id: otherProfile,
    consumerUserId: otherUser,
    consumer_user_id: otherUser,
    isActive: false,
    is_active: false,
    emailVerified: true,
    emailVerifiedAt: planted,
    email_verified_at: planted,
    passwordHash: 'planted',
    password_hash: 'planted',
    status: 'closed',
    mxpertNotes: 'planted',
    mxpert_notes: 'planted',
    idempotencyKey: 'planted-key-0001',
    idempotency_key: 'planted-key-0001',
    isRead: true,
    is_read: true,
    createdAt: planted,
    created_at: planted,
  };
}

/** Multipart forms take at most 20 fields: as many foreign ones as fit beside the form's own, most important first. */
const MULTIPART_EXTRAS = [
  'id',
  'role',
  'approvalStatus',
  'approval_status',
  'onboardCompleted',
  'onboard_completed',
  'currentStep',
  'cxid',
  'email',
  'userId',
  'user_id',
  'mxpertProfileId',
  'isActive',
  'emailVerified',
  'approvedAt',
  'consentConfirmed',
] as const;
const extraFields = (own: Record<string, string>) => {
  const all = extras();
  const room = MULTIPART_EXTRAS.slice(0, 20 - Object.keys(own).length);
  return { ...Object.fromEntries(room.map((k) => [k, String(all[k])])), ...own };
};

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const profileOfUser = async (userId: string) =>
  (await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, userId)))[0];
const messageRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const copRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];

let otherBefore: { user: unknown; profile: unknown };
beforeAll(async () => {
  t = await buildTestApp();
  v = await createVisitors(t);
  otherBefore = { user: await userRow(v.proB.user.id), profile: await profileOfUser(v.proB.user.id) };
});
afterAll(async () => {
  await t.close();
});

describe('the account routes', () => {
  it('creates an unverified, active professional under review whatever else is sent', async () => {
    const email = uniqueEmail('signup');
    const sent = extras();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { ...sent, firstName: 'Jordan', lastName: 'Avery', email, password: 'Sunny-Harbor-42', nmlsId: '7654321' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = await findUser(t.db, email);
    expect(user).toMatchObject({ role: 'MXPERT', isActive: true, emailVerifiedAt: null, name: 'Jordan Avery' });
    expect(user?.id).not.toBe(sent.id);
    expect(user?.passwordHash).not.toBe('planted');
    expect(user?.createdAt.toISOString()).not.toBe(planted);
    const profile = await profileOfUser(user?.id ?? '');
    expect(profile).toMatchObject({
      approvalStatus: 'pending',
      approvedAt: null,
      rejectionReason: null,
      onboardCompleted: false,
      currentStep: 1,
      consentConfirmed: false,
      nmlsId: '7654321',
    });
    expect(profile?.cxid).not.toBe('CX-PLANTED');
    expect(profile?.id).not.toBe(sent.id);
  });

  it('creates an unverified, active consumer with no profile whatever else is sent', async () => {
    const email = uniqueEmail('signup');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: { ...extras(), firstName: 'Emily', lastName: 'Stone', email, password: 'Sunny-Harbor-42' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = await findUser(t.db, email);
    expect(user).toMatchObject({ role: 'CONSUMER', isActive: true, emailVerifiedAt: null });
    expect(await profileOfUser(user?.id ?? '')).toBeUndefined();
  });

  it("resets only the token owner's password, whoever else the body names", async () => {
    const owner = await signedInProfessional(t, {});
    const forgot = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: owner.user.email } });
    expect(forgot.statusCode).toBe(200);
    await t.deliverMail();
    const token = await tokenFromEmail(t.db, owner.user.email, '/reset-password');
    const admin = await userRow(v.admin.user.id);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: {
        ...extras(),
        userId: v.admin.user.id,
        user_id: v.admin.user.id,
        email: v.admin.user.email,
        token,
        password: 'Brand-New-Harbor-77',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(v.admin.user.id)).toEqual(admin);
    expect(await userRow(owner.user.id)).toMatchObject({ role: 'MXPERT', isActive: true, email: owner.user.email });
    await signIn(t, owner.user.email, 'Brand-New-Harbor-77');
  });
  it('sends reset and verification links only to the account the address names', async () => {
    const unverified = await createUser(t.db, 'CONSUMER', { verified: false });
    const verified = await createUser(t.db, 'CONSUMER');
    const named = { userId: v.admin.user.id, user_id: v.admin.user.id, to: v.admin.user.email, purpose: 'reset_password' };
    for (const [url, email] of [
      ['/api/auth/forgot-password', verified.email],
      ['/api/auth/resend-verification', unverified.email],
    ] as const) {
      const res = await t.request({ method: 'POST', url, body: { ...extras(), ...named, email } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    await t.deliverMail();
    const tokensOf = (userId: string) => t.db.select().from(authTokens).where(eq(authTokens.userId, userId));
    expect(await tokensOf(v.admin.user.id)).toEqual([]);
    expect((await tokensOf(verified.id)).map((r) => r.purpose)).toEqual(['reset_password']);
    // A repeated verification link confirms the address by choosing the password (docs/decisions/078).
    expect((await tokensOf(unverified.id)).map((r) => r.purpose)).toEqual(['reset_password']);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, v.admin.user.email))).toEqual([]);
  });
});

describe('the onboarding steps', () => {
  it('save only their own fields, from step 1 to completion, and leave the account alone', async () => {
    const pro = await signedInProfessional(t);
    const account = await userRow(pro.user.id);
    const start = await profileRow(t, pro.profile.id);
    const steps = [
      () =>
        postMultipart(t, '/api/onboarding/personal', {
          cookie: pro.cookie,
          fields: extraFields({ fullName: 'Jordan Avery', aboutMe: 'I help first-time buyers.', languages: '["english"]' }),
        }),
      () =>
        postMultipart(t, '/api/onboarding/company', {
          cookie: pro.cookie,
          fields: extraFields({
            companyName: 'Avery Home Loans',
            companyAddress: '500 Congress Ave, Austin, TX 78701',
            nmlsId: '7654321',
            yearsExperience: '12',
            scoresOptimized: '340',
          }),
        }),
      () =>
        t.request({
          method: 'POST',
          url: '/api/onboarding/services',
          cookie: pro.cookie,
          body: { ...extras(), stateLicenses: ['TX'], loanTypes: ['fha'], mortgageTypes: ['purchase'] },
        }),
      () =>
        t.request({
          method: 'POST',
          url: '/api/onboarding/consent',
          cookie: pro.cookie,
          body: { ...extras(), consentConfirmed: true },
        }),
    ];
    // In order: each step needs the one before.
    for (const [i, step] of steps.entries()) {
      const res = await step();
      expect(res.statusCode, `step ${i + 1}: ${res.body}`).toBe(200);
      const row = await profileRow(t, pro.profile.id);
      expect(row, `step ${i + 1}`).toMatchObject({
        id: start.id,
        userId: pro.user.id,
        cxid: start.cxid,
        approvalStatus: 'pending',
        approvedAt: null,
        rejectionReason: null,
        onboardCompleted: false,
      });
      expect(row.createdAt).toEqual(start.createdAt);
    }
    const contacts = await t.request({
      method: 'POST',
      url: '/api/onboarding/contacts',
      cookie: pro.cookie,
      body: { ...extras(), phone: '(512) 555-0199', yearsUsingCreditXpert: 3, consentConfirmed: true },
    });
    expect(contacts.statusCode, contacts.body).toBe(200);
    // The last step completes onboarding, as it should; the review is still the admin's.
    expect(await profileRow(t, pro.profile.id)).toMatchObject({
      id: start.id,
      userId: pro.user.id,
      cxid: start.cxid,
      approvalStatus: 'pending',
      approvedAt: null,
      onboardCompleted: true,
      currentStep: 4,
      phone: '(512) 555-0199',
    });
    expect(await userRow(pro.user.id)).toEqual(account);
  });

  it('refuses a form of more than 20 fields whole, saving nothing', async () => {
    const pro = await signedInProfessional(t);
    const before = await profileRow(t, pro.profile.id);
    const fields = Object.fromEntries(Object.entries(extras()).map(([k, val]) => [k, String(val)]));
    const res = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro.cookie,
      fields: { ...fields, fullName: 'Jordan Avery', aboutMe: 'I help first-time buyers.', languages: '["english"]' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please check your input and try again' });
    expect(await profileRow(t, pro.profile.id)).toEqual(before);
  });
});

describe('the profile', () => {
  it('PATCH refuses any field that is not one of the cards, and changes nothing', async () => {
    const before = await profileRow(t, v.proA.profile.id);
    for (const [field, value] of Object.entries(extras())) {
      const res = await t.request({
        method: 'PATCH',
        url: '/api/mxpert/profile',
        cookie: v.proA.cookie,
        body: { aboutMe: 'Changed.', [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(/cannot be edited here|one section of your profile at a time/);
    }
    expect(await profileRow(t, v.proA.profile.id)).toEqual(before);
  });

  it('PUT saves the cards and ignores everything else', async () => {
    const before = await profileRow(t, v.proA.profile.id);
    const account = await userRow(v.proA.user.id);
    const cards = {
      aboutMe: 'Updated about me.',
      languages: ['english', 'spanish'],
      yearsExperience: 9,
      scoresOptimized: 400,
      companyName: 'Nuevo Lending',
      companyAddress: null,
      companyWebAddress: null,
      nmlsId: before.nmlsId,
      serviceAreas: ['TX'],
      loanTypes: ['va'],
      specializations: ['refi'],
      phone: '(512) 555-0123',
      linkedin: null,
      facebook: null,
      instagram: null,
      twitter: null,
      yearsUsingCreditXpert: 2,
    };
    const res = await t.request({
      method: 'PUT',
      url: '/api/mxpert/profile',
      cookie: v.proA.cookie,
      body: { ...extras(), ...cards },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await profileRow(t, v.proA.profile.id);
    // The new company name, address and website of an approved professional wait for an admin (decisions 062, 098).
    expect(after).toEqual({
      ...before,
      ...cards,
      companyName: before.companyName,
      companyAddress: before.companyAddress,
      companyWebAddress: before.companyWebAddress,
      updatedAt: after.updatedAt,
    });
    expect(res.json().data.pendingChange.newValues.companyName).toBe('Nuevo Lending');
    expect(await userRow(v.proA.user.id)).toEqual(account);
  });

  it('a professional under review stays under review whatever they send', async () => {
    const pro = await signedInProfessional(t, UNDER_REVIEW);
    const before = await profileRow(t, pro.profile.id);
    const res = await t.request({
      method: 'POST',
      url: '/api/onboarding/consent',
      cookie: pro.cookie,
      body: { ...extras(), consentConfirmed: true },
    });
    expect(res.statusCode).toBe(409);
    expect(await profileRow(t, pro.profile.id)).toEqual(before);
  });
});

describe('messages and COP requests to a professional', () => {
  const { email: _email, ...messageFields } = guestMessageBody('');
  const copFields = {
    firstName: 'Alan',
    lastName: 'Turing',
    phone: '(512) 555-0148',
    preferredContact: 'phone',
    mortgageProcess: 'refinance',
    consent: true,
  };

  const newest = async (kind: 'message' | 'cop_request', email: string) =>
    (
      await t.db
        .select()
        .from(leads)
        .where(and(eq(leads.kind, kind), eq(leads.email, email)))
    )[0];

  it.each([
    ['a message', '/api/messages/tx', 'message', messageFields],
    ['a COP request', '/api/cop-requests/tx', 'cop_request', copFields],
  ] as const)(
    '%s from a guest goes to the professional of the URL, open, with no notes or owner',
    async (_n, base, table, fields) => {
      const email = uniqueEmail('guest');
      const sent = extras();
      const res = await t.request({ method: 'POST', url: `${base}/${v.proA.profile.cxid}`, body: { ...sent, ...fields, email } });
      expect(res.statusCode, res.body).toBe(201);
      const row = await newest(table, email);
      expect(row).toMatchObject({
        mxpertProfileId: v.proA.profile.id,
        consumerUserId: null,
        status: 'open',
        mxpertNotes: null,
        idempotencyKey: null,
        state: 'TX',
      });
      expect(row?.id).not.toBe(sent.id);
      expect(row?.createdAt.toISOString()).not.toBe(planted);
    },
  );

  it.each([
    ['a message', '/api/messages', 'message', messageFields],
    ['a COP request', '/api/cop-requests', 'cop_request', copFields],
  ] as const)('%s from a signed-in consumer is theirs, under their account address', async (_n, base, table, fields) => {
    const res = await t.request({
      method: 'POST',
      url: `${base}/${v.proA.profile.cxid}`,
      cookie: v.consumer.cookie,
      body: { ...extras(), ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await newest(table, v.consumer.user.email);
    expect(row).toMatchObject({
      mxpertProfileId: v.proA.profile.id,
      consumerUserId: v.consumer.user.id,
      status: 'open',
      mxpertNotes: null,
      idempotencyKey: null,
      state: null,
    });
    expect(await t.db.select().from(leads).where(eq(leads.email, 'planted@example.com'))).toEqual([]);
  });
});

describe("a professional's Manage dialog", () => {
  it.each([
    ['PATCH', 'messages', messageRow, createMessage],
    ['PUT', 'cop-requests', copRow, createCopRequest],
  ] as const)('%s /api/dashboard/%s/:id changes the status and notes only', async (method, segment, read, create) => {
    const item = await create(t.db, v.proA.profile.id);
    const before = await read(item.id);
    const res = await t.request({
      method,
      url: `/api/dashboard/${segment}/${item.id}`,
      cookie: v.proA.cookie,
      body: { ...extras(), firstName: 'Planted', phone: '000', status: 'closed', mxpertNotes: 'Called back.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(item.id);
    expect(after).toEqual({ ...before, status: 'closed', mxpertNotes: 'Called back.', updatedAt: after?.updatedAt });
  });
});

describe('the bell', () => {
  it('marking read changes the read flag only', async () => {
    const note = await createNotification(t, v.proA.user.id);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/notifications/${note.id}`,
      cookie: v.proA.cookie,
      body: { ...extras(), title: 'Planted', message: 'Planted', type: 'approved' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(after).toEqual({ ...note, isRead: true });
  });
});

describe("an admin's decisions", () => {
  it('a rejection rejects and deactivates, whatever else the body says', async () => {
    const { user, profile } = await createMxpert(t.db, UNDER_REVIEW);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/mxperts/${profile.id}/reject`,
      cookie: v.admin.cookie,
      body: { ...extras(), reason: 'The license could not be verified' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileRow(t, profile.id)).toMatchObject({
      approvalStatus: 'rejected',
      approvedAt: null,
      rejectionReason: 'The license could not be verified',
      cxid: profile.cxid,
      userId: user.id,
    });
    expect(await userRow(user.id)).toMatchObject({ role: 'MXPERT', isActive: false, email: user.email });
  });

  it('an approval approves, whatever body comes with it', async () => {
    const { user, profile } = await createMxpert(t.db, UNDER_REVIEW);
    const account = await userRow(user.id);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/mxperts/${profile.id}/approve`,
      cookie: v.admin.cookie,
      body: { ...extras(), approvalStatus: 'rejected' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileRow(t, profile.id)).toMatchObject({
      approvalStatus: 'approved',
      rejectionReason: null,
      cxid: profile.cxid,
    });
    expect(await userRow(user.id)).toEqual(account);
  });
});

it("leaves the account and profile every body named (professional B's) as they were", async () => {
  expect(await userRow(v.proB.user.id)).toEqual(otherBefore.user);
  expect(await profileOfUser(v.proB.user.id)).toEqual(otherBefore.profile);
});
