import type { ApprovedMxpertsFilters, AuditFilters, ReportRange } from '@mx/contract';
import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CsvValue, csvRecords, csvStream } from '../../lib/csv.ts';
import { auditEntries as entry } from '../audit/trail.ts';
import { accountsForAdmins as account } from '../auth/admin-accounts.ts';
import { leadCountOf } from '../leads/counts.ts';
import { profilesForAdmins as profile } from '../mxpert/admin-profiles.ts';
import { buildReport } from '../reports/report.ts';
import { auditColumns, auditConditions } from './audit.ts';
import { mxpertListConditions } from './mxpert-lists.ts';

/** Rows a page of an export reads: memory holds one page (docs/decisions/063). */
export const EXPORT_PAGE_ROWS = 1000;

/** Told how many records an export wrote and whether it was finished (its audit entry). */
export type ExportEnd = (rows: number, complete: boolean) => Promise<void>;

const join = (values: string[] | null) => (values ?? []).join('; ');
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Keyset pages of a query ordered by one unique key: each page starts after the last key of the one
 * before, so page 100 costs what page 1 does, on PostgreSQL and PGlite alike.
 */
async function* keysetPages<T>(fetch: (after: T | undefined) => Promise<T[]>): AsyncGenerator<T[]> {
  let after: T | undefined;
  for (;;) {
    const page = await fetch(after);
    if (page.length === 0) return;
    yield page;
    if (page.length < EXPORT_PAGE_ROWS) return;
    after = page[page.length - 1];
  }
}

export const APPROVED_CSV_HEADER = [
  'CXID',
  'Full name',
  'Account name',
  'E-mail',
  'NMLS ID',
  'Company',
  'Status',
  'Suspension reason',
  'States',
  'Loan types',
  'Mortgage types',
  'Years of experience',
  'Years using CreditXpert',
  'Messages',
  'COP requests',
  'Approved at',
] as const;

/** GET /api/admin/mortgagexperts.csv: the approved list with its current filters, by CXID. */
export function approvedListCsv(db: Executor, filters: Omit<ApprovedMxpertsFilters, 'page' | 'limit'>, onEnd?: ExportEnd) {
  const where = mxpertListConditions(filters);
  const p = profile;
  const pages = keysetPages((after: { cxid: string } | undefined) =>
    db
      .select({
        cxid: p.cxid,
        fullName: p.fullName,
        name: account.name,
        email: account.email,
        nmlsId: p.nmlsId,
        companyName: p.companyName,
        status: p.approvalStatus,
        suspensionReason: p.suspensionReason,
        serviceAreas: p.serviceAreas,
        loanTypes: p.loanTypes,
        specializations: p.specializations,
        yearsExperience: p.yearsExperience,
        yearsUsingCreditXpert: p.yearsUsingCreditXpert,
        messages: leadCountOf('message', p.id),
        copRequests: leadCountOf('cop_request', p.id),
        approvedAt: p.approvedAt,
      })
      .from(p)
      .innerJoin(account, eq(account.id, p.userId))
      .where(and(where, after ? gt(p.cxid, after.cxid) : undefined))
      .orderBy(asc(p.cxid))
      .limit(EXPORT_PAGE_ROWS),
  );
  return csvStream(
    APPROVED_CSV_HEADER,
    pages,
    (r) => [
      r.cxid,
      r.fullName,
      r.name,
      r.email,
      r.nmlsId,
      r.companyName,
      r.status,
      r.status === 'suspended' ? r.suspensionReason : null,
      join(r.serviceAreas),
      join(r.loanTypes),
      join(r.specializations),
      r.yearsExperience,
      r.yearsUsingCreditXpert,
      Number(r.messages),
      Number(r.copRequests),
      iso(r.approvedAt),
    ],
    onEnd,
  );
}

export const AUDIT_CSV_HEADER = ['Time', 'Action', 'Admin', 'Target type', 'Target', 'Target id', 'Reason'] as const;

/** GET /api/admin/audit.csv: the audit trail with its filters, newest first. */
export function auditCsv(db: Executor, filters: AuditFilters, onEnd?: ExportEnd) {
  const where = auditConditions(filters);
  const pages = keysetPages((after: { createdAt: Date; id: string } | undefined) =>
    db
      .select(auditColumns)
      .from(entry)
      .leftJoin(account, eq(account.id, entry.actorUserId))
      .where(
        and(
          where,
          after
            ? (or(lt(entry.createdAt, after.createdAt), and(eq(entry.createdAt, after.createdAt), lt(entry.id, after.id))) as SQL)
            : undefined,
        ),
      )
      .orderBy(desc(entry.createdAt), desc(entry.id))
      .limit(EXPORT_PAGE_ROWS),
  );
  return csvStream(
    AUDIT_CSV_HEADER,
    pages,
    (r) => [r.createdAt.toISOString(), r.action, r.actorName, r.targetType, r.targetName, r.targetId, r.reason],
    onEnd,
  );
}

/**
 * GET /api/admin/reports.csv?range=: the report's tables, one section after another, and how many
 * data records they hold.
 */
export async function reportsCsv(db: Executor, range: ReportRange): Promise<{ body: string; rows: number }> {
  const r = await buildReport(db, range);
  const out: string[] = [csvRecords([['Report', `Last ${range} days`, r.from, r.to]])];
  let rows = 0;
  const section = (title: string, header: string[], records: CsvValue[][]) => {
    out.push('\r\n', csvRecords([[title], header, ...records]));
    rows += records.length;
  };
  section('MortgageXperts', ['Figure', 'Count'], Object.entries(r.mortgageXperts));
  section(
    'Messages by help type',
    ['Help type', 'Count'],
    r.messages.byHelpType.map((x) => [x.type, x.count]),
  );
  section(
    'COP requests by mortgage process',
    ['Mortgage process', 'Count'],
    r.requests.byMortgageProcess.map((x) => [x.process, x.count]),
  );
  section(
    'Geographic distribution',
    ['State', 'MortgageXperts', 'Messages', 'COP requests'],
    r.geographic.map((g) => [g.state, g.mxpertCount, g.messageCount, g.requestCount]),
  );
  section(
    'Top companies',
    ['Company', 'MortgageXperts', 'Average years of experience'],
    r.companyStats.map((c) => [c.company, c.mxpertCount, c.avgExperience]),
  );
  return { body: out.join(''), rows };
}
