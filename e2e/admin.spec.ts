import fs from 'node:fs';
import { expectAccessible } from './axe.ts';
import {
  E2E_BASE_URL,
  expect,
  PASSWORD,
  randomIp,
  readMailbox,
  signInAsAdmin,
  signInThroughUi,
  test,
  uniqueName,
} from './fixtures.ts';
import { expectLeftOfSticky, expectOnScreenSideways, expectWholeTextShown, expectWholeWords, screenshot } from './layout.ts';
import {
  approveProfessional,
  createPendingProfessional,
  createVerifiedProfessional,
  sendGuestCopRequest,
  sendGuestMessage,
} from './professional.ts';

test('the admin reviews a professional, approves them, and sees it in the lists, the activities and the bell', async ({
  page,
  playwright,
}) => {
  const lastName = uniqueName('Mil');
  // A license of its own: the demo's Robert Miller holds 3310457, and a shared one asks for confirmation.
  const nmlsId = String(3_000_000 + Math.floor(Math.random() * 999_999));
  const pro = await createPendingProfessional(playwright, {
    firstName: 'Roberta',
    lastName,
    companyName: `${lastName} State Lending`,
    nmlsId,
    states: ['FL', 'GA'],
    loanTypes: ['conventional', 'fha'],
    yearsExperience: 6,
  });

  await signInAsAdmin(page);
  for (const tile of ['Total MortgageXperts', 'Active MortgageXperts', 'Total Messages', 'Requests']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'New MortgageXperts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approval Pending (Onboard Complete)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Onboard Pending' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Approval Pending (Onboard Complete)' });
  const search = page.getByRole('searchbox', { name: 'Search new MortgageXperts' });
  await expect(search).toHaveAccessibleDescription('Search by name, email, NMLS ID or company');
  await search.fill('nobody-by-this-name');
  await expect(table.getByText('No MortgageXperts found')).toBeVisible();
  await search.fill(lastName.toLowerCase());
  const row = table.getByRole('row', { name: new RegExp(pro.name) });
  await expect(row).toContainText(nmlsId);
  await expect(row).toContainText(pro.companyName);
  await expect(row).toContainText('FL, GA');
  // On a phone the row's View button shows without scrolling sideways, and the tabs read whole words.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-dashboard-en-390');
  await expectOnScreenSideways(page, row.getByRole('button', { name: `View ${pro.name}` }), 'the View button');
  await expectLeftOfSticky(table, 'NMLS ID', 'Actions', 'the new MortgageXperts on a phone');
  await expectWholeWords(page.getByRole('tab'), 'the dashboard tabs on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'admin-dashboard-en-1366');
  await expectWholeTextShown(search, 'the search box of new MortgageXperts');
  await row.getByRole('button', { name: `View ${pro.name}` }).click();

  const modal = page.getByRole('dialog', { name: pro.name });
  await expect(modal).toContainText(pro.email);
  await expect(modal).toContainText('Onboarding Complete');
  await expect(modal).toContainText(pro.companyName);
  await expect(modal).toContainText('Florida, Georgia');
  // The license record the public profile links to, one click away for the review.
  const record = modal.getByRole('link', { name: /Verify license on NMLS Consumer Access/ });
  await expect(record).toHaveAttribute('href', `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/INDIVIDUAL/${nmlsId}`);
  await expect(record).toHaveAttribute('target', '_blank');
  await expect(modal.getByRole('button', { name: 'Reject' })).toBeVisible();
  await modal.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByText(`${pro.name} has been approved and notified via email`)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(table.getByText('No MortgageXperts found')).toBeVisible();
  const approvedLine = `${pro.name} (${pro.companyName}) was approved`;
  const activities = page.getByRole('list', { name: 'Recent activities' });
  await expect(activities.getByText(approvedLine)).toBeVisible();
  await expect(activities.getByText('Approved', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: /Notifications, (\d+|9\+) unread/ }).click();
  await expect(page.getByRole('list', { name: 'Notifications list' })).toContainText(approvedLine);
  await page.keyboard.press('Escape');

  const emails = await readMailbox(pro.email);
  expect(emails.map((e) => e.subject)).toContain('Your MortgageXperts profile has been approved');

  // Listed now, guests reach the professional: two messages and a plan request.
  await sendGuestMessage(playwright, pro.cxid, { firstName: 'Nora', lastName: 'Quinn', state: 'fl' });
  await sendGuestMessage(playwright, pro.cxid, { firstName: 'Owen', lastName: 'Price', state: 'fl' });
  await sendGuestCopRequest(playwright, pro.cxid, { firstName: 'Nora', lastName: 'Quinn', state: 'fl' });

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'MortgageXperts' }).click();
  await expect(page).toHaveURL(/\/admin\/mortgagexperts$/);
  await expect(page.getByText(/\d+ approved MortgageXperts? found/)).toBeVisible();
  const listSearch = page.getByRole('searchbox', { name: 'Search MortgageXperts' });
  await listSearch.fill(lastName);
  await expect(page.getByText('1 approved MortgageXperts found')).toBeVisible();
  await page.getByLabel('License state').selectOption('FL');
  await expect(page.getByText('1 approved MortgageXperts found')).toBeVisible();
  const approved = page.getByRole('table', { name: 'Approved MortgageXperts' });
  const approvedRow = approved.getByRole('row', { name: new RegExp(pro.name) });
  await expect(approvedRow).toContainText('6 years');
  // The professional's traffic: two messages and one request.
  await expect(approvedRow.getByRole('cell').nth(4)).toHaveText('2');
  await expect(approvedRow.getByRole('cell').nth(5)).toHaveText('1');
  // On a phone the sticky Actions column covers none of the NMLS column while the table is at its start.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-mortgagexperts-en-390');
  await expectLeftOfSticky(approved, 'NMLS ID', 'Actions', 'the approved MortgageXperts on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'admin-mortgagexperts-en-1366');
  await page.getByLabel('License state').selectOption('TX');
  await expect(page.getByText('0 approved MortgageXperts found')).toBeVisible();
  await page.getByLabel('License state').selectOption('GA');
  await page.getByLabel('Loan type').selectOption('jumbo');
  await expect(page.getByText('0 approved MortgageXperts found')).toBeVisible();
  await expect(page.getByText('No MortgageXperts found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(listSearch).toHaveValue('');
  await expect(page.getByLabel('License state')).toHaveValue('all');
  await expect(page.getByText(/\d+ approved MortgageXperts? found/)).toBeVisible();
  // The empty search box shows its whole hint under it on a desktop and on a phone, 'NMLS ID' as the glossary says.
  await expect(listSearch).toHaveAccessibleDescription('Search by name, email, NMLS ID or company');
  await expectWholeTextShown(listSearch, 'the search box of approved MortgageXperts');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectWholeTextShown(listSearch, 'the search box of approved MortgageXperts on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });
});

test('an approved professional is listed in the public directory at once, under the full name the admin approved', async ({
  page,
  request,
  playwright,
}) => {
  const lastName = uniqueName('Dir');
  // Signed up as Dana, onboarded (and approved) as Danielle with a double-barrelled surname.
  const pro = await createPendingProfessional(playwright, {
    firstName: 'Dana',
    lastName,
    fullName: `Danielle ${lastName}-Ortiz`,
    states: ['FL'],
  });
  const before = await request.get(`/api/public/mxperts?search=${lastName}&page=1`);
  expect(((await before.json()) as { data: { totalCount: number } }).data.totalCount).toBe(0);
  await approveProfessional(playwright, pro.profileId);

  const res = await request.get(`/api/public/mxperts?search=${lastName}&page=1`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { mxperts: { user: { name: string } }[]; totalCount: number } };
  expect(data.mxperts.map((m) => m.user.name)).toEqual([pro.name]);

  await page.goto(`/mortgageexperts?search=${lastName}`);
  await expect(page.getByRole('link', { name: `Contact ${pro.name}` })).toBeVisible();
  await page.goto(`/xperts/fl/${pro.cxid}`);
  await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();

  await signInThroughUi(page, pro.email, pro.password);
  await expect(page.getByText(`Welcome, ${pro.name}.`)).toBeVisible();
  await expect(page.getByText(`Dana ${lastName}`)).toHaveCount(0);
});

test('the admin rejects a professional with a reason; their open session ends and their sign-in is refused', async ({
  page,
  request,
  browser,
}) => {
  const lastName = uniqueName('Rej');
  const pro = { email: await createVerifiedProfessional(request, 'Jordan', lastName), name: `Jordan ${lastName}` };

  // The professional is signed in, in a browser of their own.
  const proContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const proPage = await proContext.newPage();
  await signInThroughUi(proPage, pro.email, PASSWORD);
  await expect(proPage).toHaveURL(/\/mxpert\/dashboard$/);

  // (The registration's line in the recent activities is not looked for here: journeys running
  // alongside add activities of their own, and the dashboard shows only the newest. The dashboard's
  // server tests check it.)
  await signInAsAdmin(page);
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
  expect(rejection?.text).toContain('tell our support team through the support form');
  expect(rejection?.text).not.toContain('reply to this email');

  // The professional's open session is over: their next request is refused and the page asks them to sign in.
  expect((await proContext.request.get('/api/auth/me')).status()).toBe(401);
  await proPage.reload();
  await expect(proPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(proPage.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInThroughUi(proPage, pro.email, PASSWORD);
  const refused = proPage.getByRole('alert').filter({ hasText: 'Your account has been deactivated. Please contact support.' });
  await expect(refused).toBeVisible();
  // 'contact support' is a link to the support form.
  await expect(refused.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
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
  // The companies with the most professionals, then by name; the CSV carries the same figures.
  const companies = page.getByRole('table', { name: 'Top Companies' });
  const firstCompany = companies.getByRole('row').nth(1);
  await expect(firstCompany).toContainText(/\d+\.\d years/);
  const company = (await firstCompany.locator('th, td').first().textContent()) ?? '';
  expect(company).not.toBe('');
  // Headings, states and companies read whole words; on a phone each table scrolls in its own box.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `admin-reports-en-${width}`);
    await expectWholeWords(page.getByRole('table').locator('th'), `the report tables at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page at ${width} px`).toBeLessThanOrEqual(width);
  }
  await expectAccessible(page, 'the reports on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  // A company typed without spaces breaks inside its one long word instead of widening the table: on a
  // desktop every column stays in view (the company is written into the cell as such a name would be).
  const cell = firstCompany.locator('th').first();
  await cell.evaluate((el) => {
    el.textContent = 'Wolfeschlegelsteinhausenbergerdorffmortgagelendingcreditoptimization Home Loans';
  });
  const widths = await companies.evaluate((table) => ({
    table: table.getBoundingClientRect().width,
    box: table.parentElement?.getBoundingClientRect().width ?? 0,
  }));
  expect(widths.table, 'the companies table within its box on a desktop').toBeLessThanOrEqual(widths.box + 0.5);
  await expectWholeWords(companies.locator('th'), 'the companies table with a long name');
  for (const days of ['7', '90', '365']) {
    await range.selectOption(days);
    await expect(page.getByText(`Messages (last ${days} days)`)).toBeVisible();
  }
  // The same figures as a CSV, for the range on screen.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.url()).toContain('/api/admin/reports.csv?range=365');
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(company);
});
