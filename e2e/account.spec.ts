import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { ACCOUNT_TEXT } from '@mx/contract/account-texts';
import { PROFILE_PAGE_TEXT } from '@mx/contract/profile-page-texts';
import { TEXT } from '@mx/contract/texts';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  createVerifiedConsumer,
  expect,
  PASSWORD,
  type PlaywrightApi,
  signedInApi,
  signInThroughUi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { expectFitsBothWidths } from './layout.ts';
import { createApprovedProfessional } from './professional.ts';

/** The link of an optional e-mail's footer, signed with the development secret the journeys' server uses. */
function preferencesLink(email: string): string {
  const payload = `v2.${Buffer.from(email).toString('base64url')}.${Math.floor(Date.now() / 1000)}`;
  const mac = createHmac('sha256', 'development-only-mail-link-secret-never-in-production')
    .update(`email-preferences:${payload}`)
    .digest('base64url');
  return `/email-preferences?token=${payload}.${mac}`;
}

const MESSAGE = 'We want to buy a townhouse next spring and need our credit ready for it.';

/** A verified consumer who sent the professional a message while signed in; answers their e-mail. */
async function sendSignedInMessage(page: Page, playwright: PlaywrightApi, cxid: string): Promise<string> {
  const email = await createVerifiedConsumer(page.request, 'Leslie');
  const consumer = await signedInApi(playwright, email, PASSWORD);
  const sent = await consumer.post(`/api/messages/tx/${cxid}`, {
    data: {
      firstName: 'Leslie',
      lastName: 'Tester',
      email,
      phone: '(512) 555-0199',
      isRealEstateAgent: false,
      helpType: 'first-time-buyer',
      preferredContact: 'email',
      message: MESSAGE,
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await consumer.dispose();
  return email;
}

/** Clicks Download my data and answers the JSON file the browser saved. */
async function downloadMyData(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mortgagexperts-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(fs.readFileSync((await download.path()) as string, 'utf8'));
}

test('a consumer downloads their data and deletes their account; signing in afterwards fails', async ({ page, playwright }) => {
  const pro = await createApprovedProfessional(playwright, { firstName: 'Dana' });
  const email = await sendSignedInMessage(page, playwright, pro.cxid);

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/consumer\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await expectAccessible(page, 'the consumer settings');
  // What the download holds, said on the page, on a desktop and on a 390 px phone without sideways scrolling.
  await expect(page.getByText(/your Credit Optimization Plans as published to you/)).toBeVisible();
  await expectFitsBothWidths(page, 'consumer-settings');
  const data = await downloadMyData(page);
  expect(data.account.email).toBe(email);
  expect(data.messages).toHaveLength(1);
  expect(data.messages[0]).toMatchObject({ message: MESSAGE, professionalName: pro.name });
  expect(data.plans).toEqual([]);

  // What the deletion takes: the plans' documents too, as the Privacy Policy promises.
  await expect(page.getByText(ACCOUNT_TEXT.deleteConsequences.consumer)).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectAccessible(page, 'the delete-account modal');
  await dialog.getByLabel('Password', { exact: true }).fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: TEXT.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a professional downloads their data from their settings: profile, leads with what the client wrote', async ({
  page,
  playwright,
}) => {
  const pro = await createApprovedProfessional(playwright, { firstName: 'Avery' });
  const client = await sendSignedInMessage(page, playwright, pro.cxid);

  await signInThroughUi(page, pro.email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/mxpert\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // What the download holds, said on the page, on a desktop and on a 390 px phone without sideways scrolling.
  await expect(page.getByText(/the plans you wrote, drafts included/)).toBeVisible();
  await expectAccessible(page, 'the professional settings with the download');
  await expectFitsBothWidths(page, 'mxpert-settings');

  const data = await downloadMyData(page);
  expect(data.account).toMatchObject({ email: pro.email, role: 'MXPERT' });
  expect(data.profile).toMatchObject({ cxid: pro.cxid, approvalStatus: 'approved' });
  expect(data.messages).toHaveLength(1);
  expect(data.messages[0]).toMatchObject({ message: MESSAGE, email: client, phone: '(512) 555-0199' });
  expect(data.copRequests).toEqual([]);
  expect(data.plans).toEqual([]);
});

test('a professional pauses the listing and resumes it', async ({ page, playwright }) => {
  const pro = await createApprovedProfessional(playwright, { firstName: 'Morgan' });
  const profileUrl = `/xperts/tx/${pro.cxid}`;
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();

  await signInThroughUi(page, pro.email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/mxpert\/settings$/);
  await expect(page.getByText('Status: Listed')).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXT.deleteConsequences.mxpert)).toBeVisible();
  await expectAccessible(page, 'the professional settings');
  await page.getByRole('button', { name: 'Pause listing' }).click();
  await expect(page.getByText('Status: Paused')).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('Your listing is paused', { exact: true })).toBeVisible();
  // A paused profile still answers: it says they take no new clients and offers the search, no forms.
  await page.goto(profileUrl);
  await expect(page.getByText(PROFILE_PAGE_TEXT.paused(pro.name))).toBeVisible();
  await expect(page.getByRole('link', { name: PROFILE_PAGE_TEXT.findAnother })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  await page.goto('/mxpert/settings');
  await page.getByRole('button', { name: 'Resume listing' }).click();
  await expect(page.getByText('Status: Listed')).toBeVisible();
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();
});

test('e-mail preferences open from a signed link without signing in, and save', async ({ page }) => {
  const email = uniqueEmail('preferences');
  await page.goto(preferencesLink(email));
  await expect(page.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await expectAccessible(page, 'the e-mail preferences page');
  await page.getByRole('checkbox', { name: 'Digests and summaries' }).uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your email preferences were saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Digests and summaries' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Reminders/ })).toBeChecked();

  await page.goto('/email-preferences?token=v1.forged.link');
  await expect(page.getByText('This email preferences link is invalid')).toBeVisible();
  await page.goto('/confirm-email-change?token=not-a-real-token');
  await expect(page.getByText('This email change link is invalid or has expired')).toBeVisible();
  await expectAccessible(page, 'a failed e-mail change link');
});
