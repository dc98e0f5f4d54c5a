import {
  ADMIN_PAGE_SIZE,
  type AdminSupportUpdateBody,
  SUPPORT_INBOX_TEXT,
  type SupportRequestItem,
  type SupportStatus,
} from '@mx/contract';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { paging } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record.ts';
import type { User } from '../auth/current-user.ts';
import { supportRequests } from './schema.ts';

type SupportRow = typeof supportRequests.$inferSelect;

function toItem(r: SupportRow): SupportRequestItem {
  return {
    ...r,
    closedAt: r.closedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Name or e-mail holds the text (LIKE wildcards taken literally), or it is the reference number. */
function searchCondition(search?: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const reference = /^\d{1,9}$/.test(search.trim()) ? Number(search.trim()) : null;
  const byReference = reference === null ? sql`false` : sql`${supportRequests.reference} = ${reference}`;
  return sql`(${supportRequests.name} ilike ${pattern} or ${supportRequests.email} ilike ${pattern} or ${byReference})`;
}

/** GET /api/admin/support: one tab (open or closed), newest first, 10 a page, with both tabs' sizes. */
export async function listSupportRequests(db: Executor, q: { page: number; status: SupportStatus; search?: string }) {
  const searched = searchCondition(q.search);
  const where = and(eq(supportRequests.status, q.status), searched);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ status: supportRequests.status, n: sql<number>`count(*)::int` })
      .from(supportRequests)
      .where(searched)
      .groupBy(supportRequests.status),
  ]);
  const counts = { open: 0, closed: 0 };
  for (const c of counted) counts[c.status] = Number(c.n);
  const totalCount = counts[q.status];
  return {
    requests: rows.map(toItem),
    counts,
    ...paging(totalCount, q.page, ADMIN_PAGE_SIZE),
  };
}

/**
 * PATCH /api/admin/support/{id}: closes or reopens the request and/or writes its notes (an empty
 * note clears them), in one transaction with the row locked; each real change is one audit row.
 * A status or note equal to the stored one changes nothing and is not audited.
 */
export async function updateSupportRequest(
  ctx: AppContext,
  { admin, id, body }: { admin: User; id: string; body: AdminSupportUpdateBody },
): Promise<{ message: string; data: SupportRequestItem }> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', SUPPORT_INBOX_TEXT.notFound);
    const notes = body.adminNotes === undefined ? undefined : body.adminNotes.trim() || null;
    const statusChanged = body.status !== undefined && body.status !== current.status;
    const notesChanged = notes !== undefined && notes !== current.adminNotes;
    if (!statusChanged && !notesChanged) return { message: SUPPORT_INBOX_TEXT.unchanged, data: toItem(current) };

    const [updated] = await tx
      .update(supportRequests)
      .set({
        ...(statusChanged ? { status: body.status, closedAt: body.status === 'closed' ? sql`now()` : null } : {}),
        ...(notesChanged ? { adminNotes: notes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(supportRequests.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', SUPPORT_INBOX_TEXT.notFound);
    const target = { actorId: admin.id, targetType: 'support_request' as const, targetId: id };
    if (notesChanged) {
      await recordAudit(tx, { ...target, action: 'support.notes_updated', metadata: { adminNotes: notes } });
    }
    if (statusChanged) {
      await recordAudit(tx, { ...target, action: updated.status === 'closed' ? 'support.closed' : 'support.reopened' });
    }
    const message = statusChanged
      ? updated.status === 'closed'
        ? SUPPORT_INBOX_TEXT.closed
        : SUPPORT_INBOX_TEXT.reopened
      : SUPPORT_INBOX_TEXT.notesSaved;
    return { message, data: toItem(updated) };
  });
}

/** Deletes the requests closed before the cutoff (the retention job); answers their ids. */
export async function deleteClosedSupportRequestsBefore(db: Executor, cutoff: SQL): Promise<string[]> {
  const rows = await db
    .delete(supportRequests)
    .where(and(eq(supportRequests.status, 'closed'), lt(supportRequests.closedAt, cutoff)))
    .returning({ id: supportRequests.id });
  return rows.map((r) => r.id);
}
