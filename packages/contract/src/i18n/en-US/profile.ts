/** A professional's public profile page. */

import { FORM_HINTS } from '../../limits.ts';
import { PROFILE_PAGE_TEXT } from '../../profile-page-texts.ts';
import { RESPONSE_TIMES } from '../../response-time.ts';
import { CONSENT_TEXT, consentStatement } from '../../trust-texts.ts';
import { PREFERRED_CONTACTS, REQUESTER_ROLES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

const responds = (code: (typeof RESPONSE_TIMES)[number]['code']) => RESPONSE_TIMES.find((r) => r.code === code)?.text ?? '';
export default {
  aboutTitle: 'About {name}',
  aboutDefault:
    '{name} is a licensed mortgage professional who helps home buyers improve their credit before they apply, so they qualify for a better rate.',
  stateLicenses: 'State Licenses',
  loanTypes: 'Loan Types',
  mortgageTypes: 'Mortgage Types',
  languages: 'Languages',
  notProvided: 'Not provided',
  backToResults: 'Back to search results',
  requestPlan: 'Request Credit Optimization Plan',
  respondsHour: responds('hour'),
  respondsHours: responds('hours'),
  respondsDay: responds('day'),
  respondsDays: responds('days'),
  contactIntro: 'Tell them about your plans.',
  contactIntroWithTime: 'Tell them about your plans. {respondsIn}.',
  messageTitle: 'Send {name} a message',
  messageForm: 'Send a message',
  sendingAs: 'Sending as {name}',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  phoneHint: '10 to 20 characters, for example (512) 555-0123',
  iAmA: 'I am a',
  ...optionLabels('requester', REQUESTER_ROLES),
  howCanWeHelp: 'How can we help you?',
  selectOption: 'Select an option',
  preferredContact: 'Preferred contact method',
  ...optionLabels('contact', PREFERRED_CONTACTS),
  message: 'Message',
  messageHint: FORM_HINTS.message,
  consentCheckbox: CONSENT_TEXT.checkbox,
  // The consent statement, naming the professional (the English is consentStatement's, word for word).
  consentStatement: consentStatement({ name: '{name}', companyName: null, nmlsId: '{nmlsId}' }),
  consentStatementWithCompany: consentStatement({ name: '{name}', companyName: '{company}', nmlsId: '{nmlsId}' }),
  sendMessage: 'Send Message',
  sendFailed: 'Failed to send message',
  errorTitle: 'Error',
  messageSent: 'Message Sent!',
  requestSubmitted: 'Request Submitted!',
  sentThanks: 'Thank you! {name} will contact you soon.',
  willContact: '{name} will contact you soon.',
  sentAccount: 'Create a free account to follow your messages and Credit Optimization Plan requests in one place.',
  sentSignIn: 'Sign In',
  sentCreateAccount: 'Create Free Account',
  loading: 'Loading profile',
  yearsUsingCreditXpert: 'Years using CreditXpert: {years}',
  notAvailable: 'N/A',
  paused: PROFILE_PAGE_TEXT.paused('{name}'),
  findAnother: PROFILE_PAGE_TEXT.findAnother,
  conversation: PROFILE_PAGE_TEXT.conversation('{name}'),
  openConversation: PROFILE_PAGE_TEXT.openConversation,
  barMessage: PROFILE_PAGE_TEXT.barMessage,
  barRequestPlan: PROFILE_PAGE_TEXT.barRequestPlan,
} as const;
