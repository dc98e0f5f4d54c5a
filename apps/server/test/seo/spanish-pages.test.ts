import { PAGE_META } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMxpert } from '../helpers/factories.ts';
import { canonicalOf, descriptionOf, titleOf } from '../helpers/page-html.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: INDEX_TEMPLATE });
});
afterAll(async () => {
  await t.close();
});

const BASE = 'http://localhost:3000';
const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]));
const jsonLdOf = (html: string) => {
  const raw = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return raw ? JSON.parse(raw) : null;
};

describe('the Spanish public pages', () => {
  it('write the language, the Spanish title and description, and both versions as alternates', async () => {
    const res = await page('/es/');
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('es-US');
    expect(titleOf(res.body)).toBe('MortgageXperts · Encuentre un experto en crédito hipotecario cerca de usted');
    expect(descriptionOf(res.body)).toContain('profesionales hipotecarios con licencia');
    expect(canonicalOf(res.body)).toBe(`${BASE}/es/`);
    expect(alternatesOf(res.body)).toEqual({ 'en-US': `${BASE}/`, 'es-US': `${BASE}/es/`, 'x-default': `${BASE}/` });
    expect((await page('/es')).statusCode).toBe(200);
  });

  it('leave the English page as it was, with the same alternates', async () => {
    const res = await page('/mortgageexperts');
    expect(langOf(res.body)).toBe('en-US');
    expect(titleOf(res.body)).toBe(PAGE_META['/mortgageexperts']?.title);
    expect(alternatesOf(res.body)).toEqual({
      'en-US': `${BASE}/mortgageexperts`,
      'es-US': `${BASE}/es/mortgageexperts`,
      'x-default': `${BASE}/mortgageexperts`,
    });
  });

  it('name the searched place in Spanish and keep the search in every link', async () => {
    const res = await page('/es/mortgageexperts?search=Austin%2C%20TX');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Profesionales hipotecarios cerca de Austin, TX | MortgageXperts');
    expect(canonicalOf(res.body)).toBe(`${BASE}/es/mortgageexperts?search=Austin%2C%20TX`);
    expect(alternatesOf(res.body)['en-US']).toBe(`${BASE}/mortgageexperts?search=Austin%2C%20TX`);
  });

  it('give a profile its Spanish title, description and structured data', async () => {
    const { user, profile } = await createMxpert(t.db, {
      companyName: 'Lone Star Lending',
      serviceAreas: ['TX'],
      nmlsId: '2291751',
      languages: ['english', 'spanish'],
      aboutMe: null,
    });
    const res = await page(`/es/xperts/all/${profile.cxid}`);
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('es-US');
    expect(titleOf(res.body)).toBe(`${user.name}, Lone Star Lending · Experto en crédito hipotecario | MortgageXperts`);
    expect(descriptionOf(res.body)).toBe(
      `${user.name} (NMLS 2291751) es un profesional hipotecario con licencia que atiende en Texas. Envíe un mensaje o pida un Plan de Optimización de Crédito gratuito.`,
    );
    expect(canonicalOf(res.body)).toBe(`${BASE}/es/xperts/tx/${profile.cxid}`);
    expect(alternatesOf(res.body)['en-US']).toBe(`${BASE}/xperts/tx/${profile.cxid}`);
    expect(jsonLdOf(res.body)).toMatchObject({
      jobTitle: 'Originador de préstamos hipotecarios',
      knowsLanguage: ['Inglés', 'Español'],
      areaServed: [{ name: 'Texas' }],
    });
    const english = await page(`/xperts/tx/${profile.cxid}`);
    expect(jsonLdOf(english.body)).toMatchObject({ jobTitle: 'Mortgage loan originator', knowsLanguage: ['English', 'Spanish'] });
  });

  it('have a Spanish version of each policy page', async () => {
    for (const [url, title] of [
      ['/es/privacy', 'Política de privacidad | MortgageXperts'],
      ['/es/terms', 'Términos de uso | MortgageXperts'],
      ['/es/acceptable-use', 'Política de uso aceptable | MortgageXperts'],
      ['/es/licensing', 'Licencias y divulgaciones | MortgageXperts'],
      ['/es/signin', 'Iniciar sesión | MortgageXperts'],
      ['/es/signup', 'Hágase MortgageXpert | MortgageXperts'],
      ['/es/create-account', 'Cree una cuenta gratuita | MortgageXperts'],
      ['/es/forgot-password', 'Olvidó su contraseña | MortgageXperts'],
      ['/es/reset-password', 'Elija una contraseña nueva | MortgageXperts'],
      ['/es/verify-email', 'Verificación del correo electrónico | MortgageXperts'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(title);
      expect(langOf(res.body), url).toBe('es-US');
    }
  });

  it('answer 404 for a page that has no Spanish version, and for an unknown profile', async () => {
    for (const url of [
      '/es/support',
      '/es/confirm-sender',
      '/es/consumer/dashboard',
      '/es/nothing-here',
      '/es/xperts/tx/nobody',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('hreflang');
    }
  });

  it('are in the sitemaps beside the English ones', async () => {
    const { profile } = await createMxpert(t.db, { serviceAreas: ['CA'] });
    const pages = await t.request({ method: 'GET', url: '/sitemaps/pages.xml' });
    for (const p of ['/', '/mortgageexperts', '/privacy', '/terms', '/acceptable-use', '/licensing', '/signin', '/signup']) {
      expect(pages.body).toContain(`<loc>${BASE}${p}</loc>`);
      expect(pages.body).toContain(`<loc>${BASE}/es${p}</loc>`);
    }
    expect(pages.body).not.toContain(`${BASE}/es/support`);
    // Pages kept out of the index stay out in Spanish too.
    expect(pages.body).not.toContain(`${BASE}/es/forgot-password`);
    expect(pages.body).not.toContain(`${BASE}/es/reset-password`);
    expect(pages.body).not.toContain(`${BASE}/es/verify-email`);
    const experts = await t.request({ method: 'GET', url: '/sitemaps/experts-1.xml' });
    expect(experts.body).toContain(`<loc>${BASE}/xperts/ca/${profile.cxid}</loc>`);
    expect(experts.body).toContain(`<loc>${BASE}/es/xperts/ca/${profile.cxid}</loc>`);
  });
});
