import { describe, expect, it } from 'vitest';
import { createCopRequest, createMessage, signedInAs } from '../helpers/factories.ts';
import { EVERY_SECTION_EDITED, FRESH_PROFILE, profileRow, signedInProfessional, UNDER_REVIEW } from '../helpers/professionals.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const patch = (cookie: string, body: unknown) => t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie, body });
const put = (cookie: string, body: unknown) => t.request({ method: 'PUT', url: '/api/mxpert/profile', cookie, body });

describe('GET /api/mxpert/profile and /readonly', () => {
  it('answers the own complete profile with account, dates and counts', async () => {
    const pro = await signedInProfessional(t, { companyName: 'Acme Lending', linkedin: null });
    await createMessage(t.db, pro.profile.id);
    await createCopRequest(t.db, pro.profile.id);
    for (const url of ['/api/mxpert/profile', '/api/mxpert/profile/readonly']) {
      const res = await t.request({ method: 'GET', url, cookie: pro.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        cxid: pro.profile.cxid,
        companyName: 'Acme Lending',
        linkedin: null,
        approvalStatus: 'approved',
        onboardCompleted: true,
        user: { name: pro.user.name, email: pro.user.email },
        receivedMessages: 1,
        copRequests: 1,
      });
      expect(res.json().data.createdAt).toEqual(expect.any(String));
    }
  });

  it('is for professionals only', async () => {
    const consumer = await signedInAs(t, 'CONSUMER');
    expect((await t.request({ method: 'GET', url: '/api/mxpert/profile', cookie: consumer.cookie })).statusCode).toBe(403);
    expect((await patch(consumer.cookie, { aboutMe: 'Hi there' })).statusCode).toBe(403);
  });
});

describe('PATCH /api/mxpert/profile', () => {
  it('changes the fields of one section and answers the updated profile', async () => {
    const pro = await signedInProfessional(t, {});
    const before = await profileRow(t, pro.profile.id);
    const res = await patch(pro.cookie, {
      aboutMe: 'Twenty years of helping buyers.',
      languages: ['english', 'korean'],
      scoresOptimized: '2500',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your profile has been updated successfully',
      data: { aboutMe: 'Twenty years of helping buyers.', languages: ['english', 'korean'], scoresOptimized: 2500 },
    });
    const after = await profileRow(t, pro.profile.id);
    expect(after.yearsExperience).toBe(before.yearsExperience);
    expect(after.companyName).toBe(before.companyName);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('clears optional values sent empty', async () => {
    const pro = await signedInProfessional(t, {
      companyWebAddress: 'https://old.example/',
      linkedin: 'https://linkedin.com/in/old',
    });
    const cleared = await patch(pro.cookie, { companyWebAddress: '', companyAddress: '' });
    expect(cleared.statusCode).toBe(200);
    expect((await patch(pro.cookie, { linkedin: '' })).statusCode).toBe(200);
    expect(await profileRow(t, pro.profile.id)).toMatchObject({ linkedin: null });
    // The company address and website of an approved professional wait for an admin (decision 098).
    expect(cleared.json().data.pendingChange.newValues).toMatchObject({ companyWebAddress: null, companyAddress: null });
  });

  it('refuses fields of two sections at once and changes nothing', async () => {
    const pro = await signedInProfessional(t, {});
    const res = await patch(pro.cookie, { aboutMe: 'New text here.', companyName: 'Other Co' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please update one section of your profile at a time' });
    expect((await profileRow(t, pro.profile.id)).companyName).toBe('Test Lending Co');
  });

  it('refuses fields no card edits, such as the approval status', async () => {
    const pro = await signedInProfessional(t, {
      ...FRESH_PROFILE,
      onboardCompleted: true,
      currentStep: 4,
      approvalStatus: 'approved',
    });
    for (const body of [
      { approvalStatus: 'approved' },
      { aboutMe: 'Fine text.', onboardCompleted: true },
      { photo: '/etc/passwd' },
    ]) {
      const res = await patch(pro.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'This field cannot be edited here' });
    }
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty about me', { aboutMe: ' ' }, 'About me is required'],
    ['no language', { languages: [] }, 'Please select at least one language'],
    ['51 years of experience', { yearsExperience: 51 }, 'Years of experience must be between 0 and 50'],
    ['negative scores optimized', { scoresOptimized: -1 }, 'Scores optimized must be a positive number'],
    ['scores optimized over 10000', { scoresOptimized: 10_001 }, 'Scores optimized must be between 0 and 10000'],
    ['an empty company name', { companyName: '' }, 'Company name is required'],
    ['an empty NMLS ID', { nmlsId: '' }, 'NMLS ID is required'],
    ['a website that is not one', { companyWebAddress: 'not a site' }, 'Please enter a valid website URL'],
    ['no licensed state', { serviceAreas: [] }, 'Please select at least one service area'],
    ['no loan type', { loanTypes: [] }, 'Please select at least one loan type'],
    ['no specialization', { specializations: [] }, 'Please select at least one specialization'],
    ['an empty phone', { phone: '' }, 'Phone number is required'],
    ['a short phone', { phone: '555-0100' }, 'Please enter a valid phone number'],
    ['a LinkedIn link elsewhere', { linkedin: 'https://example.com/?linkedin.com' }, 'Please enter a valid LinkedIn URL'],
    ['a Facebook link elsewhere', { facebook: 'https://facebook.com.example/x' }, 'Please enter a valid Facebook URL'],
    ['an Instagram link over http', { instagram: 'http://instagram.com/x' }, 'Please enter a valid Instagram URL'],
    ['a Twitter link elsewhere', { twitter: 'https://t.co/x' }, 'Please enter a valid Twitter/X URL'],
    ['60 years with the tool', { yearsUsingCreditXpert: 60 }, 'Years must be between 0 and 50'],
  ];
  it.each(cases)('refuses %s', async (_name, body, message) => {
    const pro = await signedInProfessional(t, {});
    const before = await profileRow(t, pro.profile.id);
    const res = await patch(pro.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect(await profileRow(t, pro.profile.id)).toEqual(before);
  });

  it('refuses edits before onboarding is complete', async () => {
    const pro = await signedInProfessional(t);
    const res = await patch(pro.cookie, { aboutMe: 'Too early for this.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Please complete your onboarding before editing your profile.' });
  });

  it('refuses edits while the profile is under review and after a rejection', async () => {
    const reviewed = await signedInProfessional(t, UNDER_REVIEW);
    expect((await patch(reviewed.cookie, { phone: '(512) 555-0111' })).statusCode).toBe(409);
    const rejected = await signedInProfessional(t, { approvalStatus: 'rejected' });
    const res = await patch(rejected.cookie, { phone: '(512) 555-0111' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This profile was not approved and can no longer be edited.' });
  });
});

describe('PUT /api/mxpert/profile', () => {
  it('replaces every editable section at once', async () => {
    const pro = await signedInProfessional(t, {});
    const res = await put(pro.cookie, EVERY_SECTION_EDITED);
    expect(res.statusCode).toBe(200);
    // The company name, NMLS ID and website of an approved professional wait for an admin (decisions 062, 098).
    expect(await profileRow(t, pro.profile.id)).toMatchObject({
      companyName: pro.profile.companyName,
      nmlsId: pro.profile.nmlsId,
      companyWebAddress: pro.profile.companyWebAddress,
      serviceAreas: ['FL'],
      phone: '+1 305 555 0100',
      approvalStatus: 'approved',
    });
    expect(res.json().data.pendingChange.newValues).toMatchObject({
      companyName: 'Nuevo Lending',
      nmlsId: '998877',
      companyWebAddress: 'https://nuevo.example/',
    });
  });

  it('refuses a partial body', async () => {
    const pro = await signedInProfessional(t, {});
    const res = await put(pro.cookie, { aboutMe: 'Only this.' });
    expect(res.statusCode).toBe(400);
  });
});
