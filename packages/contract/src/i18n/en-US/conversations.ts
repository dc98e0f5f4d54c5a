/** A conversation of either side (its head, the replies, the reply box) and the unread replies' lines. */

import { CONVERSATION_TEXT } from '../../conversation-texts.ts';
import { INBOX_TEXT } from '../../dashboard.ts';
import { COP_QUESTIONS_TEXT } from '../../plan-texts.ts';
import { COP_BADGE_LABEL, MORTGAGE_PROCESSES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

export default {
  loading: 'Loading the conversation',
  loadFailed: CONVERSATION_TEXT.loadFailed,
  messageNotFound: INBOX_TEXT.messageNotFound,
  requestNotFound: INBOX_TEXT.requestNotFound,
  backToMessages: 'Back to messages',
  backToRequests: 'Back to requests',
  backToMyMessages: 'Back to My Messages',
  backToMyRequests: 'Back to My Requests',
  statusActive: 'Active',
  statusClosed: 'Closed',
  conversation: 'Conversation',
  copBadge: COP_BADGE_LABEL,
  copRequestLine: 'Credit Optimization Plan request · mortgage process:',
  ...optionLabels('mortgageProcess', MORTGAGE_PROCESSES),
  answersLabel: COP_QUESTIONS_TEXT.onLead,
  you: CONVERSATION_TEXT.you,
  seen: CONVERSATION_TEXT.seen('{time}'),
  noReplies: CONVERSATION_TEXT.noReplies,
  yourReply: CONVERSATION_TEXT.yourReply,
  send: CONVERSATION_TEXT.send,
  replyFailed: CONVERSATION_TEXT.replyFailed,
  // The reply's checks and the server's refusals, by their English sentence.
  replyEmpty: CONVERSATION_TEXT.replyEmpty,
  replyLength: CONVERSATION_TEXT.replyLength,
  replyText: CONVERSATION_TEXT.replyText,
  cannotReply: CONVERSATION_TEXT.cannotReply,
  removedByProfessional: CONVERSATION_TEXT.removedByProfessional,
  unreadLabel: CONVERSATION_TEXT.unreadLabel,
  unreadReplies: '{count, plural, one {{count} unread reply} other {{count} unread replies}}',
  inMessages: '{count} in messages',
  inRequests: '{count} in requests',
} as const;
