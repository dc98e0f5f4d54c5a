import { z } from 'zod';
import { emailAddress, honeypot, localeField, personName } from './fields.ts';
import { FIELD_LIMITS, HONEYPOT_FIELD } from './limits.ts';
import { copPlanQuestions } from './plans.ts';
import { consentField } from './trust.ts';
import { HELP_TYPE_CODES, MORTGAGE_PROCESS_CODES, PREFERRED_CONTACT_CODES } from './vocab.ts';

/**
 * The contact (message) and Credit Optimization Plan forms of the profile page,
 * shared by the forms and the routes. One reading per double rule, the same on both sides
 * (docs/decisions/012-contact-forms.md): names as in decision 003 with the three separate
 * messages; phone required, 10-20 characters of digits, spaces, dashes, parentheses and dots with
 * an optional leading plus, holding 10 to 15 digits.
 */

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const INVALID_PHONE = 'Please enter a valid phone number';

export const contactPhone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .min(10, 'Phone number must be between 10-20 characters')
  .max(20, 'Phone number must be between 10-20 characters')
  .regex(PHONE_CHARACTERS, INVALID_PHONE)
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, INVALID_PHONE);

const MESSAGE_LENGTH = `Message must be between ${FIELD_LIMITS.messageMin}-${FIELD_LIMITS.messageMax} characters`;

/** Who is writing: asked of guests only; a signed-in user's account provides them. */
export const senderFields = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress(),
});
export type SenderFields = z.infer<typeof senderFields>;

const messageFields = z.object({
  phone: contactPhone,
  isRealEstateAgent: z.boolean({ error: 'Please tell us whether you are a real estate agent' }).default(false),
  helpType: z.enum(HELP_TYPE_CODES, { error: 'Please select how we can help you' }),
  preferredContact: z.enum(PREFERRED_CONTACT_CODES, { error: 'Please choose how you want to be contacted' }).default('email'),
  /** The language of the page the form is on (docs/decisions/118); English when absent. */
  locale: localeField.optional(),
  message: z
    .string({ error: MESSAGE_LENGTH })
    .trim()
    .min(FIELD_LIMITS.messageMin, MESSAGE_LENGTH)
    .max(FIELD_LIMITS.messageMax, MESSAGE_LENGTH),
  /** The sender agreed to be contacted by the professional the form names (docs/decisions/057). */
  consent: consentField,
  [HONEYPOT_FIELD]: honeypot,
});

const copFields = z.object({
  phone: contactPhone,
  preferredContact: z.enum(PREFERRED_CONTACT_CODES, { error: 'Please choose how you want to be contacted' }).default('email'),
  mortgageProcess: z
    .enum(MORTGAGE_PROCESS_CODES, { error: 'Please select where you are in the mortgage process' })
    .default('pre-qual'),
  /** The language of the page the form is on (docs/decisions/118); English when absent. */
  locale: localeField.optional(),
  /** Optional: what the client believes, aims for and plans. */
  ...copPlanQuestions.shape,
  consent: consentField,
  [HONEYPOT_FIELD]: honeypot,
});

/** The message form as a guest fills it. */
export const guestMessageForm = senderFields.extend(messageFields.shape);
export type GuestMessageForm = z.input<typeof guestMessageForm>;
/** The message form of a signed-in user: the name fields are skipped, the e-mail is shown read-only. */
export const memberMessageForm = messageFields;
/** POST /api/messages/…: the sender fields are required of guests only (the service checks). */
export const messageBody = messageFields.extend(senderFields.partial().shape);
export type MessageBody = z.infer<typeof messageBody>;

export const guestCopForm = senderFields.extend(copFields.shape);
export type GuestCopForm = z.input<typeof guestCopForm>;
export const memberCopForm = copFields;
export const copRequestBody = copFields.extend(senderFields.partial().shape);
export type CopRequestBody = z.infer<typeof copRequestBody>;

/** The submission routes' URL: the state the sender came from (a code or all) is optional. */
export const submissionParams = z.object({ state: z.string().optional(), cxid: z.string() });

export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores')
  .optional();

export const submissionResponse = z.object({ success: z.literal(true), message: z.string() });
export type SubmissionResponse = z.infer<typeof submissionResponse>;
