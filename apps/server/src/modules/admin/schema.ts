import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

/**
 * An approved professional's change to an identity field (full name, NMLS ID, company name), held
 * until an admin decides (docs/decisions/062): the profile keeps the approved values meanwhile. At most
 * one pending change per profile; a later edit replaces its new values.
 */
export const profileChanges = pgTable(
  'profile_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mxpertProfileId: uuid('mxpert_profile_id')
      .notNull()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    oldValues: jsonb('old_values').$type<Record<string, string | null>>().notNull(),
    newValues: jsonb('new_values').$type<Record<string, string | null>>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    declineReason: text('decline_reason'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profile_changes_one_pending_key').on(t.mxpertProfileId).where(sql`${t.status} = 'pending'`),
    index('profile_changes_status_created_idx').on(t.status, t.createdAt),
    check('profile_changes_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** Who did what to whom: approvals and rejections of professionals, among others. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    // The admin's audit trail, newest first, by action or admin.
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    index('audit_log_actor_created_idx').on(t.actorUserId, t.createdAt),
  ],
);

export type ProfileChange = typeof profileChanges.$inferSelect;
