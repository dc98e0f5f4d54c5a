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

  it('name a profile’s states as Spanish writes them, and as English does on the English page', async () => {
    const { profile } = await createMxpert(t.db, { serviceAreas: ['NY', 'NC'], aboutMe: null });
    const spanish = await page(`/es/xperts/ny/${profile.cxid}`);
    expect(descriptionOf(spanish.body)).toContain('que atiende en Nueva York, Carolina del Norte.');
    expect(jsonLdOf(spanish.body)).toMatchObject({ areaServed: [{ name: 'Nueva York' }, { name: 'Carolina del Norte' }] });
    const english = await page(`/xperts/ny/${profile.cxid}`);
    expect(descriptionOf(english.body)).toContain('serving New York, North Carolina.');
    expect(jsonLdOf(english.body)).toMatchObject({ areaServed: [{ name: 'New York' }, { name: 'North Carolina' }] });
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
      ['/es/support', 'Obtenga ayuda | MortgageXperts'],
      ['/es/confirm-sender', 'Confirme su mensaje | MortgageXperts'],
      ['/es/confirm-email-change', 'Confirme su nuevo correo electrónico | MortgageXperts'],
      ['/es/email-preferences', 'Preferencias de correo electrónico | MortgageXperts'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(title);
      expect(langOf(res.body), url).toBe('es-US');
    }
  });

  it('give the support form and the e-mailed links’ pages their alternates both ways', async () => {
    for (const p of ['/support', '/confirm-sender', '/confirm-email-change', '/email-preferences']) {
      const alternates = { 'en-US': `${BASE}${p}`, 'es-US': `${BASE}/es${p}`, 'x-default': `${BASE}${p}` };
      const spanish = await page(`/es${p}`);
      expect(alternatesOf(spanish.body), p).toEqual(alternates);
      expect(canonicalOf(spanish.body), p).toBe(`${BASE}/es${p}`);
      const english = await page(p);
      expect(langOf(english.body), p).toBe('en-US');
      expect(titleOf(english.body), p).toBe(PAGE_META[p]?.title);
      expect(alternatesOf(english.body), p).toEqual(alternates);
    }
    expect(descriptionOf((await page('/es/support')).body)).toBe(
      '¿Preguntas sobre su cuenta, un mensaje que envió o sus datos? Escriba al equipo de asistencia de MortgageXperts.',
    );
  });

  it('answer 404 for a page that has no Spanish version, and for an unknown profile, in Spanish', async () => {
    for (const url of ['/es/consumer/dashboard', '/es/nothing-here', '/es/xperts/tx/nobody']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('hreflang');
      expect(titleOf(res.body), url).toBe('Página no encontrada | MortgageXperts');
      expect(langOf(res.body), url).toBe('es-US');
    }
    const english = await page('/nothing-here');
    expect(titleOf(english.body)).toBe('Page not found | MortgageXperts');
    expect(langOf(english.body)).toBe('en-US');
  });

  it('are in the sitemaps beside the English ones', async () => {
    const { profile } = await createMxpert(t.db, { serviceAreas: ['CA'] });
    const pages = await t.request({ method: 'GET', url: '/sitemaps/pages.xml' });
    for (const p of [
      '/',
      '/mortgageexperts',
      '/privacy',
      '/terms',
      '/acceptable-use',
      '/licensing',
      '/support',
      '/signin',
      '/signup',
    ]) {
      expect(pages.body).toContain(`<loc>${BASE}${p}</loc>`);
      expect(pages.body).toContain(`<loc>${BASE}/es${p}</loc>`);
    }
    // Pages kept out of the index stay out in Spanish too.
    expect(pages.body).not.toContain(`${BASE}/es/forgot-password`);
    expect(pages.body).not.toContain(`${BASE}/es/reset-password`);
    expect(pages.body).not.toContain(`${BASE}/es/verify-email`);
    expect(pages.body).not.toContain(`${BASE}/es/email-preferences`);
    expect(pages.body).not.toContain(`${BASE}/es/confirm-sender`);
    const experts = await t.request({ method: 'GET', url: '/sitemaps/experts-1.xml' });
    expect(experts.body).toContain(`<loc>${BASE}/xperts/ca/${profile.cxid}</loc>`);
    expect(experts.body).toContain(`<loc>${BASE}/es/xperts/ca/${profile.cxid}</loc>`);
  });
});
