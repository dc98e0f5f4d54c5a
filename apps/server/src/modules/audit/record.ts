import type { AuditActionCode } from '@mx/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from './schema.ts';

/** What an audit entry is about: the target's kind, its id kept as text. */
export type AuditTarget =
  | 'mxpert_profile'
  | 'user'
  | 'support_request'
  | 'review'
  | 'export'
  | 'partner'
  | 'message'
  | 'cop_request';

/**
 * One action in the audit trail, written in the transaction of the action itself; its action is one
 * the audit screen filters by. Its actor is an admin, or a professional deleting a lead; none (null)
 * for an account deleted by its owner. Answers the entry's id.
 */
export async function recordAudit(
  tx: Executor,
  entry: {
    actorId: string | null;
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
      actorUserId: entry.actorId,
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

/** Adds notes to an entry's metadata (an export's rows once it ends); the notes given win. */
export async function addAuditNotes(db: Executor, id: string, notes: Record<string, unknown>): Promise<void> {
  await db
    .update(auditLog)
    .set({ metadata: sql`${auditLog.metadata} || ${JSON.stringify(notes)}::jsonb` })
    .where(eq(auditLog.id, id));
}

/** Empties the notes (metadata) of the entries about these targets; who did what to them stays. */
export async function clearAuditNotes(db: Executor, targetType: AuditTarget, targetIds: string[]): Promise<void> {
  await db
    .update(auditLog)
    .set({ metadata: {} })
    .where(and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, targetIds)));
}
