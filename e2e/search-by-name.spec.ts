import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createApprovedProfessional } from './professional.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('a client referred to a company by name finds it from the landing page, not the town of the same name', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'City, state, ZIP code, name or company' });
  await expect(box).toHaveAttribute('placeholder', 'City, state, ZIP, name or company');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-search-box-${width}.png`, fullPage: false });
  }
  await box.fill('Golden Gate');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/mortgageexperts\?search=Golden(%20|\+)Gate$/);
  await expect(page.getByText('MortgageXperts whose name or company matches “Golden Gate”.')).toBeVisible();
  await expect(page.getByText(/licensed in Illinois/)).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'MortgageXperts' }).locator(':scope > li');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Golden Gate Home Lending');
  await expectAccessible(page, 'directory found by company');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/directory-by-company-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await cards
    .first()
    .getByRole('link', { name: /^Contact / })
    .click();
  await expect(page).toHaveURL(/\/xperts\/all\/CX[A-Z0-9]+$/);
  await expect(page.getByText('Golden Gate Home Lending').first()).toBeVisible();

  // The page as a search engine or a shared link opens it: titled by the company, not a place.
  await page.goto('/mortgageexperts?search=Golden%20Gate');
  await expect(page).toHaveTitle('MortgageXperts matching Golden Gate | MortgageXperts');
});

test('a place that also names a professional lists the professional first, then the place', async ({ page, playwright }) => {
  // Licensed in Florida only, named after a state: Nevada's professionals come after them.
  const pro = await createApprovedProfessional(playwright, { companyName: 'Nevada Trail Lending', states: ['FL'] });
  await page.goto('/mortgageexperts?search=Nevada');
  await expect(
    page.getByText('MortgageXperts whose name or company matches “Nevada” first, then those licensed in Nevada.'),
  ).toBeVisible();
  const cards = page.getByRole('list', { name: 'MortgageXperts' }).locator(':scope > li');
  await expect(cards.first()).toContainText(pro.name);
  await expect(cards.first()).toContainText('Nevada Trail Lending');
  // Then the demo data's professionals licensed in Nevada.
  await expect(cards.nth(1)).toBeVisible();
  await expect(cards.filter({ hasText: 'Nevada Trail Lending' })).toHaveCount(1);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Nevada/ })).toBeChecked();
  await expectAccessible(page, 'directory with a name match and a place');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/directory-name-and-place-${width}.png`, fullPage: false });
  }
});
