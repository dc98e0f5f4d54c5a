import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * The guest's journey from the landing page to a sent message, with the keyboard alone: every
 * element that takes focus on the way shows it, the suggestions work with the arrow keys, and the
 * confirmation modal keeps focus inside until Escape closes it.
 */

/** The focused element shows a focus indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return { shown: false, what: 'nothing (body)' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    return {
      shown: (outline || ring) && box.width > 0 && box.height > 0,
      what: el.outerHTML.slice(0, 160),
    };
  });
  expect(focus.shown, `a visible focus indicator on ${focus.what}`).toBe(true);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}

test('a guest finds an Austin expert and sends a message using only the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find a MortgageXpert near you' })).toBeVisible();

  // The first stop is the skip link, shown while focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await isFocused(skip)).toBe(true);
  await expectVisibleFocus(page);

  // The place box: type, arrow down to the suggestion, Enter picks it and searches.
  const box = page.getByRole('combobox', { name: 'City, state, ZIP code, name or company' });
  await tabTo(page, box);
  await page.keyboard.type('Austin, TX');
  const listbox = page.getByRole('listbox', { name: 'Suggested places' });
  const austin = listbox.getByRole('option', { name: 'Austin, TX' });
  await expect(austin).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const austinId = await austin.getAttribute('id');
  for (let i = 0; i < 10 && (await box.getAttribute('aria-activedescendant')) !== austinId; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(box).toHaveAttribute('aria-activedescendant', austinId ?? '');
  await expect(austin).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  // The directory: Tab to the professional's Contact link and follow it.
  await expect(page).toHaveURL(/\/mortgageexperts\?search=Austin%2C(%20|\+)TX$/);
  await expect(page.getByRole('heading', { name: /^We found \d+ MortgageXperts? that can help you\.\.\.$/ })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Contact James Carter' }));
  await page.keyboard.press('Enter');

  // The profile: the contact form, field by field.
  await expect(page).toHaveURL(/\/xperts\/tx\/CX[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'James Carter', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send a message' });
  await tabTo(page, form.getByLabel('First name'));
  await page.keyboard.type('Priya');
  await tabTo(page, form.getByLabel('Last name'));
  await page.keyboard.type('Raman');
  await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(uniqueEmail('keyboard.guest'));
  await tabTo(page, form.getByLabel('Phone number'));
  await page.keyboard.type('(512) 555-0142');
  // Radio buttons: Tab enters the group on the checked one, the arrows move the choice.
  const buyer = form.getByRole('radio', { name: 'Home buyer or owner' });
  const agent = form.getByRole('radio', { name: 'Real estate agent' });
  await tabTo(page, buyer);
  await page.keyboard.press('ArrowRight');
  await expect(agent).toBeChecked();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowLeft');
  await expect(buyer).toBeChecked();
  const helpType = form.getByLabel('How can we help you?');
  await tabTo(page, helpType);
  await page.keyboard.type('First');
  await expect(helpType).toHaveValue('first-time-buyer');
  await tabTo(page, form.getByLabel('Message'));
  await page.keyboard.type('We are buying our first home in Austin this summer and want better scores first.');
  const consent = form.getByRole('checkbox', { name: 'I agree to be contacted' });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const send = form.getByRole('button', { name: 'Send Message' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  // The confirmation modal: focus moves in, stays in both ways round, and Escape closes it.
  const sent = page.getByRole('dialog', { name: 'Message Sent!' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('James Carter will contact you soon.')).toBeVisible();
  await expect.poll(() => sent.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page);
  const stops = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    const where = await sent.evaluate((el) => ({
      inside: el.contains(document.activeElement),
      name: document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || '',
    }));
    expect(where.inside, `focus stays in the modal after ${key}`).toBe(true);
    stops.add(where.name);
  }
  // Every control of the modal is reached: Close, Sign In, Create Free Account.
  expect([...stops].sort()).toEqual(['Close', 'Create Free Account', 'Sign In']);
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
  // The form was reset and focus is back on the button the message was sent with, still visible.
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(page).toHaveURL(/\/xperts\/tx\/CX[A-Z0-9]+$/);
  await expect(send).toBeFocused();
  await expectVisibleFocus(page);
});
