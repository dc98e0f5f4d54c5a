import { disagreeParagraph, type EmailContent, renderEmail } from '../mail/render.ts';

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

export function rejectedMessage(name: string, reason: string, supportUrl: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile was not approved',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Our team has reviewed your MortgageXperts profile and could not approve it. Your account has been deactivated, so you can no longer sign in.',
      `Reason given by our team:\n${reason}`,
      disagreeParagraph(supportUrl),
    ],
    action: { label: 'Contact support', url: supportUrl },
  });
}

export function suspendedMessage(name: string, reason: string, urls: { signIn: string; support: string }): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile has been suspended',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Our team has suspended your MortgageXperts profile. It is no longer listed in the directory and cannot receive new messages or requests. You can still sign in to read the leads you have received.',
      `Reason given by our team:\n${reason}`,
      disagreeParagraph(urls.support),
    ],
    action: { label: 'Sign in to MortgageXperts', url: urls.signIn },
  });
}

export function reinstatedMessage(name: string, note: string, signInUrl: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile has been reinstated',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Our team has reinstated your MortgageXperts profile. It is listed in the directory again, where home buyers can find you and send you messages.',
      ...(note ? [`Note from our team:\n${note}`] : []),
    ],
    action: { label: 'Sign in to MortgageXperts', url: signInUrl },
  });
}

export function identityChangeApprovedMessage(name: string, changes: string[]): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile change has been approved',
    greeting: `Hello ${name},`,
    paragraphs: ['Our team has approved the change to your profile. Your public profile now shows:', changes.join('\n')],
  });
}

export function identityChangeDeclinedMessage(name: string, reason: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts profile change was not approved',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Our team could not approve the change to your full name, NMLS ID or company name. Your profile keeps its approved values.',
      `Reason given by our team:\n${reason}`,
    ],
  });
}
