import { z } from 'zod';
import {
  confirmPassword,
  emailAddress,
  localeField,
  newPassword,
  newPasswordDetailed,
  nmlsId,
  PASSWORD_MAX,
  personName,
} from './fields.ts';
import { safeSignInNext } from './paths.ts';
import { APPROVAL_STATUSES, ROLES } from './vocab.ts';

/**
 * A page to land on once signed in, as a sign-up carries it into its verification link: a page of
 * this site only (safeSignInNext, the check the router uses too).
 */
export const signInNext = z
  .string({ error: 'Not a page of this site' })
  .max(300, 'Not a page of this site')
  .refine((next) => safeSignInNext(next) !== null, 'Not a page of this site');

export const loginBody = z.object({
  email: z.string({ error: 'Invalid email' }).trim().toLowerCase().max(254, 'Invalid email').pipe(z.email('Invalid email')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Invalid email or password'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerMxpertBody = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress(),
  password: newPasswordDetailed,
  nmlsId,
  /** The sign-up page's language (decision 118): the account's preferred language from the start. */
  locale: localeField.optional(),
});
export type RegisterMxpertBody = z.infer<typeof registerMxpertBody>;

/** The API body; any role the client sends is ignored (stripped by the object schema). */
export const registerConsumerBody = z.object({
  firstName: personName('First name', { requiredMessage: 'First name is required' }),
  lastName: personName('Last name', { requiredMessage: 'Last name is required' }),
  email: emailAddress({ invalidMessage: 'Invalid email format' }),
  password: newPassword,
  /** Where the verification link's sign-in leads afterwards (a conversation, a plan, a review form). */
  next: signInNext.optional(),
  /** The sign-up page's language: the account's preferred language from the start. */
  locale: localeField.optional(),
});
export type RegisterConsumerBody = z.infer<typeof registerConsumerBody>;

export const registerConsumerForm = registerConsumerBody
  .extend({ confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type RegisterConsumerForm = z.input<typeof registerConsumerForm>;

export const emailOnlyBody = z.object({ email: emailAddress() });
export type EmailOnlyBody = z.infer<typeof emailOnlyBody>;

export const resetPasswordBody = z.object({
  password: newPassword,
  token: z
    .string({ error: 'Invalid or missing reset token' })
    .min(1, 'Invalid or missing reset token')
    .max(200, 'Invalid or missing reset token'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const resetPasswordForm = z
  .object({ password: newPassword, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const verifyEmailQuery = z.object({
  token: z
    .string({ error: 'No verification token provided' })
    .min(1, 'No verification token provided')
    .max(200, 'Email verification failed'),
});

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const currentUser = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Present for professionals: what the layout needs to show the right menu and banners. */
  mxpert: z
    .object({
      cxid: z.string(),
      onboardCompleted: z.boolean(),
      currentStep: z.number().int(),
      approvalStatus: z.enum(APPROVAL_STATUSES),
      /** The professional paused their listing (docs/decisions/060). */
      listingPaused: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  /**
   * Two-factor sign-in (docs/decisions/075): on or off, and whether the account must turn it on
   * before its area opens (an admin without it).
   */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }).optional(),
  /** The language chosen in the settings: the user's e-mails and signed-in pages (docs/decisions/118). */
  locale: localeField.optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const userResponse = z.object({ user: currentUser });
export type UserResponse = z.infer<typeof userResponse>;
