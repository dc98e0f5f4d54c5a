/**
 * The e-mails' texts (docs/decisions/118): what every e-mail says around its content, the account
 * e-mails, the lead alerts and the replies. An e-mail is written in its recipient's language.
 */
import { MORTGAGE_PROCESSES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

export default {
  // Around every e-mail.
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  signOff: '— The MortgageXperts team',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  optionalReason: 'You receive this email because of your activity on MortgageXperts.',
  preferencesLabel: 'Unsubscribe or choose which emails you get',
  // The account.
  verifySubject: 'Verify your MortgageXperts email address',
  verifyIntro: 'Thanks for creating a MortgageXperts account. Please confirm that this is your email address.',
  verifyAction: 'Verify email address',
  verifyNote: 'This link stays valid for 24 hours. If you did not create an account, you can ignore this email.',
  confirmAddressSubject: 'Confirm your MortgageXperts email address',
  confirmAddressIntro:
    'You asked for a new link to confirm the email address of your MortgageXperts account. Choose your password to confirm the address; you can then sign in with it.',
  confirmAddressAction: 'Confirm and choose a password',
  confirmAddressNote:
    'This link stays valid for 24 hours and can be used once. If you did not ask for it, you can ignore this email.',
  resetSubject: 'Reset your MortgageXperts password',
  resetIntro: 'We received a request to reset the password of your MortgageXperts account.',
  resetAction: 'Choose a new password',
  resetNote:
    'This link stays valid for 1 hour and can be used once. If you did not ask for it, you can ignore this email: your password stays as it is.',
  passwordChangedSubject: 'Your MortgageXperts password was changed',
  passwordChangedIntro:
    'The password of your MortgageXperts account was just changed, and every device that was signed in has been signed out.',
  passwordChangedIfNotYou: 'If you did not do this, reset your password right away at {url} and contact our support team.',
  // The lead alerts.
  newMessageSubject: 'New message from {sender}',
  newMessageIntro: '{sender} sent you a message on MortgageXperts about: {topic}.',
  newMessageContact: 'They prefer to be contacted by {contact}. Sign in to read the message and their contact details.',
  newMessageAction: 'Open the message',
  newCopSubject: 'New Credit Optimization Plan request from {sender}',
  newCopIntro: '{sender} asked you for a Credit Optimization Plan on MortgageXperts (mortgage process: {process}).',
  newCopContact: 'They prefer to be contacted by {contact}. Sign in to see their contact details.',
  newCopAction: 'Open the request',
  ...optionLabels('mortgageProcess', MORTGAGE_PROCESSES),
  contactEmail: 'email',
  contactPhone: 'phone',
  clientWroteEnglish: 'The client wrote in English.',
  clientWroteSpanish: 'The client wrote in Spanish.',
  // The replies.
  repliedSubject: '{name} replied',
  replyToMxpertIntroMessage: '{name} replied to the conversation about their message on MortgageXperts:',
  replyToMxpertIntroCop: '{name} replied to the conversation about their Credit Optimization Plan request on MortgageXperts:',
  replyReopenedMessage: 'You had closed this message; the reply makes it active again.',
  replyReopenedCop: 'You had closed this Credit Optimization Plan request; the reply makes it active again.',
  replyToConsumerIntroMessage: '{name} replied to your message on MortgageXperts:',
  replyToConsumerIntroCop: '{name} replied to your Credit Optimization Plan request on MortgageXperts:',
  replyGuestHowToAnswer:
    'To answer, create a free account with this email address ({email}). Once you verify it, the whole conversation is under My Messages and you can reply there.',
  openConversation: 'Open the conversation',
  createAccountAction: 'Create your free account',
} as const;
