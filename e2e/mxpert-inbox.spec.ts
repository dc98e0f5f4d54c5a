import { expect, signInThroughUi, test } from './fixtures.ts';
import { createApprovedProfessional, sendGuestMessage } from './professional.ts';

/** The second half of the professional's journey: approved, a guest's message reaches the inbox. */

test('once approved, a guest message reaches the professional: inbox, bell, Closed with a note, deleted', async ({
  page,
  playwright,
}) => {
  // The professional onboards through the API, with real images; an admin approves the profile.
  const pro = await createApprovedProfessional(playwright, { firstName: 'Casey', companyName: 'Morgan Mortgage Coaching' });

  // A guest sends a message from the public profile.
  const guestEmail = await sendGuestMessage(playwright, pro.cxid, {
    firstName: 'Taylor',
    lastName: 'Brooks',
    isRealEstateAgent: true,
    helpType: 'first-time-buyer',
    preferredContact: 'phone',
    message: 'We are buying our first home in Austin this summer and want to raise our scores first.',
  });

  // The professional sees it in the bell and the inbox.
  await signInThroughUi(page, pro.email, pro.password);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByText('Profile Under Review')).toHaveCount(0);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, (\d+|9\+) unread/);
  await bell.click();
  await expect(
    page
      .getByRole('list', { name: 'Notifications list' })
      .getByText(/Taylor Brooks/)
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('tab', { name: /Active Messages\s*1/ })).toBeVisible();
  const card = page.getByRole('article', { name: 'Taylor Brooks' });
  await expect(card.getByText('First-time Home Buyer')).toBeVisible();
  await expect(card.getByText('Real Estate Mxpert')).toBeVisible();
  await expect(card.getByText(guestEmail)).toBeVisible();

  await page.getByRole('button', { name: 'Manage Taylor Brooks' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Message' });
  await manage.getByLabel('Status').selectOption('closed');
  await manage.getByLabel('Notes').fill('Booked a call for Thursday.');
  await manage.getByRole('button', { name: 'Update Message' }).click();
  await expect(page.getByText('Message updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: /Closed Messages\s*1/ }).click();
  await expect(page).toHaveURL(/\/mxpert\/messages\/closed$/);
  await expect(card.getByText('Booked a call for Thursday.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Taylor Brooks' }).click();
  await page.getByRole('dialog', { name: 'Delete Message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully')).toBeVisible();
  await expect(page.getByText('No closed messages found.')).toBeVisible();
});
