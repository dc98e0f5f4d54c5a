import { type AdminPartner, PARTNER_TEXT, type PublicPartner, partnerCreateFields, partnerUpdateFields } from '@mx/contract';
import { asc, eq, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/record.ts';
import { discardUpload, saveUploadedImage } from '../uploads/image-intake.ts';
import { type MultipartForm, parseFormFields } from '../uploads/multipart.ts';
import { type Partner, partners } from './schema.ts';

/** A partner as the admin's list shows it: every column, the times as ISO text. */
function toAdminPartner({ createdAt, updatedAt, ...partner }: Partner): AdminPartner {
  return { ...partner, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The partners the landing page shows: not hidden, in the order they were added. */
export async function listVisiblePartners(db: Executor): Promise<PublicPartner[]> {
  return db
    .select({ id: partners.id, name: partners.name, logo: partners.logo, website: partners.website })
    .from(partners)
    .where(not(partners.hidden))
    .orderBy(asc(partners.createdAt), asc(partners.id));
}

/** Every partner, hidden ones too, for the admin's list. */
export async function listAllPartners(db: Executor): Promise<AdminPartner[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.createdAt), asc(partners.id));
  return rows.map(toAdminPartner);
}

/** Stores an uploaded logo (checked and re-encoded like a professional's), rate-limited per admin. */
async function storeLogo(ctx: AppContext, adminId: string, file: Buffer): Promise<string> {
  await ctx.limiter.consume(`image-upload:${adminId}`, ctx.config.rateLimits.imageUpload);
  return saveUploadedImage(ctx.storage, 'partners', file);
}

/** Adds a partner: a name, a logo and an optional website; the audit trail records it. */
export async function createPartner(ctx: AppContext, adminId: string, form: MultipartForm) {
  const values = parseFormFields(partnerCreateFields, form.fields);
  if (!form.file) throw new AppError('BAD_REQUEST', PARTNER_TEXT.logoRequired);
  const logo = await storeLogo(ctx, adminId, form.file);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(partners)
        .values({ name: values.name, website: values.website ?? null, logo })
        .returning();
      if (!created) throw new Error('partner insert returned no row');
      await recordAudit(tx, { actorId: adminId, action: 'partner.created', targetType: 'partner', targetId: created.id });
      return created;
    });
    return { message: PARTNER_TEXT.created, data: toAdminPartner(row) };
  } catch (err) {
    await discardUpload(ctx.storage, logo, ctx.log);
    throw err;
  }
}

/**
 * Changes a partner's name, website, logo or hidden flag; the audit trail records an edit, a hide or
 * a show. The logo it replaces is removed once the change has committed.
 */
export async function updatePartner(ctx: AppContext, adminId: string, id: string, form: MultipartForm) {
  const values = parseFormFields(partnerUpdateFields, form.fields);
  const [existing] = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  if (!existing) throw new AppError('NOT_FOUND', PARTNER_TEXT.notFound);
  const logo = form.file ? await storeLogo(ctx, adminId, form.file) : null;
  let result: { before: Partner; after: Partner };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', PARTNER_TEXT.notFound);
      const [after] = await tx
        .update(partners)
        .set({
          ...(values.name !== undefined ? { name: values.name } : {}),
          ...(values.website !== undefined ? { website: values.website } : {}),
          ...(values.hidden !== undefined ? { hidden: values.hidden } : {}),
          ...(logo ? { logo } : {}),
          updatedAt: new Date(),
        })
        .where(eq(partners.id, id))
        .returning();
      if (!after) throw new AppError('NOT_FOUND', PARTNER_TEXT.notFound);
      const edited =
        after.name !== before.name || after.website !== before.website || logo !== null || values.hidden === undefined;
      if (edited) await recordAudit(tx, { actorId: adminId, action: 'partner.updated', targetType: 'partner', targetId: id });
      if (after.hidden !== before.hidden) {
        const action = after.hidden ? 'partner.hidden' : 'partner.shown';
        await recordAudit(tx, { actorId: adminId, action, targetType: 'partner', targetId: id });
      }
      return { before, after };
    });
  } catch (err) {
    await discardUpload(ctx.storage, logo, ctx.log);
    throw err;
  }
  if (logo) await discardUpload(ctx.storage, result.before.logo, ctx.log);
  const { after, before } = result;
  const message =
    after.hidden !== before.hidden ? (after.hidden ? PARTNER_TEXT.hidden : PARTNER_TEXT.shown) : PARTNER_TEXT.updated;
  return { message, data: toAdminPartner(after) };
}
