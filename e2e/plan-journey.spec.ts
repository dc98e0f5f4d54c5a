import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLIENT_PLAN_TEXT,
  COP_QUESTIONS_TEXT,
  PLAN_DOCUMENTS_TEXT,
  PLAN_NOTICE,
  PLAN_OUTCOME_TEXT,
  PLAN_PAGE_TEXT,
  PLAN_TEXT,
  paths,
} from '@mx/contract';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  AJAX,
  createVerifiedConsumer,
  E2E_BASE_URL,
  expect,
  type MailboxEmail,
  PASSWORD,
  type PlaywrightApi,
  randomIp,
  readMailbox,
  signedInApi,
  signInThroughUi,
  test,
  uniqueName,
} from './fixtures.ts';
import { createApprovedProfessional } from './professional.ts';
import { createPublishedPlan, dayFromToday, planFigure } from './published-plan.ts';

/**
 * A Credit Optimization Plan from end to end, through the pages of both sides: the client asks for a
 * plan from the professional's profile; the professional starts it from the request, adds three
 * actions and publishes; the client opens it from the e-mail, ticks a task, uploads a PDF and records
 * a score; the professional sees it in the bell, downloads the PDF and publishes version 2 with a
 * note; the client reads what changed and completes the plan. Once two more of the professional's
 * clients completed theirs, the public profile shows the outcome line. Every plan page is checked with axe.
 */

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 300_000 });

/** A small, valid one-page PDF written to a folder of its own, as a client picks it from their disk. */
function writePdf(fileName: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-plan-journey-'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, body, 'latin1');
  return file;
}

/** The newest e-mail to the address with this subject, once the outbox delivered it. */
async function emailWithSubject(to: string, subject: string): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(to)).find((e) => e.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as MailboxEmail;
}

/** The e-mail's link to the page at `pathname`. */
function linkTo(email: MailboxEmail, pathname: string): string {
  const link = email.links.find((l) => new URL(l).pathname === pathname);
  expect(link, `a ${pathname} link in "${email.subject}"`).toBeTruthy();
  return link as string;
}

/** A browser window of the professional's own: another client address, the same motion settings. */
async function professionalPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    viewport: { width: 1366, height: 900 },
  });
  return context.newPage();
}

interface ActionFields {
  label: string;
  kind: string;
  min: number;
  max: number;
  due: string;
  amount?: number;
  statementDay?: number;
  instructions?: string;
}

/** Fills the action dialog in and saves it; the dialog closes once the server took it. */
async function saveAction(page: Page, a: Partial<ActionFields>): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (a.label !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.accountLabel).fill(a.label);
  if (a.kind !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.kind).selectOption({ label: a.kind });
  if (a.min !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.pointsMin).fill(String(a.min));
  if (a.max !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.pointsMax).fill(String(a.max));
  if (a.due !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.dueOn).fill(a.due);
  if (a.amount !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.amount).fill(String(a.amount));
  if (a.statementDay !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.statementDay).fill(String(a.statementDay));
  if (a.instructions !== undefined) await dialog.getByLabel(PLAN_PRO_TEXT.instructions).fill(a.instructions);
  await dialog.getByRole('button', { name: PLAN_PRO_TEXT.saveAction }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Another client of the professional with a plan they completed, all through the API: their COP
 * request, the plan started from it (Equifax 640 at the start, one action of 10 to 20 points),
 * published, and completed with the final Equifax score given.
 */
async function completedPlan(
  playwright: PlaywrightApi,
  request: APIRequestContext,
  pro: { cxid: string; email: string; password: string },
  finalEquifax: number,
): Promise<void> {
  const email = await createVerifiedConsumer(request, uniqueName('Client'));
  const client = await signedInApi(playwright, email, PASSWORD);
  const sent = await client.post(`/api/cop-requests/tx/${pro.cxid}`, {
    headers: AJAX,
    data: { phone: '(512) 555-0177', preferredContact: 'email', mortgageProcess: 'pre-qual', consent: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const open = (await (await client.get('/api/consumer/requests/open')).json()) as { requests: { id: string }[] };
  const leadId = open.requests[0]?.id ?? '';
  const proApi = await signedInApi(playwright, pro.email, pro.password);
  const planId = await createPublishedPlan(proApi, {
    leadId,
    startingScores: { equifax: 640, experian: null, transunion: null },
    actions: [{ accountLabel: 'Visa card', kind: 'pay-down', pointsMin: 10, pointsMax: 20, dueOn: dayFromToday(14) }],
  });
  const completed = await client.post(`/api/consumer/plans/${planId}/complete`, {
    headers: AJAX,
    data: { scores: { equifax: finalEquifax } },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  await Promise.all([client.dispose(), proApi.dispose()]);
}

test('a plan from the COP request to the outcome line: built, published, worked, revised and completed', async ({
  page,
  browser,
  playwright,
  request,
}) => {
  const pro = await createApprovedProfessional(playwright, { lastName: uniqueName('Journey') });
  const firstName = uniqueName('Riley');
  const clientName = `${firstName} Tester`;
  const email = await createVerifiedConsumer(request, firstName);
  const profileUrl = paths.professionalProfile('tx', pro.cxid);

  // The client, signed in, asks for a plan from the professional's profile.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/consumer\/dashboard$/);
  await page.goto(profileUrl);
  await page.getByRole('button', { name: 'Request Credit Optimization Plan' }).click();
  const copForm = page.getByRole('dialog', { name: 'Request a Credit Optimization Plan' });
  await expect(copForm.getByText(`Sending as ${clientName}`)).toBeVisible();
  await copForm.getByLabel('Phone number').fill('(512) 555-0123');
  await copForm.getByLabel(COP_QUESTIONS_TEXT.targetScore).fill('700');
  await copForm.getByLabel(COP_QUESTIONS_TEXT.loanAmount).fill('320000');
  await copForm.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
  await copForm.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Submitted!')).toBeVisible();
  // The client closes the browser: the plan's e-mail brings them back through sign-in.
  await page.context().clearCookies();

  // 1. The professional starts the plan from the request's card, adds three actions and publishes.
  const proPage = await professionalPage(browser);
  await signInThroughUi(proPage, pro.email, pro.password);
  await expect(proPage).toHaveURL(/\/mxpert\/dashboard$/);
  await proPage.goto(paths.mxpert.copRequests);
  await expect(proPage.getByRole('article', { name: clientName })).toBeVisible();
  await expectAccessible(proPage, 'the COP requests with Start a plan');
  await proPage.getByRole('button', { name: `${PLAN_PRO_TEXT.startPlan} for ${clientName}` }).click();
  await expect(proPage).toHaveURL(/\/mxpert\/plans\/[0-9a-f-]{36}$/);
  const planId = new URL(proPage.url()).pathname.split('/').pop() ?? '';
  await expect(proPage.getByRole('heading', { name: PLAN_PRO_TEXT.title(clientName), level: 1 })).toBeVisible();
  await expect(proPage.getByText(PLAN_NOTICE)).toBeVisible();
  const planForm = proPage.getByRole('form', { name: PLAN_PRO_TEXT.planTitle });
  await expect(planForm.getByLabel(PLAN_PRO_TEXT.targetScore)).toHaveValue('700');
  await expectAccessible(proPage, 'the new plan’s draft');

  await planForm.getByLabel('Equifax').fill('640');
  await planForm.getByLabel('Experian').fill('652');
  await planForm.getByLabel(PLAN_PRO_TEXT.scoresReadOn).fill(dayFromToday(-7));
  await planForm.getByLabel(PLAN_PRO_TEXT.targetRepullOn).fill(dayFromToday(60));
  await planForm.getByLabel(PLAN_PRO_TEXT.summary).fill('Lower the card balances before their statements close, then re-pull.');
  await planForm.getByRole('button', { name: PLAN_PRO_TEXT.save }).click();
  await expect(proPage.getByText(PLAN_PRO_TEXT.saved)).toBeVisible();

  const addAction = proPage.getByRole('button', { name: PLAN_PRO_TEXT.addAction });
  await addAction.click();
  await saveAction(proPage, {
    label: 'Visa card',
    kind: 'Pay before the statement date',
    min: 10,
    max: 20,
    due: dayFromToday(10),
    amount: 1200,
    statementDay: 14,
    instructions: 'Pay the balance below 10% of the limit two days before the statement closes.',
  });
  await addAction.click();
  await saveAction(proPage, { label: 'Store card', kind: 'Pay down a balance', min: 5, max: 15, due: dayFromToday(20) });
  await addAction.click();
  await saveAction(proPage, { label: 'Car loan', kind: 'Keep an account open', min: 0, max: 5, due: dayFromToday(30) });
  for (const label of ['Visa card', 'Store card', 'Car loan']) {
    await expect(proPage.getByRole('listitem', { name: label, exact: true })).toBeVisible();
  }
  await expect(proPage.getByText(PLAN_PRO_TEXT.changesFirst)).toBeVisible();
  await expectAccessible(proPage, 'the draft with three actions');
  await proPage.getByLabel(PLAN_PRO_TEXT.publishNote).fill('Start with the Visa card.');
  await proPage.getByRole('button', { name: PLAN_PRO_TEXT.publish(1) }).click();
  await expect(proPage.getByText(PLAN_TEXT.published(1), { exact: true })).toBeVisible();
  await expect(proPage.getByText(PLAN_PRO_TEXT.changesNone)).toBeVisible();
  await expectAccessible(proPage, 'the plan after version 1');

  // 2. The client opens the plan from the e-mail, signs in, ticks a task, uploads a PDF, records a score.
  const planPath = paths.consumerPlan(planId);
  const firstEmail = await emailWithSubject(email, PLAN_TEXT.planEmailSubject(pro.name, 1));
  await page.goto(linkTo(firstEmail, planPath));
  await expect(page).toHaveURL(/\/signin\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${planPath}$`));
  await expect(page.getByRole('heading', { name: CLIENT_PLAN_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText(CLIENT_PLAN_TEXT.from(pro.name))).toBeVisible();
  await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(0, 3));
  await expectAccessible(page, 'the client’s plan, version 1');

  const visa = page.getByRole('checkbox', { name: /Visa card/ });
  await visa.click();
  await expect(visa).toBeChecked();
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(1, 3));

  const documents = page.getByRole('region', { name: PLAN_DOCUMENTS_TEXT.title });
  await documents.getByLabel(PLAN_DOCUMENTS_TEXT.choose).setInputFiles(writePdf('card-statement.pdf'));
  await documents.getByRole('button', { name: PLAN_DOCUMENTS_TEXT.upload }).click();
  await expect(page.getByText(PLAN_TEXT.documentUploaded)).toBeVisible();
  await expect(documents.getByText('card-statement.pdf')).toBeVisible();

  await page.getByLabel(CLIENT_PLAN_TEXT.bureau, { exact: true }).selectOption('equifax');
  await page.getByLabel(CLIENT_PLAN_TEXT.score, { exact: true }).fill('668');
  await page.getByRole('button', { name: CLIENT_PLAN_TEXT.record }).click();
  await expect(page.getByText(CLIENT_PLAN_TEXT.recorded)).toBeVisible();
  const scores = page.getByRole('table', { name: PLAN_PAGE_TEXT.tableCaption(700) });
  await expect(scores.getByRole('cell', { name: '668', exact: true })).toBeVisible();
  await expectAccessible(page, 'the client’s plan after a tick, a document and a score');

  // 3. The professional sees it in the bell, opens the plan from it, downloads the PDF and publishes version 2.
  await proPage.goto(paths.mxpert.dashboard);
  const bell = proPage.getByRole('button', { name: /^Notifications, (\d+|9\+) unread$/ });
  await bell.click();
  const bellList = proPage.getByRole('list', { name: 'Notifications list' });
  await expect(bellList.getByText(`${clientName} ticked off: Visa card.`)).toBeVisible();
  await expect(bellList.getByText(`${clientName} recorded an Equifax score of 668`, { exact: false })).toBeVisible();
  const uploadedItem = bellList.getByRole('button', {
    name: new RegExp(`${clientName} uploaded a document: card-statement\\.pdf\\.`),
  });
  await expect(uploadedItem).toBeVisible();
  await expectAccessible(proPage, 'the professional’s bell with the client’s work');
  await uploadedItem.click();
  await expect(proPage).toHaveURL(new RegExp(`/mxpert/plans/${planId}$`));
  await expect(proPage.getByText(PLAN_PRO_TEXT.progress(1, 3)).first()).toBeVisible();
  await expect(proPage.getByRole('cell', { name: '668', exact: true })).toBeVisible();
  await expectAccessible(proPage, 'the plan with the client’s progress');

  const downloading = proPage.waitForEvent('download');
  await proPage.getByRole('link', { name: PLAN_DOCUMENTS_TEXT.download('card-statement.pdf') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('card-statement.pdf');
  const head = fs.readFileSync(await download.path()).subarray(0, 5);
  expect(head.toString('latin1')).toBe('%PDF-');

  await proPage.getByRole('button', { name: `${PLAN_PRO_TEXT.edit} Store card` }).click();
  await saveAction(proPage, { due: dayFromToday(15) });
  const changes = proPage.getByRole('list', { name: PLAN_PRO_TEXT.changesTitle });
  await expect(changes.getByText('Changed: Store card (due date)')).toBeVisible();
  await proPage.getByLabel(PLAN_PRO_TEXT.publishNote).fill('Pay the store card sooner.');
  await proPage.getByRole('button', { name: PLAN_PRO_TEXT.publish(2) }).click();
  await expect(proPage.getByText(PLAN_TEXT.published(2), { exact: true })).toBeVisible();
  await expectAccessible(proPage, 'the plan after version 2');

  // 4. The client opens version 2 from its e-mail, reads what changed, and completes the plan.
  const secondEmail = await emailWithSubject(email, PLAN_TEXT.planEmailSubject(pro.name, 2));
  await page.goto(linkTo(secondEmail, planPath));
  await expect(page.getByRole('heading', { name: CLIENT_PLAN_TEXT.title, level: 1 })).toBeVisible();
  const versions = page.getByRole('region', { name: PLAN_PAGE_TEXT.versionsTitle });
  await expect(versions.getByText('Pay the store card sooner.')).toBeVisible();
  await expect(versions.getByText(/^Changed: Store card \(due date\)$/)).toBeVisible();
  await expect(versions.getByText('Start with the Visa card.')).toBeVisible();
  await expect(planFigure(page, CLIENT_PLAN_TEXT.tasksDone)).toHaveText(CLIENT_PLAN_TEXT.doneOfTotal(1, 3));
  await expectAccessible(page, 'the client’s plan, version 2');

  const complete = page.getByRole('region', { name: CLIENT_PLAN_TEXT.completeTitle });
  // The gain runs from the first version's starting scores, shown for the client to confirm.
  await expect(complete.getByLabel(CLIENT_PLAN_TEXT.startingScore('Equifax'))).toHaveValue('640');
  await complete.getByLabel(CLIENT_PLAN_TEXT.finalScore('Equifax')).fill('690');
  await complete.getByLabel(CLIENT_PLAN_TEXT.finalScore('Experian')).fill('702');
  await complete.getByRole('button', { name: CLIENT_PLAN_TEXT.complete }).click();
  await expect(page.getByText(/^You completed this plan on /)).toBeVisible();
  await expect(page.getByRole('button', { name: CLIENT_PLAN_TEXT.record })).toHaveCount(0);
  await expectAccessible(page, 'the client’s completed plan');

  await proPage.reload();
  await expect(proPage.getByText(PLAN_PRO_TEXT.readOnly)).toBeVisible();
  await expectAccessible(proPage, 'the professional’s completed plan');
  await proPage.context().close();

  // 5. Gains of 50 (this plan: Equifax 640 to 690, Experian 652 to 702), 40 and 60: nothing shows
  // at two completed plans, the outcome line with the median of 50 at three. The plans estimated 28
  // (15 + 10 + 2.5, this plan's midpoints), 15 and 15: the median 15 beside it.
  const profile = page.getByText(/^Plans completed: /);
  await completedPlan(playwright, request, pro, 680);
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name: pro.name, level: 1 })).toBeVisible();
  await expect(profile).toHaveCount(0);
  await completedPlan(playwright, request, pro, 700);
  const line = PLAN_OUTCOME_TEXT.line(3, 50);
  expect(line).toBe('Plans completed: 3, median gain 50 points (scores confirmed by clients)');
  await page.goto(profileUrl);
  await expect(page.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByText(PLAN_OUTCOME_TEXT.estimated(15), { exact: true })).toBeVisible();
  await expectAccessible(page, 'the profile with the outcome line');
});
