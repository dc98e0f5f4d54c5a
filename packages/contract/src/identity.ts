import { z } from 'zod';

/**
 * The fields of an approved professional an admin re-reviews before the public sees a change
 * (docs/decisions/062, 098): who they are, and what the profile shows of their company.
 */
export const IDENTITY_FIELDS = [
  'fullName',
  'nmlsId',
  'companyName',
  'photo',
  'companyLogo',
  'companyAddress',
  'companyWebAddress',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export const IDENTITY_FIELD_LABELS: Record<IdentityField, string> = {
  fullName: 'Full name',
  nmlsId: 'NMLS ID',
  companyName: 'Company name',
  photo: 'Photo',
  companyLogo: 'Company logo',
  companyAddress: 'Company address',
  companyWebAddress: 'Website',
};
/** The identity fields that hold an image's path. */
export const IDENTITY_IMAGE_FIELDS = ['photo', 'companyLogo'] as const;

/** Values of the identity fields, old or new. */
export const identityValues = z.object({
  fullName: z.string().nullable(),
  nmlsId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** An image waiting for review is at a path only admins can open. */
  photo: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyWebAddress: z.string().nullable(),
});
export type IdentityValues = z.infer<typeof identityValues>;
