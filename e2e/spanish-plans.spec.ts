import { paths } from '@mx/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { AJAX, expect, PASSWORD, signInThroughUi } from './fixtures.ts';
import { dayFromToday, daysFromToday, payBeforeStatement, planFigure, test } from './published-plan.ts';

/**
 * The signed-in areas in Spanish for users who chose Spanish in their settings: the client's
 * dashboard, a conversation and their Credit Optimization Plan, and the professional's plan pages.
 * Every page is axe-clean in Spanish and fits a 390 px phone.
 */

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { width: 1366, height: 900 };

/** Axe-clean, and at 390 px no wider than the screen (Spanish runs longer than English); back at 1366 px afterwards. */
async function checkInSpanish(page: Page, state: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expectAccessible(page, state);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${state} is wider than a phone`).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

const ACTIONS = [
  payBeforeStatement('Tarjeta Chase', 'Pague el saldo antes del cierre.'),
  { accountLabel: 'Tarjeta Capital One', kind: 'pay-down', amount: 800, pointsMin: 5, pointsMax: 5, dueOn: dayFromToday(20) },
];

test('a client who chose Spanish sees the dashboard, a conversation and their plan in Spanish', async ({ page, planParties }) => {
  const {
    pro,
    proApi,
    clientEmail: email,
    leadId,
    planId,
    targetRepullOn,
  } = await planParties(
    { professional: 'Marta', client: 'Sofia', spanish: 'client' },
    { actions: ACTIONS, note: 'Su primer plan' },
  );

  // The dashboard: the greeting, the counts, the plans tile and the recent requests.
  await page.setViewportSize(DESKTOP);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Le damos la bienvenida, Sofia', level: 1 })).toBeVisible();
  await expect(page.getByText('Solicitudes de plan')).toBeVisible();
  const tile = page.getByRole('region', { name: 'Mis planes' });
  await expect(tile).toContainText('Planes activos: 1');
  await expect(tile).toContainText('0 de 2 tareas hechas');
  await expect(page.getByRole('region', { name: 'Solicitudes de optimización recientes' })).toContainText(
    'Proceso hipotecario: Precalificación',
  );
  await checkInSpanish(page, 'the Spanish consumer dashboard');

  // My Requests and the conversation: the request's head, the answers, the reply box's check.
  await page.goto(paths.consumer.requests);
  await expect(page.getByRole('heading', { name: 'Mis Solicitudes', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activos' })).toBeVisible();
  await checkInSpanish(page, 'the Spanish My Requests');
  await page.getByRole('link', { name: `Abrir la conversación con ${pro.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.conversation.consumerRequest(leadId)}$`));
  await expect(page.getByRole('link', { name: 'Volver a Mis Solicitudes' })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversación' });
  await expect(conversation).toContainText('Solicitud de Plan de Optimización de Crédito · proceso hipotecario:');
  await expect(conversation.getByRole('list', { name: 'Las respuestas del cliente' })).toContainText(
    'Monto del préstamo: $320,000',
  );
  await expect(page.getByText('Todavía no hay respuestas.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar la respuesta' }).click();
  await expect(page.getByText('Escriba una respuesta primero')).toBeVisible();
  await checkInSpanish(page, 'the Spanish conversation with its reply check');
  await page.getByLabel('Su respuesta').fill('Gracias, empiezo esta semana.');
  await page.getByRole('button', { name: 'Enviar la respuesta' }).click();
  await expect(conversation.getByText('Gracias, empiezo esta semana.')).toBeVisible();
  await expect(conversation.getByText('Usted', { exact: true }).first()).toBeVisible();

  // The plan: the notice, the figures, the tasks with their kinds, the scores (one the professional
  // recorded), the illustration, the versions.
  const byPro = await proApi.post(`/api/dashboard/plans/${planId}/checkpoints`, {
    headers: AJAX,
    data: { bureau: 'experian', score: 661, readOn: dayFromToday(-3) },
  });
  expect(byPro.status(), await byPro.text()).toBe(201);
  await page.goto(paths.consumerPlan(planId));
  await expect(page.getByRole('heading', { name: 'Su Plan de Optimización de Crédito', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Plan de Optimización de Crédito | MortgageXperts');
  await expect(page.getByText(/^Los Planes de Optimización de Crédito son gratuitos/)).toBeVisible();
  await expect(page.getByText(`Faltan ${daysFromToday(targetRepullOn)} días para la nueva consulta de crédito`)).toBeVisible();
  await expect(page.getByText('Versión 1', { exact: true })).toBeVisible();
  const chase = page.getByRole('checkbox', { name: 'Tarjeta Chase · Pagar antes de la fecha del estado de cuenta' });
  await expect(page.getByText('Estimado: de +10 a +20 puntos')).toBeVisible();
  await expect(page.getByText('Estimado: +5 puntos')).toBeVisible();
  await expect(page.getByText('Monto: $1,200')).toBeVisible();
  await chase.click();
  await expect(chase).toBeChecked();
  await expect(planFigure(page, 'Tareas hechas')).toHaveText('1 de 2');
  await expect(page.getByText('1 de 2 tareas hechas')).toHaveCount(0);
  const scores = page.getByRole('table', { name: /^Puntajes por agencia de crédito y día de lectura/ });
  await expect(scores.getByRole('row').filter({ hasText: '661' }).getByRole('rowheader')).toContainText(
    'Registrado por su MortgageXpert',
  );
  await expect(scores.getByRole('rowheader').first()).toContainText('Puntajes iniciales');
  await page.getByRole('button', { name: 'Mostrar los pagos' }).click();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: / al mes$/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('* Solo una ilustración; los resultados individuales varían.')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Versiones' })).toContainText('Su primer plan');
  await checkInSpanish(page, 'the Spanish client plan');

  // The print view keeps the plan in Spanish and drops the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Su Plan de Optimización de Crédito', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir el plan' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a professional who chose Spanish builds and publishes a plan in Spanish', async ({ page, planParties }) => {
  const { pro, planId } = await planParties(
    { professional: 'Diego', client: 'Elena', spanish: 'professional' },
    { actions: ACTIONS.slice(0, 1) },
  );

  // The list: the filter's statuses, the card's version and progress.
  await page.setViewportSize(DESKTOP);
  await signInThroughUi(page, pro.email, pro.password);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.goto(paths.mxpert.plans);
  await expect(page.getByRole('heading', { name: 'Planes', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Estado', { exact: true })).toContainText('Todos los planes');
  await expect(page.getByLabel('Estado', { exact: true })).toContainText('Borrador');
  const list = page.getByRole('list', { name: 'Planes' });
  await expect(list).toContainText('Versión 1 publicada');
  await expect(list).toContainText('0 de 1 tareas hechas');
  await expect(list).toContainText('Activo');
  await checkInSpanish(page, 'the Spanish plans list');

  // The editor: the client's answers, an action added in the dialog, version 2 published.
  await page.goto(paths.mxpertPlan(planId));
  await expect(page.getByRole('heading', { name: 'Plan de Elena Tester', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Las respuestas del cliente' })).toContainText('Puntaje objetivo: 700');
  await expect(page.getByText('Pagar antes de la fecha del estado de cuenta · De 10 a 20 puntos').first()).toBeVisible();
  await checkInSpanish(page, 'the Spanish plan editor');
  await page.getByRole('button', { name: 'Agregar una acción' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar una acción' });
  await dialog.getByLabel('Cuenta', { exact: true }).fill('Tarjeta de la tienda');
  await dialog.getByLabel('Qué hacer').selectOption({ label: 'Mantener una cuenta abierta' });
  await dialog.getByLabel('Puntos estimados, máximo').fill('5');
  await dialog.getByLabel('Fecha de vencimiento').fill(dayFromToday(30));
  await expectAccessible(page, 'the Spanish action dialog');
  await dialog.getByRole('button', { name: 'Guardar la acción' }).click();
  await expect(page.getByText('Acción agregada')).toBeVisible();
  // Its estimate from nought reads as the client reads it: up to the highest.
  await expect(
    page.getByRole('listitem', { name: 'Tarjeta de la tienda' }).getByText('Mantener una cuenta abierta · Hasta 5 puntos'),
  ).toBeVisible();
  // What publishing will change, in Spanish as the server writes it.
  await expect(page.getByRole('list', { name: 'Qué cambiará' })).toContainText('Se agregó: Tarjeta de la tienda');
  await page.getByRole('button', { name: 'Publicar la versión 2' }).click();
  await expect(page.getByText('Versión 2 publicada').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar la versión 3' })).toBeVisible();
  await checkInSpanish(page, 'the Spanish plan editor after version 2');
});
