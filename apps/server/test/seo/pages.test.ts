import { PAGE_META } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMxpert } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Template title</title>
    <meta name="description" content="Template description" />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: TEMPLATE });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="(.*?)" \/>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="(.*?)" \/>/.exec(html)?.[1];
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

  it('keeps private pages out of search engines', async () => {
    const res = await page('/mxpert/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
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
