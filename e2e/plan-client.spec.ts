import fs from 'node:fs';
import {
  CLIENT_PLAN_TEXT,
  illustratePayments,
  PAYMENT_TEXT,
  PLAN_DOCUMENTS_TEXT,
  PLAN_NOTICE,
  PLAN_PAGE_TEXT,
  PLAN_TEXT,
  paths,
} from '@mx/contract';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  AJAX,
  createVerifiedConsumer,
  E2E_BASE_URL,
  expect,
  linkFromMailbox,
  PASSWORD,
  randomIp,
  signInThroughUi,
} from './fixtures.ts';
import { expectFitsWindow, screenshot } from './layout.ts';
import { dayFromToday, daysFromToday, payBeforeStatement, planFigure, test } from './published-plan.ts';

/**
 * The client's side of a Credit Optimization Plan: a professional publishes a plan (and a second
 * version) and records a score through the API; the client opens it from the e-mail, ticks a task,
 * records a score, reads the chart's table (which says who recorded each score) and the payment
 * illustration, prints it and completes it. Every page is checked
 * with axe and for fitting a 390 px phone.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

async function check(page: Page, state: string, name: string): Promise<void> {
  await expectAccessible(page, state);
  await expectFitsWindow(page, state);
  await screenshot(page, name);
}

/** A small, real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const ACTIONS = [
  payBeforeStatement(
    'Chase Freedom card',
    'Pay the balance down to under 10% of the limit two days before the statement closes.',
  ),
  {
    accountLabel: 'Capital One card',
    kind: 'pay-down',
    amount: 800,
    pointsMin: 5,
    pointsMax: 15,
    dueOn: dayFromToday(20),
    instructions: 'Bring the balance under $300.',
  },
  {
    accountLabel: 'Old store card',
    kind: 'keep-open',
    pointsMin: 0,
    pointsMax: 5,
    dueOn: dayFromToday(30),
    instructions: 'Keep it open and unused: closing it would shorten your history.',
  },
];

test('the client opens their plan from the e-mail, works it, prints it and completes it', async ({ page, planParties }) => {
  const {
    pro,
    proApi,
    clientEmail: email,
    client: consumer,
    planId,
    targetRepullOn,
  } = await planParties({ professional: 'Morgan', client: 'Riley' }, { actions: ACTIONS, note: 'Your first plan' });
  // Version 2 moves the second task's due date, with a note.
  const draft = (await (await proApi.get(`/api/dashboard/plans/${planId}`)).json()) as {
    data: { draft: { actions: { id: string }[] } };
  };
  const second = draft.data.draft.actions[1]?.id ?? '';
  const moved = await proApi.patch(`/api/dashboard/plans/${planId}/actions/${second}`, {
    headers: AJAX,
    data: { dueOn: dayFromToday(15) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const v2 = await proApi.post(`/api/dashboard/plans/${planId}/publish`, {
    headers: AJAX,
    data: { note: 'Pay the Capital One card sooner' },
  });
  expect(v2.status(), await v2.text()).toBe(200);
  // The professional records an Equifax score they read with the client ten days ago.
  const byPro = await proApi.post(`/api/dashboard/plans/${planId}/checkpoints`, {
    headers: AJAX,
    data: { bureau: 'equifax', score: 652, readOn: dayFromToday(-10) },
  });
  expect(byPro.status(), await byPro.text()).toBe(201);

  // Signed out, the e-mail's link goes through sign-in and back to the plan.
  const link = await linkFromMailbox(email, paths.consumerPlan(planId));
  await page.setViewportSize(DESKTOP);
  await page.goto(link);
  await expect(page).toHaveURL(/\/signin\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.consumerPlan(planId)}$`));

  await expect(page.getByRole('heading', { name: CLIENT_PLAN_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.from(pro.name))).toBeVisible();
  const versions = page.getByRole('region', { name: PLAN_PAGE_TEXT.versionsTitle });
  await expect(versions.getByText('Pay the Capital One card sooner')).toBeVisible();
  await expect(versions.getByText('Your first plan')).toBeVisible();
  await expect(versions.getByText(/^Changed: Capital One card \(due date\)$/)).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.daysLeft(daysFromToday(targetRepullOn)))).toBeVisible();
  // Each thing is said once: the figure under 'Tasks done' is the count alone, a task that may bring
  // nothing at the least says how much it may bring at most.
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(0, 3));
  await expect(page.getByText(CLIENT_PLAN_TEXT.progress(0, 3))).toHaveCount(0);
  await expect(page.getByText(CLIENT_PLAN_TEXT.estimated(0, 5), { exact: true })).toBeVisible();
  await expect(page.getByText('Estimated up to 5 points', { exact: true })).toBeVisible();
  await expect(page.getByText('+0')).toHaveCount(0);
  await check(page, 'the client’s plan', 'plan-client-1366');

  // Tick the first task off: the page and the server both say done.
  const chase = page.getByRole('checkbox', { name: /Chase Freedom card/ });
  // A click, then the state awaited: the box follows the server's answer (check() wants it at once).
  await chase.click();
  await expect(chase).toBeChecked();
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(1, 3));
  // Unticked by mistake, and ticked again.
  await expect(chase).toBeEnabled();
  await chase.click();
  await expect(chase).not.toBeChecked();
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(0, 3));
  await expect(chase).toBeEnabled();
  await chase.click();
  await expect(chase).toBeChecked();
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(1, 3));
  await expect(page.getByText(CLIENT_PLAN_TEXT.points(10, 20), { exact: true })).toBeVisible();
  const afterTick = (await (await consumer.get(`/api/consumer/plans/${planId}`)).json()) as {
    data: { plan: { actions: { accountLabel: string; doneAt: string | null }[] } };
  };
  expect(afterTick.data.plan.actions.find((a) => a.accountLabel === 'Chase Freedom card')?.doneAt).not.toBeNull();

  // Record a checkpoint: refused without a bureau, then stored and in the chart's table.
  const recordForm = page.getByRole('button', { name: CLIENT_PLAN_TEXT.record });
  await page.getByLabel(CLIENT_PLAN_TEXT.score, { exact: true }).fill('668');
  await recordForm.click();
  await expect(page.getByText(PLAN_TEXT.bureau)).toBeVisible();
  await expectAccessible(page, 'the checkpoint form with an error');
  await page.getByLabel(CLIENT_PLAN_TEXT.bureau, { exact: true }).selectOption('equifax');
  await recordForm.click();
  await expect(page.getByText(CLIENT_PLAN_TEXT.recorded)).toBeVisible();
  const table = page.getByRole('table', { name: PLAN_PAGE_TEXT.tableCaption(700) });
  await expect(table.getByRole('cell', { name: '668', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '640', exact: true })).toBeVisible();
  // Each reading's row says who recorded it: the professional's 652, the client's own 668.
  const rowHeadingOf = (score: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: score, exact: true }) })
      .getByRole('rowheader');
  await expect(rowHeadingOf('652')).toContainText(CLIENT_PLAN_TEXT.recordedBy.mxpert);
  await expect(rowHeadingOf('668')).toContainText(CLIENT_PLAN_TEXT.recordedBy.consumer);
  await expect(rowHeadingOf('668')).not.toContainText(CLIENT_PLAN_TEXT.recordedBy.mxpert);
  await expect(rowHeadingOf('640')).toContainText(PLAN_PAGE_TEXT.starting);
  await expect(page.getByRole('img', { name: PLAN_PAGE_TEXT.chartLabel(700) })).toBeVisible();
  const afterCheckpoint = (await (await consumer.get(`/api/consumer/plans/${planId}`)).json()) as {
    data: { checkpoints: { bureau: string; score: number; recordedBy: string }[] };
  };
  expect(afterCheckpoint.data.checkpoints).toEqual([
    expect.objectContaining({ bureau: 'equifax', score: 652, recordedBy: 'mxpert' }),
    expect.objectContaining({ bureau: 'equifax', score: 668, recordedBy: 'consumer' }),
  ]);

  // Documents: a file that is no PDF, JPEG or PNG is refused before it is sent; a PDF is uploaded,
  // listed, downloaded as the same bytes, and deleted by its uploader.
  const documents = page.getByRole('region', { name: PLAN_DOCUMENTS_TEXT.title });
  await expect(documents.getByText(PLAN_DOCUMENTS_TEXT.empty)).toBeVisible();
  const fileInput = documents.getByLabel(PLAN_DOCUMENTS_TEXT.choose);
  // The chosen file's name shows in full beside 'Choose file', never cut off.
  await expect(documents.getByText('No file chosen', { exact: true })).toBeVisible();
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
  await expect(documents.getByText('notes.txt', { exact: true })).toBeVisible();
  await documents.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.upload }).click();
  await expect(documents.getByText(PLAN_TEXT.documentWrongType)).toBeVisible();
  await expectAccessible(page, 'the document upload with an error');
  await fileInput.setInputFiles({ name: 'card-statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await documents.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.upload }).click();
  await expect(page.getByText(PLAN_TEXT.documentUploaded)).toBeVisible();
  await expect(documents.getByText('No file chosen', { exact: true })).toBeVisible();
  await expect(documents.getByText('card-statement.pdf')).toBeVisible();
  await expect(documents.getByText(PLAN_DOCUMENTS_TEXT.byYou, { exact: false })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: PLAN_DOCUMENTS_TEXT.download('card-statement.pdf') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('card-statement.pdf');
  expect(fs.readFileSync(await download.path())).toEqual(PDF);
  await documents.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.delete('card-statement.pdf') }).click();
  const confirm = page.getByRole('dialog', { name: PLAN_DOCUMENTS_TEXT.confirmTitle });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the document delete confirmation');
  await confirm.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.confirm }).click();
  await expect(page.getByText(PLAN_DOCUMENTS_TEXT.deleted)).toBeVisible();
  await expect(documents.getByText(PLAN_DOCUMENTS_TEXT.empty)).toBeVisible();
  const listed = await consumer.get(`/api/consumer/plans/${planId}/documents`);
  expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
  // One stays for the rest of the journey (and the screenshots).
  await fileInput.setInputFiles({ name: 'dispute-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await documents.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.upload }).click();
  await expect(documents.getByText('dispute-letter.pdf')).toBeVisible();

  // The illustration: the middle of 668 (the newest Equifax reading), 655 and 630 against the target of 700.
  await expect(page.getByText(PAYMENT_TEXT.label, { exact: true })).toBeVisible();
  await expect(page.getByLabel(PAYMENT_TEXT.loanAmount)).toHaveValue('320000');
  await page.getByLabel(PAYMENT_TEXT.termYears).fill('30');
  await page.getByRole('button', { name: PAYMENT_TEXT.show }).click();
  const expected = illustratePayments({ currentScore: 655, targetScore: 700, loanAmount: 320_000, termYears: 30 });
  const results = page.getByRole('definition').filter({ hasText: /a month$/ });
  await expect(results.filter({ hasText: PAYMENT_TEXT.perMonth(expected.current.payment) })).toBeVisible();
  await expect(results.filter({ hasText: PAYMENT_TEXT.perMonth(expected.target.payment) })).toBeVisible();
  await expect(page.getByText(PAYMENT_TEXT.atCurrent(655))).toBeVisible();
  await expect(page.getByText(PAYMENT_TEXT.footnote)).toBeVisible();
  await expect(page.getByText(PAYMENT_TEXT.footnoteMark)).toHaveCount(1);
  await expect(page.getByText(/quote/i)).toHaveCount(0);
  await check(page, 'the client’s plan after a tick, a score and the illustration', 'plan-client-worked-1366');

  // The printable view: the plan without the navigation and the forms.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: CLIENT_PLAN_TEXT.record })).toBeHidden();
  await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
  await check(page, 'the printable plan', 'plan-client-print-1366');
  await page.setViewportSize(PHONE);
  await check(page, 'the printable plan on a phone', 'plan-client-print-390');
  await page.emulateMedia({ media: 'screen' });
  await check(page, 'the client’s plan on a phone', 'plan-client-390');

  // The list and the dashboard's tile.
  await page.setViewportSize(DESKTOP);
  await page.goto(paths.consumer.plans);
  await expect(page.getByRole('heading', { name: CLIENT_PLAN_TEXT.listTitle })).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.progress(1, 3))).toBeVisible();
  await expect(page.getByText(/^Next: Capital One card, due /)).toBeVisible();
  await check(page, 'the client’s plans', 'plans-client-1366');
  await page.setViewportSize(PHONE);
  await check(page, 'the client’s plans on a phone', 'plans-client-390');
  await page.goto(paths.consumer.dashboard);
  const tile = page.getByRole('region', { name: CLIENT_PLAN_TEXT.tileLabel });
  await expect(tile).toContainText(`${CLIENT_PLAN_TEXT.tileActive}: 1`);
  await check(page, 'the consumer dashboard with its plans tile on a phone', 'dashboard-plans-tile-390');
  await page.setViewportSize(DESKTOP);
  await check(page, 'the consumer dashboard with its plans tile', 'dashboard-plans-tile-1366');
  await tile.getByRole('link', { name: CLIENT_PLAN_TEXT.tileLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.consumer.plans}$`));
  // The bell's item about the plan opens it; so does the list's link.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('button', { name: new RegExp(PLAN_TEXT.publishedTitle(pro.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.consumerPlan(planId)}$`));
  await expect(page.getByRole('heading', { name: CLIENT_PLAN_TEXT.title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: CLIENT_PLAN_TEXT.back }).click();
  await page.getByRole('link', { name: CLIENT_PLAN_TEXT.openLabel(pro.name) }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.consumerPlan(planId)}$`));

  // Complete with the final scores read: the forms go, the server keeps the scores.
  const complete = page.getByRole('region', { name: CLIENT_PLAN_TEXT.completeTitle });
  await complete.getByRole('button', { name: CLIENT_PLAN_TEXT.complete }).click();
  await expect(complete.getByText(PLAN_TEXT.finalScores)).toBeVisible();
  await complete.getByLabel(CLIENT_PLAN_TEXT.finalScore('Equifax')).fill('690');
  await complete.getByLabel(CLIENT_PLAN_TEXT.finalScore('Experian')).fill('702');
  await complete.getByRole('button', { name: CLIENT_PLAN_TEXT.complete }).click();
  await expect(page.getByText(/^You completed this plan on /)).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Capital One card/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: CLIENT_PLAN_TEXT.record })).toHaveCount(0);
  const completed = (await (await consumer.get(`/api/consumer/plans/${planId}`)).json()) as {
    data: { status: string; finalScores: Record<string, number | null> };
  };
  expect(completed.data.status).toBe('completed');
  expect(completed.data.finalScores).toEqual({ equifax: 690, experian: 702, transunion: null });
  await check(page, 'the completed plan', 'plan-client-completed-1366');
  await page.setViewportSize(PHONE);
  await check(page, 'the completed plan on a phone', 'plan-client-completed-390');
});

test('a client without plans sees the empty list; another client’s plan is not found', async ({ page, request, planParties }) => {
  const { planId } = await planParties({ professional: 'Taylor', client: 'Jamie' }, { actions: ACTIONS.slice(0, 1) });

  const stranger = await createVerifiedConsumer(request, 'Avery');
  await signInThroughUi(page, stranger, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await expect(page.getByRole('region', { name: CLIENT_PLAN_TEXT.tileLabel })).toContainText(CLIENT_PLAN_TEXT.empty);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plans' }).click();
  await expect(page.getByText(CLIENT_PLAN_TEXT.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: CLIENT_PLAN_TEXT.emptyAction })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await check(page, 'the client’s plans, none yet', 'plans-client-empty-1366');
  await page.setViewportSize(PHONE);
  await check(page, 'the client’s plans, none yet, on a phone', 'plans-client-empty-390');

  await page.goto(paths.consumerPlan(planId));
  await expect(page.getByText(CLIENT_PLAN_TEXT.notFound)).toBeVisible();
  await expect(page.getByText('Chase Freedom card')).toHaveCount(0);
  await check(page, 'another client’s plan', 'plan-client-not-found-390');
});

test('a plan its professional closed is still completed by the client, so that its result counts', async ({
  page,
  browser,
  planParties,
}) => {
  const { pro, clientEmail, client, planId } = await planParties(
    { professional: 'Jordan', client: 'Casey' },
    { actions: ACTIONS.slice(0, 2) },
  );

  // The professional closes the plan: the dialog and the closed plan say the client can still complete it.
  const proContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    viewport: DESKTOP,
  });
  const proPage = await proContext.newPage();
  await signInThroughUi(proPage, pro.email, pro.password);
  await expect(proPage).toHaveURL(/\/mxpert\//);
  await proPage.goto(paths.mxpertPlan(planId));
  await proPage.getByRole('button', { name: PLAN_PRO_TEXT.closePlan }).click();
  const dialog = proPage.getByRole('dialog', { name: PLAN_PRO_TEXT.closeTitle });
  await expect(dialog.getByText(PLAN_PRO_TEXT.closeText)).toBeVisible();
  await expectAccessible(proPage, 'the closing dialog');
  await dialog.getByLabel(PLAN_PRO_TEXT.closeReason).fill('The client moved to another lender');
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.closePlan }).click();
  await expect(proPage.getByText(PLAN_PRO_TEXT.readOnlyClosed)).toBeVisible();
  await expect(proPage.getByRole('button', { name: PLAN_PRO_TEXT.closePlan })).toHaveCount(0);
  await expectAccessible(proPage, 'the professional’s closed plan');

  await signInThroughUi(page, clientEmail, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await page.setViewportSize(DESKTOP);
  await page.goto(paths.consumerPlan(planId));
  await expect(page.getByRole('heading', { name: CLIENT_PLAN_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Your MortgageXpert closed this plan on /)).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.closedCanComplete)).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.closeReason('The client moved to another lender'))).toBeVisible();
  // Closed: no ticks, no check-ins, no uploads; the completion form is there as on an active plan.
  await expect(page.getByRole('checkbox', { name: /Chase Freedom card/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: CLIENT_PLAN_TEXT.record })).toHaveCount(0);
  await expect(page.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.upload })).toHaveCount(0);
  const complete = page.getByRole('region', { name: CLIENT_PLAN_TEXT.completeTitle });
  await expect(complete.getByLabel(CLIENT_PLAN_TEXT.startingScore('Equifax'))).toHaveValue('640');
  await check(page, 'the client’s closed plan', 'plan-client-closed-1366');
  await page.setViewportSize(PHONE);
  await check(page, 'the client’s closed plan on a phone', 'plan-client-closed-390');

  await complete.getByLabel(CLIENT_PLAN_TEXT.finalScore('Equifax')).fill('680');
  await complete.getByRole('button', { name: CLIENT_PLAN_TEXT.complete }).click();
  await expect(page.getByText(/^You completed this plan on /)).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.closedCanComplete)).toHaveCount(0);
  await expect(page.getByRole('region', { name: CLIENT_PLAN_TEXT.completeTitle })).toHaveCount(0);
  const completed = (await (await client.get(`/api/consumer/plans/${planId}`)).json()) as {
    data: { status: string; finalScores: Record<string, number | null> };
  };
  expect(completed.data.status).toBe('completed');
  expect(completed.data.finalScores).toEqual({ equifax: 680, experian: null, transunion: null });
  await check(page, 'the client’s plan completed after closing, on a phone', 'plan-client-closed-completed-390');

  // The professional's plan now shows the client's completion and final score.
  await proPage.reload();
  await expect(proPage.getByText(PLAN_PRO_TEXT.readOnly)).toBeVisible();
  await expect(proPage.getByText(`${PLAN_PRO_TEXT.finalScores}: Equifax 680`)).toBeVisible();
  await proContext.close();
});
