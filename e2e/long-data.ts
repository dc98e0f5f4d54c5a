import fs from 'node:fs';
import { STATE_CODES } from '@mx/contract';
import type { APIRequestContext } from '@playwright/test';
import { AJAX, expect, linkFromMailbox, PASSWORD, uniqueEmail } from './fixtures.ts';
import { writeTestImages } from './professional.ts';

/**
 * Accounts whose data is as long as the forms take: a professional with a very long name and
 * company, licensed in all 51 states, and a consumer with a very long name who wrote to them.
 */

/** Names as long as the forms take, with words longer than a phone is wide. */
export const LONG_FULL_NAME = 'Hubertblainewolfeschlegelsteinhausenbergerdorffwelchevoralternwaren Wolfeschlegelsteinhausen';
export const LONG_COMPANY =
  'Wolfeschlegelsteinhausenbergerdorffmortgagelendingcreditoptimization and Home Financing Solutions of the Greater Metro';
const LONG_FIRST = 'Anastasiabellatrixmaximilianaalexandrinacharlotte';
const LONG_LAST = 'Vanderbiltwolfeschlegelsteinhausenbergerdorffsmith';
const LONG_WORD = 'https://www.example.com/a-very-long-listing-address-without-any-spaces-at-all/0123456789abcdefghij';
export const LONG_MESSAGE = `Hello, we are buying our first home. ${LONG_WORD} ${'Supercalifragilisticexpialidocious'.repeat(3)} Please call us in the evening.`;

export function clientAddress(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export async function apiContext(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...AJAX, 'x-forwarded-for': clientAddress() } });
}

export async function signInApi(ctx: APIRequestContext, email: string, password: string) {
  const res = await ctx.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

async function verify(ctx: APIRequestContext, email: string) {
  const link = await linkFromMailbox(email, '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  expect((await ctx.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
}

export async function registerProfessional(ctx: APIRequestContext) {
  const email = uniqueEmail('long.pro');
  const res = await ctx.post('/api/auth/register', {
    data: { firstName: LONG_FIRST, lastName: LONG_LAST, email, password: PASSWORD, nmlsId: '7654321' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verify(ctx, email);
  return email;
}

/** A professional with a very long name and company, licensed in all 51 states, onboarded and approved. */
export async function createLongProfessional(ctx: APIRequestContext, admin: APIRequestContext) {
  const email = await registerProfessional(ctx);
  await signInApi(ctx, email, PASSWORD);
  const images = await writeTestImages();
  const image = (file: string, name: string) => ({ name, mimeType: 'image/png', buffer: fs.readFileSync(file) });
  const personal = await ctx.post('/api/onboarding/personal', {
    multipart: {
      fullName: LONG_FULL_NAME,
      aboutMe: `${LONG_MESSAGE} ${LONG_MESSAGE}`,
      languages: JSON.stringify(['english', 'spanish']),
      photo: image(images.photo, 'me.png'),
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  const company = await ctx.post('/api/onboarding/company', {
    multipart: {
      companyName: LONG_COMPANY,
      companyAddress: `12345 ${LONG_COMPANY} Boulevard, Suite 9876543210, Albuquerque, NM 87101`,
      nmlsId: '7654321',
      yearsExperience: '12',
      scoresOptimized: '9999',
      companyLogo: image(images.logo, 'logo.png'),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const services = await ctx.post('/api/onboarding/services', {
    data: { stateLicenses: [...STATE_CODES], loanTypes: ['fha', 'va', 'jumbo'], mortgageTypes: ['purchase', 'refi'] },
  });
  expect(services.status(), await services.text()).toBe(200);
  const contacts = await ctx.post('/api/onboarding/contacts', {
    data: { phone: '(512) 555-0188', yearsUsingCreditXpert: 2, consentConfirmed: true },
  });
  expect(contacts.status(), await contacts.text()).toBe(200);
  const { data } = (await (await ctx.get('/api/mxpert/profile')).json()) as { data: { id: string; cxid: string } };
  // Journeys reuse NMLS IDs: a further listing of one is confirmed.
  const approved = await admin.post(`/api/admin/mxperts/${data.id}/approve`, { data: { confirmDuplicateNmls: true } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { email, state: 'nm', cxid: data.cxid };
}

/** A consumer with a very long name who sent the professional messages and requests. */
export async function createLongConsumer(ctx: APIRequestContext, expert: { state: string; cxid: string }) {
  const email = uniqueEmail('long.consumer');
  const res = await ctx.post('/api/auth/register-consumer', {
    data: { firstName: LONG_FIRST, lastName: LONG_LAST, email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verify(ctx, email);
  await signInApi(ctx, email, PASSWORD);
  for (const helpType of ['first-time-buyer', 'refinancing']) {
    const sent = await ctx.post(`/api/messages/${expert.state}/${expert.cxid}`, {
      data: { phone: '(512) 555-0123', helpType, preferredContact: 'phone', message: LONG_MESSAGE, consent: true },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const cop = await ctx.post(`/api/cop-requests/${expert.state}/${expert.cxid}`, {
    data: { phone: '(512) 555-0123', preferredContact: 'email', mortgageProcess: 'pre-qual', consent: true },
  });
  expect(cop.status(), await cop.text()).toBe(201);
  return email;
}
