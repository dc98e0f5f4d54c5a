import { z } from 'zod';
import { pageTotals } from './fields.ts';
import { DIRECTORY_LIMITS } from './limits.ts';
import { planOutcome } from './plans.ts';
import { RESPONSE_TIME_CODES } from './response-time.ts';
import { LANGUAGE_CODES, LOAN_TYPE_CODES, MORTGAGE_TYPE_CODES, STATE_CODES } from './vocab.ts';

/** The directory's filter caps and its page size (10). */

/**
 * A comma-joined list of codes (`fha,va`); a repeated parameter (`states=TX&states=CA`) is accepted
 * too. Codes are matched without case, duplicates dropped, and more than `max` answers 400 with the
 * filter's cap (docs/decisions/010-directory-search.md).
 */
function codeList<const C extends readonly [string, ...string[]]>(
  codes: C,
  opts: { max: number; what: string; upper?: boolean },
) {
  const allowed = new Set<string>(codes);
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx): C[number][] => {
      const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',');
      const list = [...new Set(raw.map((v) => (opts.upper ? v.trim().toUpperCase() : v.trim().toLowerCase())).filter(Boolean))];
      const unknown = list.find((v) => !allowed.has(v));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Unknown ${opts.what}: ${unknown.slice(0, 40)}` });
        return z.NEVER;
      }
      if (list.length > opts.max) {
        ctx.addIssue({ code: 'custom', message: `You can select up to ${opts.max} ${opts.what}s` });
        return z.NEVER;
      }
      return list as C[number][];
    });
}

/** The directory's orders: today's (most scores optimized first), best rated, most experienced. */
export const DIRECTORY_SORTS = ['recommended', 'rating', 'experience'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** A professional's visible reviews in brief: the average (null without reviews) and how many. */
export const cardRating = z.object({ average: z.number().nullable(), count: z.number().int() });

/** GET /api/public/mxperts. */
export const directoryQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a positive whole number' })
    .int('Page must be a positive whole number')
    .min(1, 'Page must be a positive whole number')
    .max(DIRECTORY_LIMITS.maxPage, 'Page must be a positive whole number')
    .default(1),
  limit: z.coerce
    .number({ error: `Limit must be between 1 and ${DIRECTORY_LIMITS.maxPageSize}` })
    .int(`Limit must be between 1 and ${DIRECTORY_LIMITS.maxPageSize}`)
    .min(1, `Limit must be between 1 and ${DIRECTORY_LIMITS.maxPageSize}`)
    .max(DIRECTORY_LIMITS.maxPageSize, `Limit must be between 1 and ${DIRECTORY_LIMITS.maxPageSize}`)
    .default(DIRECTORY_LIMITS.pageSize),
  search: z
    .string({ error: 'Please enter the search as text' })
    .trim()
    .max(DIRECTORY_LIMITS.searchLength, `Search text must not exceed ${DIRECTORY_LIMITS.searchLength} characters`)
    .default(''),
  loanTypes: codeList(LOAN_TYPE_CODES, { max: DIRECTORY_LIMITS.loanTypes, what: 'loan type' }),
  mortgageTypes: codeList(MORTGAGE_TYPE_CODES, { max: DIRECTORY_LIMITS.mortgageTypes, what: 'mortgage type' }),
  states: codeList(STATE_CODES, { max: DIRECTORY_LIMITS.states, what: 'state', upper: true }),
  languages: codeList(LANGUAGE_CODES, { max: DIRECTORY_LIMITS.languages, what: 'language' }),
  sort: z.enum(DIRECTORY_SORTS, { error: 'Sort must be recommended, rating or experience' }).default('recommended'),
  minRating: z.coerce
    .number({ error: 'Minimum rating must be a whole number from 1 to 5' })
    .int('Minimum rating must be a whole number from 1 to 5')
    .min(1, 'Minimum rating must be a whole number from 1 to 5')
    .max(5, 'Minimum rating must be a whole number from 1 to 5')
    .optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuery>;

/** A professional as the directory lists them: public fields only. */
export const publicMxpert = z.object({
  id: z.string(),
  cxid: z.string(),
  user: z.object({ name: z.string() }),
  photo: z.string().nullable(),
  nmlsId: z.string(),
  yearsExperience: z.number().int(),
  scoresOptimized: z.number().int(),
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  loanTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  /** 'Usually responds within …' (responseTimeText); null until there are enough leads. */
  responseTime: z.enum(RESPONSE_TIME_CODES).nullable(),
  rating: cardRating,
  /** Plans completed and their median gains; null below three completed plans. */
  planOutcome,
});
export type PublicMxpert = z.infer<typeof publicMxpert>;

export const directoryResponse = z.object({
  data: z.object({
    mxperts: z.array(publicMxpert),
    ...pageTotals,
    limit: z.number().int(),
    /** The US state the search text was resolved to (it joins the states filter), or null. */
    resolvedState: z.enum(STATE_CODES).nullable(),
    /**
     * How many of the professionals found (all pages) matched the search text by their name or
     * company: they come first, wherever they are licensed, before the place's other professionals.
     */
    nameMatches: z
      .number()
      .int()
      .describe(
        'How many of the professionals found (all pages) matched the search text by name or company; they come first, before the professionals licensed in the place',
      ),
  }),
});
export type DirectoryResponse = z.infer<typeof directoryResponse>;
export type DirectoryPage = DirectoryResponse['data'];

/**
 * The profile URL's state (a two-letter code in any case, or the word all) and CXID;
 * anything else answers 404, as an unknown profile does.
 */
export const profileParams = z.object({ state: z.string(), cxid: z.string() });

/** GET /api/public/mxperts/{state}/{cxid}: the public expert profile. */
export const publicProfile = z.object({
  id: z.string(),
  cxid: z.string(),
  user: z.object({ name: z.string() }),
  photo: z.string().nullable(),
  nmlsId: z.string(),
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyAddress: z.string().nullable(),
  yearsExperience: z.number().int(),
  scoresOptimized: z.number().int(),
  yearsUsingCreditXpert: z.number().int().nullable(),
  serviceAreas: z.array(z.string()),
  loanTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  languages: z.array(z.string()),
  aboutMe: z.string().nullable(),
  /** 'Usually responds within …' (responseTimeText); null until there are enough leads. */
  responseTime: z.enum(RESPONSE_TIME_CODES).nullable(),
  rating: cardRating,
  planOutcome,
  /** The professional paused their listing: the page says they take no new clients and has no forms. */
  paused: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const publicProfileResponse = z.object({ data: publicProfile });
export type PublicProfileResponse = z.infer<typeof publicProfileResponse>;
