import { disagreeParagraph, type EmailContent, renderEmail } from '../mail/render.ts';

/** What the author and the professional are told when an admin hides a review. renderEmail escapes every value. */

export function reviewHiddenForAuthor(name: string, mxpertName: string, reason: string, supportUrl: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts review was hidden',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Our team has hidden your review of ${mxpertName}: it no longer shows on their profile.`,
      `Reason given by our team:\n${reason}`,
      disagreeParagraph(supportUrl),
    ],
  });
}

export function reviewHiddenForMxpert(name: string, authorName: string, reason: string): EmailContent {
  return renderEmail({
    subject: 'A review on your MortgageXperts profile was hidden',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Our team has hidden the review by ${authorName} from your profile. It no longer counts in your rating.`,
      `Reason given by our team:\n${reason}`,
    ],
  });
}
