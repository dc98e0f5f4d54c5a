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
 * its age so far (a professional who never replies does not look fast). One grouped query over the
 * professionals asked for, on the (mxpert_profile_id, status, created_at) indexes.
 */
function leadsOf(profileIds: SQL): SQL {
  const window = sql.raw(`interval '${RESPONSE_TIME_WINDOW_DAYS} days'`);
  const one = (t: typeof messages | typeof copRequests) =>
    sql`select ${t.mxpertProfileId} as profile_id, ${t.createdAt} as created_at, ${t.firstReplyAt} as first_reply_at
        from ${t} where ${t.mxpertProfileId} in ${profileIds} and ${t.createdAt} >= now() - ${window}`;
  return sql`(${one(messages)} union all ${one(copRequests)}) leads`;
}

const medianSeconds = sql`percentile_cont(0.5) within group (order by extract(epoch from (coalesce(first_reply_at, now()) - created_at)))`;

interface Row extends Record<string, unknown> {
  profile_id: string;
  leads: number;
  median_seconds: number | string | null;
}

/** The public bucket of each of these professionals who has enough leads; the others are absent. */
export async function responseTimesOf(db: Executor, profileIds: string[]): Promise<Map<string, ResponseTime>> {
  const result = new Map<string, ResponseTime>();
  if (profileIds.length === 0) return result;
  const ids = sql`(${sql.join(
    profileIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const { rows } = (await db.execute(
    sql`select profile_id, count(*)::int as leads, ${medianSeconds} as median_seconds from ${leadsOf(ids)} group by profile_id`,
  )) as unknown as { rows: Row[] };
  for (const row of rows) {
    if (Number(row.leads) >= RESPONSE_TIME_MIN_LEADS && row.median_seconds !== null)
      result.set(row.profile_id, responseTimeOf(Number(row.median_seconds)));
  }
  return result;
}

/** One professional's public bucket, or null. */
export async function responseTimeOfProfile(db: Executor, profileId: string): Promise<ResponseTime | null> {
  return (await responseTimesOf(db, [profileId])).get(profileId) ?? null;
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
