import { generate } from 'otplib';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, expect, SPANISH_ADMIN_EMAIL, signInThroughUi, test, uncompiledMessages, uniqueName } from './fixtures.ts';
import {
  expectFitsBothWidths,
  expectLeftOfSticky,
  expectOnScreenSideways,
  expectWholeTextShown,
  expectWholeWords,
  screenshot,
} from './layout.ts';
import { createApprovedProfessional } from './professional.ts';

test('an admin who prefers Spanish reviews the professionals, one of them in detail, and the reports in Spanish', async ({
  page,
  playwright,
}) => {
  // A professional of its own through sign-up and onboarding, then four axe scans.
  test.setTimeout(180_000);
  const lastName = uniqueName('Ruiz');
  const pro = await createApprovedProfessional(playwright, {
    firstName: 'Lucia',
    lastName,
    states: ['TX', 'FL'],
    loanTypes: ['conventional', 'fha'],
    languages: ['english', 'spanish'],
  });

  // Every admin page waits for its texts: none is translated before its catalogue is there.
  const uncompiled = uncompiledMessages(page);
  // The demo's second admin prefers Spanish: a journey of its own, never the shared demo admin's language.
  // Like every real admin, the area first asks for two-factor sign-in, in Spanish.
  await signInThroughUi(page, SPANISH_ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configure el inicio de sesión en dos pasos');
  const twoFactor = page.getByRole('region', { name: 'Inicio de sesión en dos pasos' });
  await twoFactor.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await twoFactor.getByRole('button', { name: 'Configurar el inicio de sesión en dos pasos' }).click();
  await expect(twoFactor.getByRole('img', { name: 'Código QR para su aplicación de autenticación' })).toBeVisible();
  const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await twoFactor.getByLabel('Código de su aplicación').fill(await generate({ secret }));
  await twoFactor.getByRole('button', { name: 'Activar' }).click();
  await expect(twoFactor.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page, 'the Spanish two-factor set-up');
  await twoFactor.getByRole('button', { name: 'Guardé mis códigos de recuperación' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de administración');
  await expect(page).toHaveTitle('Panel de administración | MortgageXperts');
  // Recent Activities reads in Spanish whichever five are the latest: sign-ups (Lucia's above among
  // them unless other journeys have since written five), onboardings and support requests included.
  const activities = page.getByRole('list', { name: 'Actividad reciente' });
  await expect(activities.getByRole('listitem').first()).toBeVisible();
  for (const english of ['signed up as a MortgageXpert', 'completed onboarding', 'wrote to support', 'was approved by']) {
    await expect(activities).not.toContainText(english);
  }
  await expect(page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Reseñas' })).toBeVisible();

  // The settings: Spanish is the chosen language.
  await page.goto('/admin/settings');
  const language = page.getByRole('region', { name: 'Idioma' });
  await expect(language.getByLabel('Idioma')).toHaveValue('es-US');
  await expect(page.getByText('Cómo inicia sesión en el área de administración.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Contraseña' }).getByRole('button', { name: 'Cambiar la contraseña' }),
  ).toBeVisible();

  // The professionals list: filters, the count with its plural, the table's headings, dates in Spanish.
  await page.goto(`/admin/mortgagexperts?search=${lastName.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profesionales hipotecarios');
  await expect(page.getByRole('status').filter({ hasText: 'profesional' })).toHaveText(
    'Se encontró 1 profesional hipotecario aprobado',
  );
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('all');
  await expect(page.getByLabel('Tipo de préstamo').locator('option').first()).toHaveText('Todos los tipos de préstamo');
  const table = page.getByRole('table', { name: 'Profesionales hipotecarios aprobados' });
  await expect(table.getByRole('columnheader', { name: 'Número NMLS' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Aprobado el' })).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(pro.name) });
  await expect(row).toContainText('TX, FL');
  // 'Nov 28, 2026' in English is '28 nov 2026' in Spanish.
  await expect(row).toContainText(/\d{1,2} [a-zé]{3,5}\.? \d{4}/);
  await expectAccessible(page, 'the Spanish professionals list');
  await expectFitsBothWidths(page, 'admin-professionals-es');

  // The detail modal.
  await row.getByRole('button', { name: `Ver a ${pro.name}` }).click();
  const modal = page.getByRole('dialog', { name: pro.name });
  await expect(modal).toContainText('Incorporación completa');
  await expect(modal.getByRole('heading', { name: 'Datos personales' })).toBeVisible();
  await expect(modal).toContainText('Inglés, Español');
  await expect(modal).toContainText('Convencional, FHA');
  await expect(modal.getByText('Aprobado', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the Spanish detail modal');
  await expectFitsBothWidths(page, 'admin-professional-detail-es');

  // A decision: the reason's rules and the outcome speak Spanish.
  await modal.getByRole('button', { name: 'Suspender', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: `Suspender a ${pro.name}` });
  await expect(suspend).toContainText('Al menos 10 caracteres.');
  await suspend.getByLabel('Motivo de la suspensión').fill('corto');
  await suspend.getByRole('button', { name: 'Suspender al profesional' }).click();
  await expect(suspend.getByText('Indique un motivo más detallado (al menos 10 caracteres)')).toBeVisible();
  await expectAccessible(page, 'the Spanish suspension dialog');
  await suspend.getByLabel('Motivo de la suspensión').fill('La licencia estatal ha vencido.');
  await suspend.getByRole('button', { name: 'Suspender al profesional' }).click();
  await expect(page.getByText(`Se suspendió a ${pro.name} y se le avisó por correo electrónico`)).toBeVisible();

  // The status filter counts the suspended ones, in the singular for one.
  await page.getByLabel('Estado', { exact: true }).selectOption('suspended');
  await expect(page.getByRole('status').filter({ hasText: 'profesional' })).toHaveText(
    'Se encontró 1 profesional hipotecario suspendido',
  );
  await expect(table.getByRole('row', { name: new RegExp(pro.name) })).toContainText('Suspendido');

  // The reports.
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análisis e informes');
  await expect(page.getByLabel('Período')).toHaveValue('30');
  await expect(page.getByText('Mensajes (últimos 30 días)')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Distribución geográfica' })).toBeVisible();
  await expect(page.getByText('Estado de los profesionales')).toBeVisible();
  await page.getByLabel('Período').selectOption('7');
  await expect(page.getByText('Solicitudes (últimos 7 días)')).toBeVisible();
  await expectAccessible(page, 'the Spanish reports');
  await expectFitsBothWidths(page, 'admin-reports-period-es');
  // The tables' headings and states read whole words at both widths; on a phone a table scrolls in its own box.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `admin-reports-es-${width}`);
    await expectWholeWords(page.getByRole('table').locator('th'), `the report tables at ${width} px`);
  }
  await expectAccessible(page, 'the Spanish reports on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The admin's other pages speak Spanish too, and their search boxes show their whole placeholder, or
  // their whole hint under the box, on a desktop and on a phone; so do the audit trail's lists, 'Todos los
  // administradores' the longest. The professionals' hint names the NMLS ID as the glossary does.
  const professionalsHint = 'Busque por nombre, correo electrónico, número NMLS o empresa';
  for (const [path, heading, search, hint] of [
    ['/admin/dashboard', 'Panel de administración', 'Buscar profesionales hipotecarios nuevos', professionalsHint],
    ['/admin/mortgagexperts', 'Profesionales hipotecarios', 'Buscar profesionales hipotecarios', professionalsHint],
    ['/admin/users', 'Cuentas', 'Buscar cuentas', null],
    ['/admin/audit', 'Registro de auditoría', null, null],
    ['/admin/partners', 'Prestamistas asociados', null, null],
    ['/admin/support', 'Bandeja de asistencia', 'Buscar por nombre, correo electrónico o referencia', null],
    ['/admin/reviews', 'Reseñas', null, null],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectFitsBothWidths(page, `admin-${path.split('/').pop()}-es`);
    if (search) {
      const box = page.getByRole('searchbox', { name: search });
      if (hint) {
        await expect(box).toHaveAccessibleDescription(hint);
        await expect(page.getByText(hint, { exact: true })).toBeVisible();
      }
      await expectWholeTextShown(box, `the search box of ${path}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `admin-${path.split('/').pop()}-es-390`);
      await expectWholeTextShown(box, `the search box of ${path} on a phone`);
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  }
  await page.goto('/admin/audit');
  await expect(page.getByRole('listitem').filter({ hasText: pro.name }).first()).toContainText('Suspendido');
  for (const list of ['Acción', 'Administrador']) {
    await expectWholeTextShown(page.getByLabel(list, { exact: true }), `the audit trail's ${list} list`);
  }
  // The side menu shows each entry with its icon, 'Registro de auditoría' within its box.
  for (const entry of await page.getByRole('navigation', { name: 'Administración' }).getByRole('link').all()) {
    const name = await entry.textContent();
    expect((await entry.locator('svg').boundingBox())?.width, `the icon of ${name}`).toBeGreaterThanOrEqual(15);
    expect(await entry.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} within its box`).toBe(true);
  }

  // On a phone the review tabs and the dashboard's tabs read whole words, and a pending professional's
  // Ver button shows without scrolling sideways.
  await page.goto('/admin/reviews');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-reviews-es-390');
  await expectWholeWords(page.getByRole('tab'), 'the review tabs on a phone');
  await page.goto('/admin/dashboard');
  const pending = page.getByRole('table', { name: 'Aprobación pendiente (incorporación completa)' });
  await expect(pending.getByRole('button', { name: /^Ver a / }).first()).toBeVisible();
  await screenshot(page, 'admin-dashboard-es-390');
  await expectWholeWords(page.getByRole('tab'), 'the dashboard tabs on a phone');
  for (const tab of await page.getByRole('tab').all()) await expectOnScreenSideways(page, tab, 'a dashboard tab');
  await expectOnScreenSideways(page, pending.getByRole('button', { name: /^Ver a / }).first(), 'the first Ver button');
  await expectLeftOfSticky(pending, 'Número NMLS', 'Acciones', 'the pending professionals on a phone');
  await expectAccessible(page, 'the Spanish dashboard on a phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  // From page to page through the side menu, each page waits for its texts as a freshly opened one does.
  const menu = page.getByRole('navigation', { name: 'Administración' });
  for (const [link, heading] of [
    ['Profesionales', 'Profesionales hipotecarios'],
    ['Informes', 'Análisis e informes'],
    ['Reseñas', 'Reseñas'],
    ['Cuentas', 'Cuentas'],
    ['Registro de auditoría', 'Registro de auditoría'],
    ['Socios', 'Prestamistas asociados'],
    ['Asistencia', 'Bandeja de asistencia'],
    ['Configuración', 'Configuración'],
    ['Panel', 'Panel de administración'],
  ] as const) {
    await menu.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  expect(uncompiled, 'texts translated before their catalogue was there').toEqual([]);
});
