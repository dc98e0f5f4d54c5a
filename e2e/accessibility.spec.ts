import fs from 'node:fs';
import { SUBMISSION_TEXT } from '@mx/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { AJAX, DEMO_PASSWORD, expect, linkFromMailbox, PASSWORD, signInThroughUi, test, uniqueEmail } from './fixtures.ts';
import { createPendingProfessional, createVerifiedProfessional, sendGuestMessage, writeTestImages } from './professional.ts';

/**
 * Every screen of the route table, with its modals and menus open, checked with axe against
 * WCAG 2.0 and 2.1, levels A and AA. No rule is disabled: a violation is fixed in the web app.
 */

const ADMIN = 'admin@mortgagexperts.test';
const MARIA = 'maria.gonzalez@mortgagexperts.test';
const EMILY = 'emily.johnson@mortgagexperts.test';
const PHONE = { width: 390, height: 844 };

// Toasts and dialogs appear without transitions, so no element is measured half-faded.
test.use({ reducedMotion: 'reduce' });
// Each journey scans a dozen screens with axe: on a busy machine (two workers) that takes longer.
test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page, email: string, password: string, home: RegExp): Promise<void> {
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(home);
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

test.describe('public pages', () => {
  test('landing, directory, sign-in and account pages, 404', async ({ page, request, playwright }) => {
    await visit(page, '/', 'Find a MortgageXpert near you');
    await expectAccessible(page, 'the landing page');
    const box = page.getByRole('combobox', { name: 'City, state, ZIP code, name or company' });
    await box.pressSequentially('Austin');
    await expect(page.getByRole('option', { name: 'Austin, TX' })).toBeVisible();
    await expectAccessible(page, 'the landing page with place suggestions open');

    await visit(page, '/mortgageexperts', 'Search for MortgageXperts in your area');
    await expectAccessible(page, 'the directory without a search');
    await visit(page, '/mortgageexperts?search=Texas', /^We found \d+ MortgageXperts? that can help you/);
    await expect(page.getByRole('link', { name: 'Contact James Carter' })).toBeVisible();
    await expectAccessible(page, 'the directory with a search');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('checkbox', { name: /^Texas/ })).toBeVisible();
    await expectAccessible(page, 'the directory with the filter panel open');

    await visit(page, '/signin', /Sign in/i);
    await expectAccessible(page, '/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/valid email|Email is required/i).first()).toBeVisible();
    await expectAccessible(page, '/signin with validation errors');

    await page.goto('/signup');
    await expect(page.getByLabel('NMLS ID')).toBeVisible();
    await expectAccessible(page, '/signup');
    await page.goto('/signup-success');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, '/signup-success');
    await page.goto('/create-account');
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await expectAccessible(page, '/create-account');
    await page.goto('/forgot-password');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page, '/forgot-password');
    await page.goto('/reset-password?token=abcdef0123456789');
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await expectAccessible(page, '/reset-password with a token');
    await visit(page, '/reset-password', 'Invalid Reset Link');
    await expectAccessible(page, '/reset-password without a token (Invalid Reset Link)');
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(
      page
        .getByRole('link', { name: /sign in/i })
        .or(page.getByRole('button', { name: /sign in/i }))
        .first(),
    ).toBeVisible();
    await expectAccessible(page, '/verify-email with a bad token (error)');

    // A real verification link: the success state.
    const email = uniqueEmail('verify');
    const res = await request.post('/api/auth/register-consumer', {
      headers: AJAX,
      data: { firstName: 'Vera', lastName: 'Tester', email, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
    await page.goto(await linkFromMailbox(email, '/verify-email'));
    await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();
    await expectAccessible(page, '/verify-email success');
    await page.goto(await linkFromMailbox(email, '/verify-email'));
    await expect(page.getByText('Already verified', { exact: true })).toBeVisible();
    await expectAccessible(page, '/verify-email opened again (already verified)');

    // A guest's message sent with this account's address: the owner's confirmation page.
    await page.goto('/confirm-sender?token=not-a-real-token-at-all');
    await expect(page.getByText(SUBMISSION_TEXT.confirmTokenInvalid)).toBeVisible();
    await expectAccessible(page, '/confirm-sender with a bad token (error)');
    const profiles = (await (await request.get('/api/public/mxperts?search=Texas')).json()) as {
      data: { mxperts: { cxid: string }[] };
    };
    await sendGuestMessage(playwright, profiles.data.mxperts[0]?.cxid ?? '', { firstName: 'Vera', lastName: 'Tester', email });
    await page.goto(await linkFromMailbox(email, '/confirm-sender'));
    await expect(page.getByText(SUBMISSION_TEXT.messageConfirmed)).toBeVisible();
    await expectAccessible(page, '/confirm-sender success');

    const notFound = await page.goto('/this/page/does-not-exist');
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page, 'the 404 page');

    await visit(page, '/mxpert/dashboard', 'Access Denied');
    await expectAccessible(page, 'Access Denied, signed out');
  });

  test('the policy pages and the support form', async ({ page }) => {
    for (const [path, heading] of [
      ['/privacy', 'Privacy Policy'],
      ['/acceptable-use', 'Acceptable Use Policy'],
      ['/terms', 'Terms of Use'],
      ['/licensing', 'Licensing and disclosures'],
    ] as const) {
      await visit(page, path, heading);
      await expectAccessible(page, path);
    }
    await visit(page, '/support', 'Get support');
    await page.getByRole('button', { name: 'Send to support' }).click();
    await expect(page.getByText('Please choose a topic')).toBeVisible();
    await expectAccessible(page, 'the support form with validation errors');
  });

  test('the expert profile: contact form, COP form, guest confirmation', async ({ page }) => {
    await page.goto('/mortgageexperts?search=Texas');
    await page.getByRole('link', { name: 'Contact James Carter' }).click();
    await expect(page).toHaveURL(/\/xperts\/tx\/CX[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { name: 'James Carter', level: 1 })).toBeVisible();
    await expectAccessible(page, 'the expert profile');

    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
    await expectAccessible(page, 'the contact form with validation errors');

    await page.getByRole('button', { name: 'Request Credit Optimization Plan' }).click();
    const cop = page.getByRole('dialog', { name: 'Request a Credit Optimization Plan' });
    await expect(cop).toBeVisible();
    await expectAccessible(page, 'the COP request form');
    await cop
      .getByRole('button', { name: /Submit|Request|Send/ })
      .last()
      .click();
    await expect(cop.getByText(/at least 2 characters|required/i).first()).toBeVisible();
    await expectAccessible(page, 'the COP request form with validation errors');
    await page.keyboard.press('Escape');
    await expect(cop).toBeHidden();

    await form.getByLabel('First name').fill('Priya');
    await form.getByLabel('Last name').fill('Raman');
    await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('a11y.guest'));
    await form.getByLabel('Phone number').fill('(512) 555-0142');
    await form.getByLabel('How can we help you?').selectOption('first-time-buyer');
    await form.getByLabel('Message').fill('We are buying our first home in Austin this summer and want better scores.');
    await form.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sent = page.getByRole('dialog', { name: 'Message Sent!' });
    await expect(sent).toBeVisible();
    await expectAccessible(page, 'the guest confirmation modal');
    await page.keyboard.press('Escape');
    await expect(sent).toBeHidden();

    // A guest's plan request: its confirmation, and focus back on the button that opened the form.
    const requestButton = page.getByRole('button', { name: 'Request Credit Optimization Plan' });
    await requestButton.click();
    const copForm = page.getByRole('form', { name: 'Request a Credit Optimization Plan' });
    await copForm.getByLabel('First name').fill('Priya');
    await copForm.getByLabel('Last name').fill('Raman');
    await copForm.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('a11y.cop'));
    await copForm.getByLabel('Phone number').fill('(512) 555-0142');
    await copForm.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
    await copForm.getByRole('button', { name: 'Submit Request' }).click();
    const submitted = page.getByRole('dialog', { name: 'Request Submitted!' });
    await expect(submitted).toBeVisible();
    await expectAccessible(page, 'the guest confirmation modal of a plan request');
    await page.keyboard.press('Escape');
    await expect(submitted).toBeHidden();
    await expect(requestButton).toBeFocused();
  });

  test('the Email Verification Required modal on sign-in', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const res = await request.post('/api/auth/register-consumer', {
      headers: AJAX,
      data: { firstName: 'Una', lastName: 'Tester', email, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
    await signInThroughUi(page, email, PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Email Verification Required' })).toBeVisible();
    await expectAccessible(page, 'the Email Verification Required modal');
    await page.keyboard.press('Escape');
    await signInThroughUi(page, email, 'Wrong-Password-9');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expectAccessible(page, '/signin with a wrong password');
  });
});

test('the consumer area', async ({ page }) => {
  await signIn(page, EMILY, DEMO_PASSWORD, /\/consumer\/dashboard$/);
  await expect(page.getByText('Messages sent')).toBeVisible();
  await expectAccessible(page, '/consumer/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: /Sign Out/ })).toBeVisible();
  await expectAccessible(page, 'the consumer user menu');
  await page.keyboard.press('Escape');

  for (const [path, title] of [
    ['/consumer/messages', 'My Messages'],
    ['/consumer/requests', 'My Requests'],
  ] as const) {
    await visit(page, path, title);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectAccessible(page, `${path} (Active)`);
    await page.getByRole('tab', { name: /^Closed/ }).click();
    await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `${path} (Closed)`);
  }

  // The consumer layout around the public directory and profile.
  await visit(page, '/mortgageexperts?search=California', /^We found \d+ MortgageXperts? that can help you/);
  await expectAccessible(page, 'the directory in the consumer layout');
  await page.getByRole('link', { name: 'Contact Maria Gonzalez' }).click();
  await expect(page.getByRole('heading', { name: 'Maria Gonzalez', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the expert profile in the consumer layout');

  await visit(page, '/admin/dashboard', 'Access Denied');
  await expect(page.getByText('Your role: CONSUMER')).toBeVisible();
  await expectAccessible(page, 'Access Denied, wrong role');
});

test('the professional area of an approved professional, with its modals and menus', async ({ page }) => {
  await signIn(page, MARIA, DEMO_PASSWORD, /\/mxpert\/dashboard$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(/Step \d\/4 completed/)).toHaveCount(0);
  await expectAccessible(page, '/mxpert/dashboard (approved)');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('list', { name: 'Notifications list' })).toBeVisible();
  await expectAccessible(page, 'the notification bell dropdown');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page, 'the professional user menu');
  await page.keyboard.press('Escape');

  await page.goto('/mxpert/messages');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expectAccessible(page, '/mxpert/messages');
  const name = (await card.getAttribute('aria-label')) ?? '';
  await page
    .getByRole('button', { name: `Manage ${name}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Manage Message' })).toBeVisible();
  await expectAccessible(page, 'the Manage Message modal');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: `Delete ${name}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete Message' })).toBeVisible();
  await expectAccessible(page, 'the Delete Message modal');
  await page.keyboard.press('Escape');

  await page.goto('/mxpert/messages/closed');
  await expect(page.getByRole('tab', { name: /Closed Messages/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectAccessible(page, '/mxpert/messages/closed');

  await page.goto('/mxpert/cop-requests');
  const request = page.getByRole('article').first();
  await expect(request).toBeVisible();
  await expectAccessible(page, '/mxpert/cop-requests');
  const requester = (await request.getAttribute('aria-label')) ?? '';
  await page
    .getByRole('button', { name: `Manage ${requester}` })
    .first()
    .click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expectAccessible(page, 'the Manage Request modal');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: `Delete ${requester}` })
    .first()
    .click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expectAccessible(page, 'the Delete Request modal');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Closed Requests/ }).click();
  await expect(page.getByRole('tab', { name: /Closed Requests/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, '/mxpert/cop-requests (Closed)');

  await page.goto('/mxpert/profile');
  await expect(page.getByRole('heading', { name: 'Maria Gonzalez' })).toBeVisible();
  await expectAccessible(page, '/mxpert/profile');
  for (const section of ['Personal Information', 'Company Information', 'Services Information', 'Contact Information']) {
    await page.getByRole('button', { name: `Edit ${section}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `the ${section} edit modal`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  await page.goto('/mxpert/onboard');
  await expect(page.getByRole('list', { name: 'Onboarding steps' })).toBeVisible();
  await expectAccessible(page, '/mxpert/onboard (onboarded profile, step 1)');
});

test('the onboarding wizard, each of its four steps, and the review notice', async ({ page, request }) => {
  const images = await writeTestImages();
  const email = await createVerifiedProfessional(request, 'Morgan', 'Ellis');
  await signIn(page, email, PASSWORD, /\/mxpert\/dashboard$/);
  await expect(page.getByText('Step 0/4 completed')).toBeVisible();
  await expectAccessible(page, '/mxpert/dashboard (onboarding not started)');

  const steps = page.getByRole('list', { name: 'Onboarding steps' });
  const step = (label: string) => steps.getByRole('listitem').filter({ hasText: label });
  const api = page.request;
  const image = (file: string, name: string) => ({ name, mimeType: 'image/png', buffer: fs.readFileSync(file) });

  await page.goto('/mxpert/onboard');
  await expect(step('Personal')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page, 'onboarding step 1 (Personal)');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('About me is required')).toBeVisible();
  await expectAccessible(page, 'onboarding step 1 with validation errors');

  const personal = await api.post('/api/onboarding/personal', {
    headers: AJAX,
    multipart: {
      fullName: 'Morgan Ellis',
      aboutMe: 'Credit coach for first-time buyers.',
      languages: JSON.stringify(['english']),
      photo: image(images.photo, 'morgan.png'),
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  await page.goto('/mxpert/onboard');
  await expect(step('Company')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page, 'onboarding step 2 (Company)');

  const company = await api.post('/api/onboarding/company', {
    headers: AJAX,
    multipart: {
      companyName: 'Ellis Home Loans',
      companyAddress: '100 Congress Ave, Austin, TX 78701',
      nmlsId: '7654321',
      yearsExperience: '6',
      scoresOptimized: '150',
      companyLogo: image(images.logo, 'logo.png'),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  await page.goto('/mxpert/onboard');
  await expect(step('Services')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page, 'onboarding step 3 (Services)');

  const services = await api.post('/api/onboarding/services', {
    headers: AJAX,
    data: { stateLicenses: ['TX'], loanTypes: ['fha'], mortgageTypes: ['purchase'] },
  });
  expect(services.status(), await services.text()).toBe(200);
  await page.goto('/mxpert/onboard');
  await expect(step('Contacts')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page, 'onboarding step 4 (Contacts)');
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page.getByText('You must confirm that the information is accurate')).toBeVisible();
  await expectAccessible(page, 'onboarding step 4 with validation errors');

  // Onboarding finished: the profile waits for approval.
  const contacts = await api.post('/api/onboarding/contacts', {
    headers: AJAX,
    data: { phone: '(512) 555-0188', yearsUsingCreditXpert: 2, consentConfirmed: true },
  });
  expect(contacts.status(), await contacts.text()).toBe(200);
  await page.goto('/mxpert/dashboard');
  await expect(page.getByText('Profile Under Review')).toBeVisible();
  await expectAccessible(page, '/mxpert/dashboard (approval pending)');
  await page.goto('/mxpert/onboard');
  await expect(page.getByText(/Profile editing is temporarily disabled/)).toBeVisible();
  await expectAccessible(page, '/mxpert/onboard under review');
  await page.goto('/mxpert/profile');
  await expect(page.getByText('Pending Approval')).toBeVisible();
  await expectAccessible(page, '/mxpert/profile (pending approval)');
});

test('the admin area, with the detail and reject modals', async ({ page, playwright }) => {
  const pending = await createPendingProfessional(playwright, { firstName: 'Robin' });
  await signIn(page, ADMIN, DEMO_PASSWORD, /\/admin\/dashboard$/);
  const table = page.getByRole('table', { name: 'Approval Pending (Onboard Complete)' });
  await page.getByRole('searchbox', { name: 'Search new MortgageXperts' }).fill(pending.email);
  await expect(table.getByRole('row', { name: new RegExp(pending.name) })).toBeVisible();
  await expectAccessible(page, '/admin/dashboard (Approval Pending)');
  await page.getByRole('tab', { name: 'Onboard Pending' }).click();
  await expect(page.getByRole('tab', { name: 'Onboard Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Onboard Pending' })).toBeVisible();
  await expectAccessible(page, '/admin/dashboard (Onboard Pending)');
  await page.getByRole('tab', { name: 'Approval Pending (Onboard Complete)' }).click();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('list', { name: 'Notifications list' })).toBeVisible();
  await expectAccessible(page, 'the admin notification bell dropdown');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, 'the admin user menu');
  await page.keyboard.press('Escape');

  await table.getByRole('button', { name: `View ${pending.name}` }).click();
  const modal = page.getByRole('dialog', { name: pending.name });
  await expect(modal).toContainText(pending.companyName);
  await expectAccessible(page, 'the admin detail modal');
  await modal.getByRole('button', { name: 'Reject' }).click();
  const reject = page
    .getByRole('dialog')
    .filter({ hasText: /reason/i })
    .last();
  await expect(reject).toBeVisible();
  await expectAccessible(page, 'the reject modal');
  await page.keyboard.press('Escape');

  await page.goto('/admin/mortgagexperts');
  await expect(page.getByText(/\d+ approved MortgageXperts found/)).toBeVisible();
  await expectAccessible(page, '/admin/mortgagexperts');
  await page
    .getByRole('table', { name: 'Approved MortgageXperts' })
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the admin detail modal of an approved professional');
  await page.keyboard.press('Escape');

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Analytics & Reports' })).toBeVisible();
  await expect(page.getByText('Top Companies')).toBeVisible();
  await expectAccessible(page, '/admin/reports');

  await visit(page, '/consumer/dashboard', 'Access Denied');
  await expectAccessible(page, 'Access Denied for an admin in the consumer area');
});

test.describe('at a phone viewport (390x844)', () => {
  test.use({ viewport: PHONE });

  test('public pages and the mobile navigation', async ({ page }) => {
    await visit(page, '/', 'Find a MortgageXpert near you');
    await expectAccessible(page, 'the landing page on a phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectAccessible(page, 'the mobile navigation');

    await visit(page, '/mortgageexperts?search=Texas', /^We found \d+ MortgageXperts? that can help you/);
    await expectAccessible(page, 'the directory on a phone');
    await page.getByRole('link', { name: 'Contact James Carter' }).click();
    await expect(page.getByRole('heading', { name: 'James Carter', level: 1 })).toBeVisible();
    await expectAccessible(page, 'the expert profile on a phone');
    await visit(page, '/signin', /Sign in/i);
    await expectAccessible(page, '/signin on a phone');
  });

  test('signed-in areas', async ({ page }) => {
    await signIn(page, EMILY, DEMO_PASSWORD, /\/consumer\/dashboard$/);
    await expect(page.getByText('Messages sent')).toBeVisible();
    await expectAccessible(page, '/consumer/dashboard on a phone');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: /Sign Out/ })).toBeVisible();
    await expectAccessible(page, 'the consumer user menu on a phone');
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await signIn(page, MARIA, DEMO_PASSWORD, /\/mxpert\/dashboard$/);
    await page.goto('/mxpert/messages');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, '/mxpert/messages on a phone');

    await page.context().clearCookies();
    await signIn(page, ADMIN, DEMO_PASSWORD, /\/admin\/dashboard$/);
    await expect(page.getByRole('table', { name: 'Approval Pending (Onboard Complete)' })).toBeVisible();
    await expectAccessible(page, '/admin/dashboard on a phone');
  });
});
