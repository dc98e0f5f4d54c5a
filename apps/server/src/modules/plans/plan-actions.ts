import { PLAN_LIMITS, PLAN_TEXT, type PlanAction, type PlanActionBody, type PlanActionPatchBody } from '@mx/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { User } from '../auth/current-user.ts';
import { toPlanAction } from './content.ts';
import { actionRowsOf, lockPlanForChange } from './own-plan.ts';
import { type PlanActionRow, planActions, plans } from './schema.ts';

/** The draft's actions in order (the removed ones left out). */
async function liveActions(tx: Executor, planId: string): Promise<PlanActionRow[]> {
  return (await actionRowsOf(tx, planId)).filter((a) => a.deletedAt === null);
}

const touch = (tx: Executor, planId: string) => tx.update(plans).set({ updatedAt: sql`now()` }).where(eq(plans.id, planId));

/** POST /api/dashboard/plans/{id}/actions: a new action, last in the draft. */
export async function addAction(db: Executor, user: User, planId: string, body: PlanActionBody): Promise<PlanAction> {
  return db.transaction(async (tx) => {
    await lockPlanForChange(tx, user, planId);
    const rows = await actionRowsOf(tx, planId);
    if (rows.filter((a) => a.deletedAt === null).length >= PLAN_LIMITS.actionsMax)
      throw new AppError('CONFLICT', PLAN_TEXT.tooManyActions);
    const position = rows.reduce((max, a) => Math.max(max, a.position), -1) + 1;
    const [row] = await tx
      .insert(planActions)
      .values({ planId, position, ...body })
      .returning();
    if (!row) throw new Error('addAction: no row');
    await touch(tx, planId);
    return toPlanAction(row);
  });
}

/** The draft's action, locked; a removed one or another plan's is not found (404). */
async function lockAction(tx: Executor, planId: string, actionId: string): Promise<PlanActionRow> {
  const [row] = await tx
    .select()
    .from(planActions)
    .where(and(eq(planActions.id, actionId), eq(planActions.planId, planId), isNull(planActions.deletedAt)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', PLAN_TEXT.actionNotFound);
  return row;
}

/** PATCH …/actions/{actionId}: any of its fields, and `position` to move it among the draft's actions. */
export async function updateAction(
  db: Executor,
  user: User,
  planId: string,
  actionId: string,
  body: PlanActionPatchBody,
): Promise<PlanAction> {
  return db.transaction(async (tx) => {
    await lockPlanForChange(tx, user, planId);
    const action = await lockAction(tx, planId, actionId);
    const { position, ...fields } = body;
    if ((fields.pointsMin ?? action.pointsMin) > (fields.pointsMax ?? action.pointsMax))
      throw new AppError('BAD_REQUEST', PLAN_TEXT.pointsOrder);
    const [row] = await tx
      .update(planActions)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(planActions.id, actionId))
      .returning();
    if (!row) throw new Error('updateAction: no row');
    if (position !== undefined) await moveAction(tx, planId, actionId, position);
    await touch(tx, planId);
    const [moved] = await tx.select().from(planActions).where(eq(planActions.id, actionId));
    return toPlanAction(moved ?? row);
  });
}

/** Puts the action at `position` (0 first; past the end means last) and numbers the draft's actions again. */
async function moveAction(tx: Executor, planId: string, actionId: string, position: number): Promise<void> {
  const order = (await liveActions(tx, planId)).map((a) => a.id).filter((id) => id !== actionId);
  order.splice(Math.min(position, order.length), 0, actionId);
  for (const [i, id] of order.entries()) {
    await tx.update(planActions).set({ position: i }).where(eq(planActions.id, id));
  }
}

/**
 * DELETE …/actions/{actionId}: the action leaves the draft. Its row stays (deleted_at) while a
 * published version names it, so the client's tick and the versions' history keep their action.
 */
export async function deleteAction(db: Executor, user: User, planId: string, actionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlanForChange(tx, user, planId);
    await lockAction(tx, planId, actionId);
    await tx.update(planActions).set({ deletedAt: sql`now()` }).where(eq(planActions.id, actionId));
    await touch(tx, planId);
  });
}
