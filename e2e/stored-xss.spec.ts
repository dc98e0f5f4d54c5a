import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  AJAX,
  DEMO_PASSWORD,
  expect,
  PASSWORD,
  readMailbox,
  signedInApi,
  signInThroughUi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { createPendingProfessional } from './professional.ts';

/**
 * Stored XSS (docs/decisions/041-hostile-input.md): markup typed into a message, a professional's
 * profile, a note and a rejection reason comes back from the API byte for byte and shows on every
 * page as the text that was typed: no dialog opens and no element of it exists in the page.
 */
const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const ALL = PAYLOADS.join(' ');
const ABOUT = `About me ${ALL}`;
const COMPANY = `Escape Lending ${PAYLOADS[2]}`;
const ADDRESS = `1 Main St ${PAYLOADS[1]}`;
const MESSAGE = `Hello there ${ALL} end`;
const NOTES = `Note ${PAYLOADS[0]} ${PAYLOADS[1]}`;
const REASON = `Missing license ${ALL}`;

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return opened;
}

/** No element the payloads would create exists, and no runnable script carries them. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  const runnable = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('script')).filter(
        (s) => (!s.type || /javascript|module/i.test(s.type)) && (s.textContent ?? '').includes('alert(1)'),
      ).length,
  );
  expect(runnable).toBe(0);
}

test('markup in a profile, a message, a note and a rejection reason is shown as typed and never runs', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const dialogs = watchDialogs(page);
  const base = baseURL ?? '';

  // A professional whose profile holds the payloads; the API answers them byte for byte.
  const created = await createPendingProfessional(playwright, {
    firstName: 'Casey',
    lastName: 'Escaper',
    aboutMe: ABOUT,
    companyName: COMPANY,
    companyAddress: ADDRESS,
  });
  const proEmail = created.email;
  const pro = await signedInApi(playwright, proEmail, PASSWORD);
  const profile = ((await (await pro.get('/api/mxpert/profile')).json()) as { data: Record<string, string> }).data;
  expect(profile).toMatchObject({ aboutMe: ABOUT, companyName: COMPANY, companyAddress: ADDRESS, cxid: created.cxid });

  // The admin reviews it on the admin screen: the text as typed, nothing injected.
  await signInThroughUi(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('searchbox', { name: 'Search new MortgageXperts' }).fill('Escaper');
  const table = page.getByRole('table', { name: 'Approval Pending (Onboard Complete)' });
  await expect(table).toContainText(COMPANY);
  await expectNoInjectedElements(page);
  await table.getByRole('button', { name: 'View Casey Escaper' }).click();
  const modal = page.getByRole('dialog', { name: 'Casey Escaper' });
  await expect(modal).toContainText(ABOUT);
  await expect(modal).toContainText(COMPANY);
  await expect(modal).toContainText(ADDRESS);
  await expectNoInjectedElements(page);
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Casey Escaper has been approved and notified via email')).toBeVisible();
  await expectNoInjectedElements(page);

  // A guest: markup in a name is refused; in the message it is stored as typed.
  const refused = await request.post(`/api/messages/tx/${profile.cxid}`, {
    headers: AJAX,
    data: {
      firstName: PAYLOADS[1],
      lastName: 'Brooks',
      email: uniqueEmail('guest'),
      phone: '(512) 555-0123',
      helpType: 'first-time-buyer',
      message: MESSAGE,
      consent: true,
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    code: 'BAD_REQUEST',
    message: 'First name can only contain letters, spaces, hyphens, and apostrophes',
  });
  const guestEmail = uniqueEmail('guest');
  const sent = await request.post(`/api/messages/tx/${profile.cxid}`, {
    headers: AJAX,
    data: {
      firstName: 'Taylor',
      lastName: "O'Brooks",
      email: guestEmail,
      phone: '(512) 555-0123',
      helpType: 'first-time-buyer',
      preferredContact: 'phone',
      message: MESSAGE,
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const inbox = (await (await pro.get('/api/dashboard/messages/all')).json()) as { messages: { id: string; message: string }[] };
  expect(inbox.messages.map((m) => m.message)).toEqual([MESSAGE]);
  const messageId = inbox.messages[0]?.id ?? '';
  const noted = await pro.patch(`/api/dashboard/messages/${messageId}`, { data: { mxpertNotes: NOTES } });
  expect(noted.status()).toBe(200);
  expect(((await noted.json()) as { data: { mxpertNotes: string } }).data.mxpertNotes).toBe(NOTES);

  // The admin's recent messages show the message as typed.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'New MortgageXperts' })).toBeVisible();
  await expectNoInjectedElements(page);

  // The public expert profile, server-rendered with its first answer inside the HTML, then the directory.
  const publicPage = await page.context().browser()?.newPage();
  if (!publicPage) throw new Error('no browser');
  const publicDialogs = watchDialogs(publicPage);
  const html = await (await request.get(`/xperts/tx/${profile.cxid}`)).text();
  expect(html).not.toContain(PAYLOADS[0]);
  expect(html).not.toContain(PAYLOADS[1]);
  expect(html).not.toContain(PAYLOADS[2]);
  await publicPage.goto(`${base}/xperts/tx/${profile.cxid}`);
  await expect(publicPage.locator('main')).toContainText(ABOUT);
  await expect(publicPage.locator('main')).toContainText(COMPANY);
  await expectNoInjectedElements(publicPage);
  await publicPage.goto(`${base}/mortgageexperts?search=Escape`);
  await expect(publicPage.locator('main')).toContainText(COMPANY);
  await expectNoInjectedElements(publicPage);
  expect(publicDialogs).toEqual([]);
  await publicPage.close();

  // The professional's inbox and profile.
  await page.context().clearCookies();
  await signInThroughUi(page, proEmail, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expectNoInjectedElements(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  const card = page.getByRole('article', { name: "Taylor O'Brooks" });
  await expect(card).toContainText(MESSAGE);
  await expect(card).toContainText(NOTES);
  await expectNoInjectedElements(page);
  await page.goto('/mxpert/profile');
  await expect(page.locator('main')).toContainText(ABOUT);
  await expect(page.locator('main')).toContainText(COMPANY);
  await expect(page.locator('main')).toContainText(ADDRESS);
  await expectNoInjectedElements(page);

  // A rejection reason: stored and e-mailed as typed, shown as text in the development mailbox.
  const otherProfile = await createPendingProfessional(playwright, {
    firstName: 'Robin',
    lastName: 'Rejected',
    aboutMe: 'Plain about me.',
    companyName: 'Plain Lending',
    companyAddress: '2 Main St',
  });
  const otherEmail = otherProfile.email;
  const admin = await signedInApi(playwright, ADMIN_EMAIL, DEMO_PASSWORD);
  const rejected = await admin.post(`/api/admin/mxperts/${otherProfile.profileId}/reject`, { data: { reason: REASON } });
  expect(rejected.status(), await rejected.text()).toBe(200);
  const rejection = (await readMailbox(otherEmail)).find((e) => e.subject === 'Your MortgageXperts profile was not approved');
  expect(rejection?.text).toContain(REASON);
  // The mailbox answers this machine only: its page is asked for without the test's client address header.
  await page.route('**/dev/mailbox**', async (route) => {
    const { 'x-forwarded-for': _client, ...headers } = route.request().headers();
    await route.continue({ headers });
  });
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(otherEmail)}`);
  await expect(page.locator('main')).toContainText(REASON);
  await expectNoInjectedElements(page);

  expect(dialogs).toEqual([]);
  await Promise.all([pro.dispose(), admin.dispose()]);
});
