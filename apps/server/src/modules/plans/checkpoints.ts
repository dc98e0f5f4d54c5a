import { bureauLabel, type CheckpointBody, PLAN_LIMITS, PLAN_TEXT, type PlanCheckpoint } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { User } from '../auth/current-user.ts';
import { lockActiveClientPlan, tellProfessional } from './client-plans.ts';
import { toCheckpoint } from './content.ts';
import { lockPlanForChange } from './own-plan.ts';
import { type Plan, planCheckpoints, plans } from './schema.ts';

export type PlanSide = 'mxpert' | 'consumer';

/**
 * POST /api/{dashboard|consumer}/plans/{id}/checkpoints: a score one side read on a day. The
 * professional records on a draft or an active plan, the client on an active one they can see; the
 * client's checkpoint rings the professional's bell.
 */
export async function addCheckpoint(
  db: Executor,
  input: { side: PlanSide; user: User; planId: string; body: CheckpointBody },
): Promise<PlanCheckpoint> {
  return db.transaction(async (tx) => {
    const plan: Plan =
      input.side === 'mxpert'
        ? await lockPlanForChange(tx, input.user, input.planId)
        : await lockActiveClientPlan(tx, input.user, input.planId);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(planCheckpoints)
      .where(eq(planCheckpoints.planId, plan.id));
    if (Number(counted?.n ?? 0) >= PLAN_LIMITS.checkpointsMax) throw new AppError('CONFLICT', PLAN_TEXT.tooManyCheckpoints);
    const [row] = await tx
      .insert(planCheckpoints)
      .values({ planId: plan.id, ...input.body, recordedBy: input.side, authorUserId: input.user.id })
      .returning();
    if (!row) throw new Error('addCheckpoint: no row');
    await tx.update(plans).set({ updatedAt: sql`now()` }).where(eq(plans.id, plan.id));
    if (input.side === 'consumer') {
      await tellProfessional(
        tx,
        plan,
        input.user,
        `${input.user.name} recorded ${withArticle(bureauLabel(row.bureau))} score of ${row.score} read on ${row.readOn}.`,
        {
          id: 'answers.notice.planCheckpoint',
          values: { name: input.user.name, bureau: bureauLabel(row.bureau), score: row.score, readOn: row.readOn },
        },
      );
    }
    return toCheckpoint(row);
  });
}

/** 'an Equifax', 'an Experian', 'a TransUnion'. */
function withArticle(label: string): string {
  return `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}`;
}
