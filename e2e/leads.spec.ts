import { expectAccessible } from './axe.ts';
import { expect, readMailbox, test } from './fixtures.ts';
import { createApprovedProfessional, sendGuestCopRequest, sendGuestMessage } from './professional.ts';

/**
 * The professional's one list of leads: the lead alert opens the conversation through sign-in, the conversation
 * shows the client's contact details, Needs reply empties as the professional answers, search finds
 * a person by name and phone, and the bell follows the conversations.
 */
test('a professional works their leads from one list: Needs reply, search, the conversation and the bell', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const pro = await createApprovedProfessional(playwright, { firstName: 'Dana' });
  await sendGuestMessage(playwright, pro.cxid, {
    firstName: 'Taylor',
    lastName: 'Brooks',
    phone: '(512) 555-0144',
    message: 'We want to buy in Austin this summer. Can you help us raise our scores first?',
  });
  await sendGuestCopRequest(playwright, pro.cxid, {
    firstName: 'Jordan',
    lastName: 'Reyes',
    phone: '(737) 555-0199',
    preferredContact: 'phone',
    mortgageProcess: 'refinance',
  });

  // The alert e-mail opens the message's conversation; signed out, sign-in comes back to it.
  let link = '';
  await expect
    .poll(async () => {
      const emails = await readMailbox(pro.email);
      link = emails.flatMap((e) => e.links).find((l) => /\/mxpert\/messages\/[0-9a-f-]{36}$/.test(new URL(l).pathname)) ?? '';
      return link;
    })
    .not.toBe('');
  const { pathname } = new URL(link);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(pro.email);
  await page.getByLabel('Password', { exact: true }).fill(pro.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(pathname);

  // The conversation: the client's contact details, preferred contact, status, notes and Manage.
  await expect(page.getByRole('heading', { name: 'Taylor Brooks', level: 1 })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: 'Call (512) 555-0144' })).toHaveAttribute('href', 'tel:(512) 555-0144');
  await expect(contact.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:taylor/);
  await expect(contact.getByText('Preferred contact')).toBeVisible();
  await expect(contact.getByText('None yet')).toBeVisible();
  await expectAccessible(page, 'the professional conversation with contact details');
  // Opening the conversation read its bell item: the approval's and the request's are left.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // The list: both leads, newest activity first, both waiting for a reply.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Leads/ })
    .click();
  await expect(page).toHaveURL(/\/mxpert\/leads$/);
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const all = page.getByRole('list', { name: 'All' });
  await expect(all.getByRole('link')).toHaveCount(2);
  await expect(all.getByRole('link').first()).toContainText('Jordan Reyes');
  await expect(all.getByRole('link').first()).toContainText('Asked for a Credit Optimization Plan (Refinance)');
  await expect(all.getByRole('link').first()).toContainText('COP request');
  await expect(all.getByRole('link').first()).toHaveAttribute('data-unread', 'true');
  await expect(all.getByRole('link').nth(1)).toContainText('Message');
  await expectAccessible(page, '/mxpert/leads');

  await page.getByRole('tab', { name: /Needs reply\s*2/ }).click();
  await expect(page).toHaveURL(/\/mxpert\/leads\?tab=needs-reply$/);

  // Answer Taylor from the conversation: Taylor no longer needs a reply and comes to the top.
  await page
    .getByRole('list', { name: 'Needs reply' })
    .getByRole('link', { name: /Taylor Brooks/ })
    .click();
  await page.getByLabel('Your reply').fill('Happy to help. Are you free for a call on Thursday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Happy to help. Are you free for a call on Thursday?')).toBeVisible();
  // Manage from the conversation: closed with a note, shown in the contact details.
  await page.getByRole('region', { name: 'Contact details' }).getByRole('button', { name: 'Manage Taylor Brooks' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Message' });
  await manage.getByLabel('Notes').fill('Call booked for Thursday.');
  await manage.getByRole('button', { name: 'Update Message' }).click();
  await expect(page.getByRole('region', { name: 'Contact details' }).getByText('Call booked for Thursday.')).toBeVisible();
  // The back link returns to the list it came from, on its tab.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await expect(page).toHaveURL(/\/mxpert\/leads\?tab=needs-reply$/);
  await expect(page.getByRole('tab', { name: /Needs reply\s*1/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Needs reply' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Needs reply' }).getByRole('link')).toContainText('Jordan Reyes');
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(page.getByRole('list', { name: 'All' }).getByRole('link').first()).toContainText(
    'You: Happy to help. Are you free for a call on Thursday?',
  );

  // Search by name, then by phone however it is typed.
  const search = page.getByRole('searchbox', { name: 'Search leads' });
  await search.fill('taylor');
  await expect(page).toHaveURL(/search=taylor/);
  await expect(page.getByRole('list', { name: 'All' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'All' }).getByRole('link')).toContainText('Taylor Brooks');
  await search.fill('737 555 0199');
  await expect(page.getByRole('list', { name: 'All' }).getByRole('link')).toContainText('Jordan Reyes');
  await search.fill('nobody here');
  await expect(page.getByText('No leads match "nobody here".')).toBeVisible();

  // A new lead's bell item opens its conversation.
  await bell.click();
  await page
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('button', { name: /Jordan Reyes asked/ })
    .click();
  await expect(page).toHaveURL(/\/mxpert\/cop-requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Jordan Reyes', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Contact details' }).getByRole('link', { name: 'Call (737) 555-0199' }),
  ).toBeVisible();
  await expectAccessible(page, 'the professional request conversation with contact details');

  // The bell: Mark all read.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');

  // The Messages and Requests inboxes lead here too.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Requests/ })
    .click();
  await page.getByRole('link', { name: 'All leads in one list' }).click();
  await expect(page).toHaveURL(/\/mxpert\/leads$/);
});
