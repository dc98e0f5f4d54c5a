import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, PASSWORD, readMailbox, signedInApi, signInAsAdmin, test, uniqueName } from './fixtures.ts';
import { createApprovedProfessional } from './professional.ts';

/** The directory searched by the professional's own last name: found, or not. */
async function expectInDirectory(page: Page, lastName: string, name: string, listed: boolean) {
  await page.goto(`/mortgageexperts?search=${encodeURIComponent(lastName)}`);
  await expect(page.getByText(/We found \d+ MortgageXperts? that can help you/)).toBeVisible();
  if (listed) await expect(page.getByText(name).first()).toBeVisible();
  else await expect(page.getByText(/We found 0 MortgageXperts/)).toBeVisible();
}

test('the admin suspends an approved professional, who vanishes from the directory, and reinstates them', async ({
  page,
  playwright,
}) => {
  const lastName = uniqueName('Sus');
  const pro = await createApprovedProfessional(playwright, { firstName: 'Morgan', lastName });
  await expectInDirectory(page, lastName, pro.name, true);

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'MortgageXperts' }).click();
  await page.getByRole('searchbox', { name: 'Search MortgageXperts' }).fill(lastName.toLowerCase());
  const table = page.getByRole('table', { name: 'Approved MortgageXperts' });
  await table.getByRole('button', { name: `View ${pro.name}` }).click();
  const modal = page.getByRole('dialog', { name: pro.name });
  await modal.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${pro.name}` });
  await suspend.getByLabel('Reason for suspension').fill('short');
  await suspend.getByRole('button', { name: 'Suspend MortgageXpert' }).click();
  await expect(suspend.getByText('Please provide a more detailed reason (at least 10 characters)')).toBeVisible();
  await suspend.getByLabel('Reason for suspension').fill('The state license has expired.');
  await suspend.getByRole('button', { name: 'Suspend MortgageXpert' }).click();
  await expect(page.getByText(`${pro.name} has been suspended and notified via email`)).toBeVisible();

  await expectInDirectory(page, lastName, pro.name, false);
  expect((await page.request.get(`/api/public/mxperts/tx/${pro.cxid}`)).status()).toBe(404);

  await page.goto(`/admin/mortgagexperts?search=${lastName.toLowerCase()}`);
  await expect(page.getByText('0 approved MortgageXperts found')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'All' });
  await expect(page.getByText('1 MortgageXpert found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/status=any/);
  await page.getByLabel('Status').selectOption({ label: 'Suspended' });
  await expect(page.getByText('1 suspended MortgageXpert found')).toBeVisible();
  await expect(page).toHaveURL(/status=suspended/);
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-mxperts-suspended-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await page
    .getByRole('table', { name: 'Approved MortgageXperts' })
    .getByRole('button', { name: `View ${pro.name}` })
    .click();
  const again = page.getByRole('dialog', { name: pro.name });
  await expect(again.getByText('Suspended: The state license has expired.')).toBeVisible();
  await again.getByRole('button', { name: 'Reinstate' }).click();
  const reinstate = page.getByRole('dialog', { name: `Reinstate ${pro.name}` });
  await reinstate.getByLabel('Note to the MortgageXpert (optional)').fill('Thank you for sending the renewed license.');
  await expectAccessible(page, 'the reinstatement dialog with its note');
  await reinstate.getByRole('button', { name: 'Reinstate MortgageXpert' }).click();
  await expect(page.getByText(`${pro.name} has been reinstated and notified via email`)).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(pro.email)).some((m) => m.text.includes('Thank you for sending the renewed license.')))
    .toBe(true);
  await expectInDirectory(page, lastName, pro.name, true);

  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('mxpert.suspended');
  await expect(page.getByText('The state license has expired.').first()).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-audit-1366.png` });
});

test('the admin approves an identity change, which then shows on the public profile', async ({ page, playwright }) => {
  const lastName = uniqueName('Ren');
  const pro = await createApprovedProfessional(playwright, {
    firstName: 'Riley',
    lastName,
    companyName: `${lastName} Old Lending`,
  });
  const newCompany = `${lastName} New Lending`;
  const api = await signedInApi(playwright, pro.email, PASSWORD);
  const edit = await api.patch('/api/mxpert/profile', { data: { companyName: newCompany } });
  expect(edit.status(), await edit.text()).toBe(200);
  await api.dispose();

  await page.goto(`/xperts/tx/${pro.cxid}`);
  await expect(page.getByText(`${lastName} Old Lending`).first()).toBeVisible();
  await expect(page.getByText(newCompany)).toHaveCount(0);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Changes to review' }).click();
  const item = page.getByRole('listitem').filter({ hasText: newCompany });
  await expect(item.getByRole('table')).toContainText(`${lastName} Old Lending`);
  await item.getByRole('button', { name: 'Approve change' }).click();
  await expect(page.getByText(`The change to ${pro.name}'s profile has been approved`)).toBeVisible();

  await page.goto(`/xperts/tx/${pro.cxid}`);
  await expect(page.getByText(newCompany).first()).toBeVisible();
});

test('the admin downloads the approved list as CSV with its filters', async ({ page, playwright }) => {
  const lastName = uniqueName('Csv');
  const pro = await createApprovedProfessional(playwright, { firstName: 'Casey', lastName });
  await signInAsAdmin(page);
  await page.goto(`/admin/mortgagexperts?search=${lastName.toLowerCase()}`);
  await expect(page.getByRole('table', { name: 'Approved MortgageXperts' }).getByText(pro.name)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mortgagexperts-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^CXID,Full name,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(pro.cxid);
  expect(lines[1]).toContain(pro.email);
});
