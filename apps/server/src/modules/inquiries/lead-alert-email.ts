import { HELP_TYPES, labelOf, MORTGAGE_PROCESSES, PREFERRED_CONTACTS, paths } from '@mx/contract';
import { type EmailContent, renderEmail } from '../mail/render.ts';

interface LeadAlert {
  mxpertName: string;
  senderName: string;
  preferredContact: string;
  publicUrl: string;
  /** The lead: the alert opens its conversation (behind sign-in, which comes back to it). */
  leadId: string;
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
    action: { label: 'Open the message', url: `${alert.publicUrl}${paths.thread.mxpertMessage(alert.leadId)}` },
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
    action: { label: 'Open the request', url: `${alert.publicUrl}${paths.thread.mxpertCopRequest(alert.leadId)}` },
  });
}

interface SenderConfirmation {
  ownerFirstName: string;
  senderName: string;
  mxpertName: string;
  /** 'message' or 'Credit Optimization Plan request'. */
  noun: string;
  url: string;
}

/**
 * To the owner of an account whose address a guest used: nothing joins their account unless they
 * confirm (docs/decisions/046). The guest's text is not repeated here.
 */
export function senderConfirmationEmail(c: SenderConfirmation): EmailContent {
  return renderEmail({
    subject: `Did you send this ${c.noun} to ${c.mxpertName}?`,
    greeting: `Hello ${c.ownerFirstName},`,
    paragraphs: [
      `A ${c.noun} was sent to ${c.mxpertName} on MortgageXperts without signing in, with your email address and the name ${c.senderName}.`,
      `If you sent it, confirm it and it will appear in your account. If you did not, ignore this email: nothing is added to your account.`,
    ],
    action: { label: 'Yes, I sent it', url: c.url },
    note: `This link stays valid for ${SENDER_CONFIRMATION_DAYS} days and can be used once.`,
  });
}

/** How long the owner's confirmation link stays valid. */
export const SENDER_CONFIRMATION_DAYS = 7;
