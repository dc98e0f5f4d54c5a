import { SUBMISSION_TEXT } from '@mx/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { SENDER_CONFIRMATION_DAYS } from './lead-alert-email.ts';
import { confirmSentLead } from './store.ts';

/**
 * POST /api/inquiries/confirm-sender: the owner of an account confirms that they sent a guest message
 * or COP request with its address; it joins their account (docs/decisions/046).
 */
export async function confirmSender(ctx: AppContext, token: string): Promise<string> {
  const kind = await ctx.db.transaction((tx) => confirmSentLead(tx, hashToken(token), SENDER_CONFIRMATION_DAYS));
  if (!kind) throw new AppError('BAD_REQUEST', SUBMISSION_TEXT.confirmTokenInvalid);
  return kind === 'message' ? SUBMISSION_TEXT.messageConfirmed : SUBMISSION_TEXT.copConfirmed;
}
