import { paths } from '@mx/contract/paths';
import { expect, signInThroughUi, test } from './fixtures.ts';
import { createApprovedProfessional, sendGuestCopRequest, sendGuestMessage } from './professional.ts';

/** Issue 12, item 7: how fast a professional usually answers, on the card, the profile and their dashboard. */

test('a professional with three fresh leads shows a response time on the card and the profile; the dashboard shows their own figures', async ({
  page,
  playwright,
}) => {
  const pro = await createApprovedProfessional(playwright, { firstName: 'Robin' });

  // Two leads: nothing shown yet.
  await sendGuestMessage(playwright, pro.cxid, { firstName: 'Sam', lastName: 'Ortiz' });
  await sendGuestCopRequest(playwright, pro.cxid, { firstName: 'Lee', lastName: 'Park' });
  await page.goto(paths.expertProfile('tx', pro.cxid));
  await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
  await expect(page.getByText(/Usually responds within/)).toHaveCount(0);

  // The third: the leads unanswered for a few seconds make a median within an hour.
  await sendGuestMessage(playwright, pro.cxid, { firstName: 'Kim', lastName: 'Lopez' });
  await page.reload();
  await expect(page.getByText('Usually responds within an hour')).toBeVisible();

  await page.goto(paths.directorySearch(pro.name));
  // The name is this journey's own: its card is the only one.
  await expect(page.getByRole('heading', { level: 2, name: pro.name })).toBeVisible();
  await expect(page.getByText('Usually responds within an hour')).toHaveCount(1);

  await signInThroughUi(page, pro.email, pro.password);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  const panel = page.getByRole('heading', { name: 'Your response time' }).locator('xpath=..');
  await expect(panel.getByText('Median time to your first reply (last 90 days)')).toBeVisible();
  await expect(panel.getByText(/^\d+ min$/)).toBeVisible();
  await expect(panel.getByText('Leads waiting more than 24 hours')).toBeVisible();
  await expect(panel.getByText('Clients see on your profile:')).toBeVisible();
  await expect(panel.getByText('Usually responds within an hour')).toBeVisible();
});
