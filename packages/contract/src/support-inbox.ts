import { z } from 'zod';
import { adminPageParam, adminSearchParam } from './admin.ts';
import { pageTotals } from './fields.ts';
import { SUPPORT_TOPIC_CODES } from './trust-texts.ts';

/** The admins' support inbox at /admin/support (docs/decisions/066). */

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_NOTES_MAX = 2000;

export const SUPPORT_INBOX_TEXT = {
  title: 'Support inbox',
  subtitle: 'Messages sent through the support form. Write notes for the team, close what is answered.',
  notFound: 'Support request not found',
  notesTooLong: `Notes must not exceed ${SUPPORT_NOTES_MAX} characters`,
  nothingToChange: 'Please change the status or the notes',
  closed: 'Support request closed',
  reopened: 'Support request reopened',
  notesSaved: 'Notes saved',
  unchanged: 'Nothing changed',
  emptyOpen: 'No open support requests',
  emptyClosed: 'No closed support requests',
  tabOpen: 'Open',
  tabClosed: 'Closed',
  close: 'Close request',
  reopen: 'Reopen request',
  saveNotes: 'Save notes',
  notesLabel: 'Notes for the team',
  searchLabel: 'Search by name, e-mail or reference',
} as const;

/** GET /api/admin/support: one tab, 10 a page, newest first, optionally by name or e-mail. */
export const adminSupportQuery = z.object({
  page: adminPageParam,
  status: z.enum(SUPPORT_STATUSES, { error: 'Status must be open or closed' }).default('open'),
  search: adminSearchParam,
});
export type AdminSupportQuery = z.input<typeof adminSupportQuery>;

export const supportRequestItem = z.object({
  id: z.string(),
  /** The number the sender's confirmation e-mail quotes. */
  reference: z.number().int(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(SUPPORT_TOPIC_CODES),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  adminNotes: z.string().nullable(),
  /** The signed-in account that sent it, if any. */
  userId: z.string().nullable(),
  /** When it was closed (null while open); it is deleted two years later (RETENTION_PERIODS). */
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportRequestItem = z.infer<typeof supportRequestItem>;

export const adminSupportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    requests: z.array(supportRequestItem),
    /** Both tabs' sizes (with the search), for the tab labels. */
    counts: z.object({ open: z.number().int(), closed: z.number().int() }),
    ...pageTotals,
  }),
});
export type AdminSupportResponse = z.infer<typeof adminSupportResponse>;

/** PATCH /api/admin/support/{id}: close or reopen, write the notes (empty clears them). */
export const adminSupportUpdateBody = z
  .object({
    status: z.enum(SUPPORT_STATUSES, { error: 'Status must be open or closed' }).optional(),
    adminNotes: z
      .string({ error: 'Please enter the notes as text' })
      .trim()
      .max(SUPPORT_NOTES_MAX, SUPPORT_INBOX_TEXT.notesTooLong)
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.adminNotes !== undefined, {
    message: SUPPORT_INBOX_TEXT.nothingToChange,
    path: ['status'],
  });
export type AdminSupportUpdateBody = z.input<typeof adminSupportUpdateBody>;

export const adminSupportUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: supportRequestItem,
});
export type AdminSupportUpdateResponse = z.infer<typeof adminSupportUpdateResponse>;
