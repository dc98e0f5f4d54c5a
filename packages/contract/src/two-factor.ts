import { z } from 'zod';
import { ACCOUNT_TEXT } from './account-texts.ts';
import { currentUser } from './auth.ts';
import { PASSWORD_MAX } from './fields.ts';
import { TWO_FACTOR_TEXT } from './two-factor-texts.ts';

export * from './two-factor-texts.ts';

/** How many recovery codes an account gets when it turns two-factor sign-in on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code as typed: six digits from the app, or a recovery code (12 letters and digits, dashes and
 * spaces allowed). Spaces are dropped, so "123 456" is read as it looks.
 */
export const twoFactorCode = z
  .string({ error: TWO_FACTOR_TEXT.codeRequired })
  .max(40, TWO_FACTOR_TEXT.wrongCode)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, TWO_FACTOR_TEXT.codeRequired).max(20, TWO_FACTOR_TEXT.wrongCode));

const password = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, ACCOUNT_TEXT.wrongPassword);

export const twoFactorSetupBody = z.object({ password });
export type TwoFactorSetupBody = z.infer<typeof twoFactorSetupBody>;

export const twoFactorSetupResponse = z.object({
  /** Base32, for typing into an app by hand; shown once, never answered again. */
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorEnableBody = z.object({ code: twoFactorCode });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;

export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

export const twoFactorDisableBody = z.object({ password, code: twoFactorCode });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

export const loginTwoFactorBody = z.object({
  code: twoFactorCode,
  /** Remember this browser for 30 days: no code asked here until then. */
  rememberBrowser: z.boolean({ error: 'rememberBrowser must be true or false' }).optional(),
});
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;

/** The sign-in's answer: the user, or a request for the second factor (no session yet). */
export const loginResponse = z.union([z.object({ user: currentUser }), z.object({ twoFactorRequired: z.literal(true) })]);
export type LoginResponse = z.infer<typeof loginResponse>;
