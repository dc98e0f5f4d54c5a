import { generate } from 'otplib';
import { createVerifiedConsumer, expect, PASSWORD, signInThroughUi, test } from './fixtures.ts';

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('a consumer turns on two-factor sign-in, signs in with real codes, is remembered, and turns it off', async ({
  page,
  browser,
  request,
}) => {
  // Five sign-ins with a password hash each, the set-up and three browsers: over a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const email = await createVerifiedConsumer(request, 'Tova');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);

  // Set up from the settings: the password, then the QR code and the key, then the app's first code.
  await page.goto('/consumer/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code from your app').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('That code is not right')).toBeVisible();
  await section.getByLabel('Code from your app').fill(await codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
  await section.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(section.getByText('Two-factor sign-in is on')).toBeVisible();
  // The secret is shown once: gone from the page once it is on.
  await expect(section.getByTestId('two-factor-secret')).toHaveCount(0);

  // Signing in now asks for a code; this browser is remembered for 30 days.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await codeFor(secret, 1));
  await page.getByLabel('Remember this browser for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);

  // Another browser is asked, and a recovery code works there once.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.9.8.7' } });
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, email, PASSWORD);
  await otherPage.getByLabel('Code', { exact: true }).fill(recoveryCodes[0] ?? '');
  await otherPage.getByRole('button', { name: 'Verify' }).click();
  await expect(otherPage).toHaveURL(/\/consumer\/dashboard$/);
  await other.close();

  // Turned off with the password and a code: signing in asks the password only.
  await page.goto('/consumer/settings');
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('Code from your app, or a recovery code').fill(recoveryCodes[1] ?? '');
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(section.getByText('Two-factor sign-in is off')).toBeVisible();
  const again = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.9.8.6' } });
  const againPage = await again.newPage();
  await signInThroughUi(againPage, email, PASSWORD);
  await expect(againPage).toHaveURL(/\/consumer\/dashboard$/);
  await again.close();
});
