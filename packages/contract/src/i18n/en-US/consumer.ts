/**
 * The consumer's signed-in area: the dashboard, My Messages and My Requests, and the guest items
 * waiting for the account owner's confirmation.
 */

import { CONSUMER_TEXT, UNCLAIMED_TEXT } from '../../consumer.ts';
import { INBOX_TEXT } from '../../dashboard.ts';

export default {
  // The dashboard.
  welcome: 'Welcome, {name}',
  findIntro: 'Find a MortgageXpert by ZIP code, city or state.',
  placeLabel: 'ZIP code, city or state',
  placePlaceholder: 'Enter a ZIP code, city or state',
  loadingDashboard: 'Loading your dashboard',
  dashboardFailed: INBOX_TEXT.dashboardFailed,
  messagesSent: 'Messages sent',
  activeMessages: 'Active messages',
  planRequests: 'Plan requests',
  activeRequests: 'Active requests',
  recentMessages: 'Recent messages',
  recentRequests: 'Recent optimization requests',
  viewAll: 'View all',
  noMessagesYet: CONSUMER_TEXT.noMessagesYet,
  noRequestsYet: CONSUMER_TEXT.noRequestsYet,
  // My Messages and My Requests.
  messagesTitle: 'My Messages',
  messagesIntro: 'The messages you sent to MortgageXperts.',
  requestsTitle: 'My Requests',
  requestsIntro: 'The Credit Optimization Plans you asked MortgageXperts for.',
  tabActive: 'Active',
  tabClosed: 'Closed',
  noActiveMessages: INBOX_TEXT.noActiveMessages,
  noClosedMessages: INBOX_TEXT.noClosedMessages,
  messagesFailed: INBOX_TEXT.messagesFailed,
  noActiveRequests: INBOX_TEXT.noActiveRequests,
  noClosedRequests: INBOX_TEXT.noClosedRequests,
  requestsFailed: INBOX_TEXT.requestsFailed,
  sentLine: 'Sent {date} · preferred contact: {contact}',
  openConversation: 'Open conversation',
  openConversationWith: 'Open conversation with {name}',
  mortgageProcess: 'Mortgage process:',
  // Sent before the account existed.
  unclaimedTitle: UNCLAIMED_TEXT.title,
  unclaimedIntro: UNCLAIMED_TEXT.intro,
  unclaimedMessage: UNCLAIMED_TEXT.messageKind,
  unclaimedCop: UNCLAIMED_TEXT.copKind,
  unclaimedConfirm: UNCLAIMED_TEXT.confirm,
  unclaimedDecline: UNCLAIMED_TEXT.decline,
  unclaimedConfirmAll: UNCLAIMED_TEXT.confirmAll,
  unclaimedFailed: UNCLAIMED_TEXT.failed,
  unclaimedItem: '{kind} to {name}',
  unclaimedSentAs: '{date} · as {name}',
  unclaimedNothing: UNCLAIMED_TEXT.nothingWaiting,
  unclaimedConfirmed:
    '{count, plural, one {Thanks, it is now in your account.} other {Thanks, {count} items are now in your account.}}',
  unclaimedDeclined:
    '{count, plural, one {Noted: it will not join your account.} other {Noted: these {count} items will not join your account.}}',
} as const;
