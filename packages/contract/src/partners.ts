import { z } from 'zod';
import { PARTNER_NAME_MAX, PARTNER_TEXT } from './partner-texts.ts';
import { webAddress } from './profile.ts';

/**
 * Partner lenders (docs/decisions/107): the lenders an admin names on the landing page, each with a
 * logo and an optional website. A hidden partner stays in the admin's list and leaves the page.
 */
export { PARTNER_NAME_MAX, PARTNER_TEXT } from './partner-texts.ts';

const partnerName = z
  .string({ error: PARTNER_TEXT.nameRequired })
  .trim()
  .min(1, PARTNER_TEXT.nameRequired)
  .max(PARTNER_NAME_MAX, PARTNER_TEXT.nameTooLong);
const website = webAddress(PARTNER_TEXT.websiteInvalid);
/** Multipart fields are text: 'true' or 'false'. */
const hiddenFlag = z.enum(['true', 'false'], { error: PARTNER_TEXT.hiddenInvalid }).transform((v) => v === 'true');

/** POST /api/admin/partners (multipart: name, website, logo). */
export const partnerCreateFields = z.object({ name: partnerName, website: website.optional() });
/** PATCH /api/admin/partners/:id (multipart, every field optional: name, website, hidden, logo). */
export const partnerUpdateFields = z.object({
  name: partnerName.optional(),
  website: website.optional(),
  hidden: hiddenFlag.optional(),
});
export type PartnerUpdate = z.output<typeof partnerUpdateFields>;

export const publicPartner = z.object({
  id: z.string(),
  name: z.string(),
  /** /uploads/partners/{file}. */
  logo: z.string(),
  website: z.string().nullable(),
});
export type PublicPartner = z.infer<typeof publicPartner>;
export const adminPartner = publicPartner.extend({ hidden: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type AdminPartner = z.infer<typeof adminPartner>;

/** GET /api/public/partners: the visible partners, oldest first. */
export const publicPartnersResponse = z.object({
  success: z.literal(true),
  data: z.object({ partners: z.array(publicPartner) }),
});
export type PublicPartnersResponse = z.infer<typeof publicPartnersResponse>;
/** GET /api/admin/partners: every partner, hidden ones too. */
export const adminPartnersResponse = z.object({ success: z.literal(true), data: z.object({ partners: z.array(adminPartner) }) });
export type AdminPartnersResponse = z.infer<typeof adminPartnersResponse>;
export const adminPartnerSavedResponse = z.object({ success: z.literal(true), message: z.string(), data: adminPartner });
export type AdminPartnerSavedResponse = z.infer<typeof adminPartnerSavedResponse>;

/** GET /api/public/policy-notice: whether the policy pages carry the template-for-counsel notice. */
export const policyNoticeResponse = z.object({ success: z.literal(true), data: z.object({ showCounselNotice: z.boolean() }) });
export type PolicyNoticeResponse = z.infer<typeof policyNoticeResponse>;
