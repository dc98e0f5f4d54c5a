import fs from 'node:fs';
import { PLAN_NOTICE, PLAN_OUTCOME_TEXT, PLAN_TEXT } from '@mx/contract';
import { CLIENT_PLAN_TEXT, PLAN_DOCUMENTS_TEXT } from '@mx/contract/plan-page-texts';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  AJAX,
  createVerifiedConsumer,
  expect,
  PASSWORD,
  type PlaywrightApi,
  signedInApi,
  signInThroughUi,
  test,
  uniqueName,
} from './fixtures.ts';
import { expectFitsWindow, screenshot } from './layout.ts';
import { createApprovedProfessional, type Professional } from './professional.ts';

/**
 * The professional's side of Credit Optimization Plans: Start a plan from a COP request (its answers
 * prefilled), the draft's fields and actions, publishing versions with what changed, the list and
 * the dashboard tile; the public outcome line once three clients completed their plans.
 */

/** A real one-page PDF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

/** A verified client signed in through the API who sent the professional a COP request with the optional answers. */
async function clientWithRequest(playwright: PlaywrightApi, request: APIRequestContext, pro: Professional, firstName: string) {
  const email = await createVerifiedConsumer(request, firstName);
  const client = await signedInApi(playwright, email, PASSWORD);
  const res = await client.post(`/api/cop-requests/tx/${pro.cxid}`, {
    data: {
      phone: '(512) 555-0100',
      preferredContact: 'email',
      mortgageProcess: 'pre-qual',
      believedScoreRange: '620-659',
      targetScore: 720,
      timeline: '3-6-months',
      loanAmount: 320000,
      zip: '78701',
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, client };
}

async function fillAction(
  page: Page,
  a: { label: string; kind?: string; min: string; max: string; due: string; amount?: string; day?: string; text?: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(PLAN_PRO_TEXT.accountLabel).fill(a.label);
  if (a.kind) await dialog.getByLabel(PLAN_PRO_TEXT.kind).selectOption({ label: a.kind });
  await dialog.getByLabel(PLAN_PRO_TEXT.pointsMin).fill(a.min);
  await dialog.getByLabel(PLAN_PRO_TEXT.pointsMax).fill(a.max);
  await dialog.getByLabel(PLAN_PRO_TEXT.dueOn).fill(a.due);
  if (a.amount) await dialog.getByLabel(PLAN_PRO_TEXT.amount).fill(a.amount);
  if (a.day) await dialog.getByLabel(PLAN_PRO_TEXT.statementDay).fill(a.day);
  if (a.text) await dialog.getByLabel(PLAN_PRO_TEXT.instructions).fill(a.text);
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.saveAction }).click();
}

test('a professional starts a plan from a COP request, builds it, publishes it, edits it and publishes version 2', async ({
  page,
  playwright,
  request,
}) => {
  test.setTimeout(300_000);
  const pro = await createApprovedProfessional(playwright, { lastName: uniqueName('Planner') });
  const firstName = uniqueName('Riley');
  const clientName = `${firstName} Tester`;
  const { client } = await clientWithRequest(playwright, request, pro, firstName);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughUi(page, pro.email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.goto('/mxpert/cop-requests');
  const card = page.getByRole('article', { name: clientName });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: `${PLAN_PRO_TEXT.startPlan} for ${clientName}` }).click();

  // The draft opens with the client's answers, the target score and the loan amount prefilled.
  await expect(page).toHaveURL(/\/mxpert\/plans\/[0-9a-f-]{36}$/);
  const planUrl = page.url();
  await expect(page.getByRole('heading', { name: PLAN_PRO_TEXT.title(clientName), level: 1 })).toBeVisible();
  await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
  const answers = page.getByRole('list', { name: PLAN_PRO_TEXT.answersTitle });
  for (const line of [
    'Believed score: 620 to 659',
    'Target score: 720',
    'Buying or refinancing: In 3 to 6 months',
    'Loan amount: $320,000',
    'ZIP 78701',
  ]) {
    await expect(answers.getByText(line)).toBeVisible();
  }
  const planForm = page.getByRole('form', { name: PLAN_PRO_TEXT.planTitle });
  await expect(planForm.getByLabel(PLAN_PRO_TEXT.targetScore)).toHaveValue('720');
  await expect(planForm.getByLabel(PLAN_PRO_TEXT.loanAmount)).toHaveValue('320000');
  await expectAccessible(page, 'the new plan draft');

  // The plan-wide fields; an account number in the summary is refused on the field.
  await planForm.getByLabel('Equifax').fill('640');
  await planForm.getByLabel('Experian').fill('652');
  await planForm.getByLabel(PLAN_PRO_TEXT.scoresReadOn).fill('2026-11-20');
  await planForm.getByLabel(PLAN_PRO_TEXT.targetRepullOn).fill('2027-03-01');
  await planForm.getByLabel(PLAN_PRO_TEXT.summary).fill('Card 4111111111111111 first');
  await planForm.getByRole('button', { name: PLAN_PRO_TEXT.save }).click();
  await expect(planForm.getByRole('alert').filter({ hasText: PLAN_TEXT.accountNumbers })).toBeVisible();
  await planForm.getByLabel(PLAN_PRO_TEXT.summary).fill('Lower the card balances before the statements close, then re-pull.');
  await planForm.getByRole('button', { name: PLAN_PRO_TEXT.save }).click();
  await expect(page.getByText(PLAN_PRO_TEXT.saved)).toBeVisible();

  // An empty action asks for the account and a valid due date, in words the fields show.
  await page.getByRole('button', { name: PLAN_PRO_TEXT.addAction }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.saveAction }).click();
  await expect(dialog.getByLabel(PLAN_PRO_TEXT.accountLabel)).toHaveAccessibleDescription(PLAN_TEXT.accountLabelRequired);
  await expect(dialog.getByLabel(PLAN_PRO_TEXT.dueOn)).toHaveAccessibleDescription(PLAN_TEXT.dueOn);
  await expectAccessible(page, 'the empty action form');
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.cancel }).click();
  await expect(dialog).toHaveCount(0);

  // Three actions; the one with an account number is refused until it is fixed.
  await page.getByRole('button', { name: PLAN_PRO_TEXT.addAction }).click();
  await fillAction(page, {
    label: 'Visa card',
    kind: 'Pay down a balance',
    min: '10',
    max: '20',
    due: '2026-12-15',
    amount: '1200',
    day: '14',
    text: 'Pay the balance below 10% before the statement closes.',
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: PLAN_PRO_TEXT.addAction }).click();
  await fillAction(page, {
    label: 'Store card 12345678',
    kind: 'Pay before the statement date',
    min: '5',
    max: '10',
    due: '2026-12-20',
  });
  await expect(dialog.getByRole('alert').filter({ hasText: PLAN_TEXT.accountNumbers })).toBeVisible();
  await expectAccessible(page, 'the action form with an error');
  await screenshot(page, 'plan-pro-action-refused-1366');
  await dialog.getByLabel(PLAN_PRO_TEXT.accountLabel).fill('Store card');
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.saveAction }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: PLAN_PRO_TEXT.addAction }).click();
  await fillAction(page, { label: 'Car loan', kind: 'Keep an account open', min: '0', max: '5', due: '2027-01-10' });
  await expect(dialog).toHaveCount(0);
  const actions = page.locator('ol > li[aria-label]');
  await expect(actions).toHaveText([/1\. Visa card/, /2\. Store card/, /3\. Car loan/]);
  // An estimate from nought reads as the client reads it: up to the highest.
  await expect(actions.nth(0).getByText('Pay down a balance · 10 to 20 points · Due Dec 15, 2026 · $1,200')).toBeVisible();
  await expect(
    actions.nth(2).getByText('Keep an account open · Up to 5 points · Due Jan 10, 2027', { exact: true }),
  ).toBeVisible();

  // Version 1 with a note.
  await expect(page.getByText(PLAN_PRO_TEXT.changesFirst)).toBeVisible();
  await page.getByLabel(PLAN_PRO_TEXT.publishNote).fill('Start with the Visa card.');
  await page.getByRole('button', { name: PLAN_PRO_TEXT.publish(1) }).click();
  await expect(page.getByText(PLAN_TEXT.published(1), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Version 1/ })).toBeVisible();
  await expect(page.getByText('Start with the Visa card.')).toBeVisible();
  await expect(page.getByText(PLAN_PRO_TEXT.changesNone)).toBeVisible();
  // Nothing changed since version 1: Publish is unavailable, and the sentence above it says why.
  const publishNext = page.getByRole('button', { name: PLAN_PRO_TEXT.publish(2) });
  await expect(publishNext).toBeDisabled();
  await expect(publishNext).toHaveAccessibleDescription(PLAN_PRO_TEXT.changesNone);
  await expectAccessible(page, 'the plan with nothing to publish');
  await screenshot(page, 'plan-pro-nothing-to-publish-1366');

  // Edit: a new due date and estimate for the Visa card, the car loan moved up.
  await page.getByRole('button', { name: `${PLAN_PRO_TEXT.edit} Visa card` }).click();
  await dialog.getByLabel(PLAN_PRO_TEXT.dueOn).fill('2026-12-18');
  await dialog.getByLabel(PLAN_PRO_TEXT.pointsMax).fill('25');
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.saveAction }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `${PLAN_PRO_TEXT.moveUp} Car loan` }).click();
  await expect(actions).toHaveText([/1\. Visa card/, /2\. Car loan/, /3\. Store card/]);
  const changes = page.getByRole('list', { name: PLAN_PRO_TEXT.changesTitle });
  await expect(changes.getByText('Changed: Visa card (estimated points, due date)')).toBeVisible();
  await expect(changes.getByText('Actions reordered')).toBeVisible();
  await expectAccessible(page, 'the plan with unpublished changes');
  await expect(publishNext).toBeEnabled();
  await expect(page.getByText(PLAN_PRO_TEXT.changesNone)).toHaveCount(0);
  await screenshot(page, 'plan-pro-editor-1366');

  await page.getByLabel(PLAN_PRO_TEXT.publishNote).fill('Moved the Visa card due date.');
  await page.getByRole('button', { name: PLAN_PRO_TEXT.publish(2) }).click();
  await expect(page.getByText(PLAN_TEXT.published(2), { exact: true })).toBeVisible();
  const v2 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Version 2/ }) });
  await expect(v2.getByText('Moved the Visa card due date.')).toBeVisible();
  await expect(v2.getByText('Changed: Visa card (estimated points, due date)')).toBeVisible();
  await expect(page.getByText(PLAN_PRO_TEXT.progress(0, 3)).first()).toBeVisible();
  await expectAccessible(page, 'the plan after version 2');

  // Checkpoints: one recorded by the professional.
  const checkpointForm = page.getByRole('form', { name: PLAN_PRO_TEXT.recordCheckpoint });
  await checkpointForm.getByLabel(CLIENT_PLAN_TEXT.bureau).selectOption({ label: 'Experian' });
  await checkpointForm.getByLabel(CLIENT_PLAN_TEXT.score).fill('661');
  await checkpointForm.getByLabel(CLIENT_PLAN_TEXT.readOn).fill('2026-11-25');
  await checkpointForm.getByRole('button', { name: CLIENT_PLAN_TEXT.record }).click();
  await expect(page.getByRole('cell', { name: '661' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWindow(page, 'the plan editor at 390 px');
  await screenshot(page, 'plan-pro-editor-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Documents: the client's PDF waits on the list until the plan is opened; the professional downloads it,
  // uploads one of their own and deletes it.
  const planId = planUrl.split('/').pop() ?? '';
  const uploaded = await client.post(`/api/consumer/plans/${planId}/documents`, {
    headers: AJAX,
    multipart: { file: { name: 'card-statement.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await client.dispose();
  await page.goto('/mxpert/plans');
  const waitingCard = page.getByRole('list', { name: PLAN_PRO_TEXT.listTitle }).getByRole('listitem');
  await expect(waitingCard.getByText(PLAN_PRO_TEXT.waitingDocumentsCount(1))).toBeVisible();
  await waitingCard.getByRole('link', { name: clientName }).click();
  await expect(page).toHaveURL(planUrl);
  const downloadLink = (name: string) => page.getByRole('link', { name: PLAN_DOCUMENTS_TEXT.download(name) });
  const deleteButton = (name: string) => page.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.delete(name) });
  await expect(downloadLink('card-statement.pdf')).toBeVisible();
  await expect(deleteButton('card-statement.pdf')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await downloadLink('card-statement.pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('card-statement.pdf');
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const pdfPath = `${test.info().outputPath()}/my-notes.pdf`;
  fs.mkdirSync(test.info().outputPath(), { recursive: true });
  fs.writeFileSync(pdfPath, PDF);
  await page.getByLabel(PLAN_DOCUMENTS_TEXT.choose).setInputFiles(pdfPath);
  await page.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.upload, exact: true }).click();
  await expect(downloadLink('my-notes.pdf')).toBeVisible();
  await expectAccessible(page, 'the plan with documents');
  await screenshot(page, 'plan-pro-editor-documents-1366');
  await deleteButton('my-notes.pdf').click();
  await page.getByRole('dialog').getByRole('button', { name: PLAN_DOCUMENTS_TEXT.confirm }).click();
  await expect(downloadLink('my-notes.pdf')).toHaveCount(0);
  await page.goto('/mxpert/plans');
  await expect(waitingCard.getByText(PLAN_PRO_TEXT.waitingDocumentsCount(0))).toBeVisible();

  // The card and the conversation now open the plan.
  await page.goto('/mxpert/cop-requests');
  const openPlan = page.getByRole('link', { name: `${PLAN_PRO_TEXT.openPlan} for ${clientName}` });
  await expect(openPlan).toBeVisible();
  await expectAccessible(page, 'the requests inbox with Open plan');
  await page.getByRole('link', { name: `Reply to ${clientName}` }).click();
  await expect(page.getByRole('link', { name: `${PLAN_PRO_TEXT.openPlan} for ${clientName}` })).toBeVisible();
  await page.getByRole('link', { name: `${PLAN_PRO_TEXT.openPlan} for ${clientName}` }).click();
  await expect(page).toHaveURL(planUrl);

  // The list, filtered by status, and the dashboard tile.
  await page.goto('/mxpert/plans');
  const listed = page.getByRole('list', { name: PLAN_PRO_TEXT.listTitle }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('link', { name: clientName })).toBeVisible();
  await expect(listed.getByText(PLAN_PRO_TEXT.progress(0, 3))).toBeVisible();
  await expect(listed.getByText('Visa card · Dec 18, 2026')).toBeVisible();
  await expect(listed.getByText(PLAN_PRO_TEXT.versionLine(2))).toBeVisible();
  await expectAccessible(page, '/mxpert/plans');
  await screenshot(page, 'plan-pro-list-1366');
  await page.getByLabel(PLAN_PRO_TEXT.statusFilter).selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/\?status=draft$/);
  await expect(page.getByText(PLAN_PRO_TEXT.noPlansWithStatus)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel(PLAN_PRO_TEXT.statusFilter).selectOption({ label: 'Active' });
  await expect(listed).toHaveCount(1);
  await expectFitsWindow(page, 'the plans list at 390 px');
  await screenshot(page, 'plan-pro-list-390');

  await page.goto('/mxpert/dashboard');
  const tile = page.getByRole('link', { name: new RegExp(`^${PLAN_PRO_TEXT.tileLabel}`) });
  await expect(tile).toContainText('1');
  await expectFitsWindow(page, 'the dashboard at 390 px');
  await screenshot(page, 'plan-pro-dashboard-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'plan-pro-dashboard-1366');
  await tile.click();
  await expect(page).toHaveURL(/\/mxpert\/plans\?status=active$/);
});

test('a paused professional is told why no plan starts', async ({ page, playwright, request }) => {
  const pro = await createApprovedProfessional(playwright, { lastName: uniqueName('Paused') });
  const firstName = uniqueName('Sam');
  const { client } = await clientWithRequest(playwright, request, pro, firstName);
  await client.dispose();
  const api = await signedInApi(playwright, pro.email, PASSWORD);
  const paused = await api.put('/api/mxpert/listing', { headers: AJAX, data: { paused: true } });
  expect(paused.status(), await paused.text()).toBe(200);
  await api.dispose();

  await signInThroughUi(page, pro.email, PASSWORD);
  await expect(page).toHaveURL(/\/mxpert\/dashboard$/);
  await page.goto('/mxpert/cop-requests');
  await page.getByRole('button', { name: `${PLAN_PRO_TEXT.startPlan} for ${firstName} Tester` }).click();
  await expect(
    page
      .getByRole('article', { name: `${firstName} Tester` })
      .locator('..')
      .getByRole('alert'),
  ).toHaveText(PLAN_TEXT.paused);
  await expect(page).toHaveURL(/\/mxpert\/cop-requests$/);
});

/** A plan the professional publishes through the API from the client's request (Equifax 640 at the start, one action of 10 to 20 points). */
async function publishedPlanFor(pro: APIRequestContext, leadId: string): Promise<string> {
  const started = await pro.post('/api/dashboard/plans', { headers: AJAX, data: { leadId } });
  expect(started.status(), await started.text()).toBe(201);
  const id = ((await started.json()) as { data: { id: string } }).data.id;
  const patched = await pro.patch(`/api/dashboard/plans/${id}`, {
    headers: AJAX,
    data: { startingScores: { equifax: 640 }, scoresReadOn: '2026-11-01', targetScore: 700, targetRepullOn: '2027-02-01' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const action = await pro.post(`/api/dashboard/plans/${id}/actions`, {
    headers: AJAX,
    data: { accountLabel: 'Visa card', kind: 'pay-down', pointsMin: 10, pointsMax: 20, dueOn: '2026-12-15' },
  });
  expect(action.status(), await action.text()).toBe(201);
  const published = await pro.post(`/api/dashboard/plans/${id}/publish`, { headers: AJAX, data: { note: '' } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test('the profile and the directory card show the outcome line once three clients completed their plans, not before', async ({
  page,
  playwright,
  request,
}) => {
  test.setTimeout(180_000);
  const lastName = uniqueName('Proof');
  const pro = await createApprovedProfessional(playwright, { lastName });
  const proApi = await signedInApi(playwright, pro.email, PASSWORD);
  const requests = await proApi.get('/api/dashboard/cop-requests/open?page=1&limit=10');
  expect(requests.status()).toBe(200);

  const finals = [680, 700, 660];
  const outcome = page.getByTestId('plan-outcome');
  const profileUrl = `/xperts/tx/${pro.cxid}`;
  const directoryUrl = `/mortgageexperts?search=${encodeURIComponent(lastName)}`;
  for (const [i, final] of finals.entries()) {
    const { client } = await clientWithRequest(playwright, request, pro, uniqueName('Client'));
    const leads = (await (await proApi.get('/api/dashboard/cop-requests/open?page=1&limit=10')).json()) as {
      copRequests: { id: string; planId: string | null }[];
    };
    const lead = leads.copRequests.find((r) => r.planId === null);
    expect(lead).toBeTruthy();
    const planId = await publishedPlanFor(proApi, lead?.id ?? '');
    const completed = await client.post(`/api/consumer/plans/${planId}/complete`, {
      headers: AJAX,
      data: { scores: { equifax: final } },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    await client.dispose();
    if (i < 2) {
      await page.goto(profileUrl);
      await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();
      await expect(outcome).toHaveCount(0);
      await page.goto(directoryUrl);
      await expect(page.getByRole('heading', { name: pro.name, level: 2 })).toBeVisible();
      await expect(outcome).toHaveCount(0);
    }
  }
  await proApi.dispose();

  // Gains 40, 60 and 20: the median 40; each plan estimated the midpoint of 10 to 20.
  const line = PLAN_OUTCOME_TEXT.line(3, 40);
  const estimated = PLAN_OUTCOME_TEXT.estimated(15);
  expect(line).toBe('Plans completed: 3, median gain 40 points (scores confirmed by clients)');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(profileUrl);
  await expect(outcome).toContainText(line);
  await expect(outcome).toContainText(estimated);
  await expectAccessible(page, 'the profile with the outcome line');
  await screenshot(page, 'plan-pro-profile-outcome-1366');
  await page.goto(directoryUrl);
  await expect(outcome).toContainText(line);
  await expect(outcome).toContainText(estimated);
  await screenshot(page, 'plan-pro-card-outcome-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWindow(page, 'the directory card with the outcome line at 390 px');
  await screenshot(page, 'plan-pro-card-outcome-390');
  await page.goto(profileUrl);
  await expect(outcome).toContainText(line);
  await expectFitsWindow(page, 'the profile with the outcome line at 390 px');
  await screenshot(page, 'plan-pro-profile-outcome-390');
});
