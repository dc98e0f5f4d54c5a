import {
  CONVERSATION_META,
  directoryTitle,
  PAGE_META,
  PLAN_META,
  professionalDescription,
  professionalTitle,
} from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/modules/mail/render.ts';
import { createMxpert } from '../helpers/factories.ts';
import { canonicalOf, descriptionOf, titleOf } from '../helpers/page-html.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

const TEMPLATE = INDEX_TEMPLATE;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: TEMPLATE });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const preloadedOf = (html: string) => {
  const raw = /<script type="application\/json" id="mx-preloaded">(.*?)<\/script>/.exec(html)?.[1];
  return raw ? JSON.parse(raw) : null;
};
const jsonLdOf = (html: string) => {
  const raw = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return raw ? JSON.parse(raw) : null;
};

describe('the HTML of each page', () => {
  it('carries the page own title, description and canonical URL', async () => {
    const res = await page('/signup');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(PAGE_META['/signup']?.title);
    expect(descriptionOf(res.body)).toBe(PAGE_META['/signup']?.description);
    expect(canonicalOf(res.body)).toBe('http://localhost:3000/signup');
    expect(res.body).not.toContain('noindex');
    expect(res.body).not.toContain('Template title');
  });

  it('gives every public page a different title', async () => {
    const titles = await Promise.all(
      ['/', '/mortgageexperts', '/signin', '/signup', '/create-account'].map(async (u) => titleOf((await page(u)).body)),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('names the searched place on the directory', async () => {
    const res = await page('/mortgageexperts?search=Austin%2C%20TX');
    expect(titleOf(res.body)).toBe('MortgageXperts near Austin, TX | MortgageXperts');
    expect(canonicalOf(res.body)).toBe('http://localhost:3000/mortgageexperts?search=Austin%2C%20TX');
  });

  it('names the professionals found by name when the search text is no place, and the place when it is one', async () => {
    await createMxpert(t.db, { companyName: 'Golden Gate Home Lending', serviceAreas: ['CA'] });
    await createMxpert(t.db, { fullName: 'Hannah Montana', serviceAreas: ['CA'] });
    const byName = await page('/mortgageexperts?search=Golden%20Gate');
    expect(titleOf(byName.body)).toBe('MortgageXperts matching Golden Gate | MortgageXperts');
    // Montana is a state: the place is named, though a professional is named too.
    const both = await page('/mortgageexperts?search=Montana');
    expect(titleOf(both.body)).toBe('MortgageXperts near Montana | MortgageXperts');
  });

  it('keeps private pages out of search engines', async () => {
    const res = await page('/mxpert/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives every conversation page its own title, out of search engines', async () => {
    for (const url of [
      '/mxpert/messages/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b',
      '/mxpert/cop-requests/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b',
      '/consumer/messages/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b',
      '/consumer/requests/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(CONVERSATION_META.title);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    // The closed messages list keeps its own title.
    expect(titleOf((await page('/mxpert/messages/closed')).body)).toBe(PAGE_META['/mxpert/messages/closed']?.title);
  });

  it('gives a client’s plan page and their list of plans a title of their own, out of search engines', async () => {
    const plan = await page('/consumer/plans/0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b');
    expect(plan.statusCode).toBe(200);
    expect(titleOf(plan.body)).toBe(PLAN_META.title);
    expect(plan.body).toContain('<meta name="robots" content="noindex" />');
    const list = await page('/consumer/plans');
    expect(list.statusCode).toBe(200);
    expect(titleOf(list.body)).toBe(PAGE_META['/consumer/plans']?.title);
    expect(list.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers an unknown path with 404 and noindex', async () => {
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('noindex');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('an expert profile page', () => {
  it('carries the expert name, a description and JSON-LD', async () => {
    const { user, profile } = await createMxpert(t.db, {
      companyName: 'Lone Star Lending',
      serviceAreas: ['TX', 'OK'],
      nmlsId: '2291750',
    });
    const res = await page(`/xperts/all/${profile.cxid}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${user.name}, Lone Star Lending · Mortgage credit expert | MortgageXperts`);
    expect(descriptionOf(res.body)).toContain('NMLS 2291750');
    expect(canonicalOf(res.body)).toBe(`http://localhost:3000/xperts/tx/${profile.cxid}`);
    expect(jsonLdOf(res.body)).toMatchObject({
      '@type': 'Person',
      name: user.name,
      identifier: { propertyID: 'NMLS', value: '2291750' },
      worksFor: { name: 'Lone Star Lending' },
      areaServed: [{ name: 'Texas' }, { name: 'Oklahoma' }],
    });
  });

  it('is 404 for a professional who is not approved', async () => {
    const { profile } = await createMxpert(t.db, { approvalStatus: 'pending' });
    const res = await page(`/xperts/tx/${profile.cxid}`);
    expect(res.statusCode).toBe(404);
    expect(jsonLdOf(res.body)).toBeNull();
  });

  it('cannot be broken out of by what a professional typed', async () => {
    const { profile } = await createMxpert(t.db, {
      companyName: '</script><script>alert(1)</script>',
      aboutMe: '"><img src=x onerror=alert(1)>',
    });
    const res = await page(`/xperts/tx/${profile.cxid}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(jsonLdOf(res.body)?.worksFor.name).toBe('</script><script>alert(1)</script>');
  });
});

describe('the answers a page sends with itself', () => {
  it('carries the expert profile exactly as the API answers it', async () => {
    const { profile } = await createMxpert(t.db, { serviceAreas: ['ID'], companyName: 'Gem State Loans' });
    const res = await page(`/xperts/id/${profile.cxid}`);
    const url = `/api/public/mxperts/id/${profile.cxid}`;
    const api = await t.request({ method: 'GET', url });
    expect(preloadedOf(res.body)).toEqual({ [url]: api.json() });
  });

  it('carries the first directory search exactly as the API answers it', async () => {
    const { profile } = await createMxpert(t.db, { serviceAreas: ['MT'], loanTypes: ['va'] });
    const res = await page('/mortgageexperts?search=Montana&loanTypes=va');
    const preloaded = preloadedOf(res.body);
    const [url] = Object.keys(preloaded);
    expect(url).toBe('/api/public/mxperts?page=1&limit=10&search=Montana&loanTypes=va');
    const api = await t.request({ method: 'GET', url: url ?? '' });
    expect(preloaded[url ?? '']).toEqual(api.json());
    expect(api.json().data.mxperts.map((m: { cxid: string }) => m.cxid)).toContain(profile.cxid);
  });

  it('sends nothing for a page without a first answer, and escapes what it sends', async () => {
    expect(preloadedOf((await page('/signin')).body)).toBeNull();
    const { profile } = await createMxpert(t.db, { serviceAreas: ['ND'], aboutMe: '</script><script>alert(1)</script>' });
    const html = (await page(`/xperts/nd/${profile.cxid}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(Object.values(preloadedOf(html))[0]).toMatchObject({ data: { aboutMe: '</script><script>alert(1)</script>' } });
  });
});

describe('robots.txt and the sitemaps', () => {
  it('allows the public site and points at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin/');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists approved profiles and not the others', async () => {
    const approved = await createMxpert(t.db, { serviceAreas: ['CA'] });
    const pending = await createMxpert(t.db, { approvalStatus: 'pending' });
    const index = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('http://localhost:3000/sitemaps/experts-1.xml');
    const experts = await t.request({ method: 'GET', url: '/sitemaps/experts-1.xml' });
    expect(experts.body).toContain(`http://localhost:3000/xperts/ca/${approved.profile.cxid}`);
    expect(experts.body).not.toContain(pending.profile.cxid);
    const pages = await t.request({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>http://localhost:3000/mortgageexperts</loc>');
  });
});

describe('text that looks like a replacement pattern', () => {
  // The sequences String.prototype.replace reads in a replacement string.
  const SEQUENCES = ['$&', '$`', "$'", '$1', '$<x>', '$$'];
  const SITE_URL = 'http://localhost:3000';
  const TITLE_TAG = '<title>Template title</title>';
  const DESCRIPTION_TAG = '<meta name="description" content="Template description" />';
  const JSON_SCRIPT = /(<script type="application\/(?:ld\+)?json"[^>]*>)[\s\S]*?(<\/script>)/g;

  /** The template with exactly the page's own text and language in place; the JSON blocks are compared parsed. */
  function expectedPage(meta: { title: string; description: string; canonical: string; image?: string; json: string[] }) {
    const [beforeTitle = '', afterTitle = ''] = TEMPLATE.replace('<html lang="en">', '<html lang="en-US">').split(TITLE_TAG);
    const spanish = meta.canonical.replace(SITE_URL, `${SITE_URL}/es`);
    const [betweenTitleAndDescription = '', afterDescription = ''] = afterTitle.split(DESCRIPTION_TAG);
    const [beforeHeadEnd = '', afterHeadEnd = ''] = afterDescription.split('</head>');
    const tags = [
      `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
      `<link rel="alternate" hreflang="en-US" href="${escapeHtml(meta.canonical)}" />`,
      `<link rel="alternate" hreflang="es-US" href="${escapeHtml(spanish)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.canonical)}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="MortgageXperts" />',
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
      ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
      ...meta.json,
    ];
    return [
      beforeTitle,
      `<title>${escapeHtml(meta.title)}</title>`,
      betweenTitleAndDescription,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      beforeHeadEnd,
      `    ${tags.join('\n    ')}\n  </head>`,
      afterHeadEnd,
    ].join('');
  }
  const withoutJson = (html: string) => html.replace(JSON_SCRIPT, (_all, open: string, close: string) => `${open}${close}`);
  const jsonBlock = (type: 'ld+json' | 'json') =>
    type === 'json'
      ? '<script type="application/json" id="mx-preloaded"></script>'
      : '<script type="application/ld+json"></script>';

  for (const sequence of SEQUENCES) {
    it(`keeps ${sequence} as text in every field of an expert profile page`, async () => {
      const text = (field: string) => `${field} ${sequence} end`;
      const { user, profile } = await createMxpert(
        t.db,
        {
          companyName: text('Company'),
          companyAddress: text('1 Main St, City'),
          aboutMe: text('About'),
          nmlsId: `12${sequence}34`,
          photo: `/uploads/profiles/${sequence}.jpg`,
          serviceAreas: ['TX'],
        },
        { firstName: text('First'), lastName: text('Last') },
      );
      const res = await page(`/xperts/tx/${profile.cxid}`);
      expect(res.statusCode).toBe(200);
      const canonical = `${SITE_URL}/xperts/tx/${profile.cxid}`;
      const image = `${SITE_URL}/uploads/profiles/${sequence}.jpg`;
      expect(withoutJson(res.body)).toBe(
        expectedPage({
          title: professionalTitle(user.name, text('Company')),
          description: professionalDescription(user.name, `12${sequence}34`, ['Texas'], text('About')),
          canonical,
          image,
          // The photo is asked for at once, before the app renders the profile.
          json: [
            jsonBlock('ld+json'),
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(`/uploads/profiles/${sequence}.jpg`)}" />`,
            jsonBlock('json'),
          ],
        }),
      );
      expect(res.body.split('<head>')).toHaveLength(2);
      expect(res.body.split('</head>')).toHaveLength(2);
      expect(jsonLdOf(res.body)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: user.name,
        jobTitle: 'Mortgage loan originator',
        url: canonical,
        image,
        description: text('About'),
        identifier: { '@type': 'PropertyValue', propertyID: 'NMLS', value: `12${sequence}34` },
        worksFor: { '@type': 'Organization', name: text('Company'), address: text('1 Main St, City') },
        areaServed: [{ '@type': 'State', name: 'Texas' }],
        knowsLanguage: ['English'],
      });
      const url = `/api/public/mxperts/tx/${profile.cxid}`;
      const api = await t.request({ method: 'GET', url });
      expect(preloadedOf(res.body)).toEqual({ [url]: api.json() });
    });

    it(`keeps ${sequence} as text in a directory search`, async () => {
      const search = `Austin ${sequence} SECURITY NOTICE: your account is locked`;
      const res = await page(`/mortgageexperts?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      const directory = PAGE_META['/mortgageexperts'];
      expect(withoutJson(res.body)).toBe(
        expectedPage({
          title: directoryTitle(search),
          description: directory?.description ?? '',
          canonical: `${SITE_URL}/mortgageexperts?search=${encodeURIComponent(search)}`,
          json: [jsonBlock('json')],
        }),
      );
      expect(res.body.split('</head>')).toHaveLength(2);
      const preloaded = preloadedOf(res.body);
      const [url = ''] = Object.keys(preloaded);
      expect(url).toBe(`/api/public/mxperts?${new URLSearchParams({ page: '1', limit: '10', search })}`);
      const api = await t.request({ method: 'GET', url });
      expect(preloaded).toEqual({ [url]: api.json() });
    });
  }
});
