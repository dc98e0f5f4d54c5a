import { z } from 'zod';
import { emailAddress, honeypot, localeField } from './fields.ts';
import { FIELD_LIMITS, HONEYPOT_FIELD } from './limits.ts';
import { CONSENT_TEXT, SUPPORT_TEXT, SUPPORT_TOPIC_CODES } from './trust-texts.ts';

/** The consent every message and COP request body carries: `consent: true`, else 400 with the checkbox's message. */
export const consentField = z.literal(true, { error: CONSENT_TEXT.required });

/** A lead's consent record, as the admins read it. */
export const leadConsent = z.object({
  id: z.string(),
  leadType: z.enum(['message', 'cop_request']),
  leadId: z.string(),
  mxpertProfileId: z.string(),
  /** The exact statement the sender saw, naming the professional. */
  text: z.string(),
  version: z.string(),
  /** SHA-256 of the text, hex. */
  textSha256: z.string(),
  clientAddress: z.string(),
  userAgent: z.string().nullable(),
  recordedAt: z.string(),
});
export type LeadConsent = z.infer<typeof leadConsent>;

export const leadConsentQuery = z
  .object({
    messageId: z.uuid({ error: 'Invalid id' }).optional(),
    copRequestId: z.uuid({ error: 'Invalid id' }).optional(),
  })
  .refine((q) => (q.messageId === undefined) !== (q.copRequestId === undefined), {
    error: 'Give exactly one of messageId and copRequestId',
  });
export const leadConsentResponse = z.object({ success: z.literal(true), data: leadConsent });

/** POST /api/support: the support form. */
export const supportBody = z.object({
  name: z
    .string({ error: SUPPORT_TEXT.nameLength })
    .trim()
    .min(2, SUPPORT_TEXT.nameLength)
    .max(FIELD_LIMITS.supportNameMax, SUPPORT_TEXT.nameLength)
    .regex(/^[^\r\n<>]*$/, SUPPORT_TEXT.nameCharacters),
  email: emailAddress(),
  topic: z.enum(SUPPORT_TOPIC_CODES, { error: SUPPORT_TEXT.topicRequired }),
  message: z
    .string({ error: SUPPORT_TEXT.messageLength })
    .trim()
    .min(FIELD_LIMITS.supportMessageMin, SUPPORT_TEXT.messageLength)
    .max(FIELD_LIMITS.supportMessageMax, SUPPORT_TEXT.messageLength),
  /** The language of the page the form is on: a guest's confirmation e-mail is written in it; English when absent. */
  locale: localeField.optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type SupportBody = z.input<typeof supportBody>;
