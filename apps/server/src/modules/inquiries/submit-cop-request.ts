import { type CopRequestBody, SUBMISSION_TEXT } from '@mx/contract';
import { DEFAULT_LOCALE } from '@mx/contract/i18n/locale';
import type { AppContext } from '../../lib/context.ts';
import { findLeadByKey, insertCopRequest } from '../leads/store.ts';
import { newCopRequestEmail } from './lead-alert-email.ts';
import {
  type InquiryKind,
  type SubmissionInput,
  senderName,
  senderNotification,
  storedLead,
  submitInquiry,
} from './submission.ts';

const copRequest: InquiryKind<CopRequestBody> = {
  answer: SUBMISSION_TEXT.copRequested,
  leadKind: 'cop_request',
  findByKey: (db, key) => findLeadByKey(db, 'cop_request', key),
  insert: (tx, accepted, body) =>
    insertCopRequest(tx, {
      ...storedLead(accepted, body.locale),
      phone: body.phone,
      preferredContact: body.preferredContact,
      mortgageProcess: body.mortgageProcess,
      believedScoreRange: body.believedScoreRange ?? null,
      targetScore: body.targetScore ?? null,
      timeline: body.timeline ?? null,
      loanAmount: body.loanAmount ?? null,
      zip: body.zip ?? null,
    }),
  notification: (sender) =>
    senderNotification(
      sender,
      'new_cop_request',
      'New Credit Optimization Plan request',
      `${senderName(sender)} asked for a Credit Optimization Plan.`,
      { title: 'answers.notice.newCopRequestTitle', message: 'answers.notice.newCopRequest' },
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
