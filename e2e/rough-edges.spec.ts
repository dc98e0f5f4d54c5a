import { createVerifiedConsumer, DEMO_PASSWORD, expect, PASSWORD, signInThroughUi, test } from './fixtures.ts';

/** Small truths a user meets: titles, headings and logos say what the page is. */

test('a guard screen carries its own title, not the title of the page it blocks', async ({ page, request }) => {
  await page.goto('/mxpert/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveTitle('Access Denied | MortgageXperts');

  const email = await createVerifiedConsumer(request);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  // A navigation inside the app, then a page of another role.
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveTitle('Access Denied | MortgageXperts');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).not.toHaveTitle('Access Denied | MortgageXperts');
});

test('an approved professional revisiting the steps edits a listed profile', async ({ page }) => {
  await signInThroughUi(page, 'james.carter@mortgagexperts.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.goto('/mxpert/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByText('Complete your profile')).toHaveCount(0);
});

test('company logos on directory cards keep their shape in a readable box', async ({ page }) => {
  await page.goto('/mortgageexperts?search=Texas');
  const logos = page.locator('main img[alt$=" logo"]');
  await expect(logos.first()).toBeVisible();
  for (const logo of await logos.all()) {
    const box = await logo.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(96);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    expect(await logo.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  }
});

test('a page past the last shows the last page instead of an empty one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mortgageexperts?search=Texas&page=99');
  // Page 1 is the address without a page number.
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Texas$/);
  await expect(page.getByRole('list', { name: 'MortgageXperts' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('No mortgage experts found')).toHaveCount(0);
});
