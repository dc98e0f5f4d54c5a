import { randomBytes } from 'node:crypto';
import { PLAN_LIMITS, PLAN_TEXT, type PlanDocument, type PlanDocumentType } from '@mx/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isStorageKey, type StoredObject } from '../../lib/storage/storage.ts';
import type { User } from '../auth/current-user.ts';
import { enqueueJob, JOBS } from '../jobs/queue.ts';
import type { MultipartForm } from '../uploads/multipart.ts';
import type { PlanSide } from './checkpoints.ts';
import { lockActiveClientPlan, tellProfessional, withdrawProfessionalNotice } from './client-plans.ts';
import { findClientPlan, findProfessionalPlan, lockPlanForChange } from './own-plan.ts';
import { type Plan, type PlanDocumentRow, planDocuments, plans } from './schema.ts';

/**
 * A plan's private documents (docs/decisions/094): PDF, JPEG or PNG by their first bytes, at most
 * 10 MB, at most 20 per plan, stored under `plan-documents/<plan id>/` (a folder /uploads never
 * serves) and read only by the plan's two parties through the download route.
 */

export const DOCUMENT_FOLDER = 'plan-documents';

const SIGNATURES: { type: PlanDocumentType; ext: string; bytes: Buffer }[] = [
  { type: 'application/pdf', ext: 'pdf', bytes: Buffer.from('%PDF-', 'latin1') },
  { type: 'image/png', ext: 'png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', ext: 'jpg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** The type the file's first bytes prove, whatever its name or declared type say; null for any other file. */
export function sniffDocumentType(data: Buffer): { type: PlanDocumentType; ext: string } | null {
  const found = SIGNATURES.find((s) => data.subarray(0, s.bytes.length).equals(s.bytes));
  return found ? { type: found.type, ext: found.ext } : null;
}

const KNOWN_EXTENSION = /\.(pdf|png|jpe?g)$/i;
// Control characters, the path separators, the characters that have a meaning in a header and every
// bidirectional control (the marks LRM, RLM and ALM, the embeddings, overrides and isolates).
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this removes
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f"\\/:*?<>|;\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a document is listed and downloaded under: the last segment of what the browser sent,
 * without control or header characters, at most 120 characters, its extension the content's
 * (`scan.pdf` holding a PNG becomes `scan.png`).
 */
export function cleanFileName(sent: string | null, ext: string): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const base = last
    .replace(UNSAFE_NAME_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(KNOWN_EXTENSION, '')
    .replace(/^\.+/, '')
    .trim();
  const room = PLAN_LIMITS.documentNameMax - ext.length - 1;
  return `${
    Array.from(base || 'document')
      .slice(0, room)
      .join('')
      .trim() || 'document'
  }.${ext}`;
}

/** Content-Disposition for a download: always an attachment, an ASCII name and the UTF-8 one (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ ()-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

function toDocument(row: PlanDocumentRow, side: PlanSide): PlanDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.createdAt.toISOString(),
    mine: row.uploadedBy === side,
  };
}

/** The plan as the side may read it: the professional's own (not a lead they deleted), the client's published one; 404 otherwise. */
async function readablePlan(db: Executor, side: PlanSide, user: User, planId: string): Promise<Plan> {
  return side === 'mxpert' ? (await findProfessionalPlan(db, user, planId)).plan : findClientPlan(db, user, planId);
}

/**
 * The plan locked for a new document: the professional's while a draft or active and they are not
 * paused (suspended and rejected ones never get here: decision 083); the client's while active.
 * A completed or closed plan takes no more documents (409).
 */
function lockPlanForUpload(tx: Executor, side: PlanSide, user: User, planId: string): Promise<Plan> {
  return side === 'mxpert' ? lockPlanForChange(tx, user, planId) : lockActiveClientPlan(tx, user, planId);
}

async function documentCount(db: Executor, planId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(planDocuments).where(eq(planDocuments.planId, planId));
  return Number(row?.n ?? 0);
}

/** GET …/plans/{id}/documents: newest first. */
export async function listDocuments(db: Executor, side: PlanSide, user: User, planId: string): Promise<PlanDocument[]> {
  const plan = await readablePlan(db, side, user, planId);
  const rows = await db
    .select()
    .from(planDocuments)
    .where(eq(planDocuments.planId, plan.id))
    .orderBy(desc(planDocuments.createdAt), desc(planDocuments.id));
  return rows.map((r) => toDocument(r, side));
}

export interface UploadInput {
  side: PlanSide;
  user: User;
  planId: string;
  /** Reads the request's form: called once the plan is known to be the user's and open. */
  readForm: () => Promise<MultipartForm>;
}

/**
 * POST …/plans/{id}/documents: the plan is checked before the body is read (another's plan is 404
 * without its bytes ever being held), the file by its first bytes, then stored and recorded; the
 * count is checked again under the plan's lock, so two uploads at once never make a 21st. The
 * client's upload rings the professional's bell, in the same transaction.
 */
export async function uploadDocument(ctx: AppContext, input: UploadInput): Promise<PlanDocument> {
  const { side, user } = input;
  // The plan's id as stored: the address may spell the same id in capitals, and the key's folder is
  // what an account deletion sweeps.
  const planId = await ctx.db.transaction(async (tx) => {
    const plan = await lockPlanForUpload(tx, side, user, input.planId);
    if ((await documentCount(tx, plan.id)) >= PLAN_LIMITS.documentsMax)
      throw new AppError('CONFLICT', PLAN_TEXT.tooManyDocuments);
    return plan.id;
  });
  const form = await input.readForm();
  if (!form.file) throw new AppError('BAD_REQUEST', PLAN_TEXT.documentRequired);
  if (form.file.length > PLAN_LIMITS.documentMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', PLAN_TEXT.documentTooLarge);
  const sniffed = sniffDocumentType(form.file);
  if (!sniffed) throw new AppError('BAD_REQUEST', PLAN_TEXT.documentWrongType);

  const key = `${DOCUMENT_FOLDER}/${planId}/${randomBytes(16).toString('hex')}.${sniffed.ext}`;
  await ctx.storage.put(key, form.file, sniffed.type);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const plan = await lockPlanForUpload(tx, side, user, planId);
      if ((await documentCount(tx, plan.id)) >= PLAN_LIMITS.documentsMax)
        throw new AppError('CONFLICT', PLAN_TEXT.tooManyDocuments);
      const [inserted] = await tx
        .insert(planDocuments)
        .values({
          planId: plan.id,
          storageKey: key,
          fileName: cleanFileName(form.fileName, sniffed.ext),
          contentType: sniffed.type,
          sizeBytes: form.file?.length ?? 0,
          uploadedBy: side,
          uploaderUserId: user.id,
        })
        .returning();
      if (!inserted) throw new Error('uploadDocument: no row');
      await tx.update(plans).set({ updatedAt: sql`now()` }).where(eq(plans.id, plan.id));
      if (side === 'consumer')
        await tellProfessional(
          tx,
          plan,
          user,
          `${user.name} uploaded a document: ${inserted.fileName}.`,
          { id: 'answers.notice.planDocument', values: { name: user.name, file: inserted.fileName } },
          { documentId: inserted.id },
        );
      return inserted;
    });
    return toDocument(row, side);
  } catch (err) {
    await ctx.storage
      .remove(key)
      .catch((removeErr) => ctx.log.warn({ err: removeErr, key }, 'could not remove a refused document'));
    throw err;
  }
}

/** GET …/documents/{docId}: the document of a plan the side may read, with its bytes; 404 otherwise. */
export async function openDocument(
  ctx: AppContext,
  side: PlanSide,
  user: User,
  planId: string,
  docId: string,
): Promise<{ document: PlanDocumentRow; object: StoredObject }> {
  const plan = await readablePlan(ctx.db, side, user, planId);
  const [document] = await ctx.db
    .select()
    .from(planDocuments)
    .where(and(eq(planDocuments.id, docId), eq(planDocuments.planId, plan.id)));
  if (!document) throw new AppError('NOT_FOUND', PLAN_TEXT.documentNotFound);
  const object = await ctx.storage.get(document.storageKey);
  if (!object) throw new AppError('NOT_FOUND', PLAN_TEXT.documentNotFound);
  return { document, object };
}

/**
 * DELETE …/documents/{docId}: only its uploader's side deletes a document (the other side's, which
 * both see listed, is 403), on a plan of any status (removing one's own file is never new work, so a
 * paused professional may too). The row goes at once, the file right after.
 */
export async function deleteDocument(ctx: AppContext, side: PlanSide, user: User, planId: string, docId: string): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const plan = await readablePlan(tx, side, user, planId);
    const [document] = await tx
      .select()
      .from(planDocuments)
      .where(and(eq(planDocuments.id, docId), eq(planDocuments.planId, plan.id)))
      .for('update');
    if (!document) throw new AppError('NOT_FOUND', PLAN_TEXT.documentNotFound);
    if (document.uploadedBy !== side) throw new AppError('FORBIDDEN', PLAN_TEXT.notYourDocument);
    await tx.delete(planDocuments).where(eq(planDocuments.id, document.id));
    if (side === 'consumer') await withdrawProfessionalNotice(tx, plan, { documentId: document.id });
    // Should the removal below fail, the job removes the file.
    await enqueueJob(tx, JOBS.planDocumentsRemoval, { keys: [document.storageKey] });
    return document.storageKey;
  });
  await ctx.storage.remove(key).catch((err) => ctx.log.warn({ err, key }, 'could not remove a deleted document; the job will'));
}

/**
 * Deletes, in the caller's transaction, every document of these plans (an account deletion takes
 * them), and queues the removal of their files: the job runs once the deletion is committed, and
 * again until it succeeds.
 */
export async function deleteDocumentsOfPlans(tx: Executor, planIds: string[]): Promise<void> {
  if (planIds.length === 0) return;
  const removed = await tx
    .delete(planDocuments)
    .where(inArray(planDocuments.planId, planIds))
    .returning({ planId: planDocuments.planId, key: planDocuments.storageKey });
  // The plans' folders, and by its key any file outside its plan's folder: one stored before keys took
  // the plan's id as stored may sit in a folder spelled in capitals.
  const strays = removed.filter((r) => !r.key.startsWith(`${DOCUMENT_FOLDER}/${r.planId}/`)).map((r) => r.key);
  await enqueueJob(tx, JOBS.planDocumentsRemoval, { planIds, keys: strays });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * The removal job: the named document files, and every file under each named plan's folder that no
 * document row names any more. Running it twice changes nothing.
 */
export async function removeDocumentFiles(db: Executor, storage: AppContext['storage'], data: unknown): Promise<void> {
  const d = (data ?? {}) as { keys?: unknown; planIds?: unknown };
  for (const key of strings(d.keys)) {
    if (key.startsWith(`${DOCUMENT_FOLDER}/`) && isStorageKey(key)) await storage.remove(key);
  }
  for (const planId of strings(d.planIds).filter((id) => UUID.test(id))) {
    const kept = new Set(
      (await db.select({ key: planDocuments.storageKey }).from(planDocuments).where(eq(planDocuments.planId, planId))).map(
        (r) => r.key,
      ),
    );
    for await (const key of storage.list(`${DOCUMENT_FOLDER}/${planId}/`)) {
      if (!kept.has(key)) await storage.remove(key);
    }
  }
}
