import { expectAccessible } from './axe.ts';
import { createVerifiedConsumer, expect, linkFromMailbox, PASSWORD, signInThroughUi, test, uniqueEmail } from './fixtures.ts';
import { expectFitsWindow } from './layout.ts';
import { createApprovedProfessional } from './professional.ts';
import { repliedClient } from './review-client.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * At 1366 px and 390 px the page fits the screen's width, with a screenshot of each when E2E_SCREENSHOTS
 * names a folder (of the page, or of one part of it); back at 1366 px afterwards.
 */
async function atBothWidths(
  page: import('@playwright/test').Page,
  name: string,
  opts: { fullPage?: boolean; of?: import('@playwright/test').Locator } = {},
) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectFitsWindow(page, `${name} at ${width} px`);
    const path = `${SHOTS}/${name}-${width}.png`;
    if (SHOTS) await (opts.of ? opts.of.screenshot({ path }) : page.screenshot({ path, fullPage: opts.fullPage ?? false }));
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a Spanish-speaking guest searches in Spanish, opens a profile and switches to English on the same page', async ({
  page,
  playwright,
}) => {
  const pro = await createApprovedProfessional(playwright, {
    companyName: 'Prestamos del Valle',
    states: ['TX'],
    languages: ['english', 'spanish'],
    loanTypes: ['conventional', 'fha'],
  });

  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveTitle('MortgageXperts · Encuentre un experto en crédito hipotecario cerca de usted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentre un profesional hipotecario cerca de usted');
  await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('href', '/');
  await expectAccessible(page, 'Spanish landing page');
  await atBothWidths(page, 'es-landing', { fullPage: true });

  const box = page.getByRole('combobox', { name: 'Ciudad, estado, código postal, nombre o empresa' });
  await box.fill('Prestamos del Valle');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/es\/mortgageexperts\?search=Prestamos/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encontramos 1 profesional hipotecario que puede ayudarle...');
  const cards = page.getByRole('list', { name: 'Profesionales hipotecarios' }).locator(':scope > li');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Convencional');
  await page.getByRole('button', { name: /^Filtros/ }).click();
  // Spanish comes first among the languages for a Spanish-speaking visitor.
  const languages = page.getByRole('group', { name: /^Idiomas/ }).getByRole('checkbox');
  await expect(languages.first()).toHaveAccessibleName('Español');
  // The states as Spanish names them (the codes stay).
  const states = page.getByRole('group', { name: /^Estados/ });
  await expect(states.getByRole('checkbox', { name: 'Nueva York' })).toHaveCount(1);
  await expect(states.getByRole('checkbox', { name: 'Carolina del Norte' })).toHaveCount(1);
  await expectAccessible(page, 'Spanish directory with filters open');
  await atBothWidths(page, 'es-directory');

  await cards
    .first()
    .getByRole('link', { name: `Contactar a ${pro.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/es/xperts/[a-z]+/${pro.cxid}$`));
  await expect(page.getByRole('heading', { name: `Acerca de ${pro.name}` })).toBeVisible();
  await expect(page.getByText('Habla español', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Spanish profile');
  await atBothWidths(page, 'es-profile');

  // The switch leads to the same page in English, and the server writes the English page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/xperts/[a-z]+/${pro.cxid}$`));
  expect(new URL(page.url()).pathname.startsWith('/es')).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: `About ${pro.name}` })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Español' })).toBeVisible();
});

test('a search by state in Spanish on a phone: the state found is checked "de su búsqueda", every box its full size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/mortgageexperts?search=California');
  await expect(page.getByRole('heading', { level: 2, name: '¿Sabía usted?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'El crédito importa' })).toBeVisible();
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  const california = sheet
    .getByRole('group', { name: /^Estados/ })
    .getByRole('checkbox', { name: 'California (de su búsqueda)' });
  await expect(california).toBeChecked();
  await expect(california).toBeDisabled();
  // A label that wraps onto two lines ('Préstamo de capital privado') leaves its box at its full size.
  const sizes = await sheet
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => `${box.getBoundingClientRect().width}x${box.getBoundingClientRect().height}`));
  expect(new Set(sizes)).toEqual(new Set(['16x16']));
  await expectAccessible(page, 'Spanish filter sheet after a search by state');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/es-filters-state-search-390.png` });
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is offered the Spanish page, not sent there, and the refusal is remembered', async ({ page }) => {
    await page.goto('/mortgageexperts');
    await expect(page).toHaveURL(/\/mortgageexperts$/);
    const offer = page.getByRole('region', { name: 'Idioma' });
    await expect(offer.getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute('href', '/es/mortgageexperts');
    await expectAccessible(page, 'English page offering Spanish');
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0);
  });
});

test('an English browser is offered nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a MortgageXpert near you');
  await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0);
});

test('a signed-in user who chooses Spanish in the settings gets the settings in Spanish', async ({ page }) => {
  const email = await createVerifiedConsumer(page.request, 'Lucia');
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/consumer/settings');
  const english = page.getByRole('region', { name: 'Language' });
  await expect(english).toContainText("The language of your account's pages and of the emails we send you.");
  await english.getByRole('combobox', { name: 'Language' }).selectOption('es-US');
  await english.getByRole('button', { name: 'Save language' }).click();

  // The signed-in pages follow the preference at once.
  const spanish = page.getByRole('region', { name: 'Idioma' });
  await expect(spanish.getByRole('status')).toHaveText('Se guardó su idioma. Le escribiremos en este idioma.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(spanish).toContainText('El idioma de las páginas de su cuenta y de los correos electrónicos que le enviamos.');
  await expect(spanish.getByRole('button', { name: 'Guardar idioma' })).toBeVisible();
  await expectAccessible(page, 'Spanish language settings');
  await atBothWidths(page, 'es-settings-language', { of: spanish });

  // A new visit reads the preference from the account.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Idioma' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
  await page.getByRole('button', { name: 'Guardar idioma' }).click();
  await expect(page.getByRole('region', { name: 'Language' })).toContainText(
    'Your language was saved. Your emails will be written in it.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('a guest on a Spanish page signs in, and signs up, in Spanish', async ({ page }) => {
  await page.goto('/es/');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/signin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');

  // The server writes the Spanish page's head too.
  await page.goto('/es/signin');
  await expect(page).toHaveTitle('Iniciar sesión | MortgageXperts');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo electrónico no válido')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('Wrong-Password-1');
  // The refusal is the server's, answered in the page's language (the page names it in Accept-Language).
  const refusal = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  expect(await (await refusal).json()).toEqual({
    code: 'INVALID_CREDENTIALS',
    message: 'Correo electrónico o contraseña incorrectos',
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostrar la contraseña' })).toBeVisible();
  await expectAccessible(page, 'Spanish sign-in');
  await atBothWidths(page, 'es-signin', { fullPage: true });

  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/es\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Olvidó su contraseña?');
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();

  await page.getByRole('link', { name: 'Cree una cuenta profesional' }).click();
  await expect(page).toHaveURL(/\/es\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hágase MortgageXpert');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('El número NMLS es obligatorio')).toBeVisible();
  await expectAccessible(page, 'Spanish sign-up with errors');
  await atBothWidths(page, 'es-signup', { fullPage: true });

  await page.goto('/es/create-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cree su cuenta gratuita');
  await page.getByLabel('Contraseña', { exact: true }).fill('abc');
  await page.getByLabel('Confirme la contraseña').fill('abd');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectAccessible(page, 'Spanish create account');
  await atBothWidths(page, 'es-create-account', { fullPage: true });
});

test('a guest on a Spanish profile sends a message through the Spanish form', async ({ page, playwright }) => {
  const pro = await createApprovedProfessional(playwright, { states: ['TX'], languages: ['english', 'spanish'] });
  await page.goto(`/es/xperts/tx/${pro.cxid}`);
  const form = page.getByRole('form', { name: 'Enviar un mensaje' });
  await expect(page.getByRole('heading', { name: `Envíe un mensaje a ${pro.name}` })).toBeVisible();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByText('El número de teléfono es obligatorio')).toBeVisible();
  await expect(form.getByText('Acepte que lo contacten')).toBeVisible();
  // The consent statement the guest agrees to, in Spanish, naming the professional.
  await expect(form.getByText(new RegExp(`^Al enviar, usted acepta que ${pro.name}`))).toContainText(
    'El consentimiento no es una condición para ninguna compra.',
  );
  await expectAccessible(page, 'Spanish profile form with errors');
  await atBothWidths(page, 'es-profile-form', { of: form });

  await form.getByLabel('Nombre').fill('Lucía');
  await form.getByLabel('Apellido').fill('Ramírez');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(`lucia-${Date.now()}@example.com`);
  await form.getByLabel('Número de teléfono').fill('(512) 555-0123');
  await form.getByLabel('¿Cómo podemos ayudarle?').selectOption('credit-optimization');
  await form.getByLabel('Mensaje').fill('Quiero mejorar mi crédito antes de comprar una casa.');
  await form.getByRole('checkbox', { name: 'Acepto que me contacten' }).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const sent = page.getByRole('dialog', { name: '¡Mensaje enviado!' });
  await expect(sent).toContainText(`¡Gracias! ${pro.name} se comunicará con usted pronto.`);
  await expect(sent.getByRole('button', { name: 'Crear una cuenta gratuita' })).toBeVisible();
  await expectAccessible(page, 'Spanish message confirmation');
});

test('a client reviews a professional on the Spanish profile, and reads the reviews, the report and the plan request in Spanish', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const pro = await createApprovedProfessional(playwright, { states: ['TX'], languages: ['english', 'spanish'] });
  const client = await repliedClient(playwright, pro, 'Rosa');
  await signInThroughUi(page, client.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/signin/);

  await page.goto(`/es/xperts/tx/${pro.cxid}`);
  await expect(page.getByTestId('profile-rating')).toHaveText('Todavía no hay reseñas');
  await expect(page.getByTestId('no-reviews')).toHaveText('Todavía no hay reseñas');
  await expect(page.getByRole('link', { name: /Verificar la licencia en NMLS Consumer Access/ })).toBeVisible();
  await expect(page.getByTestId('profile-figures')).toContainText('años de experiencia');
  await expect(page.getByText('Años usando CreditXpert:')).toBeVisible();

  // The review form and its stars.
  await page.getByRole('button', { name: 'Escribir una reseña' }).click();
  const form = page.getByRole('dialog', { name: `Reseña de ${pro.name}` });
  await form.getByRole('button', { name: 'Publicar la reseña' }).click();
  await expect(form.getByText('Elija una calificación general')).toBeVisible();
  await expect(form.getByText('La reseña debe tener entre 20 y 2000 caracteres')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 estrella', exact: true })).toBeVisible();
  await expectAccessible(page, 'Spanish review form with errors');
  await atBothWidths(page, 'es-review-form', { of: form });
  await form.getByRole('radio', { name: '4 estrellas' }).check();
  await expect(form.getByText('4 estrellas', { exact: true })).toBeVisible();
  await form.getByLabel('Su reseña').fill('Nos explicó todo con paciencia y nuestro puntaje subió.');
  await form.getByLabel('Puntos de mejora (opcional)').fill('40');
  await form.getByRole('button', { name: 'Publicar la reseña' }).click();
  await expect(page.getByText('¡Gracias! Su reseña ya aparece en el perfil.')).toBeVisible();
  await expect(form).toBeHidden();

  // The list, its summary and its plurals.
  await expect(page.getByRole('heading', { name: 'Reseñas de clientes verificados' })).toBeVisible();
  await expect(page.getByTestId('rating-count')).toHaveText('1 reseña');
  await expect(page.getByTestId('profile-rating')).toContainText('(1 reseña)');
  await expect(page.getByRole('img', { name: '4 de 5 estrellas' }).first()).toBeVisible();
  const distribution = page.getByRole('list', { name: 'Distribución de las calificaciones' });
  await expect(distribution).toContainText('1 estrella');
  await expect(distribution).toContainText('5 estrellas');
  const review = page.getByRole('article', { name: 'Reseña de Rosa T.' });
  await expect(review).toContainText('Cliente verificado');
  await expect(review).toContainText('Puntos de mejora, según el cliente: 40');
  await expect(page.getByLabel('Ordenar las reseñas')).toContainText('Más recientes');
  await expect(page.getByRole('button', { name: 'Editar su reseña' })).toBeVisible();
  await expectAccessible(page, 'Spanish profile with its reviews');

  // The report of a review.
  await review.getByRole('button', { name: 'Denunciar la reseña de Rosa T.' }).click();
  const report = page.getByRole('dialog', { name: 'Denunciar la reseña de Rosa T.' });
  await report.getByRole('button', { name: 'Denunciar la reseña' }).click();
  await expect(report.getByText('Indique un motivo de al menos 10 caracteres')).toBeVisible();
  await expect(report.getByLabel('¿Por qué debe revisarla nuestro equipo?')).toBeVisible();
  await expectAccessible(page, 'Spanish report dialog');
  await report.getByRole('button', { name: 'Cancelar' }).click();
  await expect(report).toBeHidden();

  // The plan request's own fields.
  await page.getByRole('button', { name: 'Pedir un Plan de Optimización de Crédito' }).first().click();
  const cop = page.getByRole('dialog', { name: 'Pedir un Plan de Optimización de Crédito' });
  await expect(cop).toContainText(`${pro.name} revisará su crédito`);
  await expect(cop.getByRole('group', { name: '¿En qué etapa del proceso hipotecario está?' })).toContainText('Precalificación');
  await expect(cop.getByLabel('El rango de puntaje de crédito que cree tener')).toContainText('De 620 a 659');
  await expect(cop.getByLabel('Cuándo espera comprar o refinanciar')).toContainText('En 3 a 6 meses');
  await cop.getByLabel('Código postal').fill('12');
  await cop.getByRole('button', { name: 'Enviar la solicitud' }).click();
  await expect(cop.getByText('El código postal debe tener 5 dígitos')).toBeVisible();
  await expectAccessible(page, 'Spanish plan request with an error');
  await atBothWidths(page, 'es-cop-request', { of: cop });
  await page.keyboard.press('Escape');

  // The phone's bar at the bottom of the profile.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByTestId('contact-bar');
  await expect(bar.getByRole('button', { name: 'Mensaje' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Pedir un plan' })).toBeVisible();
  await expectFitsWindow(page, 'the Spanish profile at 390 px');
});

test('the policy pages read in Spanish under /es/, each saying that the English version prevails', async ({ page }) => {
  const prevails = 'Si hay alguna diferencia entre esta versión y la versión en inglés, prevalece la versión en inglés.';
  const pages = [
    { url: '/es/privacy', heading: 'Política de privacidad', section: 'Por cuánto tiempo lo guardamos' },
    { url: '/es/acceptable-use', heading: 'Política de uso aceptable', section: 'Qué hacemos ante el mal uso' },
    { url: '/es/terms', heading: 'Términos de uso', section: 'Sin garantías' },
    { url: '/es/licensing', heading: 'Licencias y divulgaciones', section: 'Cómo verificar una licencia' },
  ];
  for (const p of pages) {
    await page.goto(p.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: p.section })).toBeVisible();
    await expect(page.getByTestId('version-prevails')).toContainText(prevails);
    await expect(page.getByRole('note')).toHaveText(/^Plantilla que un abogado debe revisar/);
    await expect(page.getByText('Última actualización: noviembre de 2026.')).toBeVisible();
    await expectAccessible(page, `Spanish ${p.url}`);
    await atBothWidths(page, `es-${p.url.slice(4)}`, { fullPage: true });
  }
  // The links between the policies stay in Spanish.
  await page.goto('/es/terms');
  await page.getByRole('main').getByRole('link', { name: 'Licencias y divulgaciones' }).click();
  await expect(page).toHaveURL(/\/es\/licensing$/);
  await expect(page.getByText(/^MortgageXperts es un mercado en línea, no un prestamista/)).toBeVisible();

  // The English page says so too, in English.
  await page.goto('/privacy');
  await expect(page.getByTestId('version-prevails')).toHaveText(
    'This policy is also published in Spanish. If the two versions differ, this English version prevails.',
  );
});

test('the e-mailed links’ pages and the page not found read in Spanish under /es/', async ({ page }) => {
  await page.goto('/es/reset-password');
  await expect(page).toHaveTitle('Elija una contraseña nueva | MortgageXperts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enlace de restablecimiento no válido');
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo para restablecer la contraseña' })).toHaveAttribute(
    'href',
    '/es/forgot-password',
  );
  await expectAccessible(page, 'Spanish reset link without a token');

  await page.goto('/es/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elija una contraseña nueva');
  await page.getByLabel('Contraseña nueva').fill('Sunny-Harbor-43');
  await page.getByLabel('Confirme la contraseña').fill('Sunny-Harbor-43');
  await page.getByRole('button', { name: 'Restablecer la contraseña' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'El enlace para restablecer la contraseña no es válido o falta' }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'Spanish reset with a refused link');
  await atBothWidths(page, 'es-reset-password', { fullPage: true });

  await page.goto('/es/verify-email?token=not-a-real-token');
  await expect(page).toHaveTitle('Verificación del correo electrónico | MortgageXperts');
  await expect(page.getByText('No se pudo verificar', { exact: true })).toBeVisible();
  await expect(page.getByText('Este enlace de verificación no es válido o ya venció.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/es/signin');
  await expectAccessible(page, 'Spanish verification with a refused link');
  await atBothWidths(page, 'es-verify-email', { fullPage: true });

  await page.goto('/es/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Página no encontrada');
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es/');
  await expectAccessible(page, 'Spanish page not found');
  await atBothWidths(page, 'es-not-found');
});

test('a guest who creates an account on the Spanish page gets a Spanish account from the e-mail on', async ({ page }) => {
  const email = uniqueEmail('lucia');
  await page.goto('/es/create-account');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Ramírez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme la contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The verification link opens the Spanish page; signing in shows the account's pages in Spanish.
  const link = await linkFromMailbox(email, '/es/verify-email');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Este enlace de verificación no es válido o ya venció.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeVisible();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
});

test('the support form and the e-mailed links’ pages read in Spanish under /es/', async ({ page }) => {
  await page.goto('/es/support');
  await expect(page).toHaveTitle('Obtenga ayuda | MortgageXperts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obtenga ayuda');
  await expect(page.getByRole('main').getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    '/es/privacy',
  );
  const form = page.getByRole('form', { name: 'Asistencia' });
  await expect(form.getByLabel('Tema')).toContainText('Privacidad y mis datos');
  await form.getByRole('button', { name: 'Enviar a asistencia' }).click();
  await expect(form.getByText('El nombre debe tener de 2 a 100 caracteres')).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Elija un tema' })).toBeVisible();
  await expect(form.getByText('El mensaje debe tener de 10 a 5000 caracteres')).toBeVisible();
  await expectAccessible(page, 'Spanish support form with errors');
  await atBothWidths(page, 'es-support', { fullPage: true });
  await form.getByLabel('Nombre', { exact: true }).fill('Lucía Ramírez');
  await form.getByLabel('Correo electrónico').fill(uniqueEmail('soporte'));
  await form.getByLabel('Tema').selectOption('privacy');
  await form.getByLabel('Mensaje').fill('Quiero saber qué datos guardan sobre mí.');
  await form.getByRole('button', { name: 'Enviar a asistencia' }).click();
  await expect(page.getByText('Mensaje enviado', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Gracias, su mensaje llegó a nuestro equipo de asistencia/)).toBeVisible();

  await page.goto('/es/confirm-sender');
  await expect(page).toHaveTitle('Confirme su mensaje | MortgageXperts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirme su mensaje');
  await expect(page.getByText('No se recibió ningún código de confirmación')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/es/signin');
  await expectAccessible(page, 'Spanish sender confirmation without a token');

  await page.goto('/es/confirm-email-change?token=not-a-real-token');
  await expect(page).toHaveTitle('Confirme su nuevo correo electrónico | MortgageXperts');
  await expect(page.getByText('Este enlace para cambiar el correo electrónico no es válido o ya venció')).toBeVisible();
  await expectAccessible(page, 'Spanish address change with a refused link');
  await atBothWidths(page, 'es-confirm-email-change');

  await page.goto('/es/email-preferences');
  await expect(page).toHaveTitle('Preferencias de correo electrónico | MortgageXperts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferencias de correo electrónico');
  await expect(page.getByText('Este enlace de preferencias de correo electrónico no es válido')).toBeVisible();
  await expectAccessible(page, 'Spanish e-mail preferences without a link');

  // The English page is as it was.
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get support');
  await expect(page.getByRole('form', { name: 'Support' }).getByLabel('Topic')).toContainText('Privacy and my data');
});
