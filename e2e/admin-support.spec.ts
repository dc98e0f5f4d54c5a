import { expectAccessible } from './axe.ts';
import { expect, randomIp, signInAsAdmin, test, uniqueEmail, uniqueName } from './fixtures.ts';
import { expectFitsBothWidths, expectFitsWindow, screenshot } from './layout.ts';

/** The admins' support inbox at /admin/support (docs/decisions/066). */

test('a visitor writes to support; the admin finds it in the support inbox, adds a note and closes it', async ({
  page,
  browser,
}) => {
  // A visitor's form, the admin's sign-in, a note, closing and reopening: over a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const lastName = uniqueName('Sup');
  const name = `Jordan ${lastName}`;
  const email = uniqueEmail('support.inbox');

  // A visitor sends the support form.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const form = await visitor.newPage();
  await form.goto('/support');
  const support = form.getByRole('form', { name: 'Support' });
  await support.getByLabel('Name').fill(name);
  await support.getByRole('textbox', { name: 'Email' }).fill(email);
  await support.getByLabel('Topic').selectOption('account');
  await support.getByLabel('Message').fill('I cannot change the e-mail address of my account.');
  await support.getByRole('button', { name: 'Send to support' }).click();
  await expect(form.getByText(/your message reached our support team/)).toBeVisible();
  await visitor.close();

  // The admin opens the inbox from the side navigation and finds it among the open requests.
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(page).toHaveTitle('Support inbox | Admin | MortgageXperts');
  await expect(page.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or reference' }).fill(lastName.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${lastName.toLowerCase()}`));
  // The count first: until the search has answered, the list still holds other tests' requests.
  await expect(page.getByRole('tab', { name: 'Open (1)' })).toBeVisible();
  const openList = page.getByRole('list', { name: 'Open support requests' });
  const row = openList.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText(name)).toBeVisible();
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText('My account', { exact: true })).toBeVisible();
  await expectAccessible(page, '/admin/support (open tab)');
  await expectFitsBothWidths(page, 'admin-support');

  // Opens it, writes a note, saves it, and closes the request.
  await openList.getByRole('button', { name: `Open the request from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Support request from ${name}` });
  await expect(dialog.getByText('I cannot change the e-mail address of my account.')).toBeVisible();
  await expectAccessible(page, '/admin/support (a request opened)');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWindow(page, 'the opened request at 390 px');
  await screenshot(page, 'admin-support-dialog-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByLabel('Notes for the team').fill('x'.repeat(2001));
  await expect(dialog.getByText('Notes must not exceed 2000 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  await dialog.getByLabel('Notes for the team').fill('Asked for the new address by e-mail.');
  await dialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close request' }).click();
  await expect(page.getByText('Support request closed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(openList.getByText(name)).toHaveCount(0);

  // It waits in the closed tab with its note, and can be reopened from there.
  await page.getByRole('tab', { name: /^Closed/ }).click();
  await expect(page).toHaveURL(/tab=closed/);
  const closedList = page.getByRole('list', { name: 'Closed support requests' });
  await expect(closedList.getByText(name)).toBeVisible();
  await expect(closedList.getByText('Has notes')).toBeVisible();
  await closedList.getByRole('button', { name: `Open the request from ${name}` }).click();
  await expect(dialog.getByLabel('Notes for the team')).toHaveValue('Asked for the new address by e-mail.');
  await expect(dialog.getByRole('button', { name: 'Reopen request' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Every action is in the audit trail.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Action').selectOption('support.closed');
  await expect(page.getByText(name).first()).toBeVisible();
});
