import { z } from 'zod';
import {
  ADMIN_TEXT,
  nmlsAlsoUsedBy,
  optionalFilter as optional,
  adminPageParam as page,
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
  adminSearchParam as search,
} from './admin.ts';
import { listPageResponse, pageTotals } from './fields.ts';
import { identityValues } from './identity.ts';
import { ROLES } from './vocab.ts';

export {
  IDENTITY_FIELD_LABELS,
  IDENTITY_FIELDS,
  IDENTITY_IMAGE_FIELDS,
  type IdentityField,
  type IdentityValues,
  identityValues,
} from './identity.ts';

/**
 * Admin operations: suspension and reinstatement, re-review of identity changes, one
 * license one listing, accounts, the audit trail and CSV exports.
 */

/** The profile fields whose change an admin reviews again once the professional is approved. */

export const ADMIN_OPS_TEXT = {
  suspended: (name: string) => `${name} has been suspended and notified via email`,
  reinstated: (name: string) => `${name} has been reinstated and notified via email`,
  onlyApprovedSuspended: 'Only an approved MortgageXpert can be suspended',
  alreadySuspended: 'This MortgageXpert is already suspended',
  notSuspended: 'This MortgageXpert is not suspended',
  /** The banner a suspended professional sees on every page of their area. */
  suspendedBanner: (reason: string) =>
    `Your profile is suspended and hidden from the directory. You can still read your leads, but you cannot reply, change them or edit your profile. Reason: ${reason}`,
  suspendedCannotAct: 'Your profile is suspended: you can read your leads but cannot reply, change them or edit your profile',
  changeWaiting: 'Change waiting for review',
  changeNotFound: 'Profile change not found',
  changeDecided: 'This change has already been decided',
  changeApproved: (name: string) => `The change to ${name}'s profile has been approved and they were notified via email`,
  changeDeclined: (name: string) => `The change to ${name}'s profile has been declined and they were notified via email`,
  noChanges: 'No changes to review',
  nmlsAlsoUsedBy: (name: string) => `NMLS ID also used by ${name}`,
  duplicateNmlsNeedsConfirmation: 'Another profile uses this NMLS ID. Confirm that you want to approve a second listing for it.',
  userNotFound: 'Account not found',
  onlyConsumersDeactivated: 'Only consumer accounts can be deactivated here',
  alreadyDeactivated: 'This account is already deactivated',
  notDeactivated: 'This account is not deactivated',
  alreadyVerified: 'This account has already verified its e-mail address',
  deactivated: (name: string) => `${name}'s account has been deactivated`,
  reactivated: (name: string) => `${name}'s account has been reactivated`,
  verificationSent: (email: string) => `A new verification e-mail has been sent to ${email}`,
  noUsers: 'No accounts found',
  noAudit: 'No admin actions found',
  dateOrder: 'The start date must not be after the end date',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  noteTooLong: `The note must not exceed ${REJECTION_REASON_MAX} characters`,
} as const;

/** A reason an admin gives (suspension, decline, deactivation): the rejection's rules and messages. */
export const adminReason = z
  .string({ error: ADMIN_TEXT.reasonRequired })
  .trim()
  .min(1, ADMIN_TEXT.reasonRequired)
  .min(REJECTION_REASON_MIN, ADMIN_TEXT.reasonTooShort)
  .max(REJECTION_REASON_MAX, ADMIN_TEXT.reasonTooLong);

export const reasonBody = z.object({ reason: adminReason });
export type ReasonBody = z.input<typeof reasonBody>;

/** POST /api/admin/mxperts/{id}/reinstate: an optional note, e-mailed to the professional. */
export const reinstateBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    note: z
      .string({ error: 'Please enter the note as text' })
      .trim()
      .max(REJECTION_REASON_MAX, ADMIN_OPS_TEXT.noteTooLong)
      .optional()
      .default(''),
  }),
);
export type ReinstateBody = z.input<typeof reinstateBody>;

/** POST /api/admin/mxperts/{id}/approve: confirmation to approve a second profile with a used NMLS ID. */
export const approveMxpertBody = z.preprocess(
  (v) => v ?? {},
  z.object({ confirmDuplicateNmls: z.boolean({ error: 'confirmDuplicateNmls must be true or false' }).optional() }),
);
export type ApproveMxpertBody = z.input<typeof approveMxpertBody>;

export const PROFILE_CHANGE_STATUSES = ['pending', 'approved', 'declined'] as const;
export const profileChangesQuery = z.object({
  page,
  status: z.enum(PROFILE_CHANGE_STATUSES, { error: 'Status must be pending, approved or declined' }).default('pending'),
});
export const profileChangeItem = z.object({
  id: z.string(),
  mxpertProfileId: z.string(),
  cxid: z.string(),
  name: z.string(),
  email: z.string(),
  oldValues: identityValues,
  newValues: identityValues,
  status: z.enum(PROFILE_CHANGE_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Names of the other profiles holding the new NMLS ID. */
  nmlsAlsoUsedBy,
});
export type ProfileChangeItem = z.infer<typeof profileChangeItem>;
export const profileChangesResponse = listPageResponse('changes', profileChangeItem);
export type ProfileChangesResponse = z.infer<typeof profileChangesResponse>;
export const profileChangeDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), status: z.enum(PROFILE_CHANGE_STATUSES) }),
});

export const suspensionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), approvalStatus: z.enum(['approved', 'suspended']) }),
});
export type SuspensionResponse = z.infer<typeof suspensionResponse>;

/** Accounts (GET /api/admin/users). */
export const USER_STATUSES = ['active', 'deactivated', 'unverified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  unverified: 'Unverified',
};
export const adminUsersQuery = z.object({
  page,
  search,
  role: optional(z.enum(ROLES, { error: 'Role must be CONSUMER, MXPERT or ADMIN' })),
  status: optional(z.enum(USER_STATUSES, { error: 'Status must be active, deactivated or unverified' })),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;
export const adminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  deactivationReason: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUsersResponse = listPageResponse('users', adminUserRow);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
export const adminUserActionResponse = z.object({ success: z.literal(true), message: z.string(), data: adminUserRow });

/** The audit trail (GET /api/admin/audit). */
export const AUDIT_ACTIONS = [
  { code: 'mxpert.approved', label: 'Approved' },
  { code: 'mxpert.rejected', label: 'Rejected' },
  { code: 'mxpert.suspended', label: 'Suspended' },
  { code: 'mxpert.reinstated', label: 'Reinstated' },
  { code: 'profile_change.approved', label: 'Identity change approved' },
  { code: 'profile_change.declined', label: 'Identity change declined' },
  { code: 'review.hidden', label: 'Review hidden' },
  { code: 'review.restored', label: 'Review restored' },
  { code: 'review.published', label: 'Held review published' },
  { code: 'user.deactivated', label: 'Account deactivated' },
  { code: 'user.reactivated', label: 'Account reactivated' },
  { code: 'user.verification_resent', label: 'Verification e-mail resent' },
  { code: 'support.closed', label: 'Support request closed' },
  { code: 'support.reopened', label: 'Support request reopened' },
  { code: 'support.notes_updated', label: 'Support notes updated' },
  { code: 'data.exported', label: 'CSV exported' },
  { code: 'partner.created', label: 'Partner added' },
  { code: 'partner.updated', label: 'Partner updated' },
  { code: 'partner.hidden', label: 'Partner hidden' },
  { code: 'partner.shown', label: 'Partner shown' },
  { code: 'message.deleted', label: 'Message deleted by the professional' },
  { code: 'cop_request.deleted', label: 'COP request deleted by the professional' },
  { code: 'account.deleted', label: 'Account deleted by its owner' },
] as const;
export type AuditActionCode = (typeof AUDIT_ACTIONS)[number]['code'];
const AUDIT_ACTION_CODES = AUDIT_ACTIONS.map((a) => a.code) as [AuditActionCode, ...AuditActionCode[]];
export function auditActionLabel(code: string): string {
  return AUDIT_ACTIONS.find((a) => a.code === code)?.label ?? code;
}

const isoDate = optional(
  z
    .string({ error: ADMIN_OPS_TEXT.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_OPS_TEXT.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), ADMIN_OPS_TEXT.dateInvalid),
);
const auditFilters = {
  action: optional(z.enum(AUDIT_ACTION_CODES, { error: 'Please select a valid action' })),
  adminId: optional(z.uuid({ error: 'Please select a valid admin' })),
  /** Inclusive UTC days. */
  from: isoDate,
  to: isoDate,
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const auditCsvQuery = z.object(auditFilters).refine(datesInOrder, { message: ADMIN_OPS_TEXT.dateOrder, path: ['from'] });
export const adminAuditQuery = z
  .object({ page, ...auditFilters })
  .refine(datesInOrder, { message: ADMIN_OPS_TEXT.dateOrder, path: ['from'] });
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;
export type AuditFilters = z.output<typeof auditCsvQuery>;
export const auditRow = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  targetName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const adminAuditResponse = z.object({
  success: z.literal(true),
  data: z.object({
    entries: z.array(auditRow),
    /** Every admin account, for the admin filter. */
    admins: z.array(z.object({ id: z.string(), name: z.string() })),
    ...pageTotals,
  }),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;
