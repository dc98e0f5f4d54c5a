import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../src/i18n/catalogues.ts';
import { localeOfPath, pathForReader, pathInLocale, pathWithoutLocale, pickLocale, prefersSpanish } from '../src/i18n/locale.ts';
import { US_STATES } from '../src/vocab.ts';

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

  it('sends an e-mailed link to the page in its reader’s language, where the page has a Spanish version', () => {
    expect(pathForReader('/email-preferences', 'es-US')).toBe('/es/email-preferences');
    expect(pathForReader('/confirm-sender', 'es-US')).toBe('/es/confirm-sender');
    expect(pathForReader('/confirm-email-change', 'es-US')).toBe('/es/confirm-email-change');
    expect(pathForReader('/support', 'es-US')).toBe('/es/support');
    expect(pathForReader('/verify-email?next=%2Fconsumer%2Fplans', 'es-US')).toBe('/es/verify-email?next=%2Fconsumer%2Fplans');
    // A signed-in page has no Spanish address: the user's preference chooses its language.
    expect(pathForReader('/consumer/plans/1', 'es-US')).toBe('/consumer/plans/1');
    for (const reader of ['en-US', null, undefined, 'fr-FR']) expect(pathForReader('/support', reader)).toBe('/support');
  });

  it('names every state in both languages, the English as the list has it', () => {
    for (const state of US_STATES) {
      expect(CATALOGUES['en-US'].options[`state.${state.code}`]).toBe(state.label);
      expect(CATALOGUES['es-US'].options[`state.${state.code}`]).toBeTruthy();
    }
    expect(CATALOGUES['es-US'].options['state.NY']).toBe('Nueva York');
    expect(CATALOGUES['es-US'].options['state.TX']).toBe('Texas');
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
