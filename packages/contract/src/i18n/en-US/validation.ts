/**
 * The sentences the contract's schemas and the server answer a form with, as the web shows them in the
 * page's language: each English text is the contract's own, so the web finds its key by the sentence
 * (apps/web/src/lib/i18n.tsx, `translateSentence`) and the server's English stays as it is.
 */

import { FIELD_LIMITS, SUBMISSION_TEXT } from '../../limits.ts';
import { TEXT } from '../../texts.ts';
import { CONSENT_TEXT } from '../../trust-texts.ts';

const min = FIELD_LIMITS.passwordMin;

export default {
  invalidEmail: 'Invalid email',
  invalidEmailFormat: 'Invalid email format',
  validEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  emailTooLong: 'Email must not exceed 254 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${min} characters`,
  passwordTooLong: 'Password must not exceed 128 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordMix: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmPassword: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameShort: 'First name must be at least 2 characters',
  lastNameShort: 'Last name must be at least 2 characters',
  firstNameLong: 'First name must not exceed 50 characters',
  lastNameLong: 'Last name must not exceed 50 characters',
  firstNameLetters: 'First name can only contain letters, spaces, hyphens, and apostrophes',
  lastNameLetters: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
  nmlsRequired: 'NMLS ID is required',
  nmlsDigits: 'NMLS ID must contain digits only',
  nmlsLength: 'NMLS ID must be at most 12 digits',
  validPhone: 'Please enter a valid phone number',
  phoneRequired: 'Phone number is required',
  phoneLength: 'Phone number must be between 10-20 characters',
  realtorRequired: 'Please tell us whether you are a real estate agent',
  helpTypeRequired: 'Please select how we can help you',
  contactRequired: 'Please choose how you want to be contacted',
  messageLength: `Message must be between ${FIELD_LIMITS.messageMin}-${FIELD_LIMITS.messageMax} characters`,
  consentRequired: CONSENT_TEXT.required,
  limitPerMxpert: SUBMISSION_TEXT.limitPerMxpert,
  limitPerAddress: SUBMISSION_TEXT.limitPerAddress,
  invalidCredentials: TEXT.invalidCredentials,
  accountDeactivated: TEXT.accountDeactivated,
  commonPassword: TEXT.commonPassword,
  checkInput: TEXT.checkInput,
  genericError: TEXT.genericError,
  tooManyRequests: TEXT.tooManyRequests,
  serviceUnavailable: TEXT.serviceUnavailable,
} as const;
