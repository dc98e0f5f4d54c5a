import { z } from 'zod';
import { ACCOUNT_TEXT } from './account-texts.ts';
import { emailAddress, localeField, newPassword, PASSWORD_MAX, personName } from './fields.ts';

export * from './account-texts.ts';

/**
 * Account settings (/consumer/settings, /mxpert/settings), the data export, account deletion, the
 * listing pause and the e-mail preferences (docs/decisions/059 and 060).
 */

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, ACCOUNT_TEXT.wrongPassword);

export const changeNameBody = z.object({
  firstName: personName('First name', { requiredMessage: 'First name is required' }),
  lastName: personName('Last name', { requiredMessage: 'Last name is required' }),
});
export type ChangeNameBody = z.infer<typeof changeNameBody>;

export const changePasswordBody = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changeEmailBody = z.object({ newEmail: emailAddress(), currentPassword });
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** PUT /api/account/language: the language of the user's e-mails and signed-in pages. */
export const languageBody = z.object({ locale: localeField });
export type LanguageBody = z.infer<typeof languageBody>;

export const tokenBody = z.object({
  token: z.string({ error: 'Invalid or missing link' }).min(1, 'Invalid or missing link').max(400, 'Invalid or missing link'),
});
export type TokenBody = z.infer<typeof tokenBody>;

export const deleteAccountBody = z.object({ password: currentPassword });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const listingBody = z.object({ paused: z.boolean({ error: 'paused must be true or false' }) });
export type ListingBody = z.infer<typeof listingBody>;

export const listingResponse = z.object({ paused: z.boolean(), message: z.string() });
export type ListingResponse = z.infer<typeof listingResponse>;

const onOff = z.boolean({ error: ACCOUNT_TEXT.choosePreferences });
export const emailPreferencesSchema = z.object(
  { reminders: onOff, reviewInvitations: onOff, digests: onOff },
  { error: ACCOUNT_TEXT.choosePreferences },
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesQuery = tokenBody;
export const emailPreferencesResponse = z.object({ email: z.string(), preferences: emailPreferencesSchema });
export type EmailPreferencesResponse = z.infer<typeof emailPreferencesResponse>;
export const saveEmailPreferencesBody = tokenBody.extend({ preferences: emailPreferencesSchema });
export type SaveEmailPreferencesBody = z.infer<typeof saveEmailPreferencesBody>;
