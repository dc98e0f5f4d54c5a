import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, linkFromMailbox, PASSWORD, readMailbox, signedInApi, test, uniqueEmail } from './fixtures.ts';
import { createApprovedProfessional, sendGuestCopRequest, sendGuestMessage } from './professional.ts';

/** At 390 px the page fits the screen's width (Spanish runs longer than English); back at 1366 px afterwards. */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The step of the onboarding that is shown, by its label in the step list. */
function currentStep(page: Page): Locator {
  return page.getByRole('list', { name: 'Pasos de la incorporación' }).locator('[aria-current="step"]');
}

test('a professional signs up on the Spanish page and onboards in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lucia');

  // The Spanish sign-up: the account is Spanish from the start, its verification e-mail too.
  await page.goto('/es/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByLabel('Nombre').fill('Lucia');
  await page.getByLabel('Apellido').fill('Moreno');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Número NMLS').fill('7654329');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/es\/signup-success$/);
  const link = await linkFromMailbox(email, '/es/verify-email');
  expect((await readMailbox(email))[0]?.subject).toBe('Verifique su dirección de correo electrónico de MortgageXperts');
  // The verification page confirms the address before sign-in is tried: leaving it sooner could cancel its request.
  await page.goto(link);
  await expect(page.getByText('¡Su correo electrónico se verificó correctamente!')).toBeVisible();

  await page.goto('/es/signin');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();

  // The dashboard in Spanish: the navigation, the onboarding's progress, the response time.
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('Bienvenido, Lucia Moreno.')).toBeVisible();
  await expect(page.getByText('Paso 0/4 completado')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progreso de la incorporación' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Clientes potenciales' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Solicitudes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menú de la cuenta de Lucia Moreno Profesional hipotecario' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Su tiempo de respuesta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mensajes recientes' })).toBeVisible();
  await expectAccessible(page, 'the Spanish dashboard');
  await fitsAPhone(page);

  await page.getByRole('link', { name: 'Continuar la configuración' }).click();
  await expect(page).toHaveURL(/\/mxpert\/onboard$/);
  await expect(page.getByRole('heading', { name: 'Complete su perfil', level: 1 })).toBeVisible();

  // Step 1: the schema's messages in Spanish, the languages' names in Spanish.
  await expect(currentStep(page)).toContainText('Datos personales');
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Lucia Moreno');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('El campo Sobre mí es obligatorio')).toBeVisible();
  await expect(page.getByText('Seleccione al menos un idioma')).toBeVisible();
  await expectAccessible(page, 'the Spanish onboarding with its messages');
  await fitsAPhone(page);
  await page.getByLabel('Sobre mí').fill('Ayudo a familias de Texas a preparar su crédito antes de comprar su primera vivienda.');
  await page.getByRole('checkbox', { name: 'Español', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Inglés', exact: true }).check();
  await expect(page.getByText('(2 seleccionados)')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2.
  await expect(currentStep(page)).toContainText('Empresa');
  await expect(page.getByLabel('Número NMLS')).toHaveValue('7654329');
  await page.getByLabel('Nombre de la empresa').fill('Préstamos Moreno');
  await page.getByLabel('Dirección de la empresa').fill('500 Congress Ave, Austin, TX 78701');
  await page.getByLabel('Años de experiencia').fill('9');
  await page.getByLabel('Puntajes optimizados').fill('10001');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Los puntajes optimizados deben estar entre 0 y 10000')).toBeVisible();
  await page.getByLabel('Puntajes optimizados').fill('120');
  await fitsAPhone(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: the option lists in Spanish; the states keep their names.
  await expect(currentStep(page)).toContainText('Servicios');
  await expect(page.getByRole('group', { name: /^Licencias estatales/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Texas', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Convencional', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Compra', exact: true }).check();
  await expectAccessible(page, 'the Spanish services step');
  await fitsAPhone(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 4: consent is required, in Spanish.
  await expect(currentStep(page)).toContainText('Contacto');
  await page.getByLabel('Teléfono').fill('(512) 555-0177');
  await page.getByLabel('Años usando CreditXpert').fill('2');
  await page.getByRole('button', { name: 'Completar la incorporación' }).click();
  await expect(page.getByText('Debe confirmar que la información es correcta')).toBeVisible();
  await page.getByRole('checkbox', { name: /Confirmo que la información/ }).check();
  await fitsAPhone(page);
  await page.getByRole('button', { name: 'Completar la incorporación' }).click();

  // Done: the server's answer in Spanish, and the dashboard waits for the review.
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByText('¡Incorporación completa! Su perfil se envió para revisión.')).toBeVisible();
  await expect(page.getByText('Perfil en revisión')).toBeVisible();
  await expect(page.getByText('Aprobación pendiente')).toBeVisible();
  await expectAccessible(page, 'the Spanish dashboard under review');
});

test('a Spanish-speaking professional replies to a lead from the leads list in Spanish', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const pro = await createApprovedProfessional(playwright, { firstName: 'Andres' });
  const api = await signedInApi(playwright, pro.email, pro.password);
  expect((await api.put('/api/account/language', { data: { locale: 'es-US' } })).status()).toBe(200);
  await api.dispose();
  await sendGuestMessage(playwright, pro.cxid, {
    firstName: 'Rosa',
    lastName: 'Vega',
    phone: '(512) 555-0166',
    message: 'Queremos comprar una casa en Austin este verano. ¿Nos puede ayudar con el crédito?',
  });
  await sendGuestCopRequest(playwright, pro.cxid, { firstName: 'Diego', lastName: 'Salas', mortgageProcess: 'refinance' });

  await page.goto('/es/signin');
  await page.getByLabel('Correo electrónico').fill(pro.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(pro.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await expect(page.getByText('Mensajes nuevos')).toBeVisible();

  // The one list of leads, in Spanish.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /^Clientes potenciales/ })
    .click();
  await expect(page).toHaveURL(/\/mxpert\/leads$/);
  await expect(page.getByRole('heading', { name: 'Clientes potenciales', level: 1 })).toBeVisible();
  const all = page.getByRole('list', { name: 'Todos' });
  await expect(all.getByRole('link')).toHaveCount(2);
  await expect(all.getByRole('link').first()).toContainText('Pidió un Plan de Optimización de Crédito (Refinanciamiento)');
  await expect(all.getByRole('link').first()).toContainText('Solicitud de COP');
  await expect(all.getByRole('link').nth(1)).toContainText('Espera respuesta');
  await expect(page.getByRole('tab', { name: /Esperan respuesta\s*2/ })).toBeVisible();
  await expectAccessible(page, 'the Spanish leads list');
  await fitsAPhone(page);

  await page.getByRole('searchbox', { name: 'Buscar clientes potenciales' }).fill('nadie');
  await expect(page.getByText('Ningún cliente potencial coincide con "nadie".')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar clientes potenciales' }).fill('');

  // The conversation: the contact details and Manage in Spanish; the reply is sent from there.
  await page
    .getByRole('list', { name: 'Todos' })
    .getByRole('link', { name: /Rosa Vega/ })
    .click();
  const contact = page.getByRole('region', { name: 'Datos de contacto' });
  await expect(contact.getByRole('link', { name: 'Llamar al (512) 555-0166' })).toHaveAttribute('href', 'tel:(512) 555-0166');
  await expect(contact.getByText('Contacto preferido')).toBeVisible();
  await expect(contact.getByText('Ninguna todavía')).toBeVisible();
  await expectAccessible(page, 'the Spanish conversation');
  await fitsAPhone(page);
  const reply = 'Con gusto le ayudo. ¿Podemos hablar por teléfono el jueves?';
  // The reply form is the conversation's own; it is found by its shape, whatever language it speaks.
  const form = page.locator('form:has(textarea)').last();
  await form.locator('textarea').fill(reply);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(reply)).toBeVisible();

  // Manage: the status and the notes, with its toast, in Spanish.
  await contact.getByRole('button', { name: 'Gestionar a Rosa Vega' }).click();
  const manage = page.getByRole('dialog', { name: 'Gestionar el mensaje' });
  await expect(manage.getByText('Solo usted puede ver estas notas.')).toBeVisible();
  await manage.getByLabel('Notas').fill('Llamada el jueves.');
  await manage.getByRole('button', { name: 'Actualizar el mensaje' }).click();
  await expect(page.getByText('El mensaje se actualizó correctamente')).toBeVisible();
  await expect(contact.getByText('Llamada el jueves.')).toBeVisible();

  // Back on the list, the answered lead no longer waits, and shows the reply.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /^Clientes potenciales/ })
    .click();
  await expect(page.getByRole('tab', { name: /Esperan respuesta\s*1/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Todos' }).getByRole('link').first()).toContainText(`Usted: ${reply}`);

  // The Messages inbox: its card, 'Contacted by phone' and the dates in Spanish.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /^Mensajes/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: 'Rosa Vega' });
  await expect(card).toContainText('Recibido el');
  await expect(card).toContainText('Sus notas');
  await page.getByRole('button', { name: 'Marcar como contactado por teléfono: Rosa Vega' }).click();
  await expect(page.getByText('Marcado como contactado por teléfono')).toBeVisible();
  await expectAccessible(page, 'the Spanish messages inbox');
  await fitsAPhone(page);
});
