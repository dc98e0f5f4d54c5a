import { type EmailContent, renderEmail } from '../mail/render.ts';

/** What a professional is told about the admins' decision. renderEmail escapes every value. */

export function approvedMessage(name: string, signInUrl: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile has been approved',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Good news: our team has reviewed and approved your MortgageXperts profile. It is now listed in the MortgageXperts directory, where home buyers can find you, send you messages and ask for a Credit Optimization Plan.',
      'Sign in to see your dashboard and keep your profile up to date.',
    ],
    action: { label: 'Sign in to MortgageXperts', url: signInUrl },
  });
}

export function rejectedMessage(name: string, reason: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile was not approved',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Our team has reviewed your MortgageXperts profile and could not approve it. Your account has been deactivated, so you can no longer sign in.',
      `Reason given by our team:\n${reason}`,
      'If you believe this is a mistake, please reply to this email and our support team will look into it.',
    ],
  });
}
