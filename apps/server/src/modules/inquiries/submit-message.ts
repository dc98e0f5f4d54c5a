import { type MessageBody, SUBMISSION_TEXT } from '@mx/contract';
import { DEFAULT_LOCALE } from '@mx/contract/i18n/locale';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../db/schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { newMessageEmail } from './lead-alert-email.ts';
import {
  type InquiryKind,
  type SubmissionInput,
  senderName,
  senderNotification,
  storedSender,
  submitInquiry,
} from './submission.ts';

const message: InquiryKind<MessageBody> = {
  answer: SUBMISSION_TEXT.messageSent,
  leadKind: 'message',
  findByKey: async (db, key) => {
    const [row] = await db
      .select({ mxpertProfileId: messages.mxpertProfileId })
      .from(messages)
      .where(eq(messages.idempotencyKey, key));
    return row;
  },
  insert: async (tx, accepted, body) => {
    const rows = await tx
      .insert(messages)
      .values({
        mxpertProfileId: accepted.target.profileId,
        ...storedSender(accepted),
        phone: body.phone,
        isRealEstateAgent: body.isRealEstateAgent,
        helpType: body.helpType,
        preferredContact: body.preferredContact,
        message: body.message,
        state: accepted.state,
        idempotencyKey: accepted.idempotencyKey,
        locale: body.locale ?? DEFAULT_LOCALE,
        consentRecordedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: messages.idempotencyKey })
      .returning({ id: messages.id });
    return rows[0] ? { type: 'message', id: rows[0].id } : null;
  },
  notification: (sender) => senderNotification(sender, 'new_message', 'New message', `${senderName(sender)} sent you a message.`),
  email: (accepted, body, publicUrl, leadId) =>
    newMessageEmail({
      mxpertName: accepted.target.name,
      mxpertLocale: accepted.target.locale,
      senderName: senderName(accepted.sender),
      clientLocale: body.locale ?? DEFAULT_LOCALE,
      helpType: body.helpType,
      preferredContact: body.preferredContact,
      publicUrl,
      leadId,
    }),
};

/** POST /api/messages/{state}/{cxid} and /api/messages/{cxid}. */
export function submitMessage(ctx: AppContext, input: SubmissionInput<MessageBody>): Promise<string> {
  return submitInquiry(ctx, input, message);
}
