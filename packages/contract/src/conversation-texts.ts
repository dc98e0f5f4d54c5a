/* No zod here: the signed-in layouts (also around public pages) read these. */

export const REPLY_MAX = 5000;
export const REPLY_SIDES = ['mxpert', 'consumer'] as const;
export type ReplySide = (typeof REPLY_SIDES)[number];

/** How often an open conversation asks for new replies (docs/decisions/053). */
export const CONVERSATION_POLL_MS = 3000;
/** How often the unread counts (navigation, tabs, dashboards) refresh. */
export const UNREAD_POLL_MS = 30_000;

export const CONVERSATION_TEXT = {
  replyLength: `Reply must be between 1-${REPLY_MAX} characters`,
  /** An empty (or blank) reply: what to do, not a range. */
  replyEmpty: 'Write a reply first',
  replyText: 'Reply must be text',
  /** 409 for a professional whose account may no longer answer leads. */
  cannotReply: 'Your account cannot reply to messages right now. Please contact support.',
  /** 409 for a client replying in a conversation the professional deleted from their inbox. */
  removedByProfessional: 'The professional has removed this conversation from their inbox, so a reply would not reach them',
  replySent: 'Reply sent',
  replyFailed: 'Failed to send reply',
  loadFailed: 'Failed to load the conversation. Please try again later',
  reply: 'Reply',
  yourReply: 'Your reply',
  send: 'Send reply',
  noReplies: 'No replies yet.',
  seen: (time: string) => `Seen ${time}`,
  you: 'You',
  unread: (n: number) => `${n} unread`,
  unreadLabel: 'Unread replies',
  reopenedNote: 'The client replied, so this item is active again.',
  replied: (name: string) => `${name} replied`,
} as const;
