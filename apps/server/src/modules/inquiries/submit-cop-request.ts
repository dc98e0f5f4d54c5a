import { type CopRequestBody, SUBMISSION_TEXT } from '@mx/contract';
import { DEFAULT_LOCALE } from '@mx/contract/i18n/locale';
import { eq, sql } from 'drizzle-orm';
import { copRequests } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { newCopRequestEmail } from './lead-alert-email.ts';
import {
  type InquiryKind,
  type SubmissionInput,
  senderName,
  senderNotification,
  storedSender,
  submitInquiry,
} from './submission.ts';

const copRequest: InquiryKind<CopRequestBody> = {
  answer: SUBMISSION_TEXT.copRequested,
  leadKind: 'cop_request',
  findByKey: async (db, key) => {
    const [row] = await db
      .select({ mxpertProfileId: copRequests.mxpertProfileId })
      .from(copRequests)
      .where(eq(copRequests.idempotencyKey, key));
    return row;
  },
  insert: async (tx, accepted, body) => {
    const rows = await tx
      .insert(copRequests)
      .values({
        mxpertProfileId: accepted.target.profileId,
        ...storedSender(accepted),
        phone: body.phone,
        preferredContact: body.preferredContact,
        mortgageProcess: body.mortgageProcess,
        believedScoreRange: body.believedScoreRange ?? null,
        targetScore: body.targetScore ?? null,
        timeline: body.timeline ?? null,
        loanAmount: body.loanAmount ?? null,
        zip: body.zip ?? null,
        state: accepted.state,
        idempotencyKey: accepted.idempotencyKey,
        locale: body.locale ?? DEFAULT_LOCALE,
        consentRecordedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: copRequests.idempotencyKey })
      .returning({ id: copRequests.id });
    return rows[0] ? { type: 'cop_request', id: rows[0].id } : null;
  },
  notification: (sender) =>
    senderNotification(
      sender,
      'new_cop_request',
      'New Credit Optimization Plan request',
      `${senderName(sender)} asked for a Credit Optimization Plan.`,
    ),
  email: (accepted, body, publicUrl, leadId) =>
    newCopRequestEmail({
      mxpertName: accepted.target.name,
      mxpertLocale: accepted.target.locale,
      senderName: senderName(accepted.sender),
      clientLocale: body.locale ?? DEFAULT_LOCALE,
      mortgageProcess: body.mortgageProcess,
      preferredContact: body.preferredContact,
      publicUrl,
      leadId,
    }),
};

/** POST /api/cop-requests/{state}/{cxid} and /api/cop-requests/{cxid}. */
export function submitCopRequest(ctx: AppContext, input: SubmissionInput<CopRequestBody>): Promise<string> {
  return submitInquiry(ctx, input, copRequest);
}
