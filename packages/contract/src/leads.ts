import { z } from 'zod';
import { inboxPageQuery } from './dashboard.ts';
import { messageItem } from './lead-items.ts';
import { SEARCH_TEXT_MAX } from './limits.ts';

/**
 * The professional's leads in one list (docs/decisions/110): messages and COP requests together,
 * newest activity first. 'needs-reply' is an open lead whose latest entry is the client's and that
 * was not marked 'Contacted by phone' after it.
 */
export const LEAD_FILTERS = ['all', 'needs-reply', 'open', 'closed'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = {
  all: 'All',
  'needs-reply': 'Needs reply',
  open: 'Open',
  closed: 'Closed',
};

/** The longest search text: a name, an e-mail address or a phone number. */
export const LEAD_SEARCH_MAX = SEARCH_TEXT_MAX;

/** How much of the latest entry a row shows. */
export const LEAD_PREVIEW_CHARS = 160;

/** The filter and the search, paged as the other inboxes are. */
export const leadListQuery = inboxPageQuery.extend({
  filter: z.enum(LEAD_FILTERS, { error: 'Filter must be all, needs-reply, open or closed' }).default('all'),
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(LEAD_SEARCH_MAX, `Search must not exceed ${LEAD_SEARCH_MAX} characters`)
    .default(''),
});
export type LeadListQuery = z.input<typeof leadListQuery>;

/** The two kinds of lead, as the live events and the API name them. */
export const LEAD_KINDS = ['message', 'cop_request'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One row of the list: who, what kind, the latest entry, when, and whether it waits for the professional. */
export const leadRow = z.object({
  kind: z.enum(LEAD_KINDS),
  ...messageItem.pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    preferredContact: true,
    status: true,
  }).shape,
  /** The message's help type, or the COP request's mortgage process (codes of their lists). */
  topic: z.string(),
  createdAt: z.string(),
  /** The latest entry of the conversation: the lead itself or the newest reply. */
  lastActivityAt: z.string(),
  /** Who wrote the latest entry, and its first characters (null for a COP request without replies: it has no text). */
  lastEntry: z.object({ from: z.enum(['mxpert', 'consumer']), preview: z.string().nullable() }),
  /** The client wrote something the professional has not opened, or the lead's bell item is unread. */
  unread: z.boolean(),
  needsReply: z.boolean(),
  contactedByPhoneAt: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRow>;

/** How many leads each filter holds (under the search, whatever page is asked for). */
export const leadCounts = z.object({
  all: z.number().int(),
  'needs-reply': z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCounts>;

export const leadPageResponse = z.object({
  success: z.literal(true),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  counts: leadCounts,
  leads: z.array(leadRow),
});
export type LeadPageResponse = z.infer<typeof leadPageResponse>;

export const LEADS_TEXT = {
  title: 'Leads',
  intro: 'Messages and COP requests together, newest activity first.',
  searchLabel: 'Search leads',
  searchPlaceholder: 'Name, email or phone',
  failed: 'Failed to load your leads',
  empty: {
    all: 'No leads yet. Messages and COP requests will appear here.',
    'needs-reply': 'Nothing waits for your reply.',
    open: 'No open leads.',
    closed: 'No closed leads.',
  } satisfies Record<LeadFilter, string>,
  noMatch: (q: string) => `No leads match "${q}".`,
  kind: { message: 'Message', cop_request: 'COP request' } satisfies Record<LeadKind, string>,
  needsReply: 'Needs reply',
  you: 'You: ',
  copRequestPreview: 'Asked for a Credit Optimization Plan',
  openLeads: 'All leads in one list',
  backToLeads: 'Back to leads',
} as const;
