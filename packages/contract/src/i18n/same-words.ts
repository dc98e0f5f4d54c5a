/**
 * Texts whose Spanish is the English word itself: acronyms, names and loanwords the CFPB's glossary
 * keeps. The catalogue test refuses a Spanish text equal to its English one unless its id is here.
 */
import type { MessageId } from './catalogues.ts';

/** The states whose Spanish name is their English one (Texas; not Nueva York). */
const SAME_STATE_NAMES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'ME',
  'MD',
  'MA',
  'MN',
  'MT',
  'NE',
  'NV',
  'OH',
  'OK',
  'RI',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WI',
  'WY',
] as const;

export const SAME_IN_SPANISH: readonly MessageId[] = [
  ...SAME_STATE_NAMES.map((code) => `options.state.${code}` as const),
  // Shown in Spanish on both languages' pages: it speaks to the Spanish-speaking visitor.
  'directory.speaksSpanish',
  // The same word in both languages.
  'profile.errorTitle',
  'options.language.hindi',
  'options.loanType.fha',
  'options.loanType.usda',
  'options.loanType.jumbo',
  'options.loanType.va',
  // Abbreviations of minutes and hours, the same in Spanish.
  'mxpert.durationMinutes',
  'mxpert.durationHours',
  'mxpert.durationHoursMinutes',
  // The plans: a dash for no value, and the word itself.
  'plans.page.none',
  'plans.pro.planTitle',
  // A name and its company in brackets.
  'admin.notice.withCompany',
];
