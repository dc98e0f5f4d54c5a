import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  createVerifiedConsumer,
  expect,
  linkFromMailbox,
  PASSWORD,
  type PlaywrightApi,
  randomIp,
  signedInApi,
  test,
  uniqueName,
} from './fixtures.ts';
import { createApprovedProfessional } from './professional.ts';

const QUESTION = 'Could you look at my credit before we make an offer next month?';
const PRO_REPLY = 'Of course. Send me your latest report and we will go through it together.';

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A conversation link opened signed out: 'Access Denied', and its Sign In carries the page to return to. */
async function openSignedOut(page: Page, link: string): Promise<void> {
  const { pathname } = new URL(link);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Please sign in to view this page.')).toBeVisible();
  // The header's Login comes back to the page too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toHaveAttribute(
    'href',
    `/signin?next=${encodeURIComponent(pathname)}`,
  );
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(pathname)}`);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A consumer's message to a professional of the journey's own, and the professional's reply: answers
 * the consumer's address and the conversation link of the reply e-mail.
 */
async function repliedConversation(
  playwright: PlaywrightApi,
  request: APIRequestContext,
  firstName: string,
): Promise<{ email: string; link: string; messageId: string }> {
  const pro = await createApprovedProfessional(playwright);
  const email = await createVerifiedConsumer(request, uniqueName(firstName));
  const consumer = await signedInApi(playwright, email, PASSWORD);
  const sent = await consumer.post(`/api/messages/tx/${pro.cxid}`, {
    data: { phone: '(512) 555-0123', helpType: 'first-time-buyer', preferredContact: 'email', message: QUESTION, consent: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const messageId: string = (await (await consumer.get('/api/consumer/messages/open')).json()).messages[0].id;
  await consumer.dispose();
  const proApi = await signedInApi(playwright, pro.email, pro.password);
  const replied = await proApi.post(`/api/dashboard/messages/${messageId}/replies`, { data: { body: PRO_REPLY } });
  expect(replied.status(), await replied.text()).toBe(201);
  await proApi.dispose();
  return { email, messageId, link: await linkFromMailbox(email, `/consumer/messages/${messageId}`) };
}

test('a reply e-mail’s conversation link opened signed out leads through sign-in to the conversation', async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, link, messageId } = await repliedConversation(playwright, request, 'Dana');

  // The reply e-mail's link, opened in a browser that is not signed in.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const page = await context.newPage();
  await openSignedOut(page, link);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/consumer/messages/${messageId}$`));
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(PRO_REPLY)).toBeVisible();

  // Signed in, the sign-in page with a page to return to goes straight there; a foreign one goes home.
  await page.goto(`/signin?next=${encodeURIComponent('/consumer/settings')}`);
  await expect(page).toHaveURL(/\/consumer\/settings$/);
  await page.goto(`/signin?next=${encodeURIComponent('//evil.example/consumer/settings')}`);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await context.close();
});

test('with two-factor sign-in on, the conversation link leads through the code to the conversation', async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, link, messageId } = await repliedConversation(playwright, request, 'Lior');
  const consumer = await signedInApi(playwright, email, PASSWORD);
  const setup = await consumer.post('/api/account/two-factor/setup', { data: { password: PASSWORD } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await consumer.post('/api/account/two-factor/enable', { data: { code: await codeFor(secret) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  await consumer.dispose();

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const page = await context.newPage();
  await openSignedOut(page, link);
  await signIn(page, email);
  await page.getByLabel('Code', { exact: true }).fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/consumer/messages/${messageId}$`));
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(PRO_REPLY)).toBeVisible();
  await context.close();
});
