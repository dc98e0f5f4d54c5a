import { isKnownPage, PAGE_META, paths } from '@mx/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, AJAX, DEMO_PASSWORD, expect, PASSWORD, test } from './fixtures.ts';
import { pageOverflow } from './layout.ts';
import {
  apiContext,
  clientAddress,
  createLongConsumer,
  createLongProfessional,
  LONG_MESSAGE,
  registerProfessional,
  signInApi,
} from './long-data.ts';
import { createPublishedPlan, dayFromToday } from './published-plan.ts';

/**
 * Every page fits its screen: on a 1366 px desktop and a 390 px phone, signed in as each role, no
 * page is wider than the window, with the demo data and with very long names, company names and
 * all 51 licensed states. The pages come from the route table, so a new route is covered at once.
 */

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Values for the routes that take parameters; a new one without values fails the test. */
function routeTable(
  expert: { state: string; cxid: string },
  conversation: { messageId: string; requestId: string },
  planId: string,
): string[] {
  const args: Record<string, unknown[]> = {
    mxpertPlan: [planId],
    professionalProfile: [expert.state, expert.cxid],
    mxpertMessage: [conversation.messageId],
    mxpertCopRequest: [conversation.requestId],
    consumerMessage: [conversation.messageId],
    consumerRequest: [conversation.requestId],
    consumerPlan: [planId],
    homeSection: ['how-it-works'],
    directorySearch: ['Texas'],
  };
  const routes = new Set<string>(Object.keys(PAGE_META));
  const walk = (node: object) => {
    for (const [key, value] of Object.entries(node)) {
      // A pattern for the router (':state'), not an address: its example is professionalProfile's.
      if (typeof value === 'string' && value.includes('/:')) continue;
      if (typeof value === 'string') routes.add(value);
      else if (typeof value === 'function') {
        const values = args[key];
        if (!values) throw new Error(`no example values for the route ${key}`);
        routes.add((value as (...a: unknown[]) => string)(...values));
      } else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(paths);
  for (const route of routes) {
    const pathname = new URL(route, 'http://localhost').pathname;
    expect(isKnownPage(pathname) || pathname === paths.notFound, route).toBe(true);
  }
  return [...routes];
}

interface Fixture {
  routes: string[];
  longProEmail: string;
  longConsumerEmail: string;
  onboardingProEmail: string;
}

let fixture: Fixture;

// The seven roles are independent: with two workers each worker takes some of them (and makes its own
// long-data fixture in beforeAll), instead of one worker walking every route seven times.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const admin = await apiContext(playwright, base);
  await signInApi(admin, ADMIN_EMAIL, DEMO_PASSWORD);
  const pro = await apiContext(playwright, base);
  const expert = await createLongProfessional(pro, admin);
  const consumer = await apiContext(playwright, base);
  const longConsumerEmail = await createLongConsumer(consumer, expert);
  const conversation = await longConversation(consumer, pro);
  const planId = await longPlan(consumer, pro, conversation.requestId);
  const onboarding = await apiContext(playwright, base);
  const onboardingProEmail = await registerProfessional(onboarding);
  fixture = {
    routes: routeTable(expert, conversation, planId),
    longProEmail: expert.email,
    longConsumerEmail,
    onboardingProEmail,
  };
  await Promise.all([admin.dispose(), pro.dispose(), consumer.dispose(), onboarding.dispose()]);
});

/** The long consumer's newest message and request, each with a long reply from the long professional and an answer. */
async function longConversation(consumer: APIRequestContext, pro: APIRequestContext) {
  const messages = await consumer.get('/api/consumer/messages/open');
  const requests = await consumer.get('/api/consumer/requests/open');
  const messageId: string = (await messages.json()).messages[0].id;
  const requestId: string = (await requests.json()).requests[0].id;
  for (const url of [`/api/dashboard/messages/${messageId}/replies`, `/api/dashboard/cop-requests/${requestId}/replies`]) {
    const res = await pro.post(url, { headers: AJAX, data: { body: LONG_MESSAGE } });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const url of [`/api/consumer/messages/${messageId}/replies`, `/api/consumer/requests/${requestId}/replies`]) {
    const res = await consumer.post(url, { headers: AJAX, data: { body: LONG_MESSAGE } });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { messageId, requestId };
}

/** A published plan on the long consumer's request, with words longer than a phone is wide and a checkpoint. */
async function longPlan(consumer: APIRequestContext, pro: APIRequestContext, requestId: string): Promise<string> {
  const word = 'Supercalifragilisticexpialidocious'.repeat(3);
  const planId = await createPublishedPlan(pro, {
    leadId: requestId,
    summary: `${word} ${word}`,
    actions: ['pay-down', 'dispute-error', 'rapid-rescore'].map((kind, i) => ({
      accountLabel: `Wolfeschlegelsteinhausenbergerdorff${word}`.slice(0, 60),
      kind,
      amount: 9_999_999,
      pointsMin: 150,
      pointsMax: 200,
      dueOn: dayFromToday(10 + i),
      statementDay: 28,
      instructions: `${word} ${word}`,
    })),
    note: word,
  });
  const checkpoint = await consumer.post(`/api/consumer/plans/${planId}/checkpoints`, {
    headers: AJAX,
    data: { bureau: 'transunion', score: 812, readOn: dayFromToday(0) },
  });
  expect(checkpoint.status(), await checkpoint.text()).toBe(201);
  return planId;
}

/**
 * The tallest a directory card may be on a phone, so a screen shows more than one professional; a
 * card that also shows the plan outcome line, three lines of the spec's words there, may be taller
 * (docs/decisions/111).
 */
const PHONE_CARD_MAX_PX = { plain: 260, withOutcome: 300 };

/** The directory cards on the page taller than a phone allows. */
async function tallCards(page: Page): Promise<string[]> {
  return page.evaluate(
    (max) =>
      Array.from(document.querySelectorAll('[data-testid="expert-card"]'))
        .map((card) => ({
          name: card.querySelector('h2')?.textContent ?? 'card',
          height: card.getBoundingClientRect().height,
          max: card.querySelector('[data-testid="plan-outcome"]') ? max.withOutcome : max.plain,
        }))
        .filter((c) => c.height > c.max)
        .map((c) => `the card of ${c.name} is ${Math.round(c.height)} px tall (at most ${c.max})`),
    PHONE_CARD_MAX_PX,
  );
}

/** Pagers whose controls wrap onto a second row. */
async function wrappedPagers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('nav'))
      .filter((nav) => nav.querySelector('[aria-label="Next page"]'))
      .filter((nav) => {
        const tops = Array.from(nav.children).map((c) =>
          Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2),
        );
        return Math.max(...tops) - Math.min(...tops) > 2;
      })
      .map((nav) => nav.getAttribute('aria-label') ?? 'pager'),
  );
}

/** On a desktop no table needs its own sideways scrolling either: every column is in view. */
async function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table'))
      .filter((t) => t.getBoundingClientRect().width > 0)
      .filter((t) => {
        const box = t.parentElement;
        return box ? t.getBoundingClientRect().width > box.getBoundingClientRect().width + 0.5 : false;
      })
      .map((t) => t.getAttribute('aria-label') ?? 'table'),
  );
}

/**
 * The page as its reader sees it: loaded (images included), its page rendered in the main landmark,
 * every 'Loading' status gone (each data fetch shows one until its answer is on the page) and the web
 * fonts applied. Not 'networkidle': the conversations and bells poll, and waiting for half a second of
 * silence after each of 700 page loads cost minutes without showing anything more.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  // The route's page is rendered (its module may still be loading when the document is).
  await expect(page.locator('main').first()).not.toBeEmpty();
  await expect(page.locator('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** What a width shows wrong on the page as it is now. */
async function problemsAt(page: Page, size: (typeof WIDTHS)[number], route: string): Promise<string[]> {
  const problems: string[] = [];
  const wide = await pageOverflow(page);
  if (wide) problems.push(`${size.name} ${route}: ${wide}`);
  if (size.width < 640) {
    for (const card of await tallCards(page)) problems.push(`${size.name} ${route}: ${card}`);
    for (const pager of await wrappedPagers(page)) problems.push(`${size.name} ${route}: the pager ${pager} takes two rows`);
  }
  if (size.width >= 1024) {
    for (const table of await clippedTables(page)) problems.push(`${size.name} ${route}: the table ${table} is cut off`);
  }
  return problems;
}

/**
 * Each route is loaded once and looked at on both screens: opened at one width, then the window is
 * resized to the other (the app's layout is CSS alone: no component measures the window when it
 * renders). The first width alternates from one route to the next, so each screen sees half the
 * pages freshly opened and half resized.
 */
async function visitEveryRoute(browser: Browser, baseURL: string, account: { email: string; password: string } | null) {
  const problems: string[] = [];
  const context = await browser.newContext({
    baseURL,
    viewport: { width: WIDTHS[0].width, height: WIDTHS[0].height },
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  if (account) {
    const res = await context.request.post('/api/auth/login', { headers: AJAX, data: account });
    expect(res.status(), await res.text()).toBe(200);
  }
  const page = await context.newPage();
  for (const [i, route] of fixture.routes.entries()) {
    const sizes = i % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
    for (const [j, size] of sizes.entries()) {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (j === 0) await page.goto(route);
      await settle(page);
      // Two frames: the layout of the new width is applied before anything is measured.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      problems.push(...(await problemsAt(page, size, route)));
    }
  }
  await context.close();
  expect(problems).toEqual([]);
}

const ROLES: { role: string; account: () => { email: string; password: string } | null }[] = [
  { role: 'a visitor', account: () => null },
  { role: 'the demo consumer', account: () => ({ email: 'emily.johnson@mortgagexperts.test', password: DEMO_PASSWORD }) },
  { role: 'a consumer with a very long name', account: () => ({ email: fixture.longConsumerEmail, password: PASSWORD }) },
  {
    role: 'the demo approved professional',
    account: () => ({ email: 'maria.gonzalez@mortgagexperts.test', password: DEMO_PASSWORD }),
  },
  {
    role: 'an approved professional with long names and 51 states',
    account: () => ({ email: fixture.longProEmail, password: PASSWORD }),
  },
  { role: 'a professional still onboarding', account: () => ({ email: fixture.onboardingProEmail, password: PASSWORD }) },
  { role: 'the admin', account: () => ({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }) },
];

for (const { role, account } of ROLES) {
  test(`every page fits a desktop and a phone screen for ${role}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    await visitEveryRoute(browser, baseURL ?? '', account());
  });
}

test('on a phone the directory pager stays on one row, with two ellipses and three-digit pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The directory answers as if there were 125 pages of results: the real first page's professionals on each.
  await page.route('**/api/public/mxperts?*', async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('page', '1');
    const response = await route.fetch({ url: url.toString() });
    const body = await response.json();
    body.data.totalPages = 125;
    body.data.totalCount = 1250;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/mortgageexperts?search=Texas');
  // The first answer came with the page: another order makes the next one come through the route above.
  await page.getByLabel('Sort by').selectOption('experience');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('link', { name: 'Page 125' })).toBeVisible({ timeout: 30_000 });
  await pager.getByRole('link', { name: 'Page 125' }).click();
  // Page 122 of 125: ‹ 1 … 121 122 123 … 125 ›, the widest the pager gets.
  await pager.getByRole('link', { name: 'Page 122' }).click();
  await expect(pager.getByRole('button', { name: 'Page 122' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByText('…')).toHaveCount(2);
  expect(await wrappedPagers(page)).toEqual([]);
  expect(await pageOverflow(page)).toBeNull();
  await context.close();
});
