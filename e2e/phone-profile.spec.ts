import { PROFILE_PAGE_TEXT } from '@mx/contract/profile-page-texts';
import { expectAccessible } from './axe.ts';
import { AJAX, expect, signedInApi, test, uniqueName } from './fixtures.ts';
import { createApprovedProfessional } from './professional.ts';

/**
 * A profile on a phone: the bar fixed to the bottom of the screen jumps to the message form or opens
 * the plan request; the directory's filters open in a sheet that says how many it finds; the menu
 * closes on navigation; a paused professional's page says so and leads back to the search.
 */

const PHONE = { width: 390, height: 844 };

test('on a phone the profile bar jumps to the message form and opens the plan request', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const lastName = uniqueName('Bar');
  const pro = await createApprovedProfessional(playwright, { lastName, yearsExperience: 1, scoresOptimized: 42 });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/xperts/tx/${pro.cxid}`);
  await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();

  // The figures of the card are on the profile too, and the rating sits beside the name.
  await expect(page.getByTestId('profile-figures')).toContainText('1 year of experience');
  await expect(page.getByTestId('profile-figures')).toContainText('42 scores optimized');
  await expect(page.getByTestId('profile-rating')).toHaveText('No reviews yet');

  const bar = page.getByTestId('contact-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport();
  const form = page.getByRole('heading', { name: `Send ${pro.name} a message` });
  await expect(form).not.toBeInViewport();
  // The message form and the reviews come once the page has loaded, below the fold, without scrolling.
  await expect(page.getByLabel('First name')).toBeAttached();
  await expect(page.getByTestId('no-reviews')).toBeAttached();
  await expect(page.getByLabel('First name')).not.toBeInViewport();
  await expectAccessible(page, 'the profile on a phone with its contact bar');

  await bar.getByRole('button', { name: PROFILE_PAGE_TEXT.barMessage }).click();
  await expect(form).toBeInViewport();
  await expect(page.getByLabel('First name')).toBeFocused();
  // The bar stays on screen below the form, and never covers the page's last lines.
  await expect(bar).toBeInViewport();

  await bar.getByRole('button', { name: PROFILE_PAGE_TEXT.barRequestPlan }).click();
  const dialog = page.getByRole('dialog', { name: /Credit Optimization Plan/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A new professional's reviews say 'No reviews yet' and nothing else.
  await expect(page.getByTestId('no-reviews')).toHaveText('No reviews yet');
  await expect(page.getByTestId('rating-count')).toHaveCount(0);

  // On a desktop the buttons are at the top: no bar.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(bar).toBeHidden();
  await context.close();
});

test('on a phone the filters open in a sheet that shows how many it finds', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const lastName = uniqueName('Sheet');
  await createApprovedProfessional(playwright, { lastName, states: ['NM'], loanTypes: ['va', 'fha'] });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/mortgageexperts?search=${encodeURIComponent(lastName)}`);
  const count = page.getByRole('heading', { level: 1, name: 'We found 1 MortgageXpert that can help you...' });
  await expect(count).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Show 1 result' })).toBeVisible();
  await expectAccessible(page, 'the filter sheet on a phone');
  // The filters live in the URL: each box shows checked once the page has moved to the new address.
  await sheet.getByRole('checkbox', { name: 'Jumbo' }).click();
  await expect(page).toHaveURL(/loanTypes=jumbo/);
  await expect(sheet.getByRole('button', { name: 'Show 0 results' })).toBeVisible();
  await sheet.getByRole('checkbox', { name: 'Jumbo' }).click();
  await expect(page).not.toHaveURL(/jumbo/);
  await sheet.getByRole('checkbox', { name: 'VA', exact: true }).click();
  await expect(page).toHaveURL(/loanTypes=va/);
  await expect(sheet.getByRole('checkbox', { name: 'VA', exact: true })).toBeChecked();
  await sheet.getByRole('button', { name: 'Show 1 result' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/loanTypes=va/);
  await expect(count).toBeInViewport();
  await context.close();
});

test('on a phone the menu closes when a link in it is followed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/mortgageexperts');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await context.close();
});

test("a paused professional's profile says they take no new clients and leads back to the search", async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueName('Paused');
  const pro = await createApprovedProfessional(playwright, { lastName });
  const api = await signedInApi(playwright, pro.email, pro.password);
  const paused = await api.put('/api/mxpert/listing', { headers: AJAX, data: { paused: true } });
  expect(paused.status(), await paused.text()).toBe(200);
  await api.dispose();

  // Bookmarks still open the page; search engines are asked to leave it out.
  const html = await request.get(`/xperts/tx/${pro.cxid}`, { headers: { accept: 'text/html' } });
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('<meta name="robots" content="noindex" />');

  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`/xperts/tx/${pro.cxid}`);
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await expect(page.getByTestId('paused-notice')).toHaveText(
      new RegExp(PROFILE_PAGE_TEXT.paused(pro.name).replace(/[.]/g, '\\.')),
    );
    await expect(page.getByRole('button', { name: 'Request Credit Optimization Plan' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Send ${pro.name} a message` })).toHaveCount(0);
    await expect(page.getByTestId('contact-bar')).toHaveCount(0);
    // The professional's pause hides none of what others say of them: the rating and the reviews stay.
    await expect(page.getByTestId('profile-rating')).toHaveText('No reviews yet');
    await expect(page.getByTestId('no-reviews')).toHaveText('No reviews yet');
    await expectAccessible(page, `a paused profile at ${viewport.width} px`);
    await page.getByRole('link', { name: PROFILE_PAGE_TEXT.findAnother }).click();
    await expect(page).toHaveURL(/\/mortgageexperts\?search=TX/);
    await context.close();
  }
});
