import { expectAccessible } from './axe.ts';
import {
  AJAX,
  createVerifiedConsumer,
  expect,
  linkFromMailbox,
  PASSWORD,
  signInThroughUi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { expectOnScreenSideways, screenshot } from './layout.ts';

const MESSAGE = 'We are buying our first home in Austin this summer. Can you help us get our scores up?';

test('a guest finds the Austin expert from the landing page, messages him, signs up, confirms the message and finds it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'City, state, ZIP code, name or company' }).pressSequentially('Austin, TX');
  await page.getByRole('option', { name: 'Austin, TX' }).click();

  await expect(page).toHaveURL(/\/mortgageexperts\?search=Austin%2C(%20|\+)TX$/);
  await expect(page.getByRole('heading', { name: /^We found \d+ MortgageXperts? that can help you\.\.\.$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Texas/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Texas/ })).toBeDisabled();

  // The filters live in the URL: the box shows checked once the page has moved to the new address.
  await page.getByRole('checkbox', { name: 'Jumbo' }).click();
  await expect(page).toHaveURL(/loanTypes=jumbo/);
  await expect(page.getByRole('checkbox', { name: 'Jumbo' })).toBeChecked();
  const card = page.getByRole('listitem').filter({ hasText: 'James Carter' });
  // The card names the company once for a wide screen and once for a phone; one of them shows.
  await expect(card.getByText('Lone Star Mortgage Partners').filter({ visible: true })).toHaveCount(1);
  await card.getByRole('link', { name: 'Contact James Carter' }).click();

  await expect(page).toHaveURL(/\/xperts\/tx\/CX[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'James Carter', level: 1 })).toBeVisible();
  const email = uniqueEmail('austin.buyer');
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please select how we can help you')).toBeVisible();

  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Raman');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Phone number').fill('(512) 555-0142');
  await form.getByLabel('How can we help you?').selectOption('first-time-buyer');
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();

  const sent = page.getByRole('dialog', { name: 'Message Sent!' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('James Carter will contact you soon.')).toBeVisible();
  await sent.getByRole('button', { name: 'Create Free Account' }).click();

  await expect(page).toHaveURL(/\/create-account$/);
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expect(page.getByLabel('Last name')).toHaveValue('Raman');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to continue' })).toBeVisible();

  await page.goto(await linkFromMailbox(email, '/verify-email'));
  await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await expect(page.getByText('Messages sent')).toBeVisible();

  // Sent before the account existed: anybody could have typed this address, so it joins the
  // account only once its owner says it was them.
  const panel = page.getByRole('region', { name: 'Sent before you had an account: was this you?' });
  const waiting = panel.getByRole('article', { name: 'Message to James Carter' });
  await expect(waiting.getByText(`“${MESSAGE.slice(0, 60)}`)).toBeVisible();
  await expect(waiting.getByText(/ · as Priya Raman$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent messages' }).getByText(MESSAGE)).toHaveCount(0);
  await expectAccessible(page, 'the consumer dashboard asking about a message sent before the account');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'the question about a message sent before the account, on a phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  await waiting.getByRole('button', { name: /^Yes, I sent it/ }).click();
  await expect(page.getByText('Thanks, it is now in your account.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent messages' }).getByText(MESSAGE)).toBeVisible();

  await page.getByRole('link', { name: 'My Messages' }).click();
  await expect(page).toHaveURL(/\/consumer\/messages$/);
  await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  const active = page.getByRole('tabpanel', { name: 'Active' });
  await expect(active.getByText(MESSAGE)).toBeVisible();
  await expect(active.getByRole('link', { name: 'James Carter', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByText('No closed messages found.')).toBeVisible();
});

test('a signed-in consumer asks for a plan without typing a name, and the back link returns to the results', async ({
  page,
  request,
}) => {
  const email = await createVerifiedConsumer(request, 'Quinn');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);

  await page.getByRole('combobox', { name: 'ZIP code, city or state' }).fill('Texas');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Texas$/);
  // The consumer layout stays around the directory.
  await expect(page.getByRole('link', { name: 'My Requests' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact James Carter' }).click();

  await page.getByRole('button', { name: 'Request Credit Optimization Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Credit Optimization Plan' });
  await expect(dialog.getByText('Sending as Quinn Tester')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveJSProperty('readOnly', true);
  await dialog.getByLabel('Phone number').fill('512-555-0199');
  await dialog.getByLabel('Refinance', { exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to search results' }).click();
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Texas$/);

  await page.getByRole('link', { name: 'My Requests' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Active' }).getByText('Mortgage process: Refinance')).toBeVisible();
});

test('the place box works with the keyboard and falls back to common cities when places cannot be reached', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'City, state, ZIP code, name or company' });
  await box.pressSequentially('7870');
  await expect(page.getByRole('option').first()).toHaveText(/^7870\d \(Austin, TX\)$/);
  await box.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await page.route('**/api/places?**', (route) => route.abort());
  await box.fill('');
  await box.pressSequentially('Salt');
  await expect(page.getByRole('option', { name: 'Salt Lake City, UT' })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Salt%20Lake%20City%2C%20UT$/);
});

test('the directory explains an empty search, and an unknown profile goes to the not-found page', async ({ page }) => {
  await page.goto('/mortgageexperts');
  await expect(page.getByRole('heading', { name: 'Search for MortgageXperts in your area' })).toBeVisible();
  await expect(page.getByText('No results found, please use the search on the homepage')).toBeVisible();

  // A name nobody has (any state could hold a professional another journey made).
  await page.goto('/mortgageexperts?search=Qzxwv%20Nobody');
  await expect(page.getByRole('heading', { name: 'We found 0 MortgageXperts that can help you...' })).toBeVisible();
  await expect(page.getByText('No mortgage experts found, check back later for new experts')).toBeVisible();

  await page.goto('/xperts/tx/CXNOTREAL1');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('on a phone the tab row opens with the current tab in view, in English and in Spanish', async ({ page, request }) => {
  const email = await createVerifiedConsumer(request, 'Rowan');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [nav, tab, name] of [
    ['Main', 'My Plans', 'en'],
    ['Principal', 'Mis planes', 'es'],
  ] as const) {
    if (name === 'es') {
      const language = await page.request.put('/api/account/language', { headers: AJAX, data: { locale: 'es-US' } });
      expect(language.status()).toBe(200);
    }
    await page.goto('/consumer/plans');
    const current = page.getByRole('navigation', { name: nav }).getByRole('link', { name: tab });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await screenshot(page, `consumer-plans-${name}-390`);
    await expectOnScreenSideways(page, current, `the ${tab} tab`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
