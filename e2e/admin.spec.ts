import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, linkFromMailbox, PASSWORD, readMailbox, signInThroughUi, test, uniqueEmail } from './fixtures.ts';

const ADMIN_EMAIL = 'admin@mortgagexperts.test';
const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

async function signInAsAdmin(page: Page) {
  await signInThroughUi(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A surname of letters only (names allow no digits), different on every run. */
function uniqueSurname(): string {
  return `Rej${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}

/** A professional who signed up and verified the e-mail: pending, onboarding not started. */
async function createVerifiedProfessional(request: APIRequestContext) {
  const email = uniqueEmail('pro');
  const lastName = uniqueSurname();
  const res = await request.post('/api/auth/register', {
    headers: AJAX,
    data: { firstName: 'Jordan', lastName, email, password: PASSWORD, nmlsId: '7654321' },
  });
  expect(res.status()).toBe(201);
  const link = await linkFromMailbox(email, '/verify-email');
  expect((await request.get(`/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`)).status()).toBe(200);
  return { email, name: `Jordan ${lastName}` };
}

test('the admin reviews Robert Miller, approves him, and sees it in the lists, the activities and the bell', async ({ page }) => {
  await signInAsAdmin(page);
  for (const tile of ['Total MortgageXperts', 'Active MortgageXperts', 'Total Messages', 'Requests']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'New MortgageXperts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approval Pending (Onboard Complete)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Onboard Pending' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Approval Pending (Onboard Complete)' });
  const row = table.getByRole('row', { name: /Robert Miller/ });
  await expect(row).toContainText('3310457');
  await expect(row).toContainText('Sunshine State Lending');
  await expect(row).toContainText('FL, GA');

  await page.getByRole('searchbox', { name: 'Search new MortgageXperts' }).fill('nobody-by-this-name');
  await expect(table.getByText('No MortgageXperts found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search new MortgageXperts' }).fill('robert');
  await row.getByRole('button', { name: 'View Robert Miller' }).click();

  const modal = page.getByRole('dialog', { name: 'Robert Miller' });
  await expect(modal).toContainText('robert.miller@mortgagexperts.test');
  await expect(modal).toContainText('Onboarding Complete');
  await expect(modal).toContainText('Sunshine State Lending');
  await expect(modal).toContainText('Florida, Georgia');
  await expect(modal.getByRole('button', { name: 'Reject' })).toBeVisible();
  await modal.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByText('Robert Miller has been approved and notified via email')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(table.getByText('No MortgageXperts found')).toBeVisible();
  const activities = page.getByRole('list', { name: 'Recent activities' });
  await expect(activities.getByText('Robert Miller (Sunshine State Lending) was approved')).toBeVisible();
  await expect(activities.getByText('Approved', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByRole('list', { name: 'Notifications list' })).toContainText(
    'Robert Miller (Sunshine State Lending) was approved',
  );
  await page.keyboard.press('Escape');

  const emails = await readMailbox('robert.miller@mortgagexperts.test');
  expect(emails.map((e) => e.subject)).toContain('Your MortgageXperts profile has been approved');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'MortgageXperts' }).click();
  await expect(page).toHaveURL(/\/admin\/mortgagexperts$/);
  await expect(page.getByText('4 approved MortgageXperts found')).toBeVisible();
  await page.getByLabel('License state').selectOption('FL');
  await expect(page.getByText('1 approved MortgageXperts found')).toBeVisible();
  const approvedRow = page.getByRole('table', { name: 'Approved MortgageXperts' }).getByRole('row', { name: /Robert Miller/ });
  await expect(approvedRow).toContainText('6 years');
  await page.getByLabel('Loan type').selectOption('jumbo');
  await expect(page.getByText('0 approved MortgageXperts found')).toBeVisible();
  await expect(page.getByText('No MortgageXperts found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('License state').selectOption('CA');
  const maria = page.getByRole('row', { name: /Maria Gonzalez/ });
  // Maria's demo traffic: two messages and one request.
  await expect(maria.getByRole('cell').nth(4)).toHaveText('2');
  await expect(maria.getByRole('cell').nth(5)).toHaveText('1');
});

// Needs the public directory API of the consumer-side issue (GET /api/public/mxperts): it can pass
// only once that branch is merged. It approves Robert Miller through the API when the test above
// has not run.
test('an approved professional is listed in the public directory at once', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { headers: AJAX, data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const pending = await request.get('/api/admin/mxperts?status=pending_completed&search=robert.miller');
  const robert = ((await pending.json()) as { data: { mxperts: { id: string }[] } }).data.mxperts[0];
  if (robert) {
    expect((await request.post(`/api/admin/mxperts/${robert.id}/approve`, { headers: AJAX })).status()).toBe(200);
  }

  const res = await request.get('/api/public/mxperts?search=Florida&page=1');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { mxperts: { user: { name: string } }[]; totalCount: number } };
  expect(data.mxperts.map((m) => m.user.name)).toContain('Robert Miller');

  await page.goto('/mortgageexperts?search=Florida');
  await expect(page.getByText('Robert Miller')).toBeVisible();
});

test('the admin rejects a professional with a reason; their open session ends and their sign-in is refused', async ({
  page,
  request,
  browser,
}) => {
  const pro = await createVerifiedProfessional(request);

  // The professional is signed in, in a browser of their own.
  const proContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
  });
  const proPage = await proContext.newPage();
  await signInThroughUi(proPage, pro.email, PASSWORD);
  await expect(proPage).toHaveURL(/\/mxpert\/dashboard$/);

  await signInAsAdmin(page);
  await expect(page.getByRole('list', { name: 'Recent activities' })).toContainText(`${pro.name} (NMLS 7654321) signed up`);
  await page.getByRole('tab', { name: 'Onboard Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search new MortgageXperts' }).fill(pro.email);
  const row = page.getByRole('table', { name: 'Onboard Pending' }).getByRole('row', { name: new RegExp(pro.name) });
  await row.getByRole('button', { name: `View ${pro.name}` }).click();

  const modal = page.getByRole('dialog', { name: pro.name });
  await expect(modal.getByText('Mxpert must complete onboarding before approval')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Reject' }).click();

  const reject = page.getByRole('dialog', { name: `Reject ${pro.name}` });
  await expect(reject).toContainText('deactivates the account, blocks their login and sends them a rejection email');
  await reject.getByRole('button', { name: 'Reject MortgageXpert' }).click();
  await expect(reject.getByText('Please provide a reason for rejection')).toBeVisible();
  await reject.getByLabel('Reason for rejection').fill('Short');
  await reject.getByRole('button', { name: 'Reject MortgageXpert' }).click();
  await expect(reject.getByText('Please provide a more detailed reason (at least 10 characters)')).toBeVisible();
  await reject.getByLabel('Reason for rejection').fill('  The NMLS ID does not match our records.  ');
  await reject.getByRole('button', { name: 'Reject MortgageXpert' }).click();

  await expect(page.getByText(`${pro.name} has been rejected and their account disabled`)).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('table', { name: 'Onboard Pending' }).getByText('No MortgageXperts found')).toBeVisible();

  const emails = await readMailbox(pro.email);
  const rejection = emails.find((e) => e.subject === 'Your MortgageXperts profile was not approved');
  expect(rejection?.text).toContain('The NMLS ID does not match our records.');

  // The professional's open session is over: their next request is refused and the page asks them to sign in.
  expect((await proContext.request.get('/api/auth/me')).status()).toBe(401);
  await proPage.reload();
  await expect(proPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(proPage.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInThroughUi(proPage, pro.email, PASSWORD);
  await expect(
    proPage.getByRole('alert').filter({ hasText: 'Your account has been deactivated. Please contact support.' }),
  ).toBeVisible();
  await expect(proPage).toHaveURL(/\/signin$/);
  await proContext.close();
});

test('the reports page shows the last 30 days by default and every range', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics & Reports' })).toBeVisible();
  const range = page.getByLabel('Time range');
  await expect(range).toHaveValue('30');
  await expect(page.getByText('Messages (last 30 days)')).toBeVisible();
  for (const title of ['MortgageXpert Status', 'Messages by Help Type', 'Requests by Process']) {
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'Messages by Help Type' })).toContainText('First-time Home Buyer');
  const geographic = page.getByRole('table', { name: 'Geographic Distribution' });
  await expect(geographic.getByRole('row', { name: /California/ })).toBeVisible();
  const companies = page.getByRole('table', { name: 'Top Companies' });
  await expect(companies.getByRole('row', { name: /Golden Gate Home Lending/ })).toContainText('12.0 years');
  for (const days of ['7', '90', '365']) {
    await range.selectOption(days);
    await expect(page.getByText(`Messages (last ${days} days)`)).toBeVisible();
  }
});
