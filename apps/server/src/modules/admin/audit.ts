import { ADMIN_PAGE_SIZE, type AuditFilters, type AuditRow } from '@mx/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paging } from '../../lib/paging.ts';
import { auditEntries as entry } from '../audit/trail.ts';
import { adminAccounts } from '../auth/accounts.ts';
import { accountsForAdmins as account } from '../auth/admin-accounts.ts';
import { accountAuditName } from '../auth/audit-names.ts';
import { leadAuditName } from '../leads/audit-names.ts';
import { profileAuditName } from '../mxpert/audit-names.ts';
import { partnerAuditName } from '../partners/audit-names.ts';
import { reviewAuditName } from '../reviews/audit-names.ts';
import { supportRequestAuditName } from '../support/audit-names.ts';

const DAY_MS = 86_400_000;

/** The filters as one condition: action, admin, and inclusive UTC days. */
export function auditConditions(f: AuditFilters): SQL | undefined {
  return and(
    f.action ? eq(entry.action, f.action) : undefined,
    f.adminId ? eq(entry.actorUserId, f.adminId) : undefined,
    f.from ? gte(entry.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(entry.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/**
 * The target's name as the admins know it: a professional's full name (else account name), an
 * account's name, a support request's sender, a review's author and professional, an export's file
 * and how many records it held, a partner lender's name, the sender of a lead a professional deleted.
 * Each owner names its own rows (`audit-names.ts` of auth, mxpert, support, reviews, partners, leads).
 */
const targetName = sql<string | null>`case ${entry.targetType}
  when 'mxpert_profile' then ${profileAuditName(entry.targetId)}
  when 'user' then ${accountAuditName(entry.targetId)}
  when 'support_request' then ${supportRequestAuditName(entry.targetId)}
  when 'review' then ${reviewAuditName(entry.targetId)}
  when 'export' then ${entry.targetId} || coalesce(' (' || (${entry.metadata}->>'rows') || ' rows)', '')
  when 'partner' then ${partnerAuditName(entry.targetId)}
  when 'message' then ${leadAuditName('message', entry.targetId)}
  when 'cop_request' then ${leadAuditName('cop_request', entry.targetId)}
  end`;

/** The columns of an audit row; its query left-joins the admin's account (`account`, accountsForAdmins). */
export const auditColumns = {
  id: entry.id,
  action: entry.action,
  actorId: entry.actorUserId,
  actorName: account.name,
  targetType: entry.targetType,
  targetId: entry.targetId,
  targetName,
  reason: entry.reason,
  createdAt: entry.createdAt,
};

export type AuditDbRow = { createdAt: Date } & Omit<AuditRow, 'createdAt'>;

export function toAuditRow(r: AuditDbRow): AuditRow {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

/** One page of the audit trail, newest first, with every admin for the filter. */
export async function listAudit(db: Executor, f: AuditFilters & { page: number }) {
  const where = auditConditions(f);
  const [rows, [counted], admins] = await Promise.all([
    db
      .select(auditColumns)
      .from(entry)
      .leftJoin(account, eq(account.id, entry.actorUserId))
      .where(where)
      .orderBy(desc(entry.createdAt), desc(entry.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((f.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(entry).where(where),
    adminAccounts(db),
  ]);
  const totalCount = Number(counted?.n ?? 0);
  return {
    entries: rows.map(toAuditRow),
    admins,
    ...paging(totalCount, f.page, ADMIN_PAGE_SIZE),
  };
}
