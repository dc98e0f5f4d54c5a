/**
 * The server's own sentences that no page's namespace has: its errors and confirmations, answered in the
 * reader's language (decision 130). Each English text is the contract's constant, so the server finds
 * the key by the sentence it answers and its English stays as it is.
 */

import { ACCOUNT_TEXT } from '../../account-texts.ts';
import { ADMIN_TEXT } from '../../admin.ts';
import { ADMIN_OPS_TEXT } from '../../admin-ops.ts';
import { UNCLAIMED_TEXT } from '../../consumer.ts';
import { CONVERSATION_TEXT } from '../../conversation-texts.ts';
import { SUBMISSION_TEXT } from '../../limits.ts';
import { EVENTS_TEXT } from '../../live-events.ts';
import { IMAGE_TEXT, ONBOARDING_TEXT } from '../../onboarding.ts';
import { PARTNER_TEXT } from '../../partner-texts.ts';
import { PLAN_TEXT } from '../../plan-texts.ts';
import { REVIEW_TEXT } from '../../review-texts.ts';
import { SUPPORT_INBOX_TEXT } from '../../support-inbox.ts';
import { TEXT } from '../../texts.ts';
import { CONSENT_TEXT, SUPPORT_TEXT } from '../../trust-texts.ts';
import { TWO_FACTOR_TEXT } from '../../two-factor-texts.ts';

export default {
  // Signing in, signing up and the links of the e-mails.
  'auth.emailNotVerified': TEXT.emailNotVerified,
  'auth.registered': TEXT.registered,
  'auth.forgotPasswordSent': TEXT.forgotPasswordSent,
  'auth.verificationResent': TEXT.verificationResent,
  'auth.loggedOut': TEXT.loggedOut,
  // Refusals any route may answer.
  'request.authenticationRequired': TEXT.authenticationRequired,
  'request.forbidden': TEXT.forbidden,
  'request.csrfRejected': TEXT.csrfRejected,
  'request.payloadTooLarge': TEXT.payloadTooLarge,
  'request.notFound': TEXT.notFound,
  'request.tooManyStreams': EVENTS_TEXT.tooManyStreams,
  'request.multipartRequired': IMAGE_TEXT.multipartRequired,
  'request.keyReused': SUBMISSION_TEXT.keyReused,
  // The account's settings.
  'account.accountDeleted': ACCOUNT_TEXT.accountDeleted,
  'account.emailChangeSent': ACCOUNT_TEXT.emailChangeSent,
  'account.emailChanged': ACCOUNT_TEXT.emailChanged,
  'account.emailInUse': ACCOUNT_TEXT.emailInUse,
  'account.invalidEmailChangeToken': ACCOUNT_TEXT.invalidEmailChangeToken,
  'account.invalidPreferencesLink': ACCOUNT_TEXT.invalidPreferencesLink,
  'account.listingResumed': ACCOUNT_TEXT.listingResumed,
  'account.passwordChanged': ACCOUNT_TEXT.passwordChanged,
  'account.sameEmail': ACCOUNT_TEXT.sameEmail,
  'account.samePassword': ACCOUNT_TEXT.samePassword,
  'account.tooManyListingChanges': ACCOUNT_TEXT.tooManyListingChanges,
  'account.unsubscribed': ACCOUNT_TEXT.unsubscribed,
  'account.wrongPassword': ACCOUNT_TEXT.wrongPassword,
  'account.choosePreferences': ACCOUNT_TEXT.choosePreferences,
  // Two-factor sign-in.
  'twoFactor.alreadyOn': TWO_FACTOR_TEXT.alreadyOn,
  'twoFactor.notOn': TWO_FACTOR_TEXT.notOn,
  'twoFactor.notSetUp': TWO_FACTOR_TEXT.notSetUp,
  'twoFactor.required': TWO_FACTOR_TEXT.required,
  'twoFactor.signInExpired': TWO_FACTOR_TEXT.signInExpired,
  'twoFactor.turnedOff': TWO_FACTOR_TEXT.turnedOff,
  'twoFactor.wrongCode': TWO_FACTOR_TEXT.wrongCode,
  // Messages and COP requests sent to a professional.
  'lead.messageSent': SUBMISSION_TEXT.messageSent,
  'lead.copRequested': SUBMISSION_TEXT.copRequested,
  'lead.messageConfirmed': SUBMISSION_TEXT.messageConfirmed,
  'lead.copConfirmed': SUBMISSION_TEXT.copConfirmed,
  'lead.confirmTokenInvalid': SUBMISSION_TEXT.confirmTokenInvalid,
  'lead.confirmTokenMissing': SUBMISSION_TEXT.confirmTokenMissing,
  'lead.notWaiting': UNCLAIMED_TEXT.notWaiting,
  'lead.noConsentRecord': CONSENT_TEXT.notFound,
  'onboarding.consentSaved': ONBOARDING_TEXT.consentSaved,
  'support.sent': SUPPORT_TEXT.sent,
  // Plans.
  'plan.actionNotFound': PLAN_TEXT.actionNotFound,
  'plan.alreadyHasPlan': PLAN_TEXT.alreadyHasPlan,
  'plan.documentNotFound': PLAN_TEXT.documentNotFound,
  'plan.finalScores': PLAN_TEXT.finalScores,
  'plan.leadNotFound': PLAN_TEXT.leadNotFound,
  'plan.notActive': PLAN_TEXT.notActive,
  'plan.alreadyCompleted': PLAN_TEXT.alreadyCompleted,
  'plan.notChangeable': PLAN_TEXT.notChangeable,
  'plan.notPublishable': PLAN_TEXT.notPublishable,
  'plan.notYourDocument': PLAN_TEXT.notYourDocument,
  'plan.nothingChanged': PLAN_TEXT.nothingChanged,
  'plan.paused': PLAN_TEXT.paused,
  'plan.pointsOrder': PLAN_TEXT.pointsOrder,
  'plan.tooManyActions': PLAN_TEXT.tooManyActions,
  'plan.tooManyCheckpoints': PLAN_TEXT.tooManyCheckpoints,
  'plan.tooManyDocuments': PLAN_TEXT.tooManyDocuments,
  'plan.accountNumbers': PLAN_TEXT.accountNumbers,
  'plan.date': PLAN_TEXT.date,
  'plan.dueOn': PLAN_TEXT.dueOn,
  'plan.summary': PLAN_TEXT.summary,
  'plan.accountLabelRequired': PLAN_TEXT.accountLabelRequired,
  'plan.accountLabel': PLAN_TEXT.accountLabel,
  'plan.kind': PLAN_TEXT.kind,
  'plan.amount': PLAN_TEXT.amount,
  'plan.points': PLAN_TEXT.points,
  'plan.statementDay': PLAN_TEXT.statementDay,
  'plan.instructions': PLAN_TEXT.instructions,
  'plan.position': PLAN_TEXT.position,
  'plan.note': PLAN_TEXT.note,
  'plan.closeReason': PLAN_TEXT.closeReason,
  'plan.bureau': PLAN_TEXT.bureau,
  'plan.futureDate': PLAN_TEXT.futureDate,
  'plan.leadId': PLAN_TEXT.leadId,
  'plan.status': PLAN_TEXT.status,
  'plan.page': PLAN_TEXT.page,
  // Reviews.
  'review.alreadyHidden': REVIEW_TEXT.alreadyHidden,
  'review.deleted': REVIEW_TEXT.deleted,
  'review.hidden': REVIEW_TEXT.hidden,
  'review.notHeld': REVIEW_TEXT.notHeld,
  'review.notHidden': REVIEW_TEXT.notHidden,
  'review.published': REVIEW_TEXT.published,
  'review.replied': REVIEW_TEXT.replied,
  'review.restored': REVIEW_TEXT.restored,
  'review.replyLength': REVIEW_TEXT.replyLength,
  // The admin's decisions and lists.
  'admin.alreadyDeactivated': ADMIN_OPS_TEXT.alreadyDeactivated,
  'admin.alreadySuspended': ADMIN_OPS_TEXT.alreadySuspended,
  'admin.alreadyVerified': ADMIN_OPS_TEXT.alreadyVerified,
  'admin.changeDecided': ADMIN_OPS_TEXT.changeDecided,
  'admin.changeNotFound': ADMIN_OPS_TEXT.changeNotFound,
  'admin.duplicateNmlsNeedsConfirmation': ADMIN_OPS_TEXT.duplicateNmlsNeedsConfirmation,
  'admin.notDeactivated': ADMIN_OPS_TEXT.notDeactivated,
  'admin.notSuspended': ADMIN_OPS_TEXT.notSuspended,
  'admin.onlyApprovedSuspended': ADMIN_OPS_TEXT.onlyApprovedSuspended,
  'admin.onlyConsumersDeactivated': ADMIN_OPS_TEXT.onlyConsumersDeactivated,
  'admin.userNotFound': ADMIN_OPS_TEXT.userNotFound,
  'admin.accountDeactivated': ADMIN_TEXT.accountDeactivated,
  'admin.alreadyApproved': ADMIN_TEXT.alreadyApproved,
  'admin.alreadyRejected': ADMIN_TEXT.alreadyRejected,
  'admin.mxpertNotFound': ADMIN_TEXT.mxpertNotFound,
  'admin.partnerNotFound': PARTNER_TEXT.notFound,
  'admin.supportNotFound': SUPPORT_INBOX_TEXT.notFound,
  'admin.dateOrder': ADMIN_OPS_TEXT.dateOrder,
  'admin.dateInvalid': ADMIN_OPS_TEXT.dateInvalid,
  'admin.noteTooLong': ADMIN_OPS_TEXT.noteTooLong,
  'admin.partnerNameTooLong': PARTNER_TEXT.nameTooLong,
  'admin.partnerHiddenInvalid': PARTNER_TEXT.hiddenInvalid,
  // Notifications, stored with their keys and read in the reader's language.
  'notice.replied': CONVERSATION_TEXT.replied('{name}'),
  'notice.repliedToYours': '{name} replied to your {kind, select, message {message} other {Credit Optimization Plan request}}.',
  'notice.repliedToTheirs': '{name} replied to their {kind, select, message {message} other {Credit Optimization Plan request}}.',
  'notice.repliedAndReopened':
    '{name} replied and their {kind, select, message {message} other {Credit Optimization Plan request}} is active again.',
  'notice.planPublishedTitle': PLAN_TEXT.publishedTitle('{mxpertName}'),
  'notice.planReady': 'Your plan is ready to open.',
  'notice.planVersionReady': 'Version {version} of your plan is ready.',
  'notice.planCompletedTitle': '{name} completed their plan',
  'notice.planCompleted': '{name} completed their Credit Optimization Plan and entered their final scores.',
  'notice.profileApprovedTitle': 'Profile approved',
  'notice.profileApproved': 'Your profile has been approved and is now listed in the MortgageXperts directory.',
  // A plan version's lines of what changed (the English is the contract's PLAN_CHANGE_TEXT).
  'planChange.startingScore':
    'Starting {bureau} score: {from, select, none {none} other {{from}}} → {to, select, none {none} other {{to}}}',
  'planChange.scoresReadOn': 'Starting scores read on {to, select, none {no date} other {{to}}}',
  'planChange.targetScore': 'Target score: {from, select, none {none} other {{from}}} → {to, select, none {none} other {{to}}}',
  'planChange.targetRepullOn':
    'Target re-pull date: {from, select, none {none} other {{from}}} → {to, select, none {none} other {{to}}}',
  'planChange.summary': 'Summary updated',
  'planChange.loanAmount': 'Loan amount for the illustration updated',
  'planChange.added': 'Added: {label}',
  'planChange.removed': 'Removed: {label}',
  'planChange.changed': 'Changed: {label} ({what})',
  'planChange.reordered': 'Actions reordered',
  'planChange.field.accountLabel': 'account',
  'planChange.field.kind': 'what to do',
  'planChange.field.amount': 'amount',
  'planChange.field.points': 'estimated points',
  'planChange.field.dueOn': 'due date',
  'planChange.field.statementDay': 'statement closing day',
  'planChange.field.instructions': 'instructions',
  'notice.newMessageTitle': 'New message',
  'notice.newMessage': '{name} sent you a message.',
  'notice.newCopRequestTitle': 'New Credit Optimization Plan request',
  'notice.newCopRequest': '{name} asked for a Credit Optimization Plan.',
  'notice.leadLimitTitle': 'Lead ceiling reached',
  'notice.leadLimit':
    '{name} received {max} messages and COP requests within {minutes, plural, one {# minute} other {# minutes}}. Please check them for abuse.',
  'notice.adminApprovedTitle': 'MortgageXpert approved',
  'notice.adminApproved': '{name} was approved by {admin}.',
  'notice.registrationTitle': 'New MortgageXpert registration',
  'notice.registration': '{name} (NMLS {nmlsId}) signed up as a MortgageXpert.',
  'notice.supportTitle': 'New support request',
  'notice.support':
    '{name} wrote to support about: {topic, select, account {My account} lead {A message or request I sent} professional {A professional or their profile} privacy {Privacy and my data} other {Something else}}.',
  'notice.onboardedTitle': 'Onboarding complete',
  'notice.onboarded': '{name} completed onboarding and is waiting for approval.',
  'notice.onboardedWithCompany': '{name} ({company}) completed onboarding and is waiting for approval.',
  'notice.planProgressTitle': '{name} worked on their plan',
  'notice.planTicked': '{name} ticked off: {account}.',
  'notice.planDocument': '{name} uploaded a document: {file}.',
  'notice.planCheckpoint':
    '{name} recorded {bureau, select, TransUnion {a} other {an}} {bureau} score of {score} read on {readOn}.',
} as const;
