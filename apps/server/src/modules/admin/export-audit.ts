import type { AuditActionCode } from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import { addAuditNotes, recordAudit } from '../audit/record.ts';
import type { User } from '../auth/current-user.ts';
import type { ExportEnd } from './exports.ts';

/** The audit action of every CSV download (docs/decisions/080). */
export const EXPORT_ACTION: AuditActionCode = 'data.exported';

/**
 * Audits a CSV export of personal data: who, which file with which filters, and when, written
 * before the first byte leaves (a download nobody recorded never starts); the answer records how
 * many rows the file held once it ends, and whether the admin received all of it.
 */
export async function auditExport(db: Executor, admin: User, file: string, filters: object): Promise<ExportEnd> {
  const id = await recordAudit(db, {
    actorId: admin.id,
    action: EXPORT_ACTION,
    targetType: 'export',
    targetId: file,
    metadata: { filters },
  });
  return async (rows, complete) => {
    await addAuditNotes(db, id, { rows, complete });
  };
}
