import { z } from 'zod';
import { identityValues } from './identity.ts';
import { SUBMISSION_TEXT } from './limits.ts';
import { BELIEVED_SCORE_RANGE_CODES, PURCHASE_TIMELINE_CODES } from './plan-texts.ts';
import { APPROVAL_STATUSES, LEAD_STATUSES } from './vocab.ts';

/** The professional a message or request went to, as the consumer views show it. */
export const inquiryMxpert = z.object({
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
  mxpertProfile: inquiryMxpert,
  /** The lead's plan, in the professional's own inbox and conversation only (absent elsewhere); null before one is started. */
  planId: z.string().nullable().optional(),
  /** When the professional marked it 'Contacted by phone', in their own inbox and conversation only; null before. */
  contactedByPhoneAt: z.string().nullable().optional(),
};

/** A message (inquiry) as every list shows it. */
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

/** The professional profile, as its owner and the admins see it. */
export const mxpertProfileView = z.object({
  id: z.string(),
  cxid: z.string(),
  fullName: z.string().nullable(),
  photo: z.string().nullable(),
  aboutMe: z.string().nullable(),
  languages: z.array(z.string()),
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyWebAddress: z.string().nullable(),
  nmlsId: z.string(),
  yearsExperience: z.number().int(),
  scoresOptimized: z.number().int(),
  serviceAreas: z.array(z.string()),
  loanTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  yearsUsingCreditXpert: z.number().int().nullable(),
  consentConfirmed: z.boolean(),
  onboardCompleted: z.boolean(),
  currentStep: z.number().int(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ name: z.string(), email: z.string(), createdAt: z.string() }),
  receivedMessages: z.number().int(),
  copRequests: z.number().int(),
  /** Why an admin suspended the profile, while suspended (the professional's banner). */
  suspensionReason: z.string().nullable(),
  /** A change of the identity fields (IDENTITY_FIELDS) waiting for an admin (docs/decisions/062, 098). */
  pendingChange: z
    .object({
      id: z.string(),
      newValues: identityValues,
      createdAt: z.string(),
    })
    .nullable(),
});
export type MxpertProfileView = z.infer<typeof mxpertProfileView>;

/** POST /api/inquiries/confirm-sender: the token of the link e-mailed to the account owner. */
export const confirmSenderBody = z.object({
  token: z
    .string({ error: SUBMISSION_TEXT.confirmTokenMissing })
    .min(1, SUBMISSION_TEXT.confirmTokenMissing)
    .max(200, SUBMISSION_TEXT.confirmTokenInvalid),
});
export type ConfirmSenderBody = z.infer<typeof confirmSenderBody>;
