import { type MessageBody, SUBMISSION_TEXT } from '@mx/contract';
import { DEFAULT_LOCALE } from '@mx/contract/i18n/locale';
import type { AppContext } from '../../lib/context.ts';
import { findLeadByKey, insertMessage } from '../leads/store.ts';
import { newMessageEmail } from './lead-alert-email.ts';
import {
  type InquiryKind,
  type SubmissionInput,
  senderName,
  senderNotification,
  storedLead,
  submitInquiry,
} from './submission.ts';

const message: InquiryKind<MessageBody> = {
  answer: SUBMISSION_TEXT.messageSent,
  leadKind: 'message',
  findByKey: (db, key) => findLeadByKey(db, 'message', key),
  insert: (tx, accepted, body) =>
    insertMessage(tx, {
      ...storedLead(accepted, body.locale),
      phone: body.phone,
      isRealEstateAgent: body.isRealEstateAgent,
      helpType: body.helpType,
      preferredContact: body.preferredContact,
      message: body.message,
    }),
  notification: (sender) =>
    senderNotification(sender, 'new_message', 'New message', `${senderName(sender)} sent you a message.`, {
      title: 'answers.notice.newMessageTitle',
      message: 'answers.notice.newMessage',
    }),
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
