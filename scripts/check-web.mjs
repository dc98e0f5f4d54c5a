// `npm run check:web`: page weight and Lighthouse scores of the public pages, against budgets.
//   --size-only      only the JavaScript budget and the code-splitting check (what CI runs)
// A page's initial JavaScript is every script and modulepreload its HTML names (what the browser
// fetches before anything runs); what the page loads by the time the network is idle is shown beside it.
//   BASE_URL=...     check a running app instead of starting one
// Fails (exit 1) when a page is over budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizeOnly = process.argv.includes('--size-only');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const BUDGET = {
  landingJsGzipBytes: 120 * 1024,
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 },
};
/** Code of the signed-in areas: a public page must load none of it. */
const AREA_CODE = /(mxpert|admin|onboarding|leads|reports|consumer-(dashboard|messages|requests|plans?))/i;

async function startApp() {
  const port = 3190 + Math.floor(Math.random() * 9);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-check-web-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_POSTAL_ADDRESS: '100 Example Street, Austin, TX 78701',
      MAIL_LINK_SECRET: 'check-web-only-mail-link-secret-0123456789',
      TWO_FACTOR_KEY: 'a-test-two-factor-key-that-is-at-least-32-characters',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A public expert profile to check: the first one the sitemap lists. */
async function anyExpertPath(base) {
  const xml = await (await fetch(`${base}/sitemaps/experts-1.xml`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  return loc ? new URL(loc).pathname : null;
}

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;

/** Every script and modulepreload the page's HTML names, by URL: the initial JavaScript (gzip). */
async function initialJs(url) {
  const html = await (await fetch(url)).text();
  const named = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel=["']?modulepreload\b/.test(tag)) continue;
    const src = /\b(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if (src) named.add(new URL(src, url).href);
  }
  const sizes = new Map();
  for (const u of named) sizes.set(u, gzipSize(Buffer.from(await (await fetch(u)).arrayBuffer())));
  return sizes;
}

async function measureJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      scripts.set(res.url(), gzipSize(body));
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
}

async function lighthouse(url) {
  const { default: lh } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lh(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const scores = Object.fromEntries(
      Object.entries(result.lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]),
    );
    const failing = Object.values(result.lhr.audits)
      .filter(
        (a) => a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return { scores, failing };
  } finally {
    await chrome.kill();
  }
}

const app = process.env.BASE_URL ? { base: process.env.BASE_URL, stop: () => {} } : await startApp();
let failed = false;
try {
  const expert = await anyExpertPath(app.base);
  // The landing page in both languages: each loads only its own language's texts (decision 115).
  const pages = ['/', '/es/', '/mortgageexperts?search=Austin%2C%20TX', ...(expert ? [expert] : []), '/signin'];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  const kb = (n) => (n / 1024).toFixed(1).padStart(6);
  console.log('JavaScript of each public page (gzip): initial (what its HTML names), then loaded by network idle:');
  for (const p of pages) {
    const initial = await initialJs(`${app.base}${p}`);
    const scripts = await measureJs(browser, `${app.base}${p}`);
    const areaChunks = [...new Set([...initial.keys(), ...scripts.keys()])].filter((u) =>
      AREA_CODE.test(path.basename(new URL(u).pathname)),
    );
    const overBudget = (p === '/' || p === '/es/') && sum(initial) > BUDGET.landingJsGzipBytes;
    console.log(
      `  ${p.padEnd(48)} ${kb(sum(initial))} KB in ${initial.size} files; ${kb(sum(scripts))} KB in ${scripts.size} files${overBudget ? `  OVER the ${BUDGET.landingJsGzipBytes / 1024} KB budget` : ''}`,
    );
    if (areaChunks.length) console.log(`    loads signed-in area code: ${areaChunks.map((u) => path.basename(u)).join(', ')}`);
    if (overBudget || areaChunks.length) failed = true;
  }
  await browser.close();

  if (!sizeOnly) {
    console.log('\nLighthouse (mobile):');
    for (const p of pages) {
      const { scores, failing } = await lighthouse(`${app.base}${p}`);
      const low = Object.entries(BUDGET.scores).filter(([k, min]) => (scores[k] ?? 0) < min);
      console.log(
        `  ${p.padEnd(48)} ${Object.entries(scores)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}${low.length ? `  BELOW: ${low.map(([k, m]) => `${k} < ${m}`).join(', ')}` : ''}`,
      );
      if (low.length) {
        failed = true;
        console.log(`    audits to look at: ${failing.join('; ')}`);
      }
    }
  }
} finally {
  app.stop();
}
console.log(failed ? '\ncheck:web FAILED' : '\ncheck:web passed');
process.exit(failed ? 1 : 0);
