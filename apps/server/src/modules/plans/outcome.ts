import { PLAN_LIMITS, type PlanOutcome } from '@mx/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { plans } from './schema.ts';

/** The outcome figures of a profile as JSON (`n`, `gain`, `estimated`), read from the completed plans' index alone. */
export function planOutcomeJson(profileId: SQL): SQL {
  return sql`(select json_build_object('n', count(*)::int,
      'gain', round(percentile_cont(0.5) within group (order by ${plans.gain}))::int,
      'estimated', round(percentile_cont(0.5) within group (order by ${plans.estimatedGain}))::int)
    from ${plans} where ${plans.mxpertProfileId} = ${profileId} and ${plans.status} = 'completed'
      and ${plans.outcomeWithheld} is null)`;
}

export interface OutcomeFigures {
  n: number;
  gain: number | null;
  estimated: number | null;
}

/**
 * The public proof (docs/decisions/093): only plans their clients completed count, and
 * nothing shows below PLAN_LIMITS.outcomeMinimum of them.
 */
export function toPlanOutcome(raw: OutcomeFigures | null | undefined): PlanOutcome {
  if (!raw || Number(raw.n) < PLAN_LIMITS.outcomeMinimum || raw.gain === null || raw.estimated === null) return null;
  return { completed: Number(raw.n), medianGain: Number(raw.gain), medianEstimatedGain: Number(raw.estimated) };
}

/** A profile's outcome figures, for its public page. */
export async function planOutcomeOf(db: Executor, profileId: string): Promise<PlanOutcome> {
  const { rows } = (await db.execute(sql`select ${planOutcomeJson(sql`${profileId}::uuid`)} as figures`)) as unknown as {
    rows: { figures: OutcomeFigures | null }[];
  };
  return toPlanOutcome(rows[0]?.figures);
}
