import { INBOX_TEXT, paths, type ReplySide } from '@mx/contract';
import type { LeadKind } from './tables.ts';

/**
 * What differs between the two kinds of lead besides their own fields: the words that name one and
 * the pages of its conversation. Everything else about a lead is one code path for both.
 */

/** What answers 404 for a lead of a kind that is not the reader's. */
export const LEAD_NOT_FOUND: Record<LeadKind, string> = {
  message: INBOX_TEXT.messageNotFound,
  cop_request: INBOX_TEXT.requestNotFound,
};

/** How an English sentence names a lead of a kind ("replied to their …"). */
export const LEAD_NOUN: Record<LeadKind, string> = {
  message: 'message',
  cop_request: 'Credit Optimization Plan request',
};

/** How the API description names a lead of a kind: in its summaries ("one of your …s"), and inside operationIds. */
export const LEAD_API_NAMES: Record<LeadKind, { lead: string; operation: 'Message' | 'CopRequest' }> = {
  message: { lead: 'message', operation: 'Message' },
  cop_request: { lead: 'COP request', operation: 'CopRequest' },
};

const CONVERSATION_PATHS: Record<LeadKind, Record<ReplySide, (id: string) => string>> = {
  message: { mxpert: paths.conversation.mxpertMessage, consumer: paths.conversation.consumerMessage },
  cop_request: { mxpert: paths.conversation.mxpertCopRequest, consumer: paths.conversation.consumerRequest },
};

/** A lead's conversation page on one side: what its e-mails, notifications and reminder link to. */
export function conversationPath(kind: LeadKind, side: ReplySide, id: string): string {
  return CONVERSATION_PATHS[kind][side](id);
}
