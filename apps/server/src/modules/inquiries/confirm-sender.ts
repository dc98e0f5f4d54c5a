import { SUBMISSION_TEXT } from '@mx/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { SENDER_CONFIRMATION_DAYS } from './lead-alert-email.ts';

/**
 * Marks the item of a confirmation token confirmed and spends the token, in one statement (of
 * concurrent calls with one token exactly one succeeds); then links it to the account that holds
 * its address. Answers whether there was such an item.
 */
async function confirmIn(tx: Executor, table: typeof messages | typeof copRequests, tokenHash: string): Promise<boolean> {
  const [row] = await tx
    .update(table)
    .set({ senderConfirmed: true, senderTokenHash: null })
    .where(
      and(
        eq(table.senderTokenHash, tokenHash),
        eq(table.senderConfirmed, false),
        gt(table.createdAt, sql`now() - make_interval(days => ${SENDER_CONFIRMATION_DAYS})`),
      ),
    )
    .returning({ id: table.id, email: table.email });
  if (!row) return false;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  if (owner) await tx.update(table).set({ consumerUserId: owner.id }).where(eq(table.id, row.id));
  return true;
}

/**
 * POST /api/inquiries/confirm-sender: the owner of an account confirms that they sent a guest message
 * or COP request with its address; it joins their account (docs/decisions/046).
 */
export async function confirmSender(ctx: AppContext, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const answer = await ctx.db.transaction(async (tx) => {
    if (await confirmIn(tx, messages, tokenHash)) return SUBMISSION_TEXT.messageConfirmed;
    if (await confirmIn(tx, copRequests, tokenHash)) return SUBMISSION_TEXT.copConfirmed;
    return null;
  });
  if (!answer) throw new AppError('BAD_REQUEST', SUBMISSION_TEXT.confirmTokenInvalid);
  return answer;
}
