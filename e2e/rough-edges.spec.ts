import { IMAGE_TEXT, SUBMISSION_TEXT, TEXT } from '@mx/contract';
import { createVerifiedConsumer, DEMO_PASSWORD, expect, linkFromMailbox, PASSWORD, signInThroughUi, test } from './fixtures.ts';
import { createVerifiedProfessional, sendGuestMessage, writeTestImages } from './professional.ts';

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

test('a profile opened from the directory inside the app carries its own tab title', async ({ page }) => {
  await page.goto('/mortgageexperts?search=Texas');
  await expect(page).toHaveTitle(/^MortgageXperts near Texas/);
  const contact = page.getByRole('link', { name: /^Contact / }).first();
  const name = ((await contact.getAttribute('aria-label')) ?? '').replace(/^Contact /, '');
  await contact.click();
  await expect(page).toHaveURL(/\/xperts\//);
  await expect(page).toHaveTitle(new RegExp(`^${name}.* · Mortgage credit expert \\| MortgageXperts$`));
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
  // A card holds its logo once for a wide screen and once for a phone: the one shown is measured.
  const logos = page.locator('main img[alt$=" logo"]').filter({ visible: true });
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
  // The last page, however many there are now (page 1 is the address without a page number).
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Texas(&page=\d+)?$/);
  await expect(page.getByRole('list', { name: 'MortgageXperts' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('No mortgage experts found')).toHaveCount(0);
});

test('a file named .png that is no image is refused before upload, once, and a real one clears the error', async ({
  page,
  request,
}) => {
  const email = await createVerifiedProfessional(request);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.goto('/mxpert/onboard');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/onboarding/')) uploads.push(r.url());
  });

  const photo = page.getByLabel('Profile photo');
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') });
  await expect(page.getByRole('alert')).toHaveText(IMAGE_TEXT.unreadable);
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveCount(0);
  // The same file again: still one error.
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') });
  await expect(page.getByText(IMAGE_TEXT.unreadable)).toHaveCount(1);

  const images = await writeTestImages();
  await photo.setInputFiles(images.photo);
  await expect(page.getByText(IMAGE_TEXT.unreadable)).toHaveCount(0);
  const preview = page.getByRole('img', { name: 'Profile photo preview' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(uploads).toEqual([]);
});

test('a verification link opened again says the address is verified and offers sign-in', async ({ page, request }) => {
  const email = await createVerifiedConsumer(request);
  await page.goto(await linkFromMailbox(email, '/verify-email'));
  await expect(page.getByText('Already verified', { exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.emailAlreadyVerified)).toBeVisible();
  await expect(page.getByText('Verification failed')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("a public profile links to the professional's license record, in a new tab", async ({ page }) => {
  await page.goto('/mortgageexperts?search=James%20Carter');
  await page.getByRole('link', { name: 'Contact James Carter' }).click();
  const link = page.getByRole('link', { name: /Verify license on NMLS Consumer Access/ });
  await expect(link).toHaveAttribute('href', 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/INDIVIDUAL/2291750');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test("a guest's message sent with an account's address joins that account once its owner confirms it", async ({
  page,
  request,
  playwright,
}) => {
  const owner = await createVerifiedConsumer(request);
  // By name: other journeys' professionals may fill the first pages of a search by state.
  const james = (await (await request.get('/api/public/mxperts?search=James%20Carter')).json()) as {
    data: { mxperts: { cxid: string; user: { name: string } }[] };
  };
  const cxid = james.data.mxperts.find((m) => m.user.name === 'James Carter')?.cxid ?? '';
  await sendGuestMessage(playwright, cxid, { firstName: 'Casey', lastName: 'Tester', email: owner });

  await page.goto('/confirm-sender?token=not-a-real-token-at-all');
  await expect(page.getByText(SUBMISSION_TEXT.confirmTokenInvalid)).toBeVisible();

  await page.goto(await linkFromMailbox(owner, '/confirm-sender'));
  await expect(page.getByText(SUBMISSION_TEXT.messageConfirmed)).toBeVisible();
  await expect(page).toHaveTitle('Confirm your message | MortgageXperts');
  await signInThroughUi(page, owner, PASSWORD);
  // Signed in once the dashboard shows: going on before would cancel the sign-in.
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await page.goto('/consumer/messages');
  await expect(page.getByText('James Carter').first()).toBeVisible();
});
