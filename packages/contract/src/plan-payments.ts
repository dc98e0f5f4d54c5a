/* No zod here: the client's plan page reads these; the form's schema is in plan-payments-form.ts. */
import { BUREAU_CODES, type Bureau } from './plan-texts.ts';

/**
 * What a better score is worth: the monthly payment of a fixed-rate loan at the client's current
 * middle score and at their target, from a fixed table of sample rates by score band. An
 * illustration, never an offer: the rates belong to no lender and move with nothing.
 */

/** Sample yearly rates (percent) by score band, best band first: a score gets the first band it reaches. */
export const ILLUSTRATIVE_RATES: readonly { minScore: number; ratePercent: number }[] = [
  { minScore: 760, ratePercent: 6.25 },
  { minScore: 740, ratePercent: 6.4 },
  { minScore: 720, ratePercent: 6.55 },
  { minScore: 700, ratePercent: 6.7 },
  { minScore: 680, ratePercent: 6.9 },
  { minScore: 660, ratePercent: 7.15 },
  { minScore: 640, ratePercent: 7.5 },
  { minScore: 620, ratePercent: 7.95 },
  { minScore: 300, ratePercent: 8.6 },
];

export const PAYMENT_LIMITS = {
  termYearsMin: 1,
  termYearsMax: 40,
  /** The term the form starts with. */
  termYearsDefault: 30,
} as const;

/** The sample rate of a score's band (the lowest band below 300 too). */
export function illustrativeRate(score: number): number {
  const band = ILLUSTRATIVE_RATES.find((b) => score >= b.minScore) ?? ILLUSTRATIVE_RATES[ILLUSTRATIVE_RATES.length - 1];
  return band?.ratePercent ?? 0;
}

/**
 * The standard amortisation formula: the fixed monthly payment (principal and interest) that repays
 * `principal` over `months` at `ratePercent` a year, compounded monthly; without interest, an equal share.
 */
export function monthlyPayment(principal: number, ratePercent: number, months: number): number {
  if (months <= 0) return Number.NaN;
  const r = ratePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/**
 * The middle score a lender reads from a credit report: the middle of three bureau scores, the lower
 * of two, the one of one; null without any.
 */
export function middleScore(scores: readonly (number | null)[]): number | null {
  const present = scores.filter((s): s is number => s !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  if (present.length === 3) return present[1] ?? null;
  return present[0] ?? null;
}

/**
 * Each bureau's current score: its newest checkpoint (by the day read, then by when it was recorded),
 * else the plan's starting score.
 */
export function currentScores(
  starting: Record<Bureau, number | null>,
  checkpoints: readonly { bureau: Bureau; score: number; readOn: string; createdAt: string }[],
): Record<Bureau, number | null> {
  const out = { ...starting };
  for (const bureau of BUREAU_CODES) {
    const newest = checkpoints
      .filter((c) => c.bureau === bureau)
      .sort((a, b) => b.readOn.localeCompare(a.readOn) || b.createdAt.localeCompare(a.createdAt))[0];
    if (newest) out[bureau] = newest.score;
  }
  return out;
}

export interface PaymentIllustration {
  current: { score: number; ratePercent: number; payment: number };
  target: { score: number; ratePercent: number; payment: number };
  /** How much less a month at the target (negative when the target's band is not better). */
  monthlySaving: number;
}

/** The two payments, in whole dollars, for a loan amount and a term in years. */
export function illustratePayments(input: {
  currentScore: number;
  targetScore: number;
  loanAmount: number;
  termYears: number;
}): PaymentIllustration {
  const months = input.termYears * 12;
  const at = (score: number) => {
    const ratePercent = illustrativeRate(score);
    return { score, ratePercent, payment: Math.round(monthlyPayment(input.loanAmount, ratePercent, months)) };
  };
  const current = at(input.currentScore);
  const target = at(input.targetScore);
  return { current, target, monthlySaving: current.payment - target.payment };
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** Every sentence of the illustration. It is an illustration: it never calls itself an offer of any kind. */
export const PAYMENT_TEXT = {
  title: 'What a better score is worth*',
  label: 'Illustration only',
  intro:
    'The monthly payment of a fixed-rate loan at your current middle score and at your target score, from sample rates by score.',
  loanAmount: 'Loan amount in dollars',
  termYears: 'Term in years',
  termYearsHint: `A whole number from ${PAYMENT_LIMITS.termYearsMin} to ${PAYMENT_LIMITS.termYearsMax}`,
  termYearsError: `Term must be a whole number of years from ${PAYMENT_LIMITS.termYearsMin} to ${PAYMENT_LIMITS.termYearsMax}`,
  show: 'Show the payments',
  resultsLabel: 'Monthly payments',
  atCurrent: (score: number) => `At your middle score of ${score}`,
  atTarget: (score: number) => `At your target score of ${score}`,
  rate: (ratePercent: number) => `Sample rate ${ratePercent.toFixed(2)}%`,
  perMonth: (payment: number) => `${dollars(payment)} a month`,
  saving: (saving: number, termYears: number) =>
    saving > 0
      ? `${dollars(saving)} less a month, ${dollars(saving * 12 * termYears)} over ${termYears} years`
      : 'The same sample rate: reaching the target does not change the payment in this table',
  noScores: 'The illustration needs a current score and a target score: record a checkpoint to see it.',
  middleScoreHint:
    'Your middle score is the middle of your three bureau scores (the lower one of two), from your newest checkpoints and otherwise your starting scores.',
  ratesTable: 'Sample rates by score',
  scoreBand: 'Score',
  sampleRate: 'Sample rate',
  bandLabel: (minScore: number, nextMin: number | null) =>
    nextMin === null ? `${minScore} or higher` : `${minScore} to ${nextMin - 1}`,
  footnoteLink: 'How these figures were made',
  footnoteMark: '* Illustration only; individual results vary.',
  footnote:
    'The rates are fixed sample rates by score band kept by MortgageXperts: they are not any lender’s rates and are not updated with the market. The payments are principal and interest only, without taxes, insurance or fees. Nothing here is an offer to lend or a promise of a rate: what a lender offers depends on your whole application, the loan and the day.',
} as const;
