import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  ADMIN_EMAIL,
  AJAX,
  apiClient,
  DEMO_PASSWORD,
  expect,
  linkFromMailbox,
  PASSWORD,
  type PlaywrightApi,
  signedInApi,
  uniqueEmail,
  uniqueName,
} from './fixtures.ts';

/** A professional signed up through the API and verified through the dev mailbox; answers the e-mail. */
export async function createVerifiedProfessional(
  request: APIRequestContext,
  firstName = 'Jordan',
  lastName = 'Avery',
  nmlsId = '7654321',
) {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/auth/register', {
    headers: AJAX,
    data: { firstName, lastName, email, password: PASSWORD, nmlsId },
  });
  expect(res.status()).toBe(201);
  const link = await linkFromMailbox(email, '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  expect((await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return email;
}

export interface TestImages {
  /** A 1600x1600 JPEG photo of over 1 MB (noise does not compress), so the browser compresses it. */
  largePhoto: string;
  photo: string;
  logo: string;
}

/** Real image files written with sharp into a temporary folder, for setInputFiles. */
export async function writeTestImages(): Promise<TestImages> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-e2e-images-'));
  const side = 1600;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
  const largePhoto = path.join(dir, 'portrait-large.jpg');
  await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(largePhoto);
  const photo = path.join(dir, 'portrait.png');
  await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toFile(photo);
  const logo = path.join(dir, 'logo.png');
  await sharp({ create: { width: 240, height: 96, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } })
    .png()
    .toFile(logo);
  return { largePhoto, photo, logo };
}

/** What a journey's own professional is made of; every field has a plain default. */
export interface ProfessionalFields {
  firstName?: string;
  /** Letters only; a new one on every call unless given, so the name finds this professional alone. */
  lastName?: string;
  /** The full name typed on onboarding's first step, the one an admin approves; the sign-up name unless given. */
  fullName?: string;
  aboutMe?: string;
  companyName?: string;
  companyAddress?: string;
  nmlsId?: string;
  yearsExperience?: number;
  scoresOptimized?: number;
  languages?: string[];
  /** State codes, e.g. ['FL', 'GA']. */
  states?: string[];
  loanTypes?: string[];
  mortgageTypes?: string[];
  phone?: string;
  yearsUsingCreditXpert?: number;
}

export interface Professional {
  email: string;
  password: string;
  /** The full name the profile shows. */
  name: string;
  companyName: string;
  profileId: string;
  cxid: string;
}

const imageFile = (file: string, name: string) => ({ name, mimeType: 'image/png', buffer: fs.readFileSync(file) });

/**
 * A professional of the journey's own: signed up, verified through the mailbox, and through the four
 * onboarding steps (real images) in an API client of its own; pending the admin's decision.
 */
export async function createPendingProfessional(
  playwright: PlaywrightApi,
  fields: ProfessionalFields = {},
): Promise<Professional> {
  const firstName = fields.firstName ?? 'Jordan';
  const lastName = fields.lastName ?? uniqueName('Pro');
  const name = fields.fullName ?? `${firstName} ${lastName}`;
  const companyName = fields.companyName ?? `${lastName} Home Loans`;
  // A license of its own (one license, one listing): journeys' professionals never share an NMLS ID by chance.
  const nmlsId = fields.nmlsId ?? String(2_000_000 + Math.floor(Math.random() * 7_999_999));
  const anonymous = await apiClient(playwright);
  const email = await createVerifiedProfessional(anonymous, firstName, lastName, nmlsId);
  await anonymous.dispose();

  const pro = await signedInApi(playwright, email, PASSWORD);
  const images = await writeTestImages();
  const personal = await pro.post('/api/onboarding/personal', {
    multipart: {
      fullName: name,
      aboutMe: fields.aboutMe ?? 'Credit coach for first-time buyers.',
      languages: JSON.stringify(fields.languages ?? ['english']),
      photo: imageFile(images.photo, 'photo.png'),
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  const company = await pro.post('/api/onboarding/company', {
    multipart: {
      companyName,
      companyAddress: fields.companyAddress ?? '100 Congress Ave, Austin, TX 78701',
      nmlsId,
      yearsExperience: String(fields.yearsExperience ?? 6),
      scoresOptimized: String(fields.scoresOptimized ?? 150),
      companyLogo: imageFile(images.logo, 'logo.png'),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const services = await pro.post('/api/onboarding/services', {
    data: {
      stateLicenses: fields.states ?? ['TX'],
      loanTypes: fields.loanTypes ?? ['fha'],
      mortgageTypes: fields.mortgageTypes ?? ['purchase'],
    },
  });
  expect(services.status(), await services.text()).toBe(200);
  const contacts = await pro.post('/api/onboarding/contacts', {
    data: {
      phone: fields.phone ?? '(512) 555-0188',
      yearsUsingCreditXpert: fields.yearsUsingCreditXpert ?? 2,
      consentConfirmed: true,
    },
  });
  expect(contacts.status(), await contacts.text()).toBe(200);
  const profile = await pro.get('/api/mxpert/profile');
  expect(profile.status()).toBe(200);
  const { data } = (await profile.json()) as { data: { id: string; cxid: string } };
  await pro.dispose();
  return { email, password: PASSWORD, name, companyName, profileId: data.id, cxid: data.cxid };
}

/** The demo admin approves the professional through the API (as the admin screen does). */
export async function approveProfessional(playwright: PlaywrightApi, profileId: string): Promise<void> {
  const admin = await signedInApi(playwright, ADMIN_EMAIL, DEMO_PASSWORD);
  // Journeys that name an NMLS ID reuse it run after run: approving a second listing is confirmed here.
  const res = await admin.post(`/api/admin/mxperts/${profileId}/approve`, { data: { confirmDuplicateNmls: true } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
}

/** A professional of the journey's own, approved and listed in the directory. */
export async function createApprovedProfessional(
  playwright: PlaywrightApi,
  fields: ProfessionalFields = {},
): Promise<Professional> {
  const pro = await createPendingProfessional(playwright, fields);
  await approveProfessional(playwright, pro.profileId);
  return pro;
}

export interface GuestSender {
  firstName: string;
  lastName: string;
  /** A new address unless given. */
  email?: string;
  phone?: string;
  preferredContact?: 'email' | 'phone';
  /** The state the guest writes from, lower case (the profile's address), e.g. 'ca'. */
  state?: string;
}

/** A guest's message from the professional's public profile, from a client address of its own. */
export async function sendGuestMessage(
  playwright: PlaywrightApi,
  cxid: string,
  guest: GuestSender & { isRealEstateAgent?: boolean; helpType?: string; message?: string },
): Promise<string> {
  const email = guest.email ?? uniqueEmail(guest.firstName.toLowerCase());
  const client = await apiClient(playwright);
  const res = await client.post(`/api/messages/${guest.state ?? 'tx'}/${cxid}`, {
    data: {
      firstName: guest.firstName,
      lastName: guest.lastName,
      email,
      phone: guest.phone ?? '(512) 555-0123',
      isRealEstateAgent: guest.isRealEstateAgent ?? false,
      helpType: guest.helpType ?? 'first-time-buyer',
      preferredContact: guest.preferredContact ?? 'email',
      message: guest.message ?? 'We are buying our first home this summer and want to raise our scores first.',
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await client.dispose();
  return email;
}

/** A guest's Credit Optimization Plan request from the professional's public profile. */
export async function sendGuestCopRequest(
  playwright: PlaywrightApi,
  cxid: string,
  guest: GuestSender & { mortgageProcess?: string },
): Promise<string> {
  const email = guest.email ?? uniqueEmail(guest.firstName.toLowerCase());
  const client = await apiClient(playwright);
  const res = await client.post(`/api/cop-requests/${guest.state ?? 'tx'}/${cxid}`, {
    data: {
      firstName: guest.firstName,
      lastName: guest.lastName,
      email,
      phone: guest.phone ?? '(512) 555-0123',
      preferredContact: guest.preferredContact ?? 'email',
      mortgageProcess: guest.mortgageProcess ?? 'pre-qual',
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await client.dispose();
  return email;
}
