import { QueryBuilder } from 'drizzle-orm/pg-core';
import { auditLog } from './schema.ts';

/**
 * The audit trail as the admins read it (the screen, its CSV export): every entry, as a view their
 * queries select from (`audit_entry`). Entries are written only through record.ts.
 */
export const auditEntries = new QueryBuilder()
  .select({
    id: auditLog.id,
    actorUserId: auditLog.actorUserId,
    action: auditLog.action,
    targetType: auditLog.targetType,
    targetId: auditLog.targetId,
    reason: auditLog.reason,
    metadata: auditLog.metadata,
    createdAt: auditLog.createdAt,
  })
  .from(auditLog)
  .as('audit_entry');
