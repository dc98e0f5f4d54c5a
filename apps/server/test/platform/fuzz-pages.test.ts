import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AJAX_HEADER, AJAX_HEADER_VALUE, ERROR_CODES } from '@mx/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMxpert } from '../helpers/factories.ts';
import { pngImage } from '../helpers/images.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { buildTestApp, INDEX_TEMPLATE, NO_RATE_LIMITS, randomIp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

/**
 * Hostile input against every route outside the API (pages, files, sitemaps, docs, health): generated
 * paths, query strings, headers and methods, and the many spellings of one path (percent-encoding,
 * repeated slashes, dot segments, case, the absolute form). Whatever comes in, the answer is never a
 * 5xx and a JSON refusal is `{ code, message }`. FUZZ_RUNS sets the cases per route (`npm run test:fuzz`).
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 12));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const NO_LIMITS = NO_RATE_LIMITS;

const TEMPLATE = INDEX_TEMPLATE;

// ---------------------------------------------------------------------------------------------
// Hostile values

const NASTY = [
  '',
  '.',
  '..',
  '...',
  '%',
  '%zz',
  '%00',
  '%2e%2e',
  '%2F',
  '%5C',
  '%c0%ae',
  '%ff%fe',
  '\\',
  '~',
  ';',
  'a;b',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '$&',
  "$'",
  '$`',
  '$1',
  '$<x>',
  '$$',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '00',
  '1e309',
  'NaN',
  '9'.repeat(400),
  'a'.repeat(5_000),
  'index.html',
  '.vite',
  '.git',
  'web-dist',
  '..%2f..%2fetc%2fpasswd',
];

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send its bytes as they are.
    return escape(value);
  }
}

/** One path segment: nasty text as it is (it may hold `%`, `..`, `\`), or any text encoded. */
const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map(encode) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encode) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(encode) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/) },
);

const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom('search', 'page', 'limit', 'to', 'token', 'q', '__proto__[x]', 'a[]', ''), segment),
          fc.oneof(segment, fc.string({ maxLength: 30 }).map(encode)),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '&&&', '=', 'search=%ff', 'search=%24%26', 'a=1;b=2', '?', '#x') },
);

const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/*', '', 'x/y;q=abc'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0', 'gzip;q=x, br', ''),
    range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'bytes=x', 'items=0-1'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"', '', '"'),
    'if-modified-since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'not a date', '', 'Fri, 31 Dec 9999 23:59:59 GMT'),
    cookie: fc.constantFrom('mx_session=x', `mx_session=${'a'.repeat(300)}`, 'mx_auth=1', 'mx_session=%', '=', ';;;'),
    'accept-language': fc.constantFrom('en', '*', 'x'.repeat(500)),
  },
  { requiredKeys: [] },
);

/** The spellings of one path a proxy, a browser or the router may read as the same. */
const spelling: fc.Arbitrary<(p: string) => string> = fc.constantFrom(
  (p: string) => p,
  (p: string) => p,
  (p: string) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
  (p: string) => `/${p}`,
  (p: string) => p.replace(/\//g, '//'),
  (p: string) => `/x/..${p}`,
  (p: string) => `/.${p}`,
  (p: string) => p.toUpperCase(),
  (p: string) => `http://localhost:3000${p}`,
  (p: string) => `${p}/`,
  (p: string) => p.replace(/\//g, '\\'),
);

// ---------------------------------------------------------------------------------------------
// One generator of paths per route

let cxid = '';
let port = 0;
const STATES = ['tx', 'TX', 'all', 'ca', 'zz', ''];
const PAGES = [
  '/',
  '/mortgageexperts',
  '/signin',
  '/signup',
  '/create-account',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/mxpert/dashboard',
  '/admin/dashboard',
  '/consumer/dashboard',
];

const DOCS = '/api/docs/static';
const SPECS: Record<string, () => fc.Arbitrary<string>> = {
  '/': () => fc.constant('/'),
  '/*': () =>
    fc.oneof(
      fc.constantFrom(...PAGES),
      fc.tuple(fc.constantFrom(...STATES), fc.oneof(fc.constant(cxid), segment)).map(([s, c]) => `/xperts/${s}/${c}`),
      fc.tuple(fc.constantFrom(...STATES), segment).map(([s, c]) => `/xperts/${s}/${c}/${c}`),
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
      segment.map((s) => `/assets/${s}`),
      fc.constantFrom('/index.html', '/.vite/manifest.json', '/assets/', '/assets/index.js.br', '/favicon.ico'),
    ),
  '/uploads/*': () =>
    fc.oneof(
      fc.constantFrom('/uploads/profiles/real.png', '/uploads/profiles/real.png.gz', '/uploads/', '/uploads/profiles/'),
      fc
        .tuple(fc.constantFrom('profiles', 'companies', '..', '', 'x'), segment, fc.constantFrom('.png', '.jpg', '', '.gz'))
        .map(([dir, name, ext]) => `/uploads/${dir}/${name}${ext}`),
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/uploads/${parts.join('/')}`),
    ),
  '/robots.txt': () => fc.constant('/robots.txt'),
  '/sitemap.xml': () => fc.constant('/sitemap.xml'),
  '/sitemaps/:name': () =>
    fc
      .oneof(
        fc.constantFrom('pages.xml', 'experts-1.xml', 'experts-0.xml', 'experts-00.xml', 'experts-000000.xml', 'experts-2.xml'),
        fc.integer({ min: -10, max: 10_000_000 }).map((n) => `experts-${n}.xml`),
        fc.nat({ max: 999_999 }).map((n) => `experts-${n}.xml`),
        segment,
        segment.map((s) => `experts-${s}.xml`),
      )
      .map((name) => `/sitemaps/${name}`),
  '/healthz': () => fc.constant('/healthz'),
  '/readyz': () => fc.constant('/readyz'),
  '/dev/mailbox': () => fc.constant('/dev/mailbox'),
  '/api/docs': () => fc.constant('/api/docs'),
  '/api/docs/json': () => fc.constant('/api/docs/json'),
  '/api/docs/yaml': () => fc.constant('/api/docs/yaml'),
  '/api/docs/static/index.html': () => fc.constant(`${DOCS}/index.html`),
  '/api/docs/static/swagger-initializer.js': () => fc.constant(`${DOCS}/swagger-initializer.js`),
  '/api/docs/static/*': () =>
    fc
      .oneof(
        fc.constantFrom('swagger-ui.css', 'swagger-ui-bundle.js', 'logo.svg', 'favicon-32x32.png', '', '../package.json'),
        segment,
        fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
      )
      .map((name) => `${DOCS}/${name}`),
};

// ---------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: TEMPLATE, config: { rateLimits: NO_LIMITS } });
  const uploads = path.join(t.config.uploadsDir, 'profiles');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, 'real.png'), await pngImage(8, 8));
  cxid = (await createMxpert(t.db)).profile.cxid;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** The raw answer in the shape of an injected one. */
async function rawAnswer(method: string, target: string, headers: Record<string, string>) {
  const raw = await rawRequest(port, { method, target, headers });
  return {
    statusCode: raw.status,
    body: raw.body,
    headers: Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k, v.join(', ')])),
  };
}

/** Every registered route outside the API (the /api routes have their generators in fuzz.test.ts). */
function nonApiRoutes(): string[] {
  const api = new Set(t.app.apiRoutes.map((r) => r.url));
  return [...new Set(t.app.allRoutes.filter((r) => !api.has(r.url)).map((r) => r.url))];
}

const stats = { cases: 0, byStatus: new Map<number, number>() };

describe('hostile input on every route outside the API', () => {
  it('has a generator for every registered route', () => {
    const registered = nonApiRoutes();
    expect(registered).toContain('/*');
    expect(registered).toContain('/sitemaps/:name');
    expect(
      registered.filter((url) => !SPECS[url]),
      'routes without a fuzz generator',
    ).toEqual([]);
    expect(
      Object.keys(SPECS).filter((url) => !registered.includes(url)),
      'generators for routes that no longer exist',
    ).toEqual([]);
  });

  const timeout = Math.max(60_000, RUNS * 1_000);
  for (const [url, paths] of Object.entries(SPECS)) {
    it(`${url}: never a 5xx, a JSON refusal is { code, message }`, { timeout }, async () => {
      const request = fc.record({
        path: paths(),
        spell: spelling,
        query,
        headers,
        method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        sameSite: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async (c) => {
          const target = `${c.spell(c.path)}${c.query ? `?${c.query}` : ''}`;
          const sent = { ...c.headers, ...(c.sameSite ? { [AJAX_HEADER]: AJAX_HEADER_VALUE, origin: TEST_ORIGIN } : {}) };
          // A target no URL parser accepts (two backslashes read as `//`, an address with no host) cannot
          // be injected: it goes over a real socket, exactly as a raw client would send it.
          const res = URL.canParse(target, 'http://localhost')
            ? await t.app.inject({ method: c.method as 'GET', url: target, remoteAddress: randomIp(), headers: sent })
            : await rawAnswer(c.method, target, sent);
          stats.cases++;
          stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
          const label = `${c.method} ${target.slice(0, 300)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          const type = String(res.headers['content-type'] ?? '');
          if (res.statusCode >= 400 && c.method !== 'HEAD' && type.startsWith('application/json')) {
            const body = JSON.parse(res.body) as Record<string, unknown>;
            expect(Object.keys(body), label).toEqual(['code', 'message']);
            expect(ERROR_CODES, label).toContain(body.code);
            expect(typeof body.message, label).toBe('string');
          }
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: RUNS > 100 },
      );
    });
  }

  it('reports what ran', () => {
    const byStatus = [...stats.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `fuzz: ${Object.keys(SPECS).length} routes outside the API, ${RUNS} runs each, ${stats.cases} requests (${byStatus.join(', ')})`,
    );
    expect(stats.cases).toBeGreaterThanOrEqual(Object.keys(SPECS).length * RUNS);
  });
});

describe('the expert sitemaps', () => {
  it('answer 404, not an error, for a file number below the first or past the last', async () => {
    for (const name of ['experts-0.xml', 'experts-000000.xml', 'experts-2.xml', 'experts-999999.xml']) {
      const res = await t.request({ method: 'GET', url: `/sitemaps/${name}` });
      // The not-found page, as for any other address that is no page.
      expect(res.statusCode, name).toBe(404);
      expect(res.body, name).toContain('<meta name="robots" content="noindex" />');
    }
    const first = await t.request({ method: 'GET', url: '/sitemaps/experts-1.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(cxid);
  });
});
