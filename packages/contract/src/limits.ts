/** Plain constants of the directory and the contact forms (no validation code, so any page may import them). */

export const DIRECTORY_LIMITS = {
  pageSize: 10,
  maxPageSize: 50,
  maxPage: 100_000,
  loanTypes: 5,
  mortgageTypes: 4,
  states: 10,
  languages: 5,
  searchLength: 100,
} as const;

export const HONEYPOT_FIELD = 'website';

/**
 * A client's key for one submission: a retry or a double click with the same key stores one row
 * and gets the same answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const SUBMISSION_TEXT = {
  messageSent: 'Your message has been sent. The MortgageXpert will contact you soon.',
  copRequested: 'Your Credit Optimization Plan request has been submitted. The MortgageXpert will contact you soon.',
  messageFailed: 'Failed to send message',
  copFailed: 'Failed to submit credit optimization plan request',
  keyReused: 'This Idempotency-Key was already used for a different submission.',
} as const;
