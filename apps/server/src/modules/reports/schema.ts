import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Messages and COP requests per UTC day, by type (help type or mortgage process) and by state, so the
 * admin reports sum a few hundred rows instead of scanning every message. Database triggers keep it
 * equal to the live rows in the same transaction as every insert, delete and relevant update
 * (migration 'admin'; docs/decisions/032-reports.md). Nothing in the app writes it.
 */
export const reportDailyCounts = pgTable(
  'report_daily_counts',
  {
    source: text('source', { enum: ['messages', 'cop_requests'] }).notNull(),
    dimension: text('dimension', { enum: ['type', 'state'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  // Reports read one dimension over a range of days.
  (t) => [primaryKey({ name: 'report_daily_counts_pkey', columns: [t.dimension, t.day, t.source, t.value] })],
);
