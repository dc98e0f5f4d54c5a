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

/** The longest search text any list takes (the admin's lists, the professional's leads); the search boxes stop there. */
export const SEARCH_TEXT_MAX = 100;

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
  /** 429: the same sender wrote to this professional too often in the window. */
  limitPerMxpert:
    'You have already written to this professional several times. Please wait for their answer, or try again later.',
  /** 429: the same sender wrote to many professionals in a short time. */
  limitPerAddress: 'You have sent many messages and requests in a short time. Please wait a few minutes and try again.',
  /** The answers of the sender confirmation (a guest item sent with the address of an account). */
  messageConfirmed: 'Thanks, the message is now in your account.',
  copConfirmed: 'Thanks, the request is now in your account.',
  confirmTokenMissing: 'No confirmation token provided',
  confirmTokenInvalid: 'This confirmation link is invalid, has expired or was already used.',
  confirming: 'Confirming…',
  confirmFailed: 'The confirmation could not be completed. Please try again later.',
  senderUnconfirmed: 'Sender not confirmed',
  senderUnconfirmedHint: 'The sender used the email address of an account and has not confirmed yet.',
} as const;

/**
 * Lengths of the form fields: the schemas check them and the forms show them (hint, maxLength), so a
 * limit changes in one place.
 */
export const FIELD_LIMITS = {
  passwordMin: 8,
  /** A message or COP request's text, after trimming. */
  messageMin: 10,
  messageMax: 2000,
  aboutMeMax: 2000,
  /** Years of experience, and years using CreditXpert: whole numbers from 0. */
  yearsMax: 50,
  /** Scores optimized: a whole number from 0. */
  scoresOptimizedMax: 10_000,
  supportNameMax: 100,
  supportMessageMin: 10,
  supportMessageMax: 5000,
} as const;

/** Hints under form fields that more than one form shows. */
export const FORM_HINTS = {
  password: `At least ${FIELD_LIMITS.passwordMin} characters with an uppercase letter, a lowercase letter and a number.`,
  message: `${FIELD_LIMITS.messageMin} to ${FIELD_LIMITS.messageMax} characters`,
  supportMessage: `${FIELD_LIMITS.supportMessageMin} to ${FIELD_LIMITS.supportMessageMax} characters`,
  aboutMe: `Tell home buyers how you help them (up to ${FIELD_LIMITS.aboutMeMax} characters).`,
} as const;
