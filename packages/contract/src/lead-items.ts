import { z } from 'zod';
import { SUBMISSION_TEXT } from './limits.ts';
import { BELIEVED_SCORE_RANGE_CODES, PURCHASE_TIMELINE_CODES } from './plan-texts.ts';
import { LEAD_STATUSES } from './vocab.ts';

/** A lead as the lists show it: a message or a COP request, its sender, its handling and its professional; and the link that confirms a guest's sender. */

/** The professional a message or request went to, as the consumer views show it. */
export const leadMxpert = z.object({
  cxid: z.string(),
  photo: z.string().nullable(),
  companyName: z.string().nullable(),
  user: z.object({ name: z.string() }),
});

/** Who sent a lead, as every list shows them. */
const leadSender = {
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
};

/** What every lead holds after the sender's own answers: where from, how the professional handles it, the consent, the dates, the professional and the plan. */
const leadHandling = {
  state: z.string().nullable(),
  mxpertNotes: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  /** False while a guest used the address of an account and its owner has not confirmed sending it. */
  senderConfirmed: z.boolean(),
  /** When the sender's consent to be contacted was recorded with it; empty for leads older than the record. */
  consentRecordedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mxpertProfile: leadMxpert,
  /** The lead's plan, in the professional's own inbox and conversation only (absent elsewhere); null before one is started. */
  planId: z.string().nullable().optional(),
  /** When the professional marked it 'Contacted by phone', in their own inbox and conversation only; null before. */
  contactedByPhoneAt: z.string().nullable().optional(),
};

/** A message as every list shows it. */
export const messageItem = z.object({
  ...leadSender,
  isRealEstateAgent: z.boolean(),
  helpType: z.string(),
  preferredContact: z.string(),
  message: z.string(),
  ...leadHandling,
});
export type MessageItem = z.infer<typeof messageItem>;

/** A Credit Optimization Plan request as every list shows it. */
export const copRequestItem = z.object({
  ...leadSender,
  preferredContact: z.string(),
  mortgageProcess: z.string(),
  /** The form's optional questions; null when not answered. */
  believedScoreRange: z.enum(BELIEVED_SCORE_RANGE_CODES).nullable(),
  targetScore: z.number().int().nullable(),
  timeline: z.enum(PURCHASE_TIMELINE_CODES).nullable(),
  loanAmount: z.number().int().nullable(),
  zip: z.string().nullable(),
  ...leadHandling,
});
export type CopRequestItem = z.infer<typeof copRequestItem>;

/** POST /api/inquiries/confirm-sender: the token of the link e-mailed to the account owner. */
export const confirmSenderBody = z.object({
  token: z
    .string({ error: SUBMISSION_TEXT.confirmTokenMissing })
    .min(1, SUBMISSION_TEXT.confirmTokenMissing)
    .max(200, SUBMISSION_TEXT.confirmTokenInvalid),
});
export type ConfirmSenderBody = z.infer<typeof confirmSenderBody>;
