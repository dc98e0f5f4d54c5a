import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_TEXT } from './plan-payments.ts';
import { PLAN_LIMITS, PLAN_TEXT } from './plan-texts.ts';

/** The client's payment illustration: a loan amount and a term in whole years (computed in the browser). */
export const paymentIllustrationForm = z.object({
  loanAmount: z
    .number({ error: PLAN_TEXT.loanAmount })
    .int(PLAN_TEXT.loanAmount)
    .min(PLAN_LIMITS.loanAmountMin, PLAN_TEXT.loanAmount)
    .max(PLAN_LIMITS.loanAmountMax, PLAN_TEXT.loanAmount),
  termYears: z
    .number({ error: PAYMENT_TEXT.termYearsError })
    .int(PAYMENT_TEXT.termYearsError)
    .min(PAYMENT_LIMITS.termYearsMin, PAYMENT_TEXT.termYearsError)
    .max(PAYMENT_LIMITS.termYearsMax, PAYMENT_TEXT.termYearsError),
});
export type PaymentIllustrationForm = z.infer<typeof paymentIllustrationForm>;
