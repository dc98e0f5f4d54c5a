import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  AJAX,
  createVerifiedConsumer,
  DEMO_PASSWORD,
  expect,
  linkFromMailbox,
  PASSWORD,
  signInAsAdmin,
  signInThroughUi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { type TestImages, writeTestImages } from './professional.ts';

/**
 * Every list keeps its tab, page, search and filters in the page URL: a reload shows the same list,
 * Back the one before. Each journey makes enough items of its own for a second page.
 */

/** A client address of its own: the per-address limits on sign-ups and submissions count each apart. */
function ownAddress(): Record<string, string> {
  const b = randomBytes(3);
  return { ...AJAX, 'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2]}` };
}

/** A word of letters no other journey's data contains, to search for (names take letters only). */
const uniqueWord = (prefix: string) => prefix + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

type Playwright = { request: { newContext(o: object): Promise<APIRequestContext> } };

async function signedInApi(playwright: Playwright, baseURL: string, email: string, password: string) {
  const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  const res = await ctx.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/** A professional who signed up (onboarding not started), each from an address of its own. */
async function registerProfessional(request: APIRequestContext, lastName: string): Promise<string> {
  const email = uniqueEmail('listpro');
  const res = await request.post('/api/auth/register', {
    headers: ownAddress(),
    data: { firstName: 'Quinn', lastName, email, password: PASSWORD, nmlsId: '7654321' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** A professional who verified, onboarded with a license in Texas and was approved. */
async function approvedProfessional(
  opts: { request: APIRequestContext; playwright: Playwright; baseURL: string; admin: APIRequestContext },
  images: TestImages,
  companyName: string,
): Promise<{ email: string; cxid: string }> {
  const email = await registerProfessional(opts.request, 'Lister');
  const link = await linkFromMailbox(email, '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  expect((await opts.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  const pro = await signedInApi(opts.playwright, opts.baseURL, email, PASSWORD);
  const image = (file: string, name: string) => ({ name, mimeType: 'image/png', buffer: fs.readFileSync(file) });
  const steps = [
    await pro.post('/api/onboarding/personal', {
      multipart: {
        fullName: 'Quinn Lister',
        aboutMe: 'Credit coach for first-time buyers in Texas.',
        languages: JSON.stringify(['english']),
        photo: image(images.photo, 'quinn.png'),
      },
    }),
    await pro.post('/api/onboarding/company', {
      multipart: {
        companyName,
        companyAddress: '100 Congress Ave, Austin, TX 78701',
        nmlsId: '7654321',
        yearsExperience: '6',
        scoresOptimized: '150',
        companyLogo: image(images.logo, 'logo.png'),
      },
    }),
    await pro.post('/api/onboarding/services', {
      data: { stateLicenses: ['TX'], loanTypes: ['fha'], mortgageTypes: ['purchase'] },
    }),
    await pro.post('/api/onboarding/contacts', {
      data: { phone: '(512) 555-0188', yearsUsingCreditXpert: 2, consentConfirmed: true },
    }),
  ];
  for (const step of steps) expect(step.status(), await step.text()).toBe(200);
  const { data: profile } = (await (await pro.get('/api/mxpert/profile')).json()) as { data: { id: string; cxid: string } };
  await pro.dispose();
  // Every professional here holds the same NMLS ID: each further listing of it is confirmed.
  const approved = await opts.admin.post(`/api/admin/mxperts/${profile.id}/approve`, { data: { confirmDuplicateNmls: true } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { email, cxid: profile.cxid };
}

/** Guest leads to one professional, each from an address of its own (the per-address limits). */
async function sendGuestLeads(request: APIRequestContext, cxid: string, kind: 'messages' | 'cop-requests', count: number) {
  for (let i = 1; i <= count; i++) {
    const sender = {
      firstName: 'Guest',
      lastName: `Number ${String.fromCharCode(64 + Math.ceil(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
      email: uniqueEmail('guest'),
      phone: '(512) 555-0123',
      consent: true,
    };
    const data =
      kind === 'messages'
        ? { ...sender, helpType: 'first-time-buyer', message: 'We want to raise our scores before we buy a home.' }
        : { ...sender, mortgageProcess: 'pre-qual' };
    const res = await request.post(`/api/${kind}/${cxid}`, { headers: ownAddress(), data });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const tableRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).getByRole('button', { name: /^View / });

test('the admin dashboard keeps its tab, search and page through a reload and Back', async ({ page, request }) => {
  const lastName = uniqueWord('Pendrow');
  for (let i = 0; i < 11; i++) await registerProfessional(request, lastName);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Onboard Pending' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=pending_incomplete$/);
  await page.getByRole('searchbox', { name: 'Search new MortgageXperts' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`\\?tab=pending_incomplete&search=${lastName}$`));
  await expect(tableRows(page, 'Onboard Pending')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=pending_incomplete&search=${lastName}&page=2$`));
  await expect(tableRows(page, 'Onboard Pending')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Onboard Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search new MortgageXperts' })).toHaveValue(lastName);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(tableRows(page, 'Onboard Pending')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=pending_incomplete&search=${lastName}$`));
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(tableRows(page, 'Onboard Pending')).toHaveCount(10);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=pending_incomplete$/);
  await expect(page.getByRole('searchbox', { name: 'Search new MortgageXperts' })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Approval Pending (Onboard Complete)' })).toHaveAttribute('aria-selected', 'true');
});

test('the approved list keeps its search, filters and page through a reload and Back', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const images = await writeTestImages();
  const company = uniqueWord('Lendwell');
  const admin = await signedInApi(playwright, baseURL ?? '', ADMIN_EMAIL, DEMO_PASSWORD);
  for (let i = 0; i < 11; i++) {
    await approvedProfessional({ request, playwright, baseURL: baseURL ?? '', admin }, images, `${company} Lending`);
  }
  await admin.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin/mortgagexperts');
  const search = page.getByRole('searchbox', { name: 'Search MortgageXperts' });
  await search.fill(company);
  await expect(page).toHaveURL(new RegExp(`/admin/mortgagexperts\\?search=${company}$`));
  await page.getByLabel('License state').selectOption('TX');
  await expect(page).toHaveURL(new RegExp(`\\?search=${company}&state=TX$`));
  await expect(page.getByText('11 approved MortgageXperts found')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${company}&state=TX&page=2$`));
  await expect(tableRows(page, 'Approved MortgageXperts')).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue(company);
  await expect(page.getByLabel('License state')).toHaveValue('TX');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(tableRows(page, 'Approved MortgageXperts')).toHaveCount(1);

  // A new filter starts again at page 1.
  await page.getByLabel('Loan type').selectOption('fha');
  await expect(page).toHaveURL(new RegExp(`\\?search=${company}&state=TX&loanType=fha$`));
  await expect(tableRows(page, 'Approved MortgageXperts')).toHaveCount(10);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?search=${company}&state=TX&page=2$`));
  await expect(page.getByLabel('Loan type')).toHaveValue('all');
  await expect(tableRows(page, 'Approved MortgageXperts')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?search=${company}$`));
  await expect(page.getByLabel('License state')).toHaveValue('all');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/mortgagexperts$/);
  await expect(search).toHaveValue('');
});

test('an address with an unknown filter or a page that is not a whole number shows the list from its start', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/mortgagexperts?state=ZZ&page=two');
  await expect(page.getByLabel('License state')).toHaveValue('all');
  await expect(page.getByText(/\d+ approved MortgageXperts found/)).toBeVisible();
  await page.goto('/admin/dashboard?tab=rejected&page=-1');
  await expect(page.getByRole('tab', { name: 'Approval Pending (Onboard Complete)' })).toHaveAttribute('aria-selected', 'true');
});

test("the consumer's lists keep their tab through a reload and Back", async ({ page, request }) => {
  const email = await createVerifiedConsumer(request, 'Robin');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);

  for (const list of [
    { path: '/consumer/messages', closedText: 'No closed messages found.', openText: 'No active messages found.' },
    { path: '/consumer/requests', closedText: 'No closed requests found', openText: 'No active requests found' },
  ]) {
    await page.goto(list.path);
    await page.getByRole('tab', { name: 'Closed' }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?tab=closed$`));
    await expect(page.getByText(list.closedText)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(list.closedText)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${list.path}$`));
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(list.openText)).toBeVisible();
  }
});

for (const inbox of [
  {
    kind: 'messages' as const,
    path: '/mxpert/messages',
    closedUrl: /\/mxpert\/messages\/closed$/,
    tabs: { open: /Active Messages\s*38/, closed: /Closed Messages\s*0/ },
  },
  {
    kind: 'cop-requests' as const,
    path: '/mxpert/cop-requests',
    closedUrl: /\/mxpert\/cop-requests\?tab=closed$/,
    tabs: { open: /Active Requests\s*38/, closed: /Closed Requests\s*0/ },
  },
]) {
  test(`the professional's ${inbox.kind} inbox keeps its tab and page through a reload and Back`, async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const images = await writeTestImages();
    const admin = await signedInApi(playwright, baseURL ?? '', ADMIN_EMAIL, DEMO_PASSWORD);
    const pro = await approvedProfessional({ request, playwright, baseURL: baseURL ?? '', admin }, images, uniqueWord('Inboxly'));
    await admin.dispose();
    // 30 a page: a second page long enough to show where it starts.
    await sendGuestLeads(request, pro.cxid, inbox.kind, 38);

    await signInThroughUi(page, pro.email, PASSWORD);
    await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
    await page.goto(inbox.path);
    await expect(page.getByRole('tab', { name: inbox.tabs.open })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(30);
    await page.getByRole('button', { name: 'Page 2' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${inbox.path}\\?page=2$`));
    await expect(page.getByRole('article')).toHaveCount(8);
    // The new page starts at the top of the list, not where the pager was.
    await expect(page.getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('tab', { name: inbox.tabs.open })).toBeInViewport();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(8);

    await page.getByRole('tab', { name: inbox.tabs.closed }).click();
    await expect(page).toHaveURL(inbox.closedUrl);
    await page.reload();
    await expect(page.getByRole('tab', { name: inbox.tabs.closed })).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${inbox.path}\\?page=2$`));
    await expect(page.getByRole('tab', { name: inbox.tabs.open })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article')).toHaveCount(8);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${inbox.path}$`));
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(30);
  });
}
