import { REVIEW_HOLD_REASONS, REVIEW_TEXT } from '@mx/contract/review-texts';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  ADMIN_EMAIL,
  AJAX,
  apiClient,
  createVerifiedConsumer,
  DEMO_PASSWORD,
  E2E_BASE_URL,
  expect,
  PASSWORD,
  signedInApi,
  signInThroughUi,
  test,
  uniqueName,
} from './fixtures.ts';
import { createApprovedProfessional, type Professional } from './professional.ts';
import { repliedClient } from './review-client.ts';

/**
 * Verified reviews: a client the professional replied to writes a review on the profile;
 * it shows there and on the directory card; the professional replies and reports another review; the
 * admin hides that one, and it leaves the profile, the average and the JSON-LD.
 */

async function jsonLdOf(request: APIRequestContext, pro: Professional) {
  const html = await (await request.get(`/xperts/tx/${pro.cxid}`, { headers: { accept: 'text/html' } })).text();
  const raw = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return { html, json: raw ? JSON.parse(raw) : null };
}

test('a client reviews, the professional replies and reports, the admin hides a review', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const lastName = uniqueName('Rev');
  const pro = await createApprovedProfessional(playwright, { lastName, companyName: `${lastName} Lending` });
  const writer = await repliedClient(playwright, pro, 'Maria');
  const critic = (await repliedClient(playwright, pro, 'Victor')).email;
  const harsh = 'Never answered my calls and the plan was a copy of a template.';

  // Another client's review, written through the API: the one the professional will report.
  const criticApi = await signedInApi(playwright, critic, PASSWORD);
  const criticReview = await criticApi.post('/api/consumer/reviews', { data: { cxid: pro.cxid, rating: 1, body: harsh } });
  expect(criticReview.status(), await criticReview.text()).toBe(201);
  await criticApi.dispose();

  // The client, in the conversation the professional replied to, goes to write a review on the profile.
  const clientContext = await browser.newContext();
  const page = await clientContext.newPage();
  await signInThroughUi(page, writer.email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard/);
  await page.goto(`/consumer/messages/${writer.messageId}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${pro.name}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the review form');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Please choose an overall rating')).toBeVisible();
  await dialog.getByLabel('5 stars').check();
  await dialog.getByLabel('Your review').fill('Clear advice; our score rose before we applied.');
  await dialog.getByLabel('Points improved (optional)').fill('64');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByTestId('review-list');
  await expect(list.getByText('Clear advice; our score rose before we applied.')).toBeVisible();
  await expect(list.getByText('Maria T.')).toBeVisible();
  await expect(page.getByTestId('rating-average')).toHaveText('3.0');
  await expect(page.getByTestId('rating-count')).toHaveText('2 reviews');
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await expectAccessible(page, 'the profile with its reviews');

  // The directory card shows the stars and the count.
  await page.goto(`/mortgageexperts?search=${encodeURIComponent(pro.name)}`);
  const card = page.getByRole('list', { name: 'MortgageXperts' }).getByRole('listitem').filter({ hasText: pro.name });
  // The directory's code loads on first use: on a busy machine that takes a while.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('card-rating')).toContainText('3.0');
  await expect(card.getByTestId('card-rating')).toContainText('(2 reviews)');
  await expect(card.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  await clientContext.close();

  // The professional replies to the client and reports the other review.
  const proContext = await browser.newContext();
  const proPage = await proContext.newPage();
  await signInThroughUi(proPage, pro.email, pro.password);
  await expect(proPage).toHaveURL(/\/mxpert\/dashboard/);
  await proPage.getByRole('navigation').getByRole('link', { name: 'Reviews' }).first().click();
  await expect(proPage).toHaveURL(/\/mxpert\/reviews/);
  await expect(proPage.getByText(harsh)).toBeVisible();
  await expectAccessible(proPage, '/mxpert/reviews');
  await proPage.getByRole('button', { name: 'Reply to Maria T.' }).click();
  await expectAccessible(proPage, 'the reply form');
  await proPage.getByRole('dialog').getByLabel('Your public reply').fill('Thank you, Maria: it was a pleasure.');
  await proPage.getByRole('dialog').getByRole('button', { name: 'Publish reply' }).click();
  await expect(proPage.getByText('Thank you, Maria: it was a pleasure.')).toBeVisible();
  await proPage.getByRole('button', { name: 'Report the review by Victor T.' }).click();
  await proPage.getByRole('dialog').getByLabel('Why should our team look at it?').fill('This person never worked with me.');
  await proPage.getByRole('dialog').getByRole('button', { name: 'Report review' }).click();
  await expect(proPage.getByText('Reported', { exact: true })).toBeVisible();
  await proContext.close();

  // The admin finds it among the reported reviews and hides it with a reason.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughUi(adminPage, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard/);
  await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/reviews/);
  const reported = adminPage.getByRole('article', { name: 'Review by Victor T.' }).filter({ hasText: harsh });
  await expect(reported).toContainText('This person never worked with me.');
  await expectAccessible(adminPage, '/admin/reviews');
  await reported.getByRole('button', { name: 'Hide the review by Victor T.' }).click();
  await adminPage.getByRole('dialog').getByRole('textbox').fill('Not a client of this MortgageXpert.');
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Hide review' }).click();
  await expect(adminPage.getByRole('dialog')).toBeHidden();
  await expect(adminPage.getByText(harsh)).toHaveCount(0);
  await adminContext.close();

  // Gone from the profile, its average and its JSON-LD; the client's review and the reply stay.
  const visitor = await browser.newContext();
  const profile = await visitor.newPage();
  await profile.goto(`/xperts/tx/${pro.cxid}`);
  await expect(profile.getByTestId('rating-average')).toHaveText('5.0');
  await expect(profile.getByTestId('rating-count')).toHaveText('1 review');
  await expect(profile.getByText('Clear advice; our score rose before we applied.')).toBeVisible();
  await expect(profile.getByText('Thank you, Maria: it was a pleasure.')).toBeVisible();
  await expect(profile.getByText(harsh)).toHaveCount(0);
  const { json, html } = await jsonLdOf(visitor.request, pro);
  expect(json.makesOffer.itemOffered.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  expect(json.makesOffer.itemOffered.review.map((r: { reviewBody: string }) => r.reviewBody)).toEqual([
    'Clear advice; our score rose before we applied.',
  ]);
  expect(html).not.toContain('Never answered my calls');
  await visitor.close();
});

test('the invitation link ?review=1 asks a signed-out client to sign in and returns to the review form', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueName('Inv');
  const pro = await createApprovedProfessional(playwright, { lastName, companyName: `${lastName} Lending` });
  const client = await repliedClient(playwright, pro, 'Nora');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/xperts/tx/${pro.cxid}?review=1`);
  const prompt = page.getByTestId('review-sign-in');
  await expect(prompt).toContainText(`Sign in with your MortgageXperts account to review ${pro.name}.`);
  await expectAccessible(page, "the profile's sign-in prompt from a review invitation");
  await prompt.getByRole('link', { name: 'Sign in to write a review' }).click();
  await expect(page).toHaveURL(/\/signin\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/xperts/tx/${pro.cxid}?review=1`);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the same profile, with the form open.
  await expect(page).toHaveURL(new RegExp(`/xperts/tx/${pro.cxid}\\?review=1$`));
  await expect(page.getByRole('dialog', { name: `Review ${pro.name}` })).toBeVisible();
  await context.close();

  // A next that is not a public profile of this site is ignored: the consumer lands on their home.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(`/signin?next=${encodeURIComponent('//evil.example/xperts/tx/CX1')}`);
  await elsewhere.getByLabel('Email').fill(client.email);
  await elsewhere.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere).toHaveURL(/\/consumer\/dashboard/);
  await other.close();
});

test('a review written from the professional’s own network waits in the Held tab with its reason until an admin publishes it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const lastName = uniqueName('Held');
  const pro = await createApprovedProfessional(playwright, { lastName, companyName: `${lastName} Lending` });
  const client = await repliedClient(playwright, pro, 'Nora');
  const body = 'Wonderful service, the best in the whole state of Texas.';

  // The client signs in from the address the professional signs in from.
  const shared = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  for (const email of [pro.email, client.email]) {
    const api = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { ...AJAX, 'x-forwarded-for': shared },
    });
    const signIn = await api.post('/api/auth/login', {
      data: { email, password: email === pro.email ? pro.password : PASSWORD },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    if (email === client.email) {
      const review = await api.post('/api/consumer/reviews', { data: { cxid: pro.cxid, rating: 5, body } });
      expect(review.status(), await review.text()).toBe(201);
      expect((await review.json()).data.status).toBe('held');
    }
    await api.dispose();
  }

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughUi(adminPage, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard/);
  await adminPage.goto('/admin/reviews');
  await adminPage.getByRole('tab', { name: 'Held' }).click();
  const held = adminPage.getByRole('article', { name: 'Review by Nora T.' }).filter({ hasText: body });
  await expect(held).toContainText(REVIEW_HOLD_REASONS[0].label);
  await expectAccessible(adminPage, 'the Held tab of /admin/reviews');
  await held.getByRole('button', { name: 'Publish the review by Nora T.' }).click();
  await expect(adminPage.getByText(REVIEW_TEXT.published)).toBeVisible();
  await expect(adminPage.getByText(body)).toHaveCount(0);
  await adminContext.close();

  const visitor = await browser.newContext();
  const profile = await visitor.newPage();
  await profile.goto(`/xperts/tx/${pro.cxid}`);
  await expect(profile.getByText(body)).toBeVisible();
  await expect(profile.getByTestId('rating-count')).toHaveText('1 review');
  await visitor.close();
});

test('any signed-in visitor reports a review; a client who wrote sees the way back to the conversation', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueName('Rep');
  const pro = await createApprovedProfessional(playwright, { lastName });
  const writer = await repliedClient(playwright, pro, 'Nora');
  const writerApi = await signedInApi(playwright, writer.email, PASSWORD);
  const written = await writerApi.post('/api/consumer/reviews', {
    data: { cxid: pro.cxid, rating: 1, body: 'Call this number for a better deal: 555 0100.', pointsImproved: 30 },
  });
  expect(written.status(), await written.text()).toBe(201);
  await writerApi.dispose();

  // The client who wrote to the professional: a link to that conversation above the form.
  const writerContext = await browser.newContext();
  const writerPage = await writerContext.newPage();
  await signInThroughUi(writerPage, writer.email, PASSWORD);
  await expect(writerPage).toHaveURL(/\/consumer\/dashboard/);
  await writerPage.goto(`/xperts/tx/${pro.cxid}`);
  const note = writerPage.getByTestId('conversation-note');
  await expect(note).toContainText(`You have a conversation with ${pro.name}`);
  // The points a review gives are the client's own figure, and say so.
  await expect(writerPage.getByTestId('review-list')).toContainText('Points improved, as reported by the client: 30');
  await expectAccessible(writerPage, 'the profile with the client’s conversation link');
  await note.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(writerPage).toHaveURL(new RegExp(`/consumer/messages/${writer.messageId}$`));
  await writerContext.close();

  // Another client, who never wrote to them, reports the review from the profile.
  const anonymous = await apiClient(playwright);
  const reader = await createVerifiedConsumer(anonymous, 'Reid');
  await anonymous.dispose();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, reader, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard/);
  await page.goto(`/xperts/tx/${pro.cxid}`);
  await expect(page.getByTestId('conversation-note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Report the review by Nora T.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report the review by Nora T.' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the report dialog on a profile');
  await dialog.getByLabel('Why should our team look at it?').fill('It advertises a phone number instead of reviewing.');
  await dialog.getByRole('button', { name: 'Report review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(REVIEW_TEXT.reportedShort)).toBeVisible();
  await context.close();

  // The admins see it among the reported reviews.
  const admin = await signedInApi(playwright, ADMIN_EMAIL, DEMO_PASSWORD);
  const reported = await admin.get('/api/admin/reviews?status=reported&page=1');
  const { data } = (await reported.json()) as { data: { reviews: { body: string; reportReason: string | null }[] } };
  expect(data.reviews.find((r) => r.body.startsWith('Call this number'))?.reportReason).toBe(
    'It advertises a phone number instead of reviewing.',
  );
  await admin.dispose();
});
