import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, linkFromMailbox, PASSWORD, randomIp, signInThroughUi, test, uniqueName } from './fixtures.ts';
import { expectBadgeBesideLabel, expectOnScreenSideways, screenshot } from './layout.ts';
import { createApprovedProfessional, sendGuestMessage } from './professional.ts';

const QUESTION = 'We are buying our first home this summer and want to raise our scores first.';
const PRO_REPLY = 'Happy to help! Could you send me your latest credit report?';
const GUEST_ANSWER = 'Sure, I will upload it tonight. Thank you!';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/** On a phone the current tab's unread count is on the screen, on the line of the tab's label, right after it. */
async function expectCountBesideTab(page: Page, tab: string, what: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${tab}\\s*1 unread$`) });
  await expect(link).toHaveAttribute('aria-current', 'page');
  const count = link.locator(':scope > span');
  await expect(count).toHaveText('1 unread');
  await expectOnScreenSideways(page, count, `${what}'s unread count`);
  await expectBadgeBesideLabel(link, count, what);
}

test('a guest messages a professional, gets the reply by e-mail, signs up with that address and answers; both see Seen', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const pro = await createApprovedProfessional(playwright);
  const firstName = uniqueName('Gale');
  const guestName = `${firstName} Winds`;
  const email = await sendGuestMessage(playwright, pro.cxid, { firstName, lastName: 'Winds', message: QUESTION });

  // The professional opens the message from its card's Reply button and answers.
  const proContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const proPage = await proContext.newPage();
  await signInThroughUi(proPage, pro.email, pro.password);
  await proPage.getByRole('link', { name: 'Messages', exact: true }).click();
  await proPage.getByRole('link', { name: `Reply to ${guestName}` }).click();
  await expect(proPage).toHaveURL(/\/mxpert\/messages\/[0-9a-f-]{36}$/);
  const proConversation = proPage.getByRole('list', { name: 'Conversation' });
  await expect(proConversation.getByText(QUESTION)).toBeVisible();
  // Sending nothing says what to do, through the contract's schema, and sends nothing.
  await proPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(proPage.getByText('Write a reply first')).toBeVisible();
  await proPage.getByLabel('Your reply').fill(PRO_REPLY);
  await proPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(proConversation.getByText(PRO_REPLY)).toBeVisible();
  await expect(proPage.getByTestId('seen')).toHaveCount(0);
  await expectAccessible(proPage, "the professional's conversation");

  // The guest opens the reply e-mail in the development mailbox (it answers this machine only).
  const mailboxContext = await browser.newContext({ extraHTTPHeaders: {} });
  const mailbox = await mailboxContext.newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const replyMail = mailbox.getByRole('article').filter({ hasText: `${pro.name} replied` });
  await expect(replyMail.getByText(PRO_REPLY)).toBeVisible();
  const createLink = await replyMail.getByRole('link', { name: /\/create-account\?/ }).getAttribute('href');
  expect(createLink).toBeTruthy();

  // … creates an account with that address (the link fills it in), verifies it and signs in.
  const guestContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const guest = await guestContext.newPage();
  await guest.goto(createLink as string);
  await expect(guest.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(guest.getByLabel('First name')).toHaveValue(firstName);
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest.getByRole('heading', { name: 'Check your e-mail to continue' })).toBeVisible();
  await guest.goto(await linkFromMailbox(email, '/verify-email'));
  await expect(guest.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await signInThroughUi(guest, email, PASSWORD);
  await expect(guest.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();

  // Sent before the account existed: theirs once they say it was them.
  const panel = guest.getByRole('region', { name: 'Sent before you had an account: was this you?' });
  await panel.getByRole('button', { name: `Yes, I sent it: Message to ${pro.name}` }).click();
  await expect(guest.getByText('Thanks, it is now in your account.')).toBeVisible();

  // The conversation is theirs: My Messages shows it, marked unread, and the conversation holds the reply.
  await expect(guest.getByRole('link', { name: /^My Messages\s*1 unread$/ })).toBeVisible();
  await expect(guest.getByTestId('unread-summary')).toContainText('1 unread reply');
  // Clients have the bell too (the reply came before the account, so it holds nothing yet).
  await guest.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(guest.getByText('No notifications yet')).toBeVisible();
  await expectAccessible(guest, "the client's dashboard with the bell open");
  await guest.keyboard.press('Escape');
  await guest.setViewportSize(PHONE);
  await guest.getByRole('link', { name: /^My Messages/ }).click();
  await expectCountBesideTab(guest, 'My Messages', 'the My Messages tab');
  await screenshot(guest, 'consumer-messages-unread-390');
  await guest.setViewportSize(DESKTOP);
  await guest.getByRole('link', { name: `Open conversation with ${pro.name}` }).click();
  await expect(guest).toHaveURL(/\/consumer\/messages\/[0-9a-f-]{36}$/);
  const guestConversation = guest.getByRole('list', { name: 'Conversation' });
  await expect(guestConversation.getByText(PRO_REPLY)).toBeVisible();
  await expectAccessible(guest, "the client's conversation");

  // The professional's open conversation shows 'Seen' under their reply without a reload.
  await expect(proPage.getByTestId('seen')).toHaveText(/^Seen /, { timeout: 8_000 });

  // The professional leaves the conversation; the guest answers.
  await proPage.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await guest.getByLabel('Your reply').fill(GUEST_ANSWER);
  await guest.getByRole('button', { name: 'Send reply' }).click();
  await expect(guestConversation.getByText(GUEST_ANSWER)).toBeVisible();
  await expect(guest.getByTestId('seen')).toHaveCount(0);

  // The professional sees the unread badge and the marked card, and opens the conversation.
  await proPage.reload();
  await expect(proPage.getByTestId('unread-summary')).toContainText('1 unread reply');
  await expect(proPage.getByRole('link', { name: /^Messages\s*1 unread$/ })).toBeVisible();
  await proPage.setViewportSize(PHONE);
  await proPage.getByRole('link', { name: /^Messages/ }).click();
  await expectCountBesideTab(proPage, 'Messages', 'the Messages tab');
  await screenshot(proPage, 'mxpert-messages-unread-390');
  await proPage.setViewportSize(DESKTOP);
  const card = proPage.getByRole('article', { name: guestName });
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expectAccessible(proPage, 'the inbox with a card marked unread');
  await proPage.getByRole('link', { name: `Reply to ${guestName}` }).click();
  await expect(proConversation.getByText(GUEST_ANSWER)).toBeVisible();

  // The guest's open conversation shows 'Seen' under their answer without a reload.
  await expect(guest.getByTestId('seen')).toHaveText(/^Seen /, { timeout: 8_000 });
  await expect(proPage.getByRole('link', { name: /^Messages\s*1 unread$/ })).toHaveCount(0);

  await Promise.all([proContext.close(), mailboxContext.close(), guestContext.close()]);
});
