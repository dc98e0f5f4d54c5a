import { createVerifiedConsumer, expect, linkFromMailbox, PASSWORD, signInThroughUi, test, uniqueEmail } from './fixtures.ts';

test('a professional signs up, verifies the e-mail from the mailbox, signs in and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('pro');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Avery');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('NMLS ID').fill('7654321');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await linkFromMailbox(email, '/verify-email'));
  await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Jordan Avery/ })).toBeVisible();
});

test('a consumer registers, verifies and lands on the consumer dashboard', async ({ page }) => {
  const email = uniqueEmail('buyer');
  await page.goto('/create-account');
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill("O'Connor");
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Something-Else-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to continue' })).toBeVisible();

  await page.goto(await linkFromMailbox(email, '/verify-email'));
  await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();

  // The same address again: the same screen, so the form does not tell who has an account.
  await page.goto('/create-account');
  await page.getByLabel('First name').fill('Someone');
  await page.getByLabel('Last name').fill('Else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Other-Harbor-77');
  await page.getByLabel('Confirm password').fill('Other-Harbor-77');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to continue' })).toBeVisible();
  await expect(page.getByText(`We sent an e-mail to ${email}.`)).toBeVisible();

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Messages' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText('Consumer Account');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unverified sign-in opens the verification modal and can resend the link', async ({ page, request }) => {
  const email = uniqueEmail('late');
  const res = await request.post('/api/auth/register-consumer', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { firstName: 'Sam', lastName: 'Lee', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);

  await signInThroughUi(page, email, PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Email Verification Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signInThroughUi(page, email, 'Wrong-Password-9');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('forgot and reset password', async ({ page, request }) => {
  const email = await createVerifiedConsumer(request, 'Morgan');
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset instructions sent!')).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  await page.goto(await linkFromMailbox(email, '/reset-password'));
  const newPassword = 'Brand-New-Pass-77';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your password has been reset successfully')).toBeVisible();

  await signInThroughUi(page, email, newPassword);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
});

test('the reset page without a token shows the invalid-link state', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a verification link that is not valid shows the error state', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByText('No verification token provided')).toBeVisible();
});
