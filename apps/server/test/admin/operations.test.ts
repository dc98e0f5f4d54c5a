import { randomUUID } from 'node:crypto';
import { TEXT } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../src/db/schema.ts';
import {
  createMessage,
  createMxpert,
  createUser,
  guestMessageBody,
  lastEmailTo,
  signedInAs,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../helpers/factories.ts';
import { postMultipart } from '../helpers/images.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t, 'ADMIN', { firstName: 'Avery', lastName: 'Stone' });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body?: unknown, cookie = admin.cookie) => t.request({ method: 'POST', url, cookie, body });
const get = (url: string, cookie = admin.cookie) => t.request({ method: 'GET', url, cookie });
/** The professional signed in with the cookie edits their profile. */
const editProfile = (cookie: string, body: object) => t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie, body });
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const publicProfile = (cxid: string) => t.request({ method: 'GET', url: `/api/public/mxperts/all/${cxid}` });
const inDirectory = async (name: string) => {
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts?search=${encodeURIComponent(name)}&limit=50` });
  return JSON.stringify(res.json()).includes(name);
};
const inSitemap = async (cxid: string) =>
  (await t.request({ method: 'GET', url: '/sitemaps/experts-1.xml' })).body.includes(cxid);
const lead = (cxid: string) =>
  t.request({
    method: 'POST',
    url: `/api/messages/${cxid}`,
    body: guestMessageBody(uniqueEmail('guest')),
  });

describe('suspension and reinstatement', () => {
  it('refuses a reason under 10 characters with the rejection message, and an unknown or pending professional', async () => {
    const { profile } = await createMxpert(t.db);
    const short = await post(`/api/admin/mxperts/${profile.id}/suspend`, { reason: '  short   ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please provide a more detailed reason (at least 10 characters)');
    const missing = await post(`/api/admin/mxperts/${profile.id}/suspend`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please provide a reason for rejection');
    const unknown = await post(`/api/admin/mxperts/${randomUUID()}/suspend`, { reason: 'Fraudulent license claims' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'MortgageXpert not found' });
    const pending = await createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null });
    const refused = await post(`/api/admin/mxperts/${pending.profile.id}/suspend`, { reason: 'Fraudulent license claims' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: 'Only an approved MortgageXpert can be suspended' });
    const notSuspended = await post(`/api/admin/mxperts/${profile.id}/reinstate`);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().message).toBe('This MortgageXpert is not suspended');
  });

  it('takes the professional out of the directory, sitemap and profile, refuses leads, ends sessions; reinstatement brings all back', async () => {
    // Letters only: a run of digits in the search would read as a ZIP code, not a name.
    const name = `Quentin Suspendable ${randomUUID()
      .slice(0, 6)
      .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;
    const { user, profile } = await createMxpert(t.db, { fullName: name }, { firstName: 'Quentin', lastName: name.slice(8) });
    const pro = await signIn(t, user.email);
    await createMessage(t.db, profile.id);
    expect(await inDirectory(user.name)).toBe(true);
    expect(await inSitemap(profile.cxid)).toBe(true);
    expect((await publicProfile(profile.cxid)).statusCode).toBe(200);

    const res = await post(`/api/admin/mxperts/${profile.id}/suspend`, { reason: '  License expired in Texas  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `${name} has been suspended and notified via email`,
      data: { id: profile.id, approvalStatus: 'suspended' },
    });
    expect(await inDirectory(user.name)).toBe(false);
    expect(await inSitemap(profile.cxid)).toBe(false);
    expect((await publicProfile(profile.cxid)).statusCode).toBe(404);
    const refused = await lead(profile.cxid);
    expect(refused.statusCode).toBe(404);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await get('/api/mxpert/profile', pro)).statusCode).toBe(401);
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe('Your MortgageXperts profile has been suspended');
    expect(mail?.text).toContain('License expired in Texas');
    expect(mail?.text).not.toMatch(/reply to this e-?mail/i);
    expect(mail?.text).toContain('through the support form and they will look into it: http://localhost:3000/support');

    // They can sign in and read their leads, with the reason, but not edit.
    const again = await signIn(t, user.email);
    const own = await get('/api/mxpert/profile', again);
    expect(own.json().data).toMatchObject({ approvalStatus: 'suspended', suspensionReason: 'License expired in Texas' });
    expect((await get('/api/dashboard/messages/all', again)).statusCode).toBe(200);
    const edit = await editProfile(again, { phone: '(512) 555-0199' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      code: 'CONFLICT',
      message: 'Your profile is suspended: you can read your leads but cannot reply, change them or edit your profile',
    });

    // The approved list's status filter.
    const suspendedList = await get(`/api/admin/mortgagexperts?status=suspended&search=${encodeURIComponent(name)}`);
    expect(suspendedList.json().data.mxperts.map((m: { id: string }) => m.id)).toEqual([profile.id]);
    expect(suspendedList.json().data.mxperts[0].suspensionReason).toBe('License expired in Texas');
    const approvedList = await get(`/api/admin/mortgagexperts?search=${encodeURIComponent(name)}`);
    expect(approvedList.json().data.mxperts).toEqual([]);
    expect((await post(`/api/admin/mxperts/${profile.id}/suspend`, { reason: 'Suspended a second time' })).statusCode).toBe(409);

    const back = await post(`/api/admin/mxperts/${profile.id}/reinstate`, { note: 'License renewed, thank you' });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(`${name} has been reinstated and notified via email`);
    expect(await inDirectory(user.name)).toBe(true);
    expect(await inSitemap(profile.cxid)).toBe(true);
    expect((await publicProfile(profile.cxid)).statusCode).toBe(200);
    const told = await lastEmailTo(t.db, user.email);
    expect(told?.subject).toBe('Your MortgageXperts profile has been reinstated');
    expect(told?.text).toContain('License renewed, thank you');
    expect((await lead(profile.cxid)).statusCode).toBe(201);

    const audit = await auditOf(profile.id);
    expect(audit.map((a) => [a.action, a.reason, a.actorUserId])).toEqual(
      expect.arrayContaining([
        ['mxpert.suspended', 'License expired in Texas', admin.user.id],
        ['mxpert.reinstated', 'License renewed, thank you', admin.user.id],
      ]),
    );
  });
});

describe('re-review of identity changes', () => {
  it('holds a new company name, NMLS ID and company address until an admin approves', async () => {
    const { user, profile } = await createMxpert(t.db, { companyName: 'Old Harbor Lending' });
    const pro = await signIn(t, user.email);
    const newNmls = String(7_000_000 + Math.floor(Math.random() * 999_999));
    const res = await editProfile(pro, {
      companyName: 'New Harbor Lending',
      nmlsId: newNmls,
      companyAddress: '9 New Street, Austin, TX',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyName: 'Old Harbor Lending',
      nmlsId: profile.nmlsId,
      companyAddress: profile.companyAddress,
      pendingChange: {
        newValues: { companyName: 'New Harbor Lending', nmlsId: newNmls, companyAddress: '9 New Street, Austin, TX' },
      },
    });
    expect((await publicProfile(profile.cxid)).json().data).toMatchObject({
      companyName: 'Old Harbor Lending',
      nmlsId: profile.nmlsId,
    });

    const list = await get('/api/admin/profile-changes');
    const change = list.json().data.changes.find((c: { mxpertProfileId: string }) => c.mxpertProfileId === profile.id);
    expect(change).toMatchObject({
      oldValues: { companyName: 'Old Harbor Lending', nmlsId: profile.nmlsId },
      newValues: { companyName: 'New Harbor Lending', nmlsId: newNmls },
      status: 'pending',
    });

    const approved = await post(`/api/admin/profile-changes/${change.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ id: change.id, status: 'approved' });
    expect((await publicProfile(profile.cxid)).json().data).toMatchObject({ companyName: 'New Harbor Lending', nmlsId: newNmls });
    expect((await lastEmailTo(t.db, user.email))?.subject).toBe('Your MortgageXperts profile change has been approved');
    expect((await post(`/api/admin/profile-changes/${change.id}/approve`)).statusCode).toBe(409);
    expect((await auditOf(profile.id)).map((a) => a.action)).toContain('profile_change.approved');
  });

  it('an approved new full name becomes the name the directory, the card and the profile show', async () => {
    // Letters only: a full name takes no digits.
    const tag = randomUUID()
      .slice(0, 6)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
    const { user, profile } = await createMxpert(
      t.db,
      { fullName: `Jane Doe${tag}` },
      { firstName: 'Jane', lastName: `Doe${tag}` },
    );
    const pro = await signIn(t, user.email);
    // The full name is edited on the personal step, as the profile's Personal card sends it.
    const edit = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro,
      fields: {
        fullName: `Jane Smith${tag}`,
        aboutMe: 'I help buyers raise their scores.',
        languages: JSON.stringify(['english']),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await inDirectory(`Jane Smith${tag}`)).toBe(false);
    expect((await publicProfile(profile.cxid)).json().data.user.name).toBe(`Jane Doe${tag}`);
    const change = (await get('/api/mxpert/profile', pro)).json().data.pendingChange;
    expect((await post(`/api/admin/profile-changes/${change.id}/approve`)).statusCode).toBe(200);
    expect((await publicProfile(profile.cxid)).json().data.user.name).toBe(`Jane Smith${tag}`);
    expect(await inDirectory(`Jane Smith${tag}`)).toBe(true);
    const [account] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(account?.name).toBe(`Jane Smith${tag}`);
  });

  it('declines with a reason: the profile keeps its approved values and the professional is told', async () => {
    const { user, profile } = await createMxpert(t.db, { companyName: 'Steady Lending' });
    const pro = await signIn(t, user.email);
    await t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie: pro, body: { companyName: 'Borrowed Name Inc' } });
    const own = await get('/api/mxpert/profile', pro);
    const changeId = own.json().data.pendingChange.id;
    const short = await post(`/api/admin/profile-changes/${changeId}/decline`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please provide a more detailed reason (at least 10 characters)');
    const res = await post(`/api/admin/profile-changes/${changeId}/decline`, { reason: 'That company is not yours' });
    expect(res.statusCode).toBe(200);
    expect((await publicProfile(profile.cxid)).json().data.companyName).toBe('Steady Lending');
    expect((await get('/api/mxpert/profile', pro)).json().data.pendingChange).toBeNull();
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe('Your MortgageXperts profile change was not approved');
    expect(mail?.text).toContain('That company is not yours');
    expect((await post(`/api/admin/profile-changes/${randomUUID()}/approve`)).statusCode).toBe(404);
  });

  it('withdraws the held change when the professional edits back to the approved values', async () => {
    const { user } = await createMxpert(t.db, { companyName: 'Round Trip Loans' });
    const pro = await signIn(t, user.email);
    await t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie: pro, body: { companyName: 'Detour Loans' } });
    await t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie: pro, body: { companyName: 'Round Trip Loans' } });
    expect((await get('/api/mxpert/profile', pro)).json().data.pendingChange).toBeNull();
  });
});

describe('one license, one listing', () => {
  it('flags a shared NMLS ID and asks for confirmation before approving, recorded with the approval', async () => {
    const nmls = String(8_000_000 + Math.floor(Math.random() * 999_999));
    const first = await createMxpert(t.db, { nmlsId: nmls, fullName: 'Original Holder' });
    const second = await createMxpert(t.db, { nmlsId: nmls, approvalStatus: 'pending', approvedAt: null });
    const detail = await get(`/api/admin/mxperts/${second.profile.id}`);
    expect(detail.json().data.nmlsAlsoUsedBy).toEqual(['Original Holder']);
    const pendingList = await get(`/api/admin/mxperts?search=${nmls}`);
    expect(pendingList.json().data.mxperts[0].nmlsAlsoUsedBy).toEqual(['Original Holder']);

    const refused = await post(`/api/admin/mxperts/${second.profile.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Another profile uses this NMLS ID. Confirm that you want to approve a second listing for it.',
    );
    const ok = await post(`/api/admin/mxperts/${second.profile.id}/approve`, { confirmDuplicateNmls: true });
    expect(ok.statusCode).toBe(200);
    const [audit] = await auditOf(second.profile.id);
    expect(audit?.metadata).toMatchObject({ duplicateNmlsConfirmed: true, nmlsAlsoUsedBy: ['Original Holder'] });
    expect(first.profile.id).not.toBe(second.profile.id);
  });
});

describe('accounts', () => {
  it('lists accounts 10 a page with search, role and status filters', async () => {
    const tag = randomUUID().slice(0, 8);
    const consumer = await createUser(t.db, 'CONSUMER', { firstName: 'Listed', lastName: `Person${tag}` });
    const res = await get(`/api/admin/users?search=person${tag}&role=CONSUMER&status=active`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.users).toEqual([
      expect.objectContaining({ id: consumer.id, role: 'CONSUMER', status: 'active', lastSignInAt: null }),
    ]);
    expect((await get('/api/admin/users')).json().data.users.length).toBeLessThanOrEqual(10);
    expect((await get('/api/admin/users?role=ROOT')).statusCode).toBe(400);
  });

  it('deactivates a consumer: sessions end, sign-in refused with a plain sentence; reactivates', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    const res = await post(`/api/admin/users/${consumer.user.id}/deactivate`, { reason: 'Abusive messages to professionals' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'deactivated', deactivationReason: 'Abusive messages to professionals' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, consumer.user.id))).toEqual([]);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: consumer.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ code: 'ACCOUNT_DEACTIVATED', message: TEXT.accountDeactivated });
    expect((await post(`/api/admin/users/${consumer.user.id}/deactivate`, { reason: 'Abusive messages again' })).statusCode).toBe(
      409,
    );

    const back = await post(`/api/admin/users/${consumer.user.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('active');
    await signIn(t, consumer.user.email);
    const [row] = await t.db.select().from(users).where(eq(users.id, consumer.user.id));
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
    expect((await auditOf(consumer.user.id)).map((a) => a.action).sort()).toEqual(['user.deactivated', 'user.reactivated']);
  });

  it('refuses to deactivate a professional or admin here, and answers 404 for an unknown account', async () => {
    const { user } = await createMxpert(t.db);
    const res = await post(`/api/admin/users/${user.id}/deactivate`, { reason: 'Should use suspension' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only consumer accounts can be deactivated here');
    expect((await post(`/api/admin/users/${randomUUID()}/reactivate`)).statusCode).toBe(404);
  });

  it('resends a verification e-mail to an unverified account only', async () => {
    const unverified = await createUser(t.db, 'CONSUMER', { verified: false });
    const res = await post(`/api/admin/users/${unverified.id}/resend-verification`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`A new verification e-mail has been sent to ${unverified.email}`);
    expect((await lastEmailTo(t.db, unverified.email))?.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
    const verified = await createUser(t.db, 'CONSUMER');
    const again = await post(`/api/admin/users/${verified.id}/resend-verification`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account has already verified its e-mail address');
  });
});

describe('the audit trail', () => {
  it('lists admin actions with admin, target and reason, filtered by action, admin and dates', async () => {
    const other = await signedInAs(t, 'ADMIN', { firstName: 'Other', lastName: 'Admin' });
    const consumer = await createUser(t.db, 'CONSUMER', { firstName: 'Audited', lastName: 'Consumer' });
    await post(`/api/admin/users/${consumer.id}/deactivate`, { reason: 'Audit trail check reason' }, other.cookie);
    const today = new Date().toISOString().slice(0, 10);
    const res = await get(`/api/admin/audit?action=user.deactivated&adminId=${other.user.id}&from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.entries).toEqual([
      expect.objectContaining({
        action: 'user.deactivated',
        actorName: 'Other Admin',
        targetType: 'user',
        targetId: consumer.id,
        targetName: 'Audited Consumer',
        reason: 'Audit trail check reason',
      }),
    ]);
    expect(res.json().data.admins).toEqual(expect.arrayContaining([{ id: other.user.id, name: 'Other Admin' }]));
    const none = await get(`/api/admin/audit?adminId=${other.user.id}&to=2000-01-01`);
    expect(none.json().data.entries).toEqual([]);
    const bad = await get('/api/admin/audit?from=2026-05-02&to=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The start date must not be after the end date');
    expect((await get('/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });
});

describe('CSV exports', () => {
  it('streams the approved list with its filters, RFC 4180 quoting and formula injection neutralised', async () => {
    const tag = randomUUID().slice(0, 8);
    const { profile } = await createMxpert(t.db, {
      fullName: `=HYPERLINK("http://evil.test","x${tag}")`,
      companyName: 'Smith, Jones & "Partners"\r\nLLC',
      serviceAreas: ['TX', 'CA'],
    });
    const res = await get(`/api/admin/mortgagexperts.csv?search=${tag}&state=CA`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mortgagexperts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'CXID,Full name,Account name,E-mail,NMLS ID,Company,Status,Suspension reason,States,Loan types,Mortgage types,Years of experience,Years using CreditXpert,Messages,COP requests,Approved at',
    );
    expect(res.body).toContain(`${profile.cxid},"'=HYPERLINK(""http://evil.test"",""x${tag}"")"`);
    expect(res.body).toContain('"Smith, Jones & ""Partners""\r\nLLC"');
    expect(res.body).toContain('TX; CA');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const elsewhere = await get(`/api/admin/mortgagexperts.csv?search=${tag}&state=NY`);
    expect(elsewhere.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('neutralises every formula start: = + - @ tab and carriage return', async () => {
    const { csvField } = await import('../../src/lib/csv.ts');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('holds one page of rows at a time: the body comes page by page, every row exactly once', async () => {
    const { bulkSeed } = await import('../../src/db/seed/bulk.ts');
    const { approvedListCsv, EXPORT_PAGE_ROWS } = await import('../../src/modules/admin/exports.ts');
    await bulkSeed(t.db, {
      mxperts: 2 * EXPORT_PAGE_ROWS + 37,
      messagesPerMxpert: 0,
      requestsPerMxpert: 0,
      reviewsPerMxpert: 0,
      pendingShare: 0,
    });
    const [{ n }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from mxpert_profiles where approval_status in ('approved', 'suspended')`,
      )) as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    const chunks: string[] = [];
    for await (const chunk of approvedListCsv(t.db, { status: 'all' } as never)) chunks.push(String(chunk));
    // A record starts with its CXID (a quoted field may hold line breaks of its own).
    const records = (c: string) => c.split('\r\n').filter((line) => /^CX[0-9A-Z]+,/.test(line));
    const recordsPer = chunks.map((c) => records(c).length);
    // The header, then one chunk per keyset page: never more than a page of rows in memory.
    expect(chunks[0]).toMatch(/^CXID,Full name,[^\r\n]+\r\n$/);
    expect(Math.max(...recordsPer.slice(1))).toBeLessThanOrEqual(EXPORT_PAGE_ROWS);
    expect(chunks.length).toBe(1 + Math.ceil(Number(n) / EXPORT_PAGE_ROWS));
    const cxids = chunks.slice(1).flatMap((c) => records(c).map((line) => line.split(',')[0]));
    expect(cxids).toHaveLength(Number(n));
    expect(new Set(cxids).size).toBe(Number(n));
  });

  it('exports the audit trail and the report tables', async () => {
    const consumer = await createUser(t.db, 'CONSUMER', { firstName: 'Csv', lastName: 'Audited' });
    await post(`/api/admin/users/${consumer.id}/deactivate`, { reason: '+Suspicious, "quoted" reason' });
    const audit = await get('/api/admin/audit.csv?action=user.deactivated');
    expect(audit.statusCode).toBe(200);
    expect(audit.body.split('\r\n')[0]).toBe('Time,Action,Admin,Target type,Target,Target id,Reason');
    expect(audit.body).toContain(`user,Csv Audited,${consumer.id},"'+Suspicious, ""quoted"" reason"`);
    const report = await get('/api/admin/reports.csv?range=30');
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Top companies');
    expect(report.body).toContain('Geographic distribution');
    expect((await get('/api/admin/reports.csv?range=12')).statusCode).toBe(400);
  });
});
