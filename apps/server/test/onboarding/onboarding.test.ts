import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema.ts';
import { createUser, signIn } from '../helpers/factories.ts';
import { pngImage, postMultipart } from '../helpers/images.ts';
import {
  FRESH_PROFILE,
  ONBOARDING_COMPANY,
  ONBOARDING_CONTACTS,
  ONBOARDING_SERVICES,
  profileRow,
  signedInProfessional,
  UNDER_REVIEW,
} from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PERSONAL = {
  fullName: 'Jordan Avery',
  aboutMe: 'I help first-time buyers in Texas get mortgage ready.',
  languages: JSON.stringify(['english', 'spanish']),
};
const COMPANY = ONBOARDING_COMPANY;
const SERVICES = ONBOARDING_SERVICES;
/** The e-mail sent along is another one: the account's stays. */
const CONTACTS = { email: 'someone.else@example.com', ...ONBOARDING_CONTACTS };

type Pro = Awaited<ReturnType<typeof signedInProfessional>>;

const savePersonal = async (pro: Pro, fields: Record<string, string> = PERSONAL, photo = true) =>
  postMultipart(t, '/api/onboarding/personal', {
    cookie: pro.cookie,
    fields,
    files: photo ? [{ field: 'photo', data: await pngImage(), filename: 'me.png' }] : [],
  });
const saveCompany = async (pro: Pro, fields: Record<string, string> = COMPANY) =>
  postMultipart(t, '/api/onboarding/company', {
    cookie: pro.cookie,
    fields,
    files: [{ field: 'companyLogo', data: await pngImage(120, 60), filename: 'logo.png' }],
  });
const saveServices = (pro: Pro, body: unknown = SERVICES) =>
  t.request({ method: 'POST', url: '/api/onboarding/services', cookie: pro.cookie, body });
const saveContacts = (pro: Pro, body: unknown = CONTACTS) =>
  t.request({ method: 'POST', url: '/api/onboarding/contacts', cookie: pro.cookie, body });

async function onboard(pro: Pro) {
  for (const save of [() => savePersonal(pro), () => saveCompany(pro), () => saveServices(pro), () => saveContacts(pro)]) {
    const res = await save();
    if (res.statusCode !== 200) throw new Error(`onboarding step failed: ${res.statusCode} ${res.body}`);
  }
}

describe('the onboarding steps', () => {
  it('starts a new professional on step 1 with the name and NMLS ID of the sign-up preloaded', async () => {
    const pro = await signedInProfessional(t);
    const step = await t.request({ method: 'GET', url: '/api/onboarding/current-step', cookie: pro.cookie });
    expect(step.json()).toEqual({ success: true, currentStep: 1, onboardCompleted: false, approvalStatus: 'pending' });
    const personal = await t.request({ method: 'GET', url: '/api/onboarding/personal', cookie: pro.cookie });
    expect(personal.json().data).toEqual({ fullName: pro.user.name, photo: null, aboutMe: null, languages: [] });
    const company = await t.request({ method: 'GET', url: '/api/onboarding/company', cookie: pro.cookie });
    expect(company.json().data).toMatchObject({ nmlsId: pro.profile.nmlsId, companyName: null });
    const contacts = await t.request({ method: 'GET', url: '/api/onboarding/contacts', cookie: pro.cookie });
    expect(contacts.json().data).toMatchObject({ email: pro.user.email, phone: null, consentConfirmed: false });
  });

  it('saves each step in order, moves the current step on, and completes onboarding after step 4', async () => {
    const pro = await signedInProfessional(t);

    const personal = await savePersonal(pro);
    expect(personal.statusCode).toBe(200);
    expect(personal.json()).toMatchObject({ success: true, currentStep: 2, onboardCompleted: false });
    expect(personal.json().data).toMatchObject({ fullName: 'Jordan Avery', languages: ['english', 'spanish'] });
    expect(personal.json().data.photo).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.png$/);

    const company = await saveCompany(pro);
    expect(company.json()).toMatchObject({ currentStep: 3 });
    expect(company.json().data).toMatchObject({ companyName: 'Avery Home Loans', yearsExperience: 12, scoresOptimized: 340 });
    expect(company.json().data.companyLogo).toMatch(/^\/uploads\/companies\/[a-f0-9]{32}\.png$/);

    const services = await saveServices(pro);
    expect(services.json()).toMatchObject({ currentStep: 4, data: SERVICES });

    const contacts = await saveContacts(pro);
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json()).toMatchObject({
      currentStep: 4,
      onboardCompleted: true,
      approvalStatus: 'pending',
      message: 'Onboarding complete! Your profile has been submitted for review.',
    });
    // The e-mail is the account's: what the form sent is ignored.
    expect(contacts.json().data).toMatchObject({ email: pro.user.email, facebook: null, consentConfirmed: true });

    const row = await profileRow(t, pro.profile.id);
    expect(row).toMatchObject({
      fullName: 'Jordan Avery',
      companyWebAddress: 'https://averyloans.example/',
      serviceAreas: ['TX', 'CA'],
      specializations: ['purchase', 'fixed-rate'],
      phone: '(512) 555-0199',
      linkedin: 'https://www.linkedin.com/in/jordan-avery',
      yearsUsingCreditXpert: 3,
      consentConfirmed: true,
      onboardCompleted: true,
      currentStep: 4,
    });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: pro.cookie });
    expect(me.json().user.mxpert).toMatchObject({ onboardCompleted: true, approvalStatus: 'pending' });
  });

  it('notifies every active admin once when onboarding completes', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const inactiveAdmin = await createUser(t.db, 'ADMIN', { isActive: false });
    const pro = await signedInProfessional(t);
    await onboard(pro);
    const mine = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'onboarding_complete')));
    const ours = mine.filter((n) => n.metadata.mxpertProfileId === pro.profile.id);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      title: 'Onboarding complete',
      message: 'Jordan Avery (Avery Home Loans) completed onboarding and is waiting for approval.',
      metadata: { mxpertName: 'Jordan Avery', mxpertCompany: 'Avery Home Loans' },
    });
    const none = await t.db.select().from(notifications).where(eq(notifications.userId, inactiveAdmin.id));
    expect(none).toHaveLength(0);
  });

  it('refuses a step before the steps ahead of it are saved and changes nothing', async () => {
    const pro = await signedInProfessional(t);
    const early = await saveServices(pro);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'CONFLICT', message: 'Please complete the Personal step first' });
    expect((await saveContacts(pro)).statusCode).toBe(409);
    expect((await saveCompany(pro)).statusCode).toBe(409);

    await savePersonal(pro);
    const third = await saveServices(pro);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ code: 'CONFLICT', message: 'Please complete the Company step first' });
    const row = await profileRow(t, pro.profile.id);
    expect(row).toMatchObject({ currentStep: 2, serviceAreas: [], companyLogo: null });
  });

  it('lets a professional go back to an earlier step without losing their place', async () => {
    const pro = await signedInProfessional(t);
    await savePersonal(pro);
    await saveCompany(pro);
    const again = await savePersonal(pro, { ...PERSONAL, fullName: 'Jordan A Avery' }, false);
    expect(again.json()).toMatchObject({ currentStep: 3, data: { fullName: 'Jordan A Avery' } });
    // Without a new photo the saved one stays.
    expect(again.json().data.photo).toMatch(/^\/uploads\/profiles\//);
  });

  it('refuses every edit while the completed profile waits for approval (409) and changes nothing', async () => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, ...UNDER_REVIEW, aboutMe: 'Before review.' });
    const lock =
      'Your profile is currently under review by our admin team. Profile editing is temporarily disabled until approval is complete.';
    for (const res of [
      await savePersonal(pro),
      await saveCompany(pro),
      await saveServices(pro),
      await saveContacts(pro),
      await t.request({ method: 'POST', url: '/api/onboarding/consent', cookie: pro.cookie, body: { consentConfirmed: true } }),
      await t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie: pro.cookie, body: { aboutMe: 'Changed.' } }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: lock });
    }
    const row = await profileRow(t, pro.profile.id);
    expect(row).toMatchObject({ aboutMe: 'Before review.', photo: null, serviceAreas: [] });
    // Reading stays possible: the wizard shows the data under the notice.
    expect((await t.request({ method: 'GET', url: '/api/onboarding/personal', cookie: pro.cookie })).statusCode).toBe(200);
  });

  it('lets an approved professional revisit the steps; they stay approved and no admin is notified again', async () => {
    const admin = await createUser(t.db, 'ADMIN');
    const pro = await signedInProfessional(t, {});
    const res = await saveServices(pro, { ...SERVICES, stateLicenses: ['NY'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentStep: 4, onboardCompleted: true, approvalStatus: 'approved' });
    const contacts = await saveContacts(pro);
    expect(contacts.statusCode).toBe(200);
    // Nothing went to review: the answer does not say it did.
    expect(contacts.json().message).toBe('Contact information saved');
    const sent = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(sent).toHaveLength(0);
  });

  it('refuses edits of a rejected profile', async () => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, approvalStatus: 'rejected' });
    const res = await savePersonal(pro);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This profile was not approved and can no longer be edited.' });
  });

  it('records consent on its own', async () => {
    const pro = await signedInProfessional(t);
    const refused = await t.request({
      method: 'POST',
      url: '/api/onboarding/consent',
      cookie: pro.cookie,
      body: { consentConfirmed: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: 'You must confirm that the information is accurate' });
    const res = await t.request({
      method: 'POST',
      url: '/api/onboarding/consent',
      cookie: pro.cookie,
      body: { consentConfirmed: true },
    });
    expect(res.json()).toEqual({ success: true, message: 'Consent confirmed' });
    expect((await profileRow(t, pro.profile.id)).consentConfirmed).toBe(true);
  });

  it('is for professionals only', async () => {
    const consumer = await createUser(t.db, 'CONSUMER');
    const cookie = await signIn(t, consumer.email);
    expect((await t.request({ method: 'GET', url: '/api/onboarding/current-step', cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/onboarding/personal' })).statusCode).toBe(401);
    const anonymous = await postMultipart(t, '/api/onboarding/personal', { fields: PERSONAL });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('onboarding validation', () => {
  const personalCases: [string, Record<string, string>, string][] = [
    ['a missing full name', { ...PERSONAL, fullName: ' ' }, 'Full name is required'],
    [
      'a full name with markup',
      { ...PERSONAL, fullName: '<b>Jo</b>' },
      'Full name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    ['a missing about me', { ...PERSONAL, aboutMe: '' }, 'About me is required'],
    ['an about me over 2000 characters', { ...PERSONAL, aboutMe: 'a'.repeat(2001) }, 'About me must not exceed 2000 characters'],
    ['no language', { ...PERSONAL, languages: '[]' }, 'Please select at least one language'],
    ['languages that are not JSON', { ...PERSONAL, languages: 'english' }, 'Please select at least one language'],
    ['an unknown language', { ...PERSONAL, languages: '["klingon"]' }, 'Please select languages from the list'],
  ];
  it.each(personalCases)('personal: refuses %s', async (_name, fields, message) => {
    const pro = await signedInProfessional(t);
    const res = await savePersonal(pro, fields, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await profileRow(t, pro.profile.id)).currentStep).toBe(1);
  });

  const companyCases: [string, Record<string, string>, string][] = [
    ['a missing company name', { ...COMPANY, companyName: '' }, 'Company name is required'],
    ['a missing address', { ...COMPANY, companyAddress: '' }, 'Company address is required'],
    ['a missing NMLS ID', { ...COMPANY, nmlsId: '' }, 'NMLS ID is required'],
    ['a website that is not one', { ...COMPANY, companyWebAddress: 'javascript:alert(1)' }, 'Please enter a valid website URL'],
    ['missing years of experience', { ...COMPANY, yearsExperience: '' }, 'Years of experience is required'],
    ['51 years of experience', { ...COMPANY, yearsExperience: '51' }, 'Years of experience must be between 0 and 50'],
    ['negative years of experience', { ...COMPANY, yearsExperience: '-1' }, 'Years of experience must be between 0 and 50'],
    ['negative scores optimized', { ...COMPANY, scoresOptimized: '-5' }, 'Scores optimized must be a positive number'],
    ['scores optimized over 10000', { ...COMPANY, scoresOptimized: '10001' }, 'Scores optimized must be between 0 and 10000'],
    [
      'scores optimized that is not a number',
      { ...COMPANY, scoresOptimized: 'many' },
      'Scores optimized must be between 0 and 10000',
    ],
  ];
  it.each(companyCases)('company: refuses %s', async (_name, fields, message) => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 2 });
    const res = await saveCompany(pro, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('company: takes 0 and 10000 scores optimized (DESIGN section 5, not the 300-850 reading)', async () => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 2 });
    expect((await saveCompany(pro, { ...COMPANY, scoresOptimized: '0' })).json().data.scoresOptimized).toBe(0);
    expect((await saveCompany(pro, { ...COMPANY, scoresOptimized: '10000' })).json().data.scoresOptimized).toBe(10000);
  });

  const servicesCases: [string, unknown, string][] = [
    ['no state', { ...SERVICES, stateLicenses: [] }, 'Please select at least one service area'],
    ['an unknown state', { ...SERVICES, stateLicenses: ['XX'] }, 'Please select states from the list'],
    ['no loan type', { ...SERVICES, loanTypes: [] }, 'Please select at least one loan type'],
    ['no mortgage type', { ...SERVICES, mortgageTypes: [] }, 'Please select at least one specialization'],
  ];
  it.each(servicesCases)('services: refuses %s', async (_name, body, message) => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 3 });
    const res = await saveServices(pro, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  });

  const contactCases: [string, unknown, string][] = [
    ['a missing phone', { ...CONTACTS, phone: '' }, 'Phone number is required'],
    ['a phone with letters', { ...CONTACTS, phone: '512-CALL-NOW' }, 'Please enter a valid phone number'],
    ['a phone of 9 digits', { ...CONTACTS, phone: '512-555-019' }, 'Please enter a valid phone number'],
    ['no consent', { ...CONTACTS, consentConfirmed: false }, 'You must confirm that the information is accurate'],
    ['51 years with the tool', { ...CONTACTS, yearsUsingCreditXpert: 51 }, 'Years must be between 0 and 50'],
    [
      'a LinkedIn link on another site',
      { ...CONTACTS, linkedin: 'https://evil.example/linkedin.com/in/x' },
      'Please enter a valid LinkedIn URL',
    ],
    [
      'a LinkedIn look-alike host',
      { ...CONTACTS, linkedin: 'https://linkedin.com.evil.example/in/x' },
      'Please enter a valid LinkedIn URL',
    ],
    ['a LinkedIn link over http', { ...CONTACTS, linkedin: 'http://www.linkedin.com/in/x' }, 'Please enter a valid LinkedIn URL'],
    [
      'a Facebook link that is script',
      { ...CONTACTS, facebook: 'javascript:alert(1)//facebook.com' },
      'Please enter a valid Facebook URL',
    ],
    [
      'an Instagram host ending in it',
      { ...CONTACTS, instagram: 'https://notinstagram.com/x' },
      'Please enter a valid Instagram URL',
    ],
    [
      'a Twitter link with a password',
      { ...CONTACTS, twitter: 'https://x.com:pw@evil.example/' },
      'Please enter a valid Twitter/X URL',
    ],
  ];
  it.each(contactCases)('contacts: refuses %s', async (_name, body, message) => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 4 });
    const res = await saveContacts(pro, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await profileRow(t, pro.profile.id)).onboardCompleted).toBe(false);
  });

  it('contacts: takes social links on subdomains and twitter.com or x.com', async () => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 4 });
    const res = await saveContacts(pro, {
      ...CONTACTS,
      linkedin: 'https://linkedin.com/in/a',
      facebook: 'https://m.facebook.com/a',
      instagram: 'https://www.instagram.com/a',
      twitter: 'https://twitter.com/a',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ facebook: 'https://m.facebook.com/a', twitter: 'https://twitter.com/a' });
  });
});
