import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

const leadBaseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  mxpertProfileId: ownedBy('mxpert_profile_id', () => mxpertProfiles.id),
  /** The consumer who sent it while signed in; guests leave it empty. */
  consumerUserId: uuid('consumer_user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored trimmed and lower-cased, so a guest's e-mail matches the account they verify later. */
  email: text('email').notNull(),
  phone: text('phone'),
  preferredContact: text('preferred_contact', { enum: ['email', 'phone'] })
    .notNull()
    .default('email'),
  /** Two-letter state the sender came from (the URL's state), if any. */
  state: text('state'),
  mxpertNotes: text('mxpert_notes'),
  status: text('status', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  /** Idempotency-Key of the submission, so a retried request stores one row. */
  idempotencyKey: text('idempotency_key'),
  /**
   * False while a guest's submission with the address of an existing account awaits that account
   * owner's confirmation (docs/decisions/046): until then no consumer list shows it.
   */
  senderConfirmed: boolean('sender_confirmed').notNull().default(true),
  /** SHA-256 of the single-use token in the owner's confirmation link; empty once confirmed. */
  senderTokenHash: text('sender_token_hash'),
  /**
   * When the professional first replied in the item's conversation (set in the same transaction as
   * that reply): the response time is first_reply_at - created_at, and a lead without it is waiting.
   */
  firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
  /**
   * When the professional marked the lead 'Contacted by phone' (docs/decisions/104): set once. The
   * lead counts as answered at the earlier of this and first_reply_at, and is no longer waiting.
   */
  phoneContactedAt: timestamp('phone_contacted_at', { withTimezone: true }),
  /**
   * When the professional first published a plan grown out of this lead to the client
   * (docs/decisions/136): set once, in the publishing transaction. Like a reply or a phone contact,
   * it answers the lead.
   */
  planPublishedAt: timestamp('plan_published_at', { withTimezone: true }),
  /** When the one 24-hour reminder about this lead was queued for the professional; never twice. */
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  /**
   * When the client was invited by e-mail to review the professional (docs/decisions/067): set once,
   * by the job's conditional claim, so one conversation never invites twice.
   */
  reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true }),
  /** When the sender's consent record (lead_consents) was stored with it; empty for older leads. */
  consentRecordedAt: timestamp('consent_recorded_at', { withTimezone: true }),
  /**
   * When the sender's account was deleted (docs/decisions/059): the professional keeps the item, but
   * no account, not even a new one with the same address, lists it as its own.
   */
  senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
  /**
   * When the professional deleted the item from their inbox (docs/decisions/084): gone from their
   * lists, counts and conversations, kept for the client's right to review, the consent record and the admins.
   */
  hiddenByMxpertAt: timestamp('hidden_by_mxpert_at', { withTimezone: true }),
  /**
   * The language of the page the client wrote from (docs/decisions/118): a guest's e-mails are in it,
   * and the professional's alert names it.
   */
  locale: text('locale', { enum: ['en-US', 'es-US'] })
    .notNull()
    .default('en-US'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every lead, a message or a COP request (docs/decisions/125): the columns both kinds share, the kind,
 * and each kind's own columns, set for its kind and empty for the other (a check per kind). A lead
 * keeps the id it had in the two tables it came from.
 */
export const leads = pgTable(
  'leads',
  {
    ...leadBaseColumns(),
    kind: text('kind', { enum: ['message', 'cop_request'] }).notNull(),
    /** A message's own. */
    isRealEstateAgent: boolean('is_real_estate_agent'),
    helpType: text('help_type'),
    message: text('message'),
    /** A COP request's own: the mortgage step, and the form's optional questions (codes of the contract's lists, whole dollars, a 5-digit ZIP). */
    mortgageProcess: text('mortgage_process', { enum: ['pre-qual', 'purchasing-home', 'refinance'] }),
    believedScoreRange: text('believed_score_range'),
    targetScore: integer('target_score'),
    timeline: text('timeline'),
    loanAmount: integer('loan_amount'),
    zip: text('zip'),
  },
  (t) => [
    index('leads_mxpert_status_idx').on(t.mxpertProfileId, t.kind, t.status, t.createdAt),
    // The response-time figures (leads/response-time.ts) read a professional's recent leads from the
    // index alone: one probe per directory card, no visit to the wide lead rows (decisions 134, 136).
    index('leads_response_time_idx').on(t.mxpertProfileId, t.createdAt, t.firstReplyAt, t.phoneContactedAt, t.planPublishedAt),
    index('leads_email_idx').on(t.email),
    index('leads_consumer_idx').on(t.consumerUserId),
    index('leads_created_idx').on(t.createdAt),
    uniqueIndex('leads_idempotency_key').on(t.kind, t.idempotencyKey),
    uniqueIndex('leads_sender_token_key').on(t.senderTokenHash),
    // The few leads the professional deleted (decision 084): their plan lists leave them out by this index alone.
    index('leads_hidden_idx').on(t.id).where(sql`${t.hiddenByMxpertAt} is not null`),
    check('leads_kind_check', sql`${t.kind} in ('message', 'cop_request')`),
    check(
      'leads_message_check',
      sql`${t.kind} <> 'message' or (${t.isRealEstateAgent} is not null and ${t.helpType} is not null and ${t.message} is not null and ${t.mortgageProcess} is null and ${t.believedScoreRange} is null and ${t.targetScore} is null and ${t.timeline} is null and ${t.loanAmount} is null and ${t.zip} is null)`,
    ),
    check(
      'leads_cop_request_check',
      sql`${t.kind} <> 'cop_request' or (${t.mortgageProcess} is not null and ${t.isRealEstateAgent} is null and ${t.helpType} is null and ${t.message} is null)`,
    ),
    check('leads_locale_check', sql`${t.locale} in ('en-US', 'es-US')`),
  ],
);

/**
 * The consent to be contacted that every message and COP request carries (docs/decisions/057): the
 * exact statement the sender saw, naming the one professional it went to, its version and SHA-256,
 * when, from which client address and user agent. Written in the same transaction as the lead;
 * deleted with it.
 */
export const leadConsents = pgTable(
  'lead_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: ownedBy('lead_id', () => leads.id),
    /** The professional the statement names (and the lead went to). */
    mxpertProfileId: ownedBy('mxpert_profile_id', () => mxpertProfiles.id),
    text: text('text').notNull(),
    version: text('version').notNull(),
    textSha256: text('text_sha256').notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_consents_lead_key').on(t.leadId), index('lead_consents_mxpert_idx').on(t.mxpertProfileId)],
);

/**
 * The conversation that every message and COP request starts: the item itself heads it, these are the
 * replies that follow, oldest first, by lead_id; deleting the
 * item deletes its conversation. The lead owns these rows (docs/decisions/135): the conversations
 * module reads and writes them through conversation-replies.ts.
 */
export const conversationReplies = pgTable(
  'conversation_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: ownedBy('lead_id', () => leads.id),
    /** Which side wrote it: the professional the item was sent to, or its sender. */
    from: text('from', { enum: ['mxpert', 'consumer'] }).notNull(),
    /** The account that wrote it; empty once that account is deleted. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored as typed (trimmed only to check its length); always shown as text. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the other side first opened the conversation after this reply; empty while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_replies_lead_idx').on(t.leadId, t.createdAt),
    check('conversation_replies_from_check', sql`${t.from} in ('mxpert', 'consumer')`),
  ],
);

export type Lead = typeof leads.$inferSelect;
/** A lead of kind 'message', its own columns set. */
export type Message = Lead & { kind: 'message'; isRealEstateAgent: boolean; helpType: string; message: string };
/** A lead of kind 'cop_request', its own columns set. */
export type CopRequest = Lead & { kind: 'cop_request'; mortgageProcess: NonNullable<Lead['mortgageProcess']> };
export type LeadConsentRow = typeof leadConsents.$inferSelect;
export type ConversationReply = typeof conversationReplies.$inferSelect;
