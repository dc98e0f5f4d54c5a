/**
 * The product's languages and how a request's language is chosen (docs/decisions/115-languages-and-catalogues.md).
 * English is the default and lives at the current paths; Spanish lives under /es/.
 */
import { PUBLIC_PAGES } from '../paths.ts';

export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The path prefix of each language other than the default. */
export const LOCALE_PREFIX = { 'es-US': '/es' } as const satisfies Partial<Record<Locale, string>>;

/**
 * The offer of the Spanish page to a browser that prefers Spanish, shown on the English page: in Spanish
 * whatever the page's language, so it lives outside the catalogues.
 */
export const SPANISH_OFFER = {
  region: 'Idioma',
  question: '¿Prefiere leer en español?',
  link: 'Ver esta página en español',
  dismiss: 'No, gracias',
} as const;

/** Each language's name in itself, as a language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { 'en-US': 'English', 'es-US': 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: /es and /es/… are Spanish, every other path the default. */
export function localeOfPath(path: string): Locale {
  const prefix = LOCALE_PREFIX['es-US'];
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) ? 'es-US' : DEFAULT_LOCALE;
}

/** The path without its language prefix: '/es/mortgageexperts' → '/mortgageexperts', '/es' → '/'. */
export function pathWithoutLocale(path: string): string {
  if (localeOfPath(path) === DEFAULT_LOCALE) return path;
  const rest = path.slice(LOCALE_PREFIX['es-US'].length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The same page in another language: '/mortgageexperts' in es-US → '/es/mortgageexperts', '/' → '/es/'. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  return locale === 'es-US' ? `${LOCALE_PREFIX[locale]}${bare}` : bare;
}

export interface LocaleChoice {
  /** The signed-in user's preferred language, when they have chosen one. */
  readonly userPreference?: string | null | undefined;
  /** The page's path (with its query, or without). */
  readonly path?: string | undefined;
}

/**
 * The language to show: the signed-in user's preference first, then the path's language (/es/…), then
 * the default. A browser's Accept-Language never chooses by itself: it only offers the other language
 * (`prefersSpanish`).
 */
export function pickLocale(choice: LocaleChoice): Locale {
  if (isLocale(choice.userPreference)) return choice.userPreference;
  if (choice.path !== undefined) return localeOfPath(choice.path);
  return DEFAULT_LOCALE;
}

/**
 * Whether an Accept-Language header ranks Spanish above English (`es-MX,es;q=0.9,en;q=0.8` does,
 * `en-US,es;q=0.5` does not). Used to offer the Spanish page, never to redirect to it.
 */
export function prefersSpanish(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  let spanish = -1;
  let english = -1;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight)) continue;
    const language = tag.trim().toLowerCase().split('-')[0];
    if (language === 'es') spanish = Math.max(spanish, weight);
    if (language === 'en') english = Math.max(english, weight);
  }
  return spanish > 0 && spanish > english;
}

/**
 * A page of an e-mailed link in its reader's language (their account's or the page they wrote from):
 * /es/… for a Spanish reader when the page has a Spanish version, else the page as it is.
 */
export function pathForReader(path: string, readerLocale: string | null | undefined): string {
  const locale = pickLocale({ userPreference: readerLocale });
  return locale !== DEFAULT_LOCALE && hasSpanishPage(path.split(/[?#]/)[0] ?? path) ? pathInLocale(path, locale) : path;
}

/** The pages that have a Spanish version under /es/: every public page (a profile's pattern is `/xperts/…`). */
export const SPANISH_PAGES: readonly string[] = PUBLIC_PAGES;
const SPANISH_PROFILE = /^\/xperts\/[^/]+\/[^/]+\/?$/;

/** Whether a path (without its language prefix) has a Spanish version. */
export function hasSpanishPage(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/$/, '') : path;
  return SPANISH_PAGES.includes(p) || SPANISH_PROFILE.test(p);
}

/** The same question for a browser's own list (`navigator.languages`, most wanted first). */
export function listPrefersSpanish(languages: readonly string[]): boolean {
  const rank = (code: string) => languages.findIndex((l) => l.toLowerCase().split('-')[0] === code);
  const spanish = rank('es');
  const english = rank('en');
  return spanish >= 0 && (english < 0 || spanish < english);
}
