import { REVIEW_INVITATION_TEXT } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { translator } from '../../lib/i18n.ts';
import { type EmailContent, renderEmail } from './render.ts';

/** The account e-mails. Links are built from the configured public URL, never from a request. */

export function verifyEmailMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.verifySubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.verifyIntro')],
    action: { label: t('emails.verifyAction'), url },
    note: t('emails.verifyNote'),
  });
}

/** A repeated verification e-mail: its link confirms the address by choosing the password. */
export function confirmAddressMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.confirmAddressSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.confirmAddressIntro')],
    action: { label: t('emails.confirmAddressAction'), url },
    note: t('emails.confirmAddressNote'),
  });
}

export function existingAccountMessage(name: string, signInUrl: string, resetUrl: string): EmailContent {
  return renderEmail({
    subject: 'Someone tried to create a MortgageXperts account with your email',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone, perhaps you, tried to create a new MortgageXperts account with this email address. You already have an account, so no new one was created.',
      // A link ends its line: a full stop after it would become part of the address in many mail readers.
      `You can sign in here: ${signInUrl}`,
      `If you have forgotten your password, you can choose a new one here: ${resetUrl}`,
      'If this was not you, no action is needed.',
    ],
  });
}

export function resetPasswordMessage(name: string, url: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.resetSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.resetIntro')],
    action: { label: t('emails.resetAction'), url },
    note: t('emails.resetNote'),
  });
}

export function passwordChangedMessage(name: string, forgotUrl: string, locale: Locale = DEFAULT_LOCALE): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.passwordChangedSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.passwordChangedIntro'), t('emails.passwordChangedIfNotYou', { url: forgotUrl })],
  });
}

export interface LeadReminder {
  mxpertName: string;
  senderName: string;
  /** 'message' or 'Credit Optimization Plan request'. */
  noun: string;
  /** Whole hours since the lead arrived, as configured (24). */
  hours: number;
  /** The lead's conversation page. */
  url: string;
}

/** The one reminder about a lead still unanswered (docs/decisions/055); category 'reminders'. */
export function leadReminderMessage(r: LeadReminder): EmailContent {
  const waited = r.hours >= 1 ? `${r.hours} hour${r.hours === 1 ? '' : 's'}` : 'a while';
  return renderEmail({
    subject: `${r.senderName} is waiting for your reply`,
    greeting: `Hello ${r.mxpertName},`,
    paragraphs: [
      `${r.senderName} sent you a ${r.noun} on MortgageXperts ${waited} ago and has not heard from you yet.`,
      'Clients choose professionals who answer quickly: your response time is shown on your public profile.',
    ],
    action: { label: 'Reply now', url: r.url },
    note: 'We send one reminder per lead.',
    category: 'reminders',
  });
}

export interface ReviewInvitation {
  /** The client's first name, as they gave it with their message or request. */
  firstName: string;
  mxpertName: string;
  /** 'message' or 'Credit Optimization Plan request'. */
  noun: string;
  /** The professional's public profile, opening its review form (`?review=1`). */
  url: string;
}

/**
 * The one invitation to review the professional who replied (docs/decisions/067); category
 * 'reviewInvitations', so it carries List-Unsubscribe and the preferences link.
 */
export function reviewInvitationMessage(r: ReviewInvitation): EmailContent {
  return renderEmail({
    subject: REVIEW_INVITATION_TEXT.subject(r.mxpertName),
    greeting: `Hello ${r.firstName},`,
    paragraphs: [REVIEW_INVITATION_TEXT.intro(r.mxpertName, r.noun), REVIEW_INVITATION_TEXT.verified],
    action: { label: REVIEW_INVITATION_TEXT.action, url: r.url },
    note: REVIEW_INVITATION_TEXT.note,
    category: 'reviewInvitations',
  });
}

export function confirmEmailChangeMessage(name: string, url: string): EmailContent {
  return renderEmail({
    subject: 'Confirm your new MortgageXperts email address',
    greeting: `Hello ${name},`,
    paragraphs: ['You asked to use this address for your MortgageXperts account. Please confirm it.'],
    action: { label: 'Confirm new email address', url },
    note: 'This link stays valid for 24 hours. If you did not ask for this, you can ignore this email: nothing changes.',
  });
}

export function emailChangeRefusedMessage(): EmailContent {
  return renderEmail({
    subject: 'Your email address was not added to another MortgageXperts account',
    paragraphs: [
      'Someone signed in to a MortgageXperts account asked to move that account to this email address. This address already has an account of its own, so nothing was changed.',
      'If this was you, sign in with this address instead. If not, no action is needed.',
    ],
  });
}

export function emailChangedNoticeMessage(name: string, newEmail: string, supportUrl: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts email address was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      `The email address of your MortgageXperts account was changed. Emails about your account now go to the new address: ${newEmail}`,
      `If you did not do this, contact our support team right away through ${supportUrl}`,
    ],
  });
}

export function accountDeletedMessage(name: string): EmailContent {
  return renderEmail({
    subject: 'Your MortgageXperts account was deleted',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your MortgageXperts account was deleted as you asked. You can no longer sign in with it, and you can create a new account with this address at any time.',
      'What professionals keep of the messages and requests you sent them is described in our Privacy Policy.',
    ],
  });
}
