import sharp from 'sharp';
import { expectAccessible } from './axe.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, expect, signedInApi, signInAsAdmin, test, uniqueName } from './fixtures.ts';

/** The landing page's partner strip names the partner lenders an admin manages, and nothing without any. */

const STRIP = 'Working with lenders nationwide';
const SHOTS = process.env.E2E_SCREENSHOTS;

async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 360, height: 90, channels: 3, background: { r: 20, g: 80, b: 160 } } })
    .png()
    .toBuffer();
}

test('the landing page shows the demo partners, named as examples, linked and axe-clean at both widths', async ({ page }) => {
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    const strip = page.getByRole('region', { name: STRIP });
    await expect(strip).toBeVisible();
    await expect(
      strip.getByRole('list', { name: 'Partner lenders' }).getByRole('img', { name: 'Example Lender One' }),
    ).toBeVisible();
    await expectAccessible(page, `landing ${size.width}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-${size.width}.png`, fullPage: false });
  }
});

test('an admin adds, edits and hides partners; the landing page shows no strip when none is visible', async ({
  page,
  playwright,
}) => {
  // Four axe scans, an upload and a dozen saves: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const name = uniqueName('Example Lender');
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await expect(page.getByRole('heading', { name: 'Partner lenders', level: 1 })).toBeVisible();
  await expect(page.getByText('Example Lender One')).toBeVisible();
  await expectAccessible(page, 'admin partners');

  await page.getByRole('button', { name: 'Add partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a partner' });
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(dialog.getByText('Partner name is required')).toBeVisible();
  await dialog.getByLabel('Lender name').fill(name);
  await dialog.getByLabel('Website (optional)').fill('lender.example');
  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expectAccessible(page, 'add partner dialog');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-partner-dialog-1366.png` });
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByText('Partner added')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://lender.example/' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Lender name').fill(`${name} Renamed`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Partner updated')).toBeVisible();
  await expect(page.getByText(`${name} Renamed`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'admin partners 390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-partners-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-partners-1366.png`, fullPage: true });

  await page.goto('/');
  await expect(page.getByRole('img', { name: `${name} Renamed` })).toBeVisible();

  // Hide every partner: the landing page has no strip and no heading.
  const api = await signedInApi(playwright, ADMIN_EMAIL, DEMO_PASSWORD);
  const all = (await (await api.get('/api/admin/partners')).json()).data.partners as { id: string; hidden: boolean }[];
  const shown = all.filter((p) => !p.hidden);
  const setHidden = (id: string, hidden: boolean) =>
    api.patch(`/api/admin/partners/${id}`, { multipart: { hidden: String(hidden) } });
  try {
    for (const p of shown) expect((await setHidden(p.id, true)).status()).toBe(200);
    // The public list has none before the page is opened (the landing page's HTML carries that list).
    await expect
      .poll(
        async () =>
          ((await (await api.get('/api/public/partners')).json()) as { data: { partners: unknown[] } }).data.partners.length,
      )
      .toBe(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find a MortgageXpert near you' })).toBeVisible();
    await expect(page.getByText(STRIP)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Partner lenders' })).toHaveCount(0);
  } finally {
    for (const p of shown) await setHidden(p.id, false);
    await api.dispose();
  }
});
