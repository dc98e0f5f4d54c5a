import { CONVERSATION_TEXT, paths } from '@mx/contract';
import { type EmailContent, renderEmail } from '../mail/render.ts';

interface ReplyEmail {
  /** Who replied, as the recipient knows them. */
  authorName: string;
  /** 'message' or 'Credit Optimization Plan request'. */
  noun: string;
  body: string;
}

/** To the professional: the client's reply, its text, and the thread. */
export function replyToMxpertEmail(e: ReplyEmail & { mxpertName: string; reopened: boolean; threadUrl: string }): EmailContent {
  return renderEmail({
    subject: CONVERSATION_TEXT.replied(e.authorName),
    greeting: `Hello ${e.mxpertName},`,
    paragraphs: [
      `${e.authorName} replied to the conversation about their ${e.noun} on MortgageXperts:`,
      e.body,
      ...(e.reopened ? [`You had closed this ${e.noun}; the reply makes it active again.`] : []),
    ],
    action: { label: 'Open the conversation', url: e.threadUrl },
  });
}

/**
 * To the client: the professional's reply and its text. With an account, a link to the thread; a
 * guest gets a link to create an account with the address they wrote from, which then owns the
 * conversation once verified.
 */
export function replyToConsumerEmail(
  e: ReplyEmail & { firstName: string; publicUrl: string } & (
      | { hasAccount: true; threadUrl: string }
      | { hasAccount: false; email: string; lastName: string }
    ),
): EmailContent {
  const intro = [`${e.authorName} replied to your ${e.noun} on MortgageXperts:`, e.body];
  if (e.hasAccount) {
    return renderEmail({
      subject: CONVERSATION_TEXT.replied(e.authorName),
      greeting: `Hello ${e.firstName},`,
      paragraphs: intro,
      action: { label: 'Open the conversation', url: e.threadUrl },
    });
  }
  return renderEmail({
    subject: CONVERSATION_TEXT.replied(e.authorName),
    greeting: `Hello ${e.firstName},`,
    paragraphs: [
      ...intro,
      `To answer, create a free account with this email address (${e.email}). Once you verify it, the whole conversation is under My Messages and you can reply there.`,
    ],
    action: createAccountAction(e.publicUrl, e),
  });
}

/**
 * The button of an e-mail to a guest client: create an account with the address the lead came from
 * (prefilled with their name), which then owns the lead and what grew out of it once verified.
 */
export function createAccountAction(publicUrl: string, guest: { email: string; firstName: string; lastName: string }) {
  const query = new URLSearchParams({ email: guest.email, firstName: guest.firstName, lastName: guest.lastName });
  return { label: 'Create your free account', url: `${publicUrl}${paths.createAccount}?${query.toString()}` };
}
