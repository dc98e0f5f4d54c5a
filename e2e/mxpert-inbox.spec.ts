import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, PASSWORD, signInThroughUi, test, uniqueEmail } from './fixtures.ts';
import { createVerifiedProfessional, writeTestImages } from './professional.ts';

/**
 * The second half of the professional's journey. It needs the admin's approval route
 * (POST /api/admin/mxperts/{id}/approve) and the public contact route (POST /api/messages/{cxid}),
 * which are built with the admin and consumer issues.
 */

const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

async function signedInApi(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
  password: string,
) {
  const ctx = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      ...AJAX,
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const res = await ctx.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

test('once approved, a guest message reaches the professional: inbox, bell, Closed with a note, deleted', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const images = await writeTestImages();
  const email = await createVerifiedProfessional(request, 'Casey', 'Morgan');

  // The professional onboards through the API, with real images.
  const pro = await signedInApi(playwright, baseURL ?? '', email, PASSWORD);
  const image = (file: string, name: string) => ({ name, mimeType: 'image/png', buffer: fs.readFileSync(file) });
  const personal = await pro.post('/api/onboarding/personal', {
    multipart: {
      fullName: 'Casey Morgan',
      aboutMe: 'Credit coach for first-time buyers in Texas.',
      languages: JSON.stringify(['english']),
      photo: image(images.photo, 'casey.png'),
    },
  });
  expect(personal.status()).toBe(200);
  const company = await pro.post('/api/onboarding/company', {
    multipart: {
      companyName: 'Morgan Mortgage Coaching',
      companyAddress: '100 Congress Ave, Austin, TX 78701',
      nmlsId: '7654321',
      yearsExperience: '6',
      scoresOptimized: '150',
      companyLogo: image(images.logo, 'logo.png'),
    },
  });
  expect(company.status()).toBe(200);
  expect(
    (
      await pro.post('/api/onboarding/services', {
        data: { stateLicenses: ['TX'], loanTypes: ['fha'], mortgageTypes: ['purchase'] },
      })
    ).status(),
  ).toBe(200);
  const contacts = await pro.post('/api/onboarding/contacts', {
    data: { phone: '(512) 555-0188', yearsUsingCreditXpert: 2, consentConfirmed: true },
  });
  expect(contacts.status()).toBe(200);
  const { data: profile } = (await (await pro.get('/api/mxpert/profile')).json()) as { data: { id: string; cxid: string } };

  // An admin approves the profile.
  const admin = await signedInApi(playwright, baseURL ?? '', 'admin@mortgagexperts.test', DEMO_PASSWORD);
  const approved = await admin.post(`/api/admin/mxperts/${profile.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  // A guest sends a message from the public profile.
  const guestEmail = uniqueEmail('guest');
  const sent = await request.post(`/api/messages/${profile.cxid}`, {
    headers: AJAX,
    data: {
      firstName: 'Taylor',
      lastName: 'Brooks',
      email: guestEmail,
      phone: '(512) 555-0123',
      isRealEstateAgent: true,
      helpType: 'first-time-buyer',
      preferredContact: 'phone',
      message: 'We are buying our first home in Austin this summer and want to raise our scores first.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // The professional sees it in the bell and the inbox.
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByText('Profile Under Review')).toHaveCount(0);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  await expect(
    page
      .getByRole('list', { name: 'Notifications list' })
      .getByText(/Taylor Brooks/)
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('tab', { name: /Active Messages\s*1/ })).toBeVisible();
  const card = page.getByRole('article', { name: 'Taylor Brooks' });
  await expect(card.getByText('First-time Home Buyer')).toBeVisible();
  await expect(card.getByText('Real Estate Mxpert')).toBeVisible();
  await expect(card.getByText(guestEmail)).toBeVisible();

  await page.getByRole('button', { name: 'Manage Taylor Brooks' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Message' });
  await manage.getByLabel('Status').selectOption('closed');
  await manage.getByLabel('Notes').fill('Booked a call for Thursday.');
  await manage.getByRole('button', { name: 'Update Message' }).click();
  await expect(page.getByText('Message updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: /Closed Messages\s*1/ }).click();
  await expect(page).toHaveURL(/\/mxpert\/messages\/closed$/);
  await expect(card.getByText('Booked a call for Thursday.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Taylor Brooks' }).click();
  await page.getByRole('dialog', { name: 'Delete Message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully')).toBeVisible();
  await expect(page.getByText('No closed messages found.')).toBeVisible();

  await Promise.all([pro.dispose(), admin.dispose()]);
});
