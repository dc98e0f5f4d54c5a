import { SUBMISSION_TEXT } from '@mx/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { confirmSentLead } from '../leads/store.ts';
import { SENDER_CONFIRMATION_DAYS } from './lead-alert-email.ts';

/**
 * POST /api/inquiries/confirm-sender: the owner of an account confirms that they sent a guest message
 * or COP request with its address; it joins their account (docs/decisions/046).
 */
export async function confirmSender(ctx: AppContext, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const answer = await ctx.db.transaction(async (tx) => {
    if (await confirmSentLead(tx, 'message', tokenHash, SENDER_CONFIRMATION_DAYS)) return SUBMISSION_TEXT.messageConfirmed;
    if (await confirmSentLead(tx, 'cop_request', tokenHash, SENDER_CONFIRMATION_DAYS)) return SUBMISSION_TEXT.copConfirmed;
    return null;
  });
  if (!answer) throw new AppError('BAD_REQUEST', SUBMISSION_TEXT.confirmTokenInvalid);
  return answer;
}
