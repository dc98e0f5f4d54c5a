import { PLAN_TEXT } from '@mx/contract';
import { createAccountAction } from '../conversations/reply-emails.ts';
import { type EmailContent, renderEmail } from '../mail/render.ts';

interface PublishedEmail {
  mxpertName: string;
  firstName: string;
  version: number;
  note: string;
  changes: string[];
}

/**
 * To the client when a version is published: the note and what changed, and a link to the plan.
 * A guest without an account gets the link to create one with the lead's address, as a reply's
 * e-mail does; once verified, the plan is theirs to open.
 */
export function planPublishedEmail(
  e: PublishedEmail &
    ({ hasAccount: true; planUrl: string } | { hasAccount: false; publicUrl: string; email: string; lastName: string }),
): EmailContent {
  const paragraphs = [
    e.version === 1
      ? `${e.mxpertName} prepared a Credit Optimization Plan for you on MortgageXperts: the steps to take, when, and the points each may bring.`
      : `${e.mxpertName} published version ${e.version} of your Credit Optimization Plan on MortgageXperts.`,
    ...(e.note.trim() ? [`Their note: ${e.note.trim()}`] : []),
    ...(e.changes.length ? [`What changed: ${e.changes.join('; ')}.`] : []),
  ];
  if (e.hasAccount) {
    return renderEmail({
      subject: PLAN_TEXT.planEmailSubject(e.mxpertName, e.version),
      greeting: `Hello ${e.firstName},`,
      paragraphs,
      action: { label: 'Open your plan', url: e.planUrl },
    });
  }
  return renderEmail({
    subject: PLAN_TEXT.planEmailSubject(e.mxpertName, e.version),
    greeting: `Hello ${e.firstName},`,
    paragraphs: [
      ...paragraphs,
      `To see your plan, create a free account with this email address (${e.email}). Once you verify it, the plan is under My Plans.`,
    ],
    action: createAccountAction(e.publicUrl, { email: e.email, firstName: e.firstName, lastName: e.lastName }),
  });
}
