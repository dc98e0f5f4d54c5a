import {
  LEAD_WAITING_HOURS,
  type OwnResponseTime,
  RESPONSE_TIME_MIN_LEADS,
  RESPONSE_TIME_WINDOW_DAYS,
  type ResponseTime,
  responseTimeOf,
} from '@mx/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages } from '../../db/schema.ts';

/**
 * Response times (docs/decisions/056): per professional, the median over the leads (messages and
 * COP requests) of the last 90 days of first_reply_at - created_at, an unanswered lead counting with
 * its age so far (a professional who never replies does not look fast). Read per professional on
 * the (mxpert_profile_id, status, created_at) indexes.
 */
function leadsOf(profileIds: SQL): SQL {
  const window = sql.raw(`interval '${RESPONSE_TIME_WINDOW_DAYS} days'`);
  const one = (t: typeof messages | typeof copRequests) =>
    sql`select ${t.createdAt} as created_at, ${t.firstReplyAt} as first_reply_at
        from ${t} where ${t.mxpertProfileId} in ${profileIds} and ${t.createdAt} >= now() - ${window}`;
  return sql`(${one(messages)} union all ${one(copRequests)}) leads`;
}

const medianSeconds = sql`percentile_cont(0.5) within group (order by extract(epoch from (coalesce(first_reply_at, now()) - created_at)))`;

interface Row extends Record<string, unknown> {
  leads: number;
  median_seconds: number | string | null;
}

/** The public bucket from a professional's leads and median: null with too few leads. */
export function publicResponseTime(leads: number, medianSeconds: number | string | null): ResponseTime | null {
  if (Number(leads) < RESPONSE_TIME_MIN_LEADS || medianSeconds === null) return null;
  return responseTimeOf(Number(medianSeconds));
}

/**
 * One professional's `leads` and `median_seconds`, as a subquery for a lateral join of a query that
 * lists professionals (the directory's page reads its cards' response times in its own statement).
 */
export function leadFigures(profileId: SQL): SQL {
  return sql`select count(*)::int as leads, ${medianSeconds} as median_seconds from ${leadsOf(sql`(${profileId})`)}`;
}

/** One professional's public bucket, or null. */
export async function responseTimeOfProfile(db: Executor, profileId: string): Promise<ResponseTime | null> {
  const { rows } = (await db.execute(leadFigures(sql`${profileId}::uuid`))) as unknown as { rows: Row[] };
  const row = rows[0];
  return row ? publicResponseTime(row.leads, row.median_seconds) : null;
}

/** The professional's own figures: the median (whatever the number of leads) and the leads waiting over 24 hours. */
export async function ownResponseTime(db: Executor, profileId: string): Promise<OwnResponseTime> {
  const waitingSince = sql.raw(`interval '${LEAD_WAITING_HOURS} hours'`);
  const waiting = (t: typeof messages | typeof copRequests) =>
    sql`(select count(*)::int from ${t} where ${t.mxpertProfileId} = ${profileId}::uuid and ${t.status} = 'open'
          and ${t.firstReplyAt} is null and ${t.createdAt} < now() - ${waitingSince})`;
  const { rows } = (await db.execute(
    sql`select count(*)::int as leads, ${medianSeconds} as median_seconds, ${waiting(messages)} + ${waiting(copRequests)} as waiting
        from ${leadsOf(sql`(${profileId}::uuid)`)}`,
  )) as unknown as { rows: { leads: number; median_seconds: number | string | null; waiting: number }[] };
  const row = rows[0];
  const median = row?.median_seconds;
  return {
    medianMinutes: median === null || median === undefined ? null : Math.round(Number(median) / 60),
    leads: Number(row?.leads ?? 0),
    waitingOver24h: Number(row?.waiting ?? 0),
  };
}
