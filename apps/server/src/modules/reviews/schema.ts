import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

/**
 * Verified reviews: one per consumer per professional, by a consumer the professional
 * replied to. Text is stored as typed and always shown as text. A hidden review stays for the admins;
 * the public, the aggregates on mxpert_profiles and the JSON-LD see visible ones only.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mxpertProfileId: ownedBy('mxpert_profile_id', () => mxpertProfiles.id),
    consumerUserId: ownedBy('consumer_user_id', () => users.id),
    rating: integer('rating').notNull(),
    responsiveness: integer('responsiveness'),
    knowledge: integer('knowledge'),
    communication: integer('communication'),
    body: text('body').notNull(),
    /** The credit-score change the client saw, 0-400. */
    pointsImproved: integer('points_improved'),
    /** held: waiting for an admin before it is public (docs/decisions/085); counted nowhere public. */
    status: text('status', { enum: ['visible', 'hidden', 'held'] })
      .notNull()
      .default('visible'),
    /** Why a review is held (REVIEW_HOLD_REASONS codes); kept after it is published, for the record. */
    heldReasons: text('held_reasons').array().notNull().default(sql`'{}'::text[]`),
    /** The professional's one public reply, editable. */
    replyBody: text('reply_body'),
    replyCreatedAt: timestamp('reply_created_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    /** The professional's report to the admins (the latest one). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hideReason: text('hide_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_author_mxpert_key').on(t.consumerUserId, t.mxpertProfileId),
    // A profile's visible reviews, newest first and by rating.
    index('reviews_mxpert_newest_idx').on(t.mxpertProfileId, t.createdAt.desc(), t.id).where(sql`${t.status} = 'visible'`),
    index('reviews_mxpert_rating_idx').on(t.mxpertProfileId, t.rating, t.createdAt.desc()).where(sql`${t.status} = 'visible'`),
    // The admin's tabs: reported (newest report first), visible, hidden.
    index('reviews_status_idx').on(t.status, t.reportedAt.desc().nullsLast(), t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_subratings_check',
      sql`coalesce(${t.responsiveness}, 1) between 1 and 5 and coalesce(${t.knowledge}, 1) between 1 and 5 and coalesce(${t.communication}, 1) between 1 and 5`,
    ),
    check('reviews_points_check', sql`${t.pointsImproved} between 0 and 400`),
    check('reviews_status_check', sql`${t.status} in ('visible', 'hidden', 'held')`),
  ],
);

/**
 * A review an admin hid, kept when its author deletes it (docs/decisions/085): while one exists for
 * a client and a professional, the client's next review of them is held for moderation.
 */
export const hiddenReviewTraces = pgTable(
  'hidden_review_traces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id').notNull(),
    mxpertProfileId: ownedBy('mxpert_profile_id', () => mxpertProfiles.id),
    consumerUserId: ownedBy('consumer_user_id', () => users.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hideReason: text('hide_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hidden_review_traces_pair_idx').on(t.consumerUserId, t.mxpertProfileId)],
);

export type Review = typeof reviews.$inferSelect;
