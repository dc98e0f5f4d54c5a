// Every page of every role in the pseudo-locale build (decision 127): the Spanish catalogue's letters are
// swapped for accented ones, so a plain English word on a Spanish page is a text that does not go through
// the catalogue; and each page, in Spanish, still fits a 390 px phone. What the pages show of the data (names, bios, messages, cities: every text the API and
// the page's first answers hold) is taken out before looking.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { pseudoText } from '../apps/web/pseudo-locale.ts';
import { CATALOGUES } from '../packages/contract/src/i18n/catalogues.ts';
import spanishDirectory from '../packages/contract/src/i18n/es-US/directory.ts';
import { hasSpanishPage, pathInLocale } from '../packages/contract/src/i18n/locale.ts';
import { OTHER_ADDRESSES, PAGE_MODULES, type PageArea, pagePattern } from '../packages/contract/src/pages.ts';
import { AJAX, DEMO_PASSWORD, randomIp } from './fixtures.ts';
import { PSEUDO_LOCALE_PENDING } from './pseudo-locale-pending.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A server of its own, serving the pseudo-locale build, beside the one the other journeys use. */
const port = Number(process.env.E2E_PORT ?? 3100) + 40;
const baseURL = `http://127.0.0.1:${port}`;

const test = base.extend({});
test.use({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
test.describe.configure({ mode: 'serial' });

/** Words a page may show as they are in any language: the brand, the bureaus, acronyms. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'mortgagexperts',
  'nmls',
  'equifax',
  'experian',
  'transunion',
  'fico',
  'pdf',
  'csv',
  'zip',
  'id',
]);

/** Everyday English words a hand-written text would use, beside every word of the English catalogue. */
const COMMON_ENGLISH =
  'a an the and or but of to in on at by for from with without about as is are was were be been has have had do does did not no yes you your we our us they their it its this that these those there here what which who when where why how all any each every more most less new old first last next back save cancel close open edit delete remove add send reply submit continue loading please thank thanks welcome sign log out account settings profile message messages request requests plan plans review reviews search filter filters show hide view page pages name email phone address date time today yesterday days day hours hour minutes week month year status active closed pending approved rejected suspended paused done complete completed error try again help support contact download upload file files photo logo company license state city mark read unread notes note total none other back home dashboard inbox lead leads client clients professional professionals report reports user users admin audit partners partner score scores credit action actions step steps due amount balance target goal more less'.split(
    ' ',
  );

/**
 * The words of the Spanish catalogue: the server writes real Spanish (a Spanish page's title), and a
 * Spanish word that is also an English one ('no', 'general') is no sign of English there.
 */
const SPANISH_WORDS = new Set(
  Object.values(CATALOGUES['es-US']).flatMap((texts) =>
    Object.values(texts).flatMap((text) => (String(text).match(/[A-Za-z]{2,}/g) ?? []).map((word) => word.toLowerCase())),
  ),
);

/** Every word of the English catalogue and the common ones, lower case: what an untranslated text is made of. */
const ENGLISH_WORDS = new Set(
  [
    ...Object.values(CATALOGUES['en-US']).flatMap((texts) =>
      Object.values(texts).flatMap((text) => String(text).match(/[A-Za-z]{2,}/g) ?? []),
    ),
    ...COMMON_ENGLISH,
  ]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 2 && !SAME_IN_EVERY_LANGUAGE.has(word) && !SPANISH_WORDS.has(word)),
);

interface Account {
  email: string;
  area: Exclude<PageArea, 'public' | 'directory'>;
}
/** The demo's accounts (`SEED_DEMO`): the consumer with a conversation and a plan, its professional, the admin. */
const ACCOUNTS: Account[] = [
  { email: 'emily.johnson@mortgagexperts.test', area: 'consumer' },
  { email: 'maria.gonzalez@mortgagexperts.test', area: 'mxpert' },
  { email: 'admin@mortgagexperts.test', area: 'admin' },
];

/** Every text in a JSON value (the data a page shows). */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length >= 2) into.add(value.trim());
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

/** Records the data texts a page receives: every string of every API answer and of its first answers. */
function recordData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      stringsOf(await response.json(), data);
    } catch {
      // An answer that closed with the page has nothing to add.
    }
  });
  return data;
}

/** The texts a visitor sees or hears on the page: visible text, labels, placeholders, titles, options, the tab title. */
async function pageTexts(page: Page): Promise<{ texts: string[]; preloaded: string | null }> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // What is marked as never translated (the brand), or as in another language (the switch's 'English').
      if (parent.closest('[translate="no"]') || !parent.closest('[lang]')?.getAttribute('lang')?.startsWith('es')) continue;
      const visible = parent.tagName === 'OPTION' || parent.checkVisibility({ visibilityProperty: true });
      if (visible && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return { texts, preloaded: document.getElementById('mx-preloaded')?.textContent ?? null };
  });
}

/** The plain English words of a page's texts, once the data it shows is taken out. */
async function englishOn(page: Page, data: Set<string>): Promise<string[]> {
  const { texts, preloaded } = await pageTexts(page);
  if (preloaded) stringsOf(JSON.parse(preloaded), data);
  const longestFirst = [...data].sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const value of longestFirst) if (rest.includes(value)) rest = rest.split(value).join(' ');
    const english = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => ENGLISH_WORDS.has(word.toLowerCase()));
    if (english.length) found.add(`${rest.replace(/\s+/g, ' ').trim()}  [${english.join(' ')}]`);
  }
  return [...found];
}

/**
 * Opens a page (and what `open` opens on it) and answers the English it shows, once the page is settled:
 * its main landmark rendered and its texts the same twice in a row (not 'networkidle': the bell and the conversations poll).
 */
async function check(page: Page, url: string, open?: (page: Page) => Promise<void>): Promise<string[]> {
  const data = recordData(page);
  await page.goto(url);
  await page.waitForLoadState('load');
  await expect(page.locator('main').first()).not.toBeEmpty({ timeout: 30_000 });
  await open?.(page);
  let before = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify((await pageTexts(page)).texts);
        const settled = now === before;
        before = now;
        return settled;
      },
      { intervals: [400], timeout: 15_000, message: `${url} settles` },
    )
    .toBe(true);
  return englishOn(page, data);
}

/** The page in Spanish on a 390 px phone: what reaches past the screen's right edge, or null when it fits. */
async function phoneOverflow(page: Page): Promise<string | null> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // Two frames: the phone's layout is applied before anything is measured.
  const wide = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getBoundingClientRect().width > 0)
      .filter((el) => !Array.from(el.children).some((child) => child.getBoundingClientRect().right > width + 0.5))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return `${document.documentElement.scrollWidth} px wide: ${culprits.join(', ')}`;
  });
  if (desktop) await page.setViewportSize(desktop);
  return wide;
}

/** An address no page answers, under /es/: the not-found page in Spanish. */
const NOT_FOUND_ADDRESS = '/es/no-existe-esta-pagina';

/** The pages without parameters, which a link of a list page may also lead to (a tab, not an item). */
const STATIC_PATHS = new Set(PAGE_MODULES.map((p) => p.path).filter((p) => !p.includes(':')));

/** The path of the first link to an item on a list page (a conversation, a plan, a profile). */
async function firstLink(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const links = page.locator(`a[href^="${prefix}"]:visible`);
  await expect(links.first(), `a link to ${prefix}… on ${list}`).toBeVisible({ timeout: 30_000 });
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const item = hrefs.find((href) => !STATIC_PATHS.has(href));
  expect(item, `a link to an item under ${prefix} on ${list}`).toBeTruthy();
  return item as string;
}

/** The concrete addresses of an area's pages (a pattern takes the first of its kind the account can open). */
async function addressesOf(page: Page, area: PageArea): Promise<string[]> {
  const pages = PAGE_MODULES.filter((p) => p.area === area);
  const addresses: string[] = [];
  for (const p of pages) {
    if (p.path === OTHER_ADDRESSES) {
      addresses.push(NOT_FOUND_ADDRESS);
      continue;
    }
    if (!p.path.includes(':')) {
      addresses.push(hasSpanishPage(p.path) ? pathInLocale(p.path, 'es-US') : p.path);
      continue;
    }
    const list = p.path.replace(/\/:[^/]+$/, '');
    if (p.path === '/xperts/:state/:cxid') {
      addresses.push(pathInLocale(await firstLink(page, '/mortgageexperts?search=CA', '/xperts/'), 'es-US'));
    } else {
      addresses.push(await firstLink(page, list, `${list}/`));
    }
  }
  return addresses;
}

/** A part of a page that shows only once the visitor asks for it, read as one more address of its page. */
interface View {
  area: PageArea;
  address: string;
  open(page: Page): Promise<void>;
}
const VIEWS: View[] = [
  {
    // The filters after a search by state: the state found is checked, with a note saying so.
    area: 'directory',
    address: pathInLocale('/mortgageexperts?search=California', 'es-US'),
    open: (page) => page.getByRole('button', { name: new RegExp(`^${pseudoText(spanishDirectory.filters)}`) }).click(),
  },
];

let server: ChildProcess | undefined;
/**
 * PSEUDO_LOCALE_UPDATE=1 writes the pages found with English to e2e/pseudo-locale-pending.ts instead of
 * failing (run it for every area at once; the diff shows what changed).
 */
const updating = process.env.PSEUDO_LOCALE_UPDATE === '1';
const stillEnglish = new Set<string>();

test.beforeAll(async () => {
  test.setTimeout(420_000);
  // `npm run build:pseudo` builds only when the sources are newer than the last build.
  const build = spawnSync('npm', ['run', 'build:pseudo'], { cwd: root, stdio: 'inherit' });
  expect(build.status, 'the pseudo-locale build').toBe(0);
  server = spawn(process.execPath, [path.join(root, 'e2e/serve.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), WEB_DIST_DIR: path.join(root, 'apps/web/dist-pseudo') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (!updating) return;
  const file = path.join(root, 'e2e/pseudo-locale-pending.ts');
  const source = fs.readFileSync(file, 'utf8');
  const list = [...stillEnglish]
    .sort()
    .map((key) => `  '${key}',`)
    .join('\n');
  fs.writeFileSync(
    file,
    source.replace(/= \[[\s\S]*\];\n$/, () => `= [\n${list}\n];\n`),
  );
});

/** One area's pages: each is clean, or listed as pending and still not clean (the list only shrinks). */
async function checkArea(page: Page, area: PageArea): Promise<void> {
  const problems: string[] = [];
  const views = [
    ...(await addressesOf(page, area)).map((address) => ({ address, open: undefined })),
    ...VIEWS.filter((view) => view.area === area),
  ];
  for (const { address, open } of views) {
    const bare = address.replace(/^\/es(?=\/|$)/, '').split('?')[0] || '/';
    const pattern = PAGE_MODULES.find((p) => p.area === area && pagePattern(p.path).test(bare))?.path;
    const key = pattern ?? (address === NOT_FOUND_ADDRESS ? OTHER_ADDRESSES : address);
    const english = await check(page, address, open);
    // Spanish runs longer than English: every page still fits a phone.
    const wide = await phoneOverflow(page);
    if (wide) problems.push(`${address}: wider than a 390 px phone in Spanish, ${wide}`);
    const pending = PSEUDO_LOCALE_PENDING.includes(key);
    if (english.length) stillEnglish.add(key);
    if (updating) {
      if (english.length) console.log(`${address}:\n    ${english.join('\n    ')}`);
      continue;
    }
    if (english.length && !pending) problems.push(`${address}: text outside the catalogue:\n    ${english.join('\n    ')}`);
    if (!english.length && pending) problems.push(`${address}: now clean; take ${key} off e2e/pseudo-locale-pending.ts`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

test('the public pages in Spanish show no text outside the catalogue', async ({ page }) => {
  test.setTimeout(180_000);
  await checkArea(page, 'public');
  await checkArea(page, 'directory');
});

for (const account of ACCOUNTS) {
  test(`the ${account.area} pages in a Spanish account show no text outside the catalogue`, async ({ page }) => {
    test.setTimeout(240_000);
    const login = await page.request.post('/api/auth/login', {
      headers: AJAX,
      data: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const language = await page.request.put('/api/account/language', { headers: AJAX, data: { locale: 'es-US' } });
    expect(language.status(), await language.text()).toBe(200);
    await checkArea(page, account.area);
  });
}
