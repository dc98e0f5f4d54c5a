import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { createdAt, ownedBy, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { leads } from '../leads/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

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
    leadId: ownedBy('lead_id', () => leads.id),
    /** The lead's professional, copied from it: every query of the professional's side filters on it. */
    mxpertProfileId: ownedBy('mxpert_profile_id', () => mxpertProfiles.id),
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
    planId: ownedBy('plan_id', () => plans.id),
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
    planId: ownedBy('plan_id', () => plans.id),
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
    planId: ownedBy('plan_id', () => plans.id),
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
    planId: ownedBy('plan_id', () => plans.id),
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

export type Plan = typeof plans.$inferSelect;
export type PlanActionRow = typeof planActions.$inferSelect;
export type PlanVersionRow = typeof planVersions.$inferSelect;
export type PlanCheckpointRow = typeof planCheckpoints.$inferSelect;
export type PlanDocumentRow = typeof planDocuments.$inferSelect;
