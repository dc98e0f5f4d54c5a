import { type CopRequestBody, type MessageBody, SUBMISSION_TEXT } from '@mx/contract';
import type { AppContext } from '../../lib/context.ts';
import { type LeadKindParts, type SubmissionInput, senderName, senderNotification, submitLeadOfKind } from './submission.ts';
import type { LeadKind } from './tables.ts';

/** Each kind's form, as its route's schema parsed it. */
export interface LeadBody {
  message: MessageBody;
  cop_request: CopRequestBody;
}

/** What each kind of lead stores and says of its own; the rest of the submission is one path (submission.ts). */
const OWN: { [K in LeadKind]: LeadKindParts<LeadBody[K]> } = {
  message: {
    answer: SUBMISSION_TEXT.messageSent,
    ownColumns: (body) => ({ isRealEstateAgent: body.isRealEstateAgent, helpType: body.helpType, message: body.message }),
    notification: (sender) =>
      senderNotification(sender, 'new_message', 'New message', `${senderName(sender)} sent you a message.`, {
        title: 'answers.notice.newMessageTitle',
        message: 'answers.notice.newMessage',
      }),
    topic: (body) => ({ kind: 'message', helpType: body.helpType }),
  },
  cop_request: {
    answer: SUBMISSION_TEXT.copRequested,
    ownColumns: (body) => ({
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
    topic: (body) => ({ kind: 'cop_request', mortgageProcess: body.mortgageProcess }),
  },
};

/** POST /api/messages/… and /api/cop-requests/… ({state}/{cxid} and {cxid}): a lead of the route's kind. */
export function submitLead<K extends LeadKind>(ctx: AppContext, kind: K, input: SubmissionInput<LeadBody[K]>): Promise<string> {
  return submitLeadOfKind(ctx, kind, input, OWN[kind]);
}
