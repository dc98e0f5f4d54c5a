import { z } from 'zod';
import { LOCALES } from './i18n/locale.ts';
import { FIELD_LIMITS } from './limits.ts';

/** One of the product's two languages, 'en-US' or 'es-US'; any other value is refused (docs/decisions/118). */
export const localeField = z.enum(LOCALES, { error: 'Language must be en-US or es-US' });

/**
 * Field schemas shared by forms and routes. Names accept letters of any alphabet (José, Nguyễn),
 * spaces, hyphens and apostrophes; never digits, angle brackets or line breaks
 * (docs/decisions/003-names-and-phones.md).
 */
const NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;

export function personName(label: 'First name' | 'Last name', opts: { requiredMessage?: string } = {}) {
  const required = opts.requiredMessage ?? `${label} must be at least 2 characters`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(2, `${label} must be at least 2 characters`)
    .max(50, `${label} must not exceed 50 characters`)
    .regex(NAME_PATTERN, `${label} can only contain letters, spaces, hyphens, and apostrophes`);
}

export function emailAddress(opts: { invalidMessage?: string } = {}) {
  const invalid = opts.invalidMessage ?? 'Please enter a valid email address';
  return z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email must not exceed 254 characters')
    .pipe(z.email(invalid));
}

export const PASSWORD_MAX = 128;

/** Sign-up password: each missing rule has its own message. */
export const newPasswordDetailed = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(FIELD_LIMITS.passwordMin, `Password must be at least ${FIELD_LIMITS.passwordMin} characters`)
  .max(PASSWORD_MAX, `Password must not exceed ${PASSWORD_MAX} characters`)
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/\d/, 'Password must contain at least one number');

/** Reset and consumer sign-up password: one message for the three character rules. */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(FIELD_LIMITS.passwordMin, `Password must be at least ${FIELD_LIMITS.passwordMin} characters`)
  .max(PASSWORD_MAX, `Password must not exceed ${PASSWORD_MAX} characters`)
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  );

export const confirmPassword = z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password');

export const nmlsId = z
  .string({ error: 'NMLS ID is required' })
  .trim()
  .min(1, 'NMLS ID is required')
  .regex(/^\d+$/, 'NMLS ID must contain digits only')
  .max(12, 'NMLS ID must be at most 12 digits');

/**
 * A field people never see (moved off screen, skipped by the keyboard, hidden from screen readers);
 * bots that fill every input fill it too. A filled one is answered like a success and stores nothing.
 */
export const honeypot = z
  .string({ error: 'Please check your input and try again' })
  .max(500, 'Please check your input and try again')
  .optional();

/** Where a list's page stands in the whole list: how many items, how many pages, and which page this is. */
export const pageTotals = {
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
};

/** The answer of a signed-in list (the admin lists, a professional's plans): one page of its rows under `key`, with the totals. */
export function listPageResponse<K extends string, Row extends z.ZodType>(key: K, row: Row) {
  const rows = { [key]: z.array(row) } as Record<K, z.ZodArray<Row>>;
  return z.object({ success: z.literal(true), data: z.object({ ...rows, ...pageTotals }) });
}
