import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, mxpertProfiles, notifications, sessions, users } from '../../src/db/schema.ts';
import {
  createCopRequest,
  createMessage,
  createMxpert,
  lastEmailTo,
  signedInAs,
  signIn,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs(t, 'ADMIN', { firstName: 'Alex', lastName: 'Morgan' });
});

const pending = (profile: Parameters<typeof createMxpert>[1] = {}, user: Parameters<typeof createMxpert>[2] = {}) =>
  createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null, ...profile }, user);
const incomplete = () => pending({ onboardCompleted: false, currentStep: 2 });

const approve = (id: string, cookie = admin.cookie) =>
  t.request({ method: 'POST', url: `/api/admin/mxperts/${id}/approve`, cookie });
const reject = (id: string, reason: unknown, cookie = admin.cookie) =>
  t.request({ method: 'POST', url: `/api/admin/mxperts/${id}/reject`, cookie, body: { reason } });

/** The answer to an admin's decision: 200, the message, and the profile's new status. */
function expectDecided(res: LightMyRequestResponse, id: string, approvalStatus: string, message: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, message, data: { id, approvalStatus } });
}

async function profileOf(id: string) {
  const [row] = await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, id));
  return row;
}
const auditRows = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
/** The profile's one audit row, written by the signed-in admin with the fields given. */
async function expectOneAuditRow(id: string, fields: Record<string, unknown>) {
  const audit = await auditRows(id);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actorUserId: admin.user.id, ...fields });
  return audit[0];
}
const emailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

/** What the public directory lists: approved, onboarded, with an active account. */
async function isListed(profileId: string): Promise<boolean> {
  const [row] = await t.db
    .select({ id: mxpertProfiles.id })
    .from(mxpertProfiles)
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(
      and(
        eq(mxpertProfiles.id, profileId),
        eq(mxpertProfiles.approvalStatus, 'approved'),
        eq(mxpertProfiles.onboardCompleted, true),
        eq(users.isActive, true),
      ),
    );
  return Boolean(row);
}

describe('POST /api/admin/mxperts/:id/approve', () => {
  it('approves a pending professional with complete onboarding, e-mails them and lists them at once', async () => {
    const { user, profile } = await pending({ fullName: 'Robert Miller', companyName: 'Sunshine State Lending' });
    expect(await isListed(profile.id)).toBe(false);

    expectDecided(await approve(profile.id), profile.id, 'approved', 'Robert Miller has been approved and notified via email');
    const after = await profileOf(profile.id);
    expect(after?.approvalStatus).toBe('approved');
    expect(after?.approvedAt).toBeInstanceOf(Date);
    expect(await isListed(profile.id)).toBe(true);

    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe('Your MortgageXperts profile has been approved');
    expect(mail?.text).toContain('Hello Robert Miller,');
    expect(mail?.links).toContain('http://localhost:3000/signin');
  });

  it('tells every admin (type approved, with the name and company) and writes the audit log', async () => {
    const other = await signedInAs(t, 'ADMIN');
    const { user, profile } = await pending({ fullName: 'Dana Reyes', companyName: 'Harbor Home Loans' });
    expect((await approve(profile.id)).statusCode).toBe(200);

    for (const adminId of [admin.user.id, other.user.id]) {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'approved')));
      const mine = rows.filter((n) => n.metadata.mxpertProfileId === profile.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.metadata).toMatchObject({ mxpertName: 'Dana Reyes', mxpertCompany: 'Harbor Home Loans' });
    }
    const [own] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(own).toMatchObject({ type: 'approved', title: 'Profile approved' });

    const audit = await expectOneAuditRow(profile.id, { action: 'mxpert.approved', targetType: 'mxpert_profile', reason: null });
    expect(audit?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a professional whose onboarding is not complete (409) and changes nothing', async () => {
    const { user, profile } = await incomplete();
    const res = await approve(profile.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Mxpert must complete onboarding before approval' });
    expect((await profileOf(profile.id))?.approvalStatus).toBe('pending');
    expect(await emailsTo(user.email)).toHaveLength(0);
    expect(await auditRows(profile.id)).toHaveLength(0);
  });

  it('refuses a second approval with 409 and sends no second e-mail', async () => {
    const { user, profile } = await pending();
    expect((await approve(profile.id)).statusCode).toBe(200);
    const again = await approve(profile.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This MortgageXpert has already been approved' });
    expect(await emailsTo(user.email)).toHaveLength(1);
    expect(await auditRows(profile.id)).toHaveLength(1);
  });

  it('refuses a rejected professional', async () => {
    const { profile } = await pending({ approvalStatus: 'rejected' });
    const res = await approve(profile.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This MortgageXpert has already been rejected' });
  });

  it('refuses a professional whose account is deactivated', async () => {
    const { profile } = await pending({}, { isActive: false });
    const res = await approve(profile.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This account is deactivated and cannot be approved' });
  });

  it('gives one transition, one e-mail and one audit row when two approvals arrive at once', async () => {
    const { user, profile } = await pending();
    const results = await Promise.all([approve(profile.id), approve(profile.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await emailsTo(user.email)).toHaveLength(1);
    expect(await auditRows(profile.id)).toHaveLength(1);
    const approvedNotes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, 'approved')));
    expect(approvedNotes.filter((n) => n.metadata.mxpertProfileId === profile.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown professional and 400 for an id that is not one', async () => {
    const missing = await approve(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
    const bad = await approve('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid id' });
  });
});

describe('POST /api/admin/mxperts/:id/reject', () => {
  it('requires a reason', async () => {
    const { profile } = await pending();
    for (const reason of [undefined, '', '      ']) {
      const res = await reject(profile.id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please provide a reason for rejection' });
    }
    expect((await profileOf(profile.id))?.approvalStatus).toBe('pending');
  });

  it('refuses a reason shorter than 10 characters after trimming', async () => {
    const { profile } = await pending();
    for (const reason of ['Too short', '   Bad NMLS   ', '123456789']) {
      const res = await reject(profile.id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'Please provide a more detailed reason (at least 10 characters)',
      });
    }
    expect((await profileOf(profile.id))?.approvalStatus).toBe('pending');
  });

  it('marks the profile rejected with the trimmed reason, deactivates the account and keeps its data', async () => {
    const { user, profile } = await pending({ fullName: 'Jordan Avery' });
    await createMessage(t.db, profile.id);
    await createCopRequest(t.db, profile.id);
    const res = await reject(profile.id, '   NMLS ID could not be verified   ');
    expectDecided(res, profile.id, 'rejected', 'Jordan Avery has been rejected and their account disabled');
    const after = await profileOf(profile.id);
    expect(after).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'NMLS ID could not be verified' });
    expect(after?.rejectedAt).toBeInstanceOf(Date);
    expect(after?.nmlsId).toBe(profile.nmlsId);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.isActive).toBe(false);

    const view = await t.request({ method: 'GET', url: `/api/admin/mxperts/${profile.id}`, cookie: admin.cookie });
    expect(view.json().data).toMatchObject({ approvalStatus: 'rejected', receivedMessages: 1, copRequests: 1 });

    await expectOneAuditRow(profile.id, { action: 'mxpert.rejected', reason: 'NMLS ID could not be verified' });
  });

  it('rejects a professional whose onboarding is not complete', async () => {
    const { profile } = await incomplete();
    expect((await reject(profile.id, 'Never finished the onboarding steps')).statusCode).toBe(200);
    expect((await profileOf(profile.id))?.approvalStatus).toBe('rejected');
  });

  it('ends every open session at once and refuses the next sign-in', async () => {
    const { user, profile } = await pending();
    const first = await signIn(t, user.email);
    const second = await signIn(t, user.email);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: first })).statusCode).toBe(200);

    expect((await reject(profile.id, 'Licence could not be verified')).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    for (const cookie of [first, second]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
    }
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account has been deactivated. Please contact support.',
    });
  });

  it('e-mails the reason, escaped in the HTML', async () => {
    const { user, profile } = await pending({ fullName: 'Sam Lee' });
    const reason = 'Your <script>alert("x")</script> licence & NMLS ID do not match';
    expect((await reject(profile.id, reason)).statusCode).toBe(200);
    const [mail] = await emailsTo(user.email);
    expect(mail?.subject).toBe('Your MortgageXperts profile was not approved');
    expect(mail?.textBody).toContain(reason);
    // The sending address takes no replies: a disagreement goes through the support form.
    expect(mail?.textBody).not.toMatch(/reply to this e-?mail/i);
    expect(mail?.textBody).toContain('tell our support team through the support form');
    expect(mail?.textBody).toContain('Contact support: http://localhost:3000/support');
    expect(mail?.htmlBody).not.toContain('<script>');
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; licence &amp; NMLS ID');
  });

  it('refuses a professional who is no longer pending (409)', async () => {
    const approved = await createMxpert(t.db);
    const res = await reject(approved.profile.id, 'Changed our mind about this one');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This MortgageXpert has already been approved' });
    expect((await profileOf(approved.profile.id))?.approvalStatus).toBe('approved');

    const { profile } = await pending();
    expect((await reject(profile.id, 'Licence could not be verified')).statusCode).toBe(200);
    const again = await reject(profile.id, 'Licence could not be verified');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This MortgageXpert has already been rejected' });
    expect(await auditRows(profile.id)).toHaveLength(1);
  });

  it('lets only one of an approval and a rejection arriving at once win', async () => {
    const { user, profile } = await pending();
    const results = await Promise.all([approve(profile.id), reject(profile.id, 'Licence could not be verified')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await emailsTo(user.email)).toHaveLength(1);
    expect(await auditRows(profile.id)).toHaveLength(1);
  });
});

describe('GET /api/admin/mxperts/:id', () => {
  it('answers the full profile with the counts of messages and requests', async () => {
    const { user, profile } = await pending({ companyName: 'Keystone Mortgage', linkedin: 'https://www.linkedin.com/in/k' });
    await createMessage(t.db, profile.id);
    await createMessage(t.db, profile.id);
    const res = await t.request({ method: 'GET', url: `/api/admin/mxperts/${profile.id}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: profile.id,
      companyName: 'Keystone Mortgage',
      linkedin: 'https://www.linkedin.com/in/k',
      email: user.email,
      onboardCompleted: true,
      approvalStatus: 'pending',
      receivedMessages: 2,
      copRequests: 0,
    });
    expect(res.body).not.toContain('argon2');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.request({ method: 'GET', url: `/api/admin/mxperts/${randomUUID()}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
  });
});
