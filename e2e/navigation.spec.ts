import {
  AJAX,
  createVerifiedConsumer,
  DEMO_PASSWORD,
  expect,
  PASSWORD,
  signInThroughUi,
  test,
  uncompiledMessages,
} from './fixtures.ts';
import { createVerifiedProfessional } from './professional.ts';

test('a consumer opening the admin dashboard sees Access Denied with their role', async ({ page, request }) => {
  const email = await createVerifiedConsumer(request, 'Avery');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Your role: CONSUMER')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor of a professional page is asked to sign in', async ({ page }) => {
  await page.goto('/mxpert/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  // Sign-in comes back to the page afterwards.
  await expect(page).toHaveURL(/\/signin\?next=%2Fmxpert%2Fdashboard$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse MortgageXperts' }).click();
  await expect(page).toHaveURL(/\/mortgageexperts$/);
});

test('the landing search goes to the directory; Enter searches and empty text does nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find a MortgageXpert near you' })).toBeVisible();
  for (const card of ['Expert Advisors', 'Proven Results', 'Secure and Trusted']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');

  const box = page.getByRole('combobox', { name: 'City, state, ZIP code, name or company' });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/$/);

  await box.fill('Denver');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Denver$/);
});

test('each role lands on its own dashboard, and the admin logout goes home', async ({ page }) => {
  const uncompiled = uncompiledMessages(page);
  await signInThroughUi(page, 'admin@mortgagexperts.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughUi(page, 'maria.gonzalez@mortgagexperts.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Leads' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signInThroughUi(page, 'emily.johnson@mortgagexperts.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await expect(page.getByRole('link', { name: 'My Messages' })).toBeVisible();
  // Every area's navigation waited for its texts: no text was used before its catalogue was there.
  expect(uncompiled).toEqual([]);
});

test("a consumer's and a professional's pages in Spanish translate nothing before their texts are there", async ({
  page,
  request,
}) => {
  const uncompiled = uncompiledMessages(page);
  const consumer = await createVerifiedConsumer(request, 'Valeria');
  const professional = await createVerifiedProfessional(request, 'Mateo', 'Navarro');
  for (const [email, address, link] of [
    [consumer, '/consumer/dashboard', 'Mis mensajes'],
    [professional, '/mxpert/dashboard', 'Clientes potenciales'],
  ] as const) {
    await signInThroughUi(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/(consumer|mxpert)\//);
    const language = await page.request.put('/api/account/language', { headers: AJAX, data: { locale: 'es-US' } });
    expect(language.status(), await language.text()).toBe(200);
    await page.goto(address);
    await expect(page.getByRole('link', { name: link })).toBeVisible();
    await page.context().clearCookies();
  }
  expect(uncompiled).toEqual([]);
});
