import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../modules/auth/schema.ts';
import type { profileChanges } from '../modules/mxpert/schema.ts';
import { mxpertProfiles } from '../modules/mxpert/schema.ts';
import type { notifications } from '../modules/notifications/schema.ts';
import type { reviews } from '../modules/reviews/schema.ts';
import type { supportRequests } from '../modules/support/schema.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Every table, for drizzle-kit and the database client: each module defines the tables it owns in its
 * own schema.ts (docs/decisions/133), and only the module that owns a table queries it.
 */
export * from '../modules/admin/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/directory/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/mxpert/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/partners/schema.ts';
export * from '../modules/reports/schema.ts';
export * from '../modules/reviews/schema.ts';
export * from '../modules/support/schema.ts';
export * from '../modules/two-factor/schema.ts';

const inquiryColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  mxpertProfileId: uuid('mxpert_profile_id')
    .notNull()
    .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
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
   * lists, counts and threads, kept for the client's right to review, the consent record and the admins.
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
    ...inquiryColumns(),
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
 * The conversation that every message and COP request starts: the item itself heads it, these are the
 * replies that follow, oldest first, by lead_id; deleting the
 * item deletes its conversation.
 */
export const conversationReplies = pgTable(
  'conversation_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Which side wrote it: the professional the item was sent to, or its sender. */
    from: text('from', { enum: ['mxpert', 'consumer'] }).notNull(),
    /** The account that wrote it; empty once that account is deleted. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored as typed (trimmed only to check its length); always shown as text. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the other side first opened the thread after this reply; empty while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_replies_lead_idx').on(t.leadId, t.createdAt),
    check('conversation_replies_from_check', sql`${t.from} in ('mxpert', 'consumer')`),
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
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The professional the statement names (and the lead went to). */
    mxpertProfileId: uuid('mxpert_profile_id')
      .notNull()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    version: text('version').notNull(),
    textSha256: text('text_sha256').notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_consents_lead_key').on(t.leadId), index('lead_consents_mxpert_idx').on(t.mxpertProfileId)],
);

const scoreCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} between 300 and 850`);

/**
 * Credit Optimization Plans (docs/decisions/092): a plan grows out of one lead, a message or
 * a COP request (lead_id, at most one plan per lead), between
 * the professional the lead went to and its sender. The row holds the draft the professional edits;
 * plan_versions the published versions the client reads. Deleting the lead deletes its plan.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The lead's professional, copied from it: every query of the professional's side filters on it. */
    mxpertProfileId: uuid('mxpert_profile_id')
      .notNull()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'active', 'completed', 'closed'] })
      .notNull()
      .default('draft'),
    equifaxStart: integer('equifax_start'),
    experianStart: integer('experian_start'),
    transunionStart: integer('transunion_start'),
    scoresReadOn: date('scores_read_on', { mode: 'string' }),
    targetScore: integer('target_score'),
    targetRepullOn: date('target_repull_on', { mode: 'string' }),
    /** Stored as typed, always shown as text. */
    summary: text('summary').notNull().default(''),
    /** For the client's payment illustration, prefilled from the COP request. */
    loanAmount: integer('loan_amount'),
    /** The latest published version's number; 0 while a draft. */
    version: integer('version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The final scores the client read and entered when completing it; the professional never writes them. */
    equifaxFinal: integer('equifax_final'),
    experianFinal: integer('experian_final'),
    transunionFinal: integer('transunion_final'),
    finalReadOn: date('final_read_on', { mode: 'string' }),
    /** At completion: the points gained by the scores the client confirmed, and the points the plan estimated. */
    gain: integer('gain'),
    estimatedGain: integer('estimated_gain'),
    /**
     * Why a completed plan does not count in the public figures, null when it does: 'shared_address'
     * when the client signs in where the professional does (a professional completing plans as their
     * own client; the same rule as a held review, docs/decisions/093).
     */
    outcomeWithheld: text('outcome_withheld'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /** The re-pull date whose reminder the client was sent (one per date, docs/decisions/095). */
    repullRemindedOn: date('repull_reminded_on', { mode: 'string' }),
    /** When the professional was last e-mailed about their client's progress: at most one an hour. */
    activityEmailedAt: timestamp('activity_emailed_at', { withTimezone: true }),
    /** When the professional last opened the plan: the client's documents since then are waiting for them. */
    mxpertOpenedAt: timestamp('mxpert_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_lead_key').on(t.leadId),
    check('plans_status_check', sql`${t.status} in ('draft', 'active', 'completed', 'closed')`),
    scoreCheck('plans_equifax_start_check', t.equifaxStart),
    scoreCheck('plans_experian_start_check', t.experianStart),
    scoreCheck('plans_transunion_start_check', t.transunionStart),
    scoreCheck('plans_target_check', t.targetScore),
    scoreCheck('plans_equifax_final_check', t.equifaxFinal),
    scoreCheck('plans_experian_final_check', t.experianFinal),
    scoreCheck('plans_transunion_final_check', t.transunionFinal),
    // The professional's list by status, most recently changed first.
    index('plans_mxpert_status_idx').on(t.mxpertProfileId, t.status, t.updatedAt.desc(), t.id),
    // The public outcome figures: a professional's completed plans, read from the index alone.
    index('plans_outcome_idx')
      .on(t.mxpertProfileId, t.gain, t.estimatedGain)
      .where(sql`${t.status} = 'completed' and ${t.outcomeWithheld} is null`),
  ],
);

/**
 * A plan's actions, in order: the draft's, and (kept with deleted_at once removed from the draft) every
 * action a published version names, so the client's ticks stay with the action across versions.
 */
export const planActions = pgTable(
  'plan_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    accountLabel: text('account_label').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount'),
    pointsMin: integer('points_min').notNull(),
    pointsMax: integer('points_max').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    statementDay: integer('statement_day'),
    instructions: text('instructions').notNull().default(''),
    /** When the client ticked it off; empty while open. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The due date whose reminder the client was sent (one per action and due date, docs/decisions/095). */
    remindedForDueOn: date('reminded_for_due_on', { mode: 'string' }),
    /** When the professional removed it from the draft. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_actions_plan_idx').on(t.planId, t.position),
    // The professional's list: each plan's progress and next open action, read from the index alone.
    index('plan_actions_progress_idx')
      .on(t.planId, t.dueOn, t.position, t.doneAt, t.accountLabel)
      .where(sql`${t.deletedAt} is null`),
    check('plan_actions_points_check', sql`${t.pointsMin} between 0 and 200 and ${t.pointsMax} between ${t.pointsMin} and 200`),
    check('plan_actions_statement_day_check', sql`${t.statementDay} between 1 and 31`),
  ],
);

/**
 * A line of what changed in a plan version: its English, and its catalogue key and values so that a
 * reader of another language reads it in theirs ("Changed" lines also name the action's fields by
 * code). Versions published before the keys were stored hold the English alone.
 */
export type StoredPlanChange = string | { text: string; id: string; values: Record<string, string | number>; fields?: string[] };

/** Each published version: its number, what the client reads (the plan as published), the note and what changed. */
export const planVersions = pgTable(
  'plan_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    changes: jsonb('changes').$type<StoredPlanChange[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_versions_plan_version_key').on(t.planId, t.version)],
);

/** Scores one side read during the plan, per bureau (the client's chart against the target). */
export const planCheckpoints = pgTable(
  'plan_checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    bureau: text('bureau', { enum: ['equifax', 'experian', 'transunion'] }).notNull(),
    score: integer('score').notNull(),
    readOn: date('read_on', { mode: 'string' }).notNull(),
    recordedBy: text('recorded_by', { enum: ['mxpert', 'consumer'] }).notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_checkpoints_plan_idx').on(t.planId, t.readOn),
    check('plan_checkpoints_bureau_check', sql`${t.bureau} in ('equifax', 'experian', 'transunion')`),
    check('plan_checkpoints_recorded_by_check', sql`${t.recordedBy} in ('mxpert', 'consumer')`),
    scoreCheck('plan_checkpoints_score_check', t.score),
  ],
);

/**
 * A private document one side of a plan uploaded (PDF, JPEG or PNG). Its bytes live in the storage
 * under `plan-documents/<plan id>/…`, a key the /uploads route never serves; only the plan's two
 * parties download it, through the plan's documents route.
 */
export const planDocuments = pgTable(
  'plan_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The uploader's file name, cleaned of paths and control characters, its extension the content's. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: text('uploaded_by', { enum: ['mxpert', 'consumer'] }).notNull(),
    uploaderUserId: uuid('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_documents_plan_idx').on(t.planId, t.createdAt),
    uniqueIndex('plan_documents_storage_key_key').on(t.storageKey),
    check('plan_documents_content_type_check', sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('plan_documents_uploaded_by_check', sql`${t.uploadedBy} in ('mxpert', 'consumer')`),
  ],
);

export type User = typeof users.$inferSelect;
export type MxpertProfile = typeof mxpertProfiles.$inferSelect;
export type Lead = typeof leads.$inferSelect;
/** A lead of kind 'message', its own columns set. */
export type Message = Lead & { kind: 'message'; isRealEstateAgent: boolean; helpType: string; message: string };
/** A lead of kind 'cop_request', its own columns set. */
export type CopRequest = Lead & { kind: 'cop_request'; mortgageProcess: NonNullable<Lead['mortgageProcess']> };
export type Notification = typeof notifications.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type ProfileChange = typeof profileChanges.$inferSelect;
export type ConversationReply = typeof conversationReplies.$inferSelect;
export type LeadConsentRow = typeof leadConsents.$inferSelect;
export type SupportRequest = typeof supportRequests.$inferSelect;
export type Plan = typeof plans.$inferSelect;
export type PlanActionRow = typeof planActions.$inferSelect;
export type PlanVersionRow = typeof planVersions.$inferSelect;
export type PlanCheckpointRow = typeof planCheckpoints.$inferSelect;
export type PlanDocumentRow = typeof planDocuments.$inferSelect;
