import { AJAX, expect, PASSWORD, signInThroughUi, test, uniqueEmail } from './fixtures.ts';
import { expectWholeWords, screenshot } from './layout.ts';
import {
  createApprovedProfessional,
  createVerifiedProfessional,
  sendGuestCopRequest,
  sendGuestMessage,
  writeTestImages,
} from './professional.ts';

test('a new professional completes the four onboarding steps with a photo and a logo, then waits for review', async ({
  page,
  request,
}) => {
  const images = await writeTestImages();
  const email = await createVerifiedProfessional(request, 'Jordan', 'Avery');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);

  // Onboarding not started: progress, Continue Setup, and no Profile in the menu yet.
  await expect(page.getByText('Step 0/4 completed')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Continue Setup' }).click();
  await expect(page).toHaveURL(/\/mxpert\/onboard$/);

  // Step 1: the name from the sign-up is preloaded; a photo over 1 MB is compressed before upload.
  const steps = page.getByRole('list', { name: 'Onboarding steps' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Personal' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Avery');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('About me is required')).toBeVisible();
  await expect(page.getByText('Please select at least one language')).toBeVisible();
  await page.getByLabel('About me').fill('I help first-time buyers in Texas and California get mortgage ready.');
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Spanish' }).check();
  await page.getByLabel('Profile photo').setInputFiles(images.largePhoto);
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();

  // A slow connection, so the upload progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  const upload = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/personal') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('progressbar', { name: 'Profile photo upload progress' })).toBeVisible();
  const sent = Number((await (await upload).allHeaders())['content-length']);
  expect(sent).toBeGreaterThan(10_000);
  expect(sent).toBeLessThan(1024 * 1024);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Step 2, then Back to step 1 with the saved values, then on again.
  await expect(steps.getByRole('listitem').filter({ hasText: 'Company' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('NMLS ID')).toHaveValue('7654321');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('About me')).toHaveValue('I help first-time buyers in Texas and California get mortgage ready.');
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
    'src',
    /^\/uploads\/profiles\/[a-f0-9]{32}\.jpg$/,
  );
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Company name').fill('Avery Home Loans');
  await page.getByLabel('Company address').fill('500 Congress Ave, Austin, TX 78701');
  await page.getByLabel('Company website (optional)').fill('averyhomeloans.example');
  await page.getByLabel('Years of experience').fill('12');
  await page.getByLabel('Scores optimized').fill('10001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Scores optimized must be between 0 and 10000')).toBeVisible();
  await page.getByLabel('Scores optimized').fill('340');
  await page.getByLabel('Company logo').setInputFiles(images.logo);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3.
  await expect(steps.getByRole('listitem').filter({ hasText: 'Services' })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('checkbox', { name: 'Texas' }).check();
  await page.getByRole('checkbox', { name: 'California' }).check();
  await page.getByRole('checkbox', { name: 'FHA' }).check();
  await page.getByRole('checkbox', { name: 'Purchase' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the e-mail is the account's and read-only; consent is required.
  await expect(steps.getByRole('listitem').filter({ hasText: 'Contacts' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Phone').fill('(512) 555-0199');
  await page.getByLabel('LinkedIn (optional)').fill('https://linkedin.com.evil.example/in/jordan');
  await page.getByLabel('Years using CreditXpert').fill('3');
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page.getByText('Please enter a valid LinkedIn URL')).toBeVisible();
  await expect(page.getByText('You must confirm that the information is accurate')).toBeVisible();
  await page.getByLabel('LinkedIn (optional)').fill('https://www.linkedin.com/in/jordan-avery');
  await page.getByRole('checkbox', { name: /information I provided is accurate/ }).check();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();

  // Finished: the dashboard, opened at its top, shows the review banner, and the menu now offers Profile.
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByText('Onboarding complete! Your profile has been submitted for review.')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText('Profile Under Review')).toBeVisible();
  await expect(page.getByText('Approval Pending')).toBeVisible();
  await expect(page.getByText(/Step \d\/4 completed/)).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/mxpert\/profile$/);
  await expect(page.getByRole('heading', { name: 'Jordan Avery' })).toBeVisible();
  await expect(page.getByText('Pending Approval')).toBeVisible();
  await expect(page.getByText('Onboarding Complete', { exact: true })).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit Personal Information' });
  await expect(edit).toBeDisabled();
  // And it looks unavailable: faded, with the not-allowed cursor.
  expect(await edit.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).cursor])).toEqual([
    '0.5',
    'not-allowed',
  ]);
  const photo = page.getByRole('img', { name: 'Jordan Avery' });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/profiles\//);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'Avery Home Loans logo' })).toBeVisible();

  // The wizard, under review: the orange notice, step 1, and a form that cannot be sent.
  await page.goto('/mxpert/onboard');
  await expect(page.getByText('Profile Under Review')).toBeVisible();
  await expect(
    page.getByText(
      'Your profile is currently under review by our admin team. Profile editing is temporarily disabled until approval is complete.',
    ),
  ).toBeVisible();
  await expect(steps.getByRole('listitem').filter({ hasText: 'Personal' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Full name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('an approved professional works a message: the bell, Manage to Closed with a note, Closed Messages, Delete', async ({
  page,
  playwright,
}) => {
  // A professional of its own with two guest messages (one from a real estate agent) and a plan request.
  const pro = await createApprovedProfessional(playwright, { firstName: 'Marisol', states: ['CA'] });
  const agent = { firstName: 'Daniel', lastName: "O'Brien", email: uniqueEmail('daniel.obrien'), state: 'ca' };
  await sendGuestMessage(playwright, pro.cxid, {
    firstName: 'Nora',
    lastName: 'Quinn',
    state: 'ca',
    message: 'We hope to buy our first home in San Jose next spring. Where do we start?',
  });
  await sendGuestMessage(playwright, pro.cxid, {
    ...agent,
    isRealEstateAgent: true,
    helpType: 'credit-optimization',
    preferredContact: 'phone',
    message: 'I have two buyers who are 15-20 points short of a better rate tier. Can we talk this week?',
  });
  await sendGuestCopRequest(playwright, pro.cxid, {
    firstName: 'Nora',
    lastName: 'Quinn',
    state: 'ca',
    mortgageProcess: 'purchasing-home',
  });

  await signInThroughUi(page, pro.email, pro.password);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);

  // The dashboard: tiles and the recent lists, no onboarding prompt for an approved professional.
  await expect(page.getByRole('link', { name: /New Messages\s*2/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Total COP Requests\s*1/ })).toBeVisible();
  await expect(page.getByText("Daniel O'Brien").first()).toBeVisible();
  await expect(page.getByText(/Step \d\/4 completed/)).toHaveCount(0);
  await expect(page.getByText('Profile Under Review')).toHaveCount(0);

  // The bell: the approval, both messages and the request; clicking one marks it read.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 4 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('4');
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications list' });
  await list.getByRole('button', { name: /Daniel O'Brien sent you a message/ }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await page.keyboard.press('Escape');

  // The inbox: six placeholders while it loads, then both messages, the agent's with its badge.
  await page.route(
    '**/api/dashboard/messages/open?*',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByTestId('card-skeleton')).toHaveCount(6);
  await expect(page).toHaveURL(/\/mxpert\/messages$/);
  await expect(page.getByRole('tab', { name: /Active Messages\s*2/ })).toHaveAttribute('aria-selected', 'true');
  const daniel = page.getByRole('article', { name: "Daniel O'Brien" });
  await expect(daniel.getByText('Real Estate Mxpert')).toBeVisible();
  await expect(daniel.getByText('Credit Optimization')).toBeVisible();
  await expect(daniel.getByText(agent.email)).toBeVisible();
  await expect(daniel.getByText('California')).toBeVisible();
  await expect(daniel.getByText(/Received /)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Nora Quinn' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Nora Quinn' }).getByText('Real Estate Mxpert')).toHaveCount(0);

  // Manage: Closed with a note.
  await page.getByRole('button', { name: "Manage Daniel O'Brien" }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Message' });
  await manage.getByLabel('Status').selectOption('closed');
  await manage.getByLabel('Notes').fill('Called Daniel back on Tuesday; sending the rate-tier plan.');
  await manage.getByRole('button', { name: 'Update Message' }).click();
  await expect(page.getByText('Message updated successfully')).toBeVisible();
  await expect(manage).toBeHidden();
  await expect(page.getByRole('tab', { name: /Active Messages\s*1/ })).toBeVisible();
  await expect(daniel).toHaveCount(0);

  // Closed Messages: the message with its note; then delete it.
  await page.getByRole('tab', { name: /Closed Messages\s*1/ }).click();
  await expect(page).toHaveURL(/\/mxpert\/messages\/closed$/);
  await expect(daniel.getByText('Called Daniel back on Tuesday; sending the rate-tier plan.')).toBeVisible();
  await page.getByRole('button', { name: "Delete Daniel O'Brien" }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Message' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully')).toBeVisible();
  await expect(page.getByText('No closed messages found.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Closed Messages\s*0/ })).toBeVisible();

  // Requests: the plan request with its mortgage process.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  const request = page.getByRole('article', { name: 'Nora Quinn' });
  await expect(request.getByText('Purchasing Home')).toBeVisible();
  await expect(request.getByText(/Submitted /)).toBeVisible();
  await page.getByRole('tab', { name: /Closed Requests\s*0/ }).click();
  await expect(page.getByText('No closed requests found')).toBeVisible();
});

test('an approved professional edits one card of the profile', async ({ page, playwright }) => {
  const pro = await createApprovedProfessional(playwright);
  await signInThroughUi(page, pro.email, pro.password);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/mxpert\/profile$/);
  await expect(page.getByRole('heading', { name: pro.name })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(/Profile created /)).toBeVisible();
  await expect(page.getByText(/Last updated /)).toBeVisible();

  const contact = page.getByRole('heading', { name: 'Contact Information' }).locator('..').locator('..');
  await page.getByRole('button', { name: 'Edit Contact Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contact Information' });
  await dialog.getByLabel('Twitter/X (optional)').fill('https://twitter.com.evil.example/jordan');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Please enter a valid Twitter/X URL')).toBeVisible();
  await dialog.getByLabel('Twitter/X (optional)').fill('https://x.com/jordan_e2e');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(contact.getByRole('link', { name: 'https://x.com/jordan_e2e' })).toBeVisible();

  // Emptied again, the card says so.
  await page.getByRole('button', { name: 'Edit Contact Information' }).click();
  await dialog.getByLabel('Twitter/X (optional)').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(contact.getByRole('link', { name: 'https://x.com/jordan_e2e' })).toHaveCount(0);
  await expect(contact.getByText('Not provided').first()).toBeVisible();

  // A new company name waits for an admin: the toast says so, not 'Profile Updated'.
  await expect(page.getByText('Profile Updated')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Edit Company Information' }).click();
  const company = page.getByRole('dialog', { name: 'Edit Company Information' });
  await company.getByLabel('Company name').fill('Avery Lending Partners');
  await company.getByRole('button', { name: 'Save Changes' }).click();
  await expect(company).toBeHidden();
  await expect(page.getByText('Sent for review', { exact: true })).toBeVisible();
  await expect(
    page.getByText('An admin reviews your new details before your public profile shows them.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Change waiting for review')).toBeVisible();
  await expect(page.getByText('Profile Updated')).toHaveCount(0);

  // On a phone, in English and in Spanish, each card's Edit button keeps its word on one line.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectWholeWords(page.getByRole('button', { name: /^Edit / }), 'the Edit buttons on a phone');
  await screenshot(page, 'mxpert-profile-en-390');
  const language = await page.request.put('/api/account/language', { headers: AJAX, data: { locale: 'es-US' } });
  expect(language.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Editar Información de contacto' })).toBeVisible();
  await screenshot(page, 'mxpert-profile-es-390');
  await expectWholeWords(page.getByRole('button', { name: /^Editar / }), 'the Editar buttons on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'mxpert-profile-es-1366');
});

test('the wizard starts from the name and blank fields when its data cannot be loaded', async ({ page, request }) => {
  const email = await createVerifiedProfessional(request, 'Robin', 'Hale');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/onboarding/**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"An error occurred. Please try again"}' })
      : route.continue(),
  );
  await page.goto('/mxpert/onboard');
  const steps = page.getByRole('list', { name: 'Onboarding steps' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Personal' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Hale');
  await expect(page.getByLabel('About me')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
  expect(logged.some((text) => text.includes('Failed to load the personal step of onboarding'))).toBe(true);
});
