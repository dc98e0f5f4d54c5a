import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale, pickLocale, prefersSpanish } from '../src/i18n/locale.ts';

describe('choosing the language', () => {
  it('takes the user preference first, then the path, then English', () => {
    expect(pickLocale({ userPreference: 'es-US', path: '/mortgageexperts' })).toBe('es-US');
    expect(pickLocale({ userPreference: 'en-US', path: '/es/mortgageexperts' })).toBe('en-US');
    expect(pickLocale({ userPreference: 'fr-FR', path: '/es/' })).toBe('es-US');
    expect(pickLocale({ userPreference: null, path: '/es' })).toBe('es-US');
    expect(pickLocale({ path: '/estimates' })).toBe('en-US');
    expect(pickLocale({})).toBe('en-US');
  });

  it('moves a path between the languages and keeps its query', () => {
    expect(localeOfPath('/es/xperts/tx/abc')).toBe('es-US');
    expect(localeOfPath('/es?x=1')).toBe('es-US');
    expect(localeOfPath('/estate')).toBe('en-US');
    expect(pathInLocale('/', 'es-US')).toBe('/es/');
    expect(pathInLocale('/mortgageexperts?state=TX', 'es-US')).toBe('/es/mortgageexperts?state=TX');
    expect(pathInLocale('/es/mortgageexperts?state=TX', 'en-US')).toBe('/mortgageexperts?state=TX');
    expect(pathInLocale('/es/', 'es-US')).toBe('/es/');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/es?page=2')).toBe('/?page=2');
  });

  it('reads whether a browser ranks Spanish above English', () => {
    expect(prefersSpanish('es-MX,es;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersSpanish('es')).toBe(true);
    expect(prefersSpanish('en-US,en;q=0.9,es;q=0.8')).toBe(false);
    expect(prefersSpanish('en-US,es;q=1')).toBe(false);
    expect(prefersSpanish('fr,es;q=0.5')).toBe(true);
    expect(prefersSpanish('es;q=0')).toBe(false);
    expect(prefersSpanish('es;q=abc,en')).toBe(false);
    expect(prefersSpanish('')).toBe(false);
    expect(prefersSpanish(undefined)).toBe(false);
  });
});
