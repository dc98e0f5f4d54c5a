import { HELP_TYPES, labelOf, MORTGAGE_PROCESSES, PREFERRED_CONTACTS, paths } from '@mx/contract';
import { type EmailContent, renderEmail } from '../mail/render.ts';

interface LeadAlert {
  mxpertName: string;
  senderName: string;
  preferredContact: string;
  publicUrl: string;
}

/**
 * The lead alert a professional gets for a new message. It names the sender and the topic; the
 * contact details and the text stay behind sign-in (docs/decisions/013-submissions.md).
 */
export function newMessageEmail(alert: LeadAlert & { helpType: string }): EmailContent {
  return renderEmail({
    subject: `New message from ${alert.senderName}`,
    greeting: `Hello ${alert.mxpertName},`,
    paragraphs: [
      `${alert.senderName} sent you a message on MortgageXperts about: ${labelOf(HELP_TYPES, alert.helpType)}.`,
      `They prefer to be contacted by ${labelOf(PREFERRED_CONTACTS, alert.preferredContact).toLowerCase()}. Sign in to read the message and their contact details.`,
    ],
    action: { label: 'Open your messages', url: `${alert.publicUrl}${paths.mxpert.messages}` },
  });
}

export function newCopRequestEmail(alert: LeadAlert & { mortgageProcess: string }): EmailContent {
  return renderEmail({
    subject: `New Credit Optimization Plan request from ${alert.senderName}`,
    greeting: `Hello ${alert.mxpertName},`,
    paragraphs: [
      `${alert.senderName} asked you for a Credit Optimization Plan on MortgageXperts (mortgage process: ${labelOf(MORTGAGE_PROCESSES, alert.mortgageProcess)}).`,
      `They prefer to be contacted by ${labelOf(PREFERRED_CONTACTS, alert.preferredContact).toLowerCase()}. Sign in to see their contact details.`,
    ],
    action: { label: 'Open your requests', url: `${alert.publicUrl}${paths.mxpert.copRequests}` },
  });
}
