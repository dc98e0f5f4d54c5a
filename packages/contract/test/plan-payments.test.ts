import { describe, expect, it } from 'vitest';
import {
  currentScores,
  ILLUSTRATIVE_RATES,
  illustratePayments,
  illustrativeRate,
  middleScore,
  monthlyPayment,
  PAYMENT_TEXT,
} from '../src/plan-payments.ts';
import { paymentIllustrationForm } from '../src/plan-payments-form.ts';

describe('monthlyPayment: the standard amortisation formula', () => {
  it.each([
    [300_000, 6, 360, 1798.65],
    [100_000, 7.5, 360, 699.21],
    [250_000, 6.25, 180, 2143.56],
    [1_000, 8.6, 12, 87.27],
  ])('repays %d at %d percent over %d months with %d a month', (principal, rate, months, payment) => {
    expect(monthlyPayment(principal, rate, months)).toBeCloseTo(payment, 2);
  });

  it('shares the principal equally without interest, and has no answer for no months', () => {
    expect(monthlyPayment(120_000, 0, 120)).toBe(1000);
    expect(monthlyPayment(120_000, 6, 0)).toBeNaN();
  });

  it('pays the loan off exactly: the balance after the last payment is zero', () => {
    const [principal, rate, months] = [412_345, 6.9, 300];
    const payment = monthlyPayment(principal, rate, months);
    let balance = principal;
    for (let m = 0; m < months; m++) balance = balance * (1 + rate / 1200) - payment;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
  });
});

describe('illustrativeRate: the sample rate of a score band', () => {
  it('lists its bands best first, each rate higher than the one before', () => {
    for (let i = 1; i < ILLUSTRATIVE_RATES.length; i++) {
      const [better, worse] = [ILLUSTRATIVE_RATES[i - 1], ILLUSTRATIVE_RATES[i]];
      expect(worse?.minScore).toBeLessThan(better?.minScore ?? 0);
      expect(worse?.ratePercent).toBeGreaterThan(better?.ratePercent ?? 0);
    }
  });

  it.each([
    [850, 6.25],
    [760, 6.25],
    [759, 6.4],
    [700, 6.7],
    [699, 6.9],
    [620, 7.95],
    [619, 8.6],
    [300, 8.6],
  ])('gives %d the rate %d', (score, rate) => {
    expect(illustrativeRate(score)).toBe(rate);
  });
});

describe('middleScore: what a lender reads from three bureaus', () => {
  it.each([
    [[640, 700, 660], 660],
    [[720, null, 690], 690],
    [[null, 655, null], 655],
    [[null, null, null], null],
    [[700, 700, 650], 700],
  ])('of %j is %j', (scores, middle) => {
    expect(middleScore(scores)).toBe(middle);
  });
});

describe('currentScores: the newest checkpoint per bureau, else the starting score', () => {
  it('takes the newest day read, and of one day the one recorded last', () => {
    const scores = currentScores({ equifax: 600, experian: 610, transunion: null }, [
      { bureau: 'equifax', score: 640, readOn: '2026-03-01', createdAt: '2026-03-01T10:00:00.000Z' },
      { bureau: 'equifax', score: 630, readOn: '2026-02-01', createdAt: '2026-03-02T10:00:00.000Z' },
      { bureau: 'transunion', score: 650, readOn: '2026-03-05', createdAt: '2026-03-05T10:00:00.000Z' },
      { bureau: 'transunion', score: 655, readOn: '2026-03-05', createdAt: '2026-03-05T11:00:00.000Z' },
    ]);
    expect(scores).toEqual({ equifax: 640, experian: 610, transunion: 655 });
  });
});

describe('illustratePayments', () => {
  it('gives whole-dollar payments at both scores and the saving a month', () => {
    const result = illustratePayments({ currentScore: 640, targetScore: 700, loanAmount: 300_000, termYears: 30 });
    expect(result.current).toEqual({ score: 640, ratePercent: 7.5, payment: 2098 });
    expect(result.target).toEqual({ score: 700, ratePercent: 6.7, payment: 1936 });
    expect(result.monthlySaving).toBe(162);
    expect(PAYMENT_TEXT.saving(result.monthlySaving, 30)).toBe('$162 less a month, $58,320 over 30 years');
  });

  it('labels itself an illustration and never an offer or a quote', () => {
    expect(PAYMENT_TEXT.label).toBe('Illustration only');
    expect(PAYMENT_TEXT.footnoteMark).toBe('* Illustration only; individual results vary.');
    // The footnote the mark's line links to goes on from it, without saying it a second time.
    expect(PAYMENT_TEXT.footnote).not.toContain('Illustration only');
    expect(PAYMENT_TEXT.footnote).toMatch(/not any lender’s rates/);
    expect(PAYMENT_TEXT.footnote).toMatch(/Nothing here is an offer to lend/);
    const every = JSON.stringify(Object.values(PAYMENT_TEXT).map((t) => (typeof t === 'function' ? '' : t)));
    expect(every).not.toMatch(/quote/i);
  });
});

describe('the illustration form', () => {
  it.each([
    [{ loanAmount: 350_000, termYears: 30 }, null],
    [{ loanAmount: 999, termYears: 30 }, 'Loan amount must be a whole number of dollars from 1,000 to 10,000,000'],
    [{ loanAmount: Number.NaN, termYears: 30 }, 'Loan amount must be a whole number of dollars from 1,000 to 10,000,000'],
    [{ loanAmount: 350_000, termYears: 0 }, 'Term must be a whole number of years from 1 to 40'],
    [{ loanAmount: 350_000, termYears: 30.5 }, 'Term must be a whole number of years from 1 to 40'],
    [{ loanAmount: 350_000, termYears: Number.NaN }, 'Term must be a whole number of years from 1 to 40'],
  ])('%j answers %j', (values, message) => {
    const parsed = paymentIllustrationForm.safeParse(values);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
