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
import { leads } from './schema.ts';

/**
 * Response times (docs/decisions/056, 104, 136): per professional, the median over the leads (messages
 * and COP requests) of the last 90 days of the time to their answer: the first reply, the moment
 * the professional marked the lead contacted by phone, or the first publishing of a plan grown out of
 * it, whichever came first. A lead unanswered for
 * more than a day counts as slow, with its age so far; one unanswered for less is not decided yet and
 * does not count. Read per professional on the (mxpert_profile_id, status, created_at) indexes.
 */
function leadsOf(profileIds: SQL): SQL {
  const window = sql.raw(`interval '${RESPONSE_TIME_WINDOW_DAYS} days'`);
  return sql`(select ${leads.createdAt} as created_at, least(${leads.firstReplyAt}, ${leads.phoneContactedAt}, ${leads.planPublishedAt}) as answered_at
      from ${leads} where ${leads.mxpertProfileId} in ${profileIds} and ${leads.createdAt} >= now() - ${window}) answered`;
}

const slowAfter = sql.raw(`interval '${LEAD_WAITING_HOURS} hours'`);
/** The leads the median is taken over: the answered ones, and the ones unanswered for more than a day. */
const counted = sql`(answered_at is not null or created_at < now() - ${slowAfter})`;
const medianSeconds = sql`percentile_cont(0.5) within group (order by extract(epoch from (coalesce(answered_at, now()) - created_at))) filter (where ${counted})`;
/** How many leads were answered: the public figure shows from RESPONSE_TIME_MIN_LEADS of them. */
const answeredCount = sql`(count(*) filter (where answered_at is not null))::int`;

interface Row extends Record<string, unknown> {
  leads: number;
  median_seconds: number | string | null;
}

/** The public bucket from a professional's answered leads and median: null with too few answered. */
export function publicResponseTime(leads: number, medianSeconds: number | string | null): ResponseTime | null {
  if (Number(leads) < RESPONSE_TIME_MIN_LEADS || medianSeconds === null) return null;
  return responseTimeOf(Number(medianSeconds));
}

/**
 * One professional's `leads` and `median_seconds`, as a subquery for a lateral join of a query that
 * lists professionals (the directory's page reads its cards' response times in its own statement).
 */
export function leadFigures(profileId: SQL): SQL {
  return sql`select ${answeredCount} as leads, ${medianSeconds} as median_seconds from ${leadsOf(sql`(${profileId})`)}`;
}

/** One professional's public bucket, or null. */
export async function responseTimeOfProfile(db: Executor, profileId: string): Promise<ResponseTime | null> {
  const { rows } = (await db.execute(leadFigures(sql`${profileId}::uuid`))) as unknown as { rows: Row[] };
  const row = rows[0];
  return row ? publicResponseTime(row.leads, row.median_seconds) : null;
}

/**
 * The professional's own figures: the median (whatever the number of answered leads), the leads
 * answered, and the open leads waiting over 24 hours (no reply, not contacted by phone, no plan published).
 */
export async function ownResponseTime(db: Executor, profileId: string): Promise<OwnResponseTime> {
  const waiting = sql`(select count(*)::int from ${leads} where ${leads.mxpertProfileId} = ${profileId}::uuid and ${leads.status} = 'open'
      and ${leads.firstReplyAt} is null and ${leads.phoneContactedAt} is null and ${leads.planPublishedAt} is null
      and ${leads.createdAt} < now() - ${slowAfter})`;
  const { rows } = (await db.execute(
    sql`select ${answeredCount} as leads, ${medianSeconds} as median_seconds, ${waiting} as waiting
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
