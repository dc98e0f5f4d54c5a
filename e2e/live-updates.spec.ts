import type { Route } from '@playwright/test';
import {
  AJAX,
  apiClient,
  createVerifiedConsumer,
  expect,
  PASSWORD,
  randomIp,
  signedInApi,
  signInThroughUi,
  test,
} from './fixtures.ts';
import { createApprovedProfessional } from './professional.ts';

const LIVE_REPLY = 'I just looked at your report: we can start on Monday.';

test("the professional's reply appears in the client's open conversation and bell through the event stream, with polling held back", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const pro = await createApprovedProfessional(playwright);

  // A client with an account sends the professional a message while signed in.
  const client = await apiClient(playwright);
  const email = await createVerifiedConsumer(client, 'Lena');
  expect((await client.post('/api/auth/login', { headers: AJAX, data: { email, password: PASSWORD } })).status()).toBe(200);
  const sent = await client.post(`/api/messages/tx/${pro.cxid}`, {
    headers: AJAX,
    data: {
      firstName: 'Lena',
      lastName: 'Tester',
      email,
      phone: '(512) 555-0123',
      isRealEstateAgent: false,
      helpType: 'first-time-buyer',
      preferredContact: 'email',
      message: 'We would like to buy a home next spring; where do we start?',
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await client.dispose();

  // The client opens the conversation in the browser; the page opens its event stream.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
  });
  await signInThroughUi(page, email, PASSWORD);
  await page.getByRole('link', { name: /^My Messages/ }).click();
  await page.getByRole('link', { name: `Open conversation with ${pro.name}` }).click();
  await expect(page).toHaveURL(/\/consumer\/messages\/[0-9a-f-]{36}$/);
  const messageId = new URL(page.url()).pathname.split('/').pop() as string;
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(page.getByText('No replies yet.')).toBeVisible();
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // From here no request for the conversation or the bell reaches the server: each is held, unanswered.
  const held: Route[] = [];
  const hold = (route: Route) => (route.request().method() === 'GET' ? held.push(route) : route.continue());
  await page.route(`**/api/consumer/messages/${messageId}/replies`, hold);
  await page.route('**/api/notifications/consumer*', hold);

  // The professional answers through the API (another client, another address).
  const proApi = await signedInApi(playwright, pro.email, pro.password);
  const replied = await proApi.post(`/api/dashboard/messages/${messageId}/replies`, {
    headers: AJAX,
    data: { body: LIVE_REPLY },
  });
  expect(replied.status(), await replied.text()).toBe(201);
  await proApi.dispose();

  // Well within the 3 seconds a poll would have taken, and with every poll held back anyway.
  await expect(conversation.getByText(LIVE_REPLY)).toBeVisible({ timeout: 2_500 });
  // The open conversation reads the reply as it arrives, and with it the reply's bell item: the bell, whose
  // requests are held too, is told so through the stream and counts nothing unread.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 2_500 });
  expect(held.every((route) => route.request().method() === 'GET')).toBe(true);

  await context.close();
});
