import { RETENTION } from '@mx/contract/trust-texts';
import { expect, PASSWORD, signInThroughUi, test, uniqueEmail } from './fixtures.ts';
import { createApprovedProfessional, sendGuestCopRequest } from './professional.ts';

/** Trust: consent on every lead, the policy pages from the footer, the support form, the figures' footnote. */

const CONSENT = 'I agree to be contacted';

test('a guest sees the consent statement naming the professional and cannot send without ticking it', async ({
  page,
  playwright,
}) => {
  const nmlsId = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const pro = await createApprovedProfessional(playwright, { firstName: 'Morgan', nmlsId });
  await page.goto(`/xperts/tx/${pro.cxid}`);
  await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Send a message' });
  const statement = `By sending, you agree that ${pro.name} of ${pro.companyName} (NMLS #${nmlsId}) may contact you by e-mail or phone, including by automated means, about this request. Consent is not a condition of any purchase.`;
  await expect(form.getByText(statement)).toBeVisible();
  // The statement sits above the button.
  const statementBox = await form.getByText(statement).boundingBox();
  const buttonBox = await form.getByRole('button', { name: 'Send Message' }).boundingBox();
  expect(statementBox?.y ?? 0).toBeLessThan(buttonBox?.y ?? 0);

  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Raman');
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('consent.guest'));
  await form.getByLabel('Phone number').fill('(512) 555-0142');
  await form.getByLabel('How can we help you?').selectOption('first-time-buyer');
  await form.getByLabel('Message').fill('We are buying our first home this summer and want better scores first.');
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/messages/')) posted += 1;
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please agree to be contacted')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toHaveCount(0);
  expect(posted).toBe(0);

  await form.getByRole('checkbox', { name: CONSENT }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sent = page.getByRole('dialog', { name: 'Message Sent!' });
  await expect(sent).toBeVisible();
  expect(posted).toBe(1);
  await page.keyboard.press('Escape');

  // The COP form names the same professional and asks the same.
  await page.getByRole('button', { name: 'Request Credit Optimization Plan' }).click();
  const cop = page.getByRole('form', { name: 'Request a Credit Optimization Plan' });
  await expect(cop.getByText(statement)).toBeVisible();
  await expect(cop.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // The professional sees the consent recorded on the lead.
  await sendGuestCopRequest(playwright, pro.cxid, { firstName: 'Nora', lastName: 'Quinn' });
  await signInThroughUi(page, pro.email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.goto('/mxpert/messages');
  const card = page.getByRole('article', { name: 'Priya Raman' });
  await expect(card.getByText(/^Consent recorded \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await page.goto('/mxpert/cop-requests');
  await expect(page.getByRole('article', { name: 'Nora Quinn' }).getByText(/^Consent recorded /)).toBeVisible();
});

test('the policy pages open from the footer, each marked as a template, and the footer shows Equal Housing Opportunity', async ({
  page,
}) => {
  // Each page's title is its heading and the product's name.
  const pages = [
    { link: 'Privacy Policy', url: '/privacy', heading: 'Privacy Policy' },
    { link: 'Acceptable Use Policy', url: '/acceptable-use', heading: 'Acceptable Use Policy' },
    { link: 'Terms of Use', url: '/terms', heading: 'Terms of Use' },
    { link: 'Licensing', url: '/licensing', heading: 'Licensing and disclosures' },
    { link: 'Get Support', url: '/support', heading: 'Get support' },
  ];
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^Equal Housing Opportunity\./)).toBeVisible();
  for (const p of pages) {
    await footer.getByRole('link', { name: p.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${p.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${p.heading} | MortgageXperts`);
    if (p.url !== '/support') await expect(page.getByText(/^Template for counsel to review before launch/)).toBeVisible();
  }
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
  await expect(page.getByText(/stay with the professional who received them/)).toBeVisible();
  // Every retention promise, as the retention job and the account deletion keep it.
  for (const promise of Object.values(RETENTION)) await expect(page.getByText(promise, { exact: true })).toBeVisible();
  await page.goto('/licensing');
  await expect(page.getByText(/MortgageXperts is a marketplace, not a lender or a mortgage broker/)).toBeVisible();
});

test('the support form sends a message and tells the sender', async ({ page }) => {
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Support' });
  await form.getByRole('button', { name: 'Send to support' }).click();
  await expect(form.getByText('Please choose a topic')).toBeVisible();
  await form.getByLabel('Name').fill('Jordan Ellis');
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('support'));
  await form.getByLabel('Topic').selectOption('privacy');
  await form.getByLabel('Message').fill('Please tell me what you keep about me.');
  await form.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByText(/your message reached our support team/)).toBeVisible();
});

test('the marketing figures carry a visible footnote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/^\* Illustration only; individual results vary\. These figures/)).toBeVisible();
  // The side cards come with search results.
  await page.goto('/mortgageexperts?search=Texas');
  await expect(
    page.getByRole('complementary', { name: 'Credit tips' }).getByText(/not computed from MortgageXperts platform data/),
  ).toBeVisible();
});
