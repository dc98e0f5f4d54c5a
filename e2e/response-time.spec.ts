import { paths } from '@mx/contract/paths';
import { expect, signInThroughUi, test } from './fixtures.ts';
import { createApprovedProfessional, sendGuestCopRequest, sendGuestMessage } from './professional.ts';

/** How fast a professional usually answers, on the card, the profile and their dashboard. */

test('no response time for leads nobody answered; it shows once three were answered, by a reply or a call marked on the card or in the conversation, and the form says the same as the header', async ({
  page,
  playwright,
}) => {
  const pro = await createApprovedProfessional(playwright, { firstName: 'Robin' });
  await sendGuestMessage(playwright, pro.cxid, { firstName: 'Sam', lastName: 'Ortiz' });
  await sendGuestCopRequest(playwright, pro.cxid, { firstName: 'Lee', lastName: 'Park' });
  await sendGuestMessage(playwright, pro.cxid, { firstName: 'Kim', lastName: 'Lopez' });

  // Three leads nobody answered: no promise in the header or above the form.
  await page.goto(paths.professionalProfile('tx', pro.cxid));
  await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
  await expect(page.getByText(/Usually responds within/)).toHaveCount(0);
  await expect(page.getByText('Tell them about your plans.', { exact: true })).toBeVisible();

  await signInThroughUi(page, pro.email, pro.password);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  const panel = page.getByRole('heading', { name: 'Your response time' }).locator('xpath=..');
  await expect(panel.getByText('Clients see your response time once you have answered 3 leads within 90 days.')).toBeVisible();

  // Sam was called back: marked on the card.
  await page.goto(paths.mxpert.messages);
  await page.getByRole('button', { name: 'Mark as contacted by phone: Sam Ortiz' }).click();
  await expect(page.getByText('Marked as contacted by phone')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as contacted by phone: Sam Ortiz' })).toHaveCount(0);
  await expect(page.getByText(/Contacted by phone on /)).toHaveCount(1);

  // Kim gets a reply in the conversation.
  await page.getByRole('link', { name: 'Reply to Kim Lopez' }).click();
  await page.getByLabel('Your reply').fill('Happy to help, Kim. When can we talk?');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Happy to help, Kim. When can we talk?')).toBeVisible();

  // Lee's request: the call is marked in the conversation.
  await page.goto(paths.mxpert.copRequests);
  await page.getByRole('link', { name: 'Reply to Lee Park' }).click();
  await page.getByRole('button', { name: 'Mark as contacted by phone: Lee Park' }).click();
  await expect(page.getByText(/Contacted by phone on /)).toBeVisible();

  await page.goto(paths.mxpert.dashboard);
  await expect(panel.getByText('Median time to your first answer (last 90 days)')).toBeVisible();
  await expect(panel.getByText(/^\d+ min$/)).toBeVisible();
  await expect(panel.getByText('Clients see on your profile:')).toBeVisible();
  await expect(panel.getByText('Usually responds within an hour')).toBeVisible();

  // The header and the form say the same thing; the card too.
  await page.goto(paths.professionalProfile('tx', pro.cxid));
  await expect(page.getByText('Usually responds within an hour', { exact: true })).toBeVisible();
  await expect(page.getByText('Tell them about your plans. Usually responds within an hour.')).toBeVisible();
  await page.goto(paths.directorySearch(pro.name));
  await expect(page.getByRole('heading', { level: 2, name: pro.name })).toBeVisible();
  await expect(page.getByText('Usually responds within an hour')).toHaveCount(1);
});
