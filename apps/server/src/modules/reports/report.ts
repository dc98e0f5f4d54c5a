import {
  GEOGRAPHIC_ROWS,
  HELP_TYPE_CODES,
  MORTGAGE_PROCESS_CODES,
  type ReportData,
  type ReportRange,
  TOP_COMPANIES,
} from '@mx/contract';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { approvedServiceAreas, profileCounts, topCompanies } from '../mxpert/profile-figures.ts';
import { reportDailyCounts } from './schema.ts';

const DAY_MS = 86_400_000;

/** A range of N days is today (UTC) and the N-1 whole days before it. */
export function rangeStart(range: ReportRange, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (range - 1) * DAY_MS);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The admin report of the last `range` days. Every figure is an aggregate computed by PostgreSQL:
 * the professionals' counts from mxpert_profiles, the traffic from the daily rollup
 * (report_daily_counts), so a year costs a few hundred rows, not every message.
 */
export async function buildReport(db: Executor, range: ReportRange, now = new Date()): Promise<ReportData> {
  const from = rangeStart(range, now);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [mxperts, traffic, geographic, companyStats] = await Promise.all([
    countMxperts(db, from, monthStart),
    trafficByType(db, isoDay(from)),
    geographicRows(db, isoDay(from)),
    companies(db),
  ]);
  const byHelpType = withEveryCode(HELP_TYPE_CODES, traffic.messages);
  const byProcess = withEveryCode(MORTGAGE_PROCESS_CODES, traffic.cop_requests);
  return {
    range,
    from: from.toISOString(),
    to: now.toISOString(),
    mortgageXperts: mxperts,
    messages: { total: sum(byHelpType), byHelpType: byHelpType.map(([type, count]) => ({ type, count })) },
    requests: { total: sum(byProcess), byMortgageProcess: byProcess.map(([process, count]) => ({ process, count })) },
    geographic,
    companyStats,
  };
}

async function countMxperts(db: Executor, from: Date, monthStart: Date): Promise<ReportData['mortgageXperts']> {
  const row = await profileCounts(db, from, monthStart);
  return {
    total: Number(row?.total ?? 0),
    newThisMonth: Number(row?.newThisMonth ?? 0),
    newInRange: Number(row?.newInRange ?? 0),
    approved: Number(row?.approved ?? 0),
    pending: Number(row?.pending ?? 0),
    rejected: Number(row?.rejected ?? 0),
  };
}

type Counts = Map<string, number>;

async function trafficByType(db: Executor, fromDay: string): Promise<Record<'messages' | 'cop_requests', Counts>> {
  const r = reportDailyCounts;
  const rows = await db
    .select({ source: r.source, value: r.value, n: sql<number>`sum(${r.count})::int` })
    .from(r)
    .where(and(eq(r.dimension, 'type'), gte(r.day, fromDay)))
    .groupBy(r.source, r.value);
  const out = { messages: new Map(), cop_requests: new Map() } as Record<'messages' | 'cop_requests', Counts>;
  for (const row of rows) out[row.source].set(row.value, Number(row.n));
  return out;
}

/** Every known code (zero when nothing came in) and any other value found; largest first. */
function withEveryCode(codes: readonly string[], counts: Counts): [string, number][] {
  const all = new Map(codes.map((c) => [c, 0]));
  for (const [value, n] of counts) if (n > 0 || all.has(value)) all.set(value, n);
  return [...all].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Messages and COP requests of all time, from the daily rollup. */
export async function leadTotals(db: Executor): Promise<{ messages: number; copRequests: number }> {
  const r = reportDailyCounts;
  const rows = await db
    .select({ source: r.source, n: sql<number>`sum(${r.count})::int` })
    .from(r)
    .where(eq(r.dimension, 'type'))
    .groupBy(r.source);
  const of = (source: string) => Number(rows.find((row) => row.source === source)?.n ?? 0);
  return { messages: of('messages'), copRequests: of('cop_requests') };
}

const sum = (pairs: [string, number][]) => pairs.reduce((total, [, n]) => total + n, 0);

/** The states with the most approved professionals, with the messages and requests from each. */
async function geographicRows(db: Executor, fromDay: string): Promise<ReportData['geographic']> {
  const rows = await rowsOf<{ state: string; mxpert_count: number; message_count: number; request_count: number }>(
    db,
    sql`
      with pros as (
        select state, count(*)::int as mxpert_count
        from ${approvedServiceAreas}
        group by state
      ), traffic as (
        select value as state,
          coalesce(sum(count) filter (where source = 'messages'), 0)::int as message_count,
          coalesce(sum(count) filter (where source = 'cop_requests'), 0)::int as request_count
        from ${reportDailyCounts}
        where dimension = 'state' and day >= ${fromDay}::date
        group by value
      )
      select coalesce(pros.state, traffic.state) as state, coalesce(mxpert_count, 0) as mxpert_count,
        coalesce(message_count, 0) as message_count, coalesce(request_count, 0) as request_count
      from pros full join traffic on traffic.state = pros.state
      order by 2 desc, 3 desc, 1
      limit ${GEOGRAPHIC_ROWS}`,
  );
  return rows.map((r) => ({
    state: r.state,
    mxpertCount: Number(r.mxpert_count),
    messageCount: Number(r.message_count),
    requestCount: Number(r.request_count),
  }));
}

/** Companies by number of approved professionals, with their average years of experience. */
async function companies(db: Executor): Promise<ReportData['companyStats']> {
  const rows = await topCompanies(db, TOP_COMPANIES);
  return rows.map((r) => ({ company: r.company, mxpertCount: Number(r.mxpertCount), avgExperience: Number(r.avgExperience) }));
}
