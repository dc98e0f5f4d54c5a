import { ADMIN_PAGE_SIZE, type AuditActionCode, type AuditFilters, type AuditRow } from '@mx/contract';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paging } from '../../lib/paging.ts';
import { adminAccounts } from '../auth/accounts.ts';
import { accountsForAdmins as account } from '../auth/admin-accounts.ts';
import { leadAuditName } from '../leads/audit-names.ts';
import { auditLog } from './schema.ts';

export type AuditTarget = 'mxpert_profile' | 'user' | 'support_request' | 'review' | 'export' | 'partner';

/**
 * One admin action in the audit trail, written in the transaction of the action itself; its action
 * is one the audit screen filters by. No admin (null) for an account deleted by its owner.
 */
export async function recordAudit(
  tx: Executor,
  entry: {
    adminId: string | null;
    action: AuditActionCode;
    targetType: AuditTarget;
    targetId: string;
    reason?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorUserId: entry.adminId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason ?? null,
      metadata: entry.metadata ?? {},
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit insert returned no row');
  return row.id;
}

const DAY_MS = 86_400_000;

/** The filters as one condition: action, admin, and inclusive UTC days. */
export function auditConditions(f: AuditFilters): SQL | undefined {
  return and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.adminId ? eq(auditLog.actorUserId, f.adminId) : undefined,
    f.from ? gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/**
 * The target's name as the admins know it: a professional's full name (else account name), an
 * account's name, a support request's sender, a review's author and professional, an export's file
 * and how many records it held, a partner lender's name, the sender of a lead a professional deleted.
 */
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'mxpert_profile' then (select coalesce(nullif(trim(mp.full_name), ''), tu.name) from mxpert_profiles mp
    join users tu on tu.id = mp.user_id where mp.id::text = ${auditLog.targetId})
  when 'user' then coalesce((select au.name from users au where au.id::text = ${auditLog.targetId}), 'Deleted account')
  when 'support_request' then (select sr.name from support_requests sr where sr.id::text = ${auditLog.targetId})
  when 'review' then (select ru.name || ' on ' || coalesce(nullif(trim(rp.full_name), ''), pu.name) from reviews r
    join users ru on ru.id = r.consumer_user_id join mxpert_profiles rp on rp.id = r.mxpert_profile_id
    join users pu on pu.id = rp.user_id where r.id::text = ${auditLog.targetId})
  when 'export' then ${auditLog.targetId} || coalesce(' (' || (${auditLog.metadata}->>'rows') || ' rows)', '')
  when 'partner' then (select pa.name from partners pa where pa.id::text = ${auditLog.targetId})
  when 'message' then ${leadAuditName('message', auditLog.targetId)}
  when 'cop_request' then ${leadAuditName('cop_request', auditLog.targetId)}
  end`;

/** The columns of an audit row; its query left-joins the admin's account (`account`, accountsForAdmins). */
export const auditColumns = {
  id: auditLog.id,
  action: auditLog.action,
  actorId: auditLog.actorUserId,
  actorName: account.name,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetName,
  reason: auditLog.reason,
  createdAt: auditLog.createdAt,
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
      .from(auditLog)
      .leftJoin(account, eq(account.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((f.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
    adminAccounts(db),
  ]);
  const totalCount = Number(counted?.n ?? 0);
  return {
    entries: rows.map(toAuditRow),
    admins,
    ...paging(totalCount, f.page, ADMIN_PAGE_SIZE),
  };
}

/** Empties the notes (metadata) of the entries about these targets; who did what to them stays. */
export async function clearAuditNotes(db: Executor, targetType: AuditTarget, targetIds: string[]): Promise<void> {
  await db
    .update(auditLog)
    .set({ metadata: {} })
    .where(and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, targetIds)));
}
