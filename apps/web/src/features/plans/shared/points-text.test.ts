import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import en from '@mx/contract/i18n/en-US/plans';
import es from '@mx/contract/i18n/es-US/plans';
import { describe, expect, it } from 'vitest';
import { pointsText } from './points-text.ts';

/** The translate function of a language with the plans' catalogue loaded, as a page has it. */
function translator(locale: string, catalogue: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [`plans.${key}`, compileMessage(text)]));
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}

/** One figure, a range from nought, a range. */
const ESTIMATES = [
  { min: 5, max: 5 },
  { min: 0, max: 5 },
  { min: 10, max: 20 },
];

const LANGUAGES = [
  {
    language: 'English',
    t: translator('en-US', en),
    points: ['5 points', 'Up to 5 points', '10 to 20 points'],
    estimated: ['Estimated +5 points', 'Estimated up to 5 points', 'Estimated +10 to 20 points'],
  },
  {
    language: 'Spanish',
    t: translator('es-US', es),
    points: ['5 puntos', 'Hasta 5 puntos', 'De 10 a 20 puntos'],
    estimated: ['Estimado: +5 puntos', 'Estimado: hasta 5 puntos', 'Estimado: de +10 a +20 puntos'],
  },
];

describe('estimated points in words', () => {
  for (const { language, t, ...texts } of LANGUAGES) {
    it(`writes one figure, up to the highest when the lowest is nought, or the range, in ${language}`, () => {
      for (const kind of ['points', 'estimated'] as const) {
        expect(ESTIMATES.map((estimate) => pointsText(t, kind, estimate))).toEqual(texts[kind]);
      }
    });
  }
});
