import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Columns, createdAt, ownedBy, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

/**
 * The professionals the public directory lists (approved, onboarded, not paused by themselves); the
 * directory's partial indexes cover only them. mxpert/public-mxpert.ts `isListedProfile` is the same text.
 */
const LISTED = sql.raw(`approval_status = 'approved' and onboard_completed and paused_at is null`);

export const mxpertSearchText = (t: Columns<'fullName' | 'companyName' | 'nmlsId' | 'cxid'>) =>
  sql`(coalesce(${t.fullName}, '') || ' ' || coalesce(${t.companyName}, '') || ' ' || ${t.nmlsId} || ' ' || ${t.cxid})`;

export const mxpertProfiles = pgTable(
  'mxpert_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id', () => users.id),
    /** Public identifier used in profile URLs. */
    cxid: text('cxid').notNull(),
    fullName: text('full_name'),
    photo: text('photo'),
    aboutMe: text('about_me'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    companyName: text('company_name'),
    companyLogo: text('company_logo'),
    companyAddress: text('company_address'),
    companyWebAddress: text('company_web_address'),
    nmlsId: text('nmls_id').notNull(),
    yearsExperience: integer('years_experience').notNull().default(0),
    scoresOptimized: integer('scores_optimized').notNull().default(0),
    serviceAreas: text('service_areas').array().notNull().default(sql`'{}'::text[]`),
    loanTypes: text('loan_types').array().notNull().default(sql`'{}'::text[]`),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    phone: text('phone'),
    linkedin: text('linkedin'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    yearsUsingCreditXpert: integer('years_using_credit_xpert'),
    consentConfirmed: boolean('consent_confirmed').notNull().default(false),
    onboardCompleted: boolean('onboard_completed').notNull().default(false),
    currentStep: integer('current_step').notNull().default(1),
    /**
     * 'suspended': approved once, taken down by an admin (docs/decisions/061). Only 'approved' is
     * listed, so the directory's partial indexes (LISTED) leave a suspended professional out as they are.
     */
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'rejected', 'suspended'] })
      .notNull()
      .default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * The visible reviews in figures: how many, the sum of their overall ratings, how many gave each
     * number of stars, and the points improved given (sum, how many). Database triggers keep them equal
     * to the reviews table in the transaction of every change (migration 'reviews', decision 064);
     * nothing in the app writes them.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    rating1: integer('rating_1').notNull().default(0),
    rating2: integer('rating_2').notNull().default(0),
    rating3: integer('rating_3').notNull().default(0),
    rating4: integer('rating_4').notNull().default(0),
    rating5: integer('rating_5').notNull().default(0),
    pointsSum: integer('points_sum').notNull().default(0),
    pointsCount: integer('points_count').notNull().default(0),
    /** The average overall rating of the visible reviews, null without any: the directory sorts and filters on it. */
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when review_count > 0 then rating_sum::float8 / review_count end`,
    ),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Shown to the suspended professional in a banner and e-mailed; kept after reinstatement for the audit trail only. */
    suspensionReason: text('suspension_reason'),
    /** Set while the professional has paused their listing: not listed, no new leads (docs/decisions/060). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mxpert_profiles_user_key').on(t.userId),
    uniqueIndex('mxpert_profiles_cxid_key').on(t.cxid),
    // paused_at last: the admin's tiles count listed profiles (approved, onboarded, not paused) from
    // this index alone (admin/stats.ts, decision 134).
    index('mxpert_profiles_status_idx').on(t.approvalStatus, t.onboardCompleted, t.createdAt, t.pausedAt),
    // The public directory (docs/decisions/011-directory-performance.md): its filters, order and text search.
    index('mxpert_profiles_directory_states_idx').using('gin', t.serviceAreas).where(LISTED),
    index('mxpert_profiles_directory_loan_types_idx').using('gin', t.loanTypes).where(LISTED),
    index('mxpert_profiles_directory_specializations_idx').using('gin', t.specializations).where(LISTED),
    index('mxpert_profiles_directory_languages_idx').using('gin', t.languages).where(LISTED),
    index('mxpert_profiles_directory_order_idx')
      .on(t.scoresOptimized.desc().nullsFirst(), t.yearsExperience.desc().nullsFirst(), t.cxid)
      .where(LISTED),
    // sort=rating and minRating: best average first (unrated last), then most reviews.
    index('mxpert_profiles_directory_rating_idx')
      .on(t.ratingAverage.desc().nullsLast(), t.reviewCount.desc(), t.cxid)
      .where(LISTED),
    // sort=experience: most years first.
    index('mxpert_profiles_directory_experience_idx')
      .on(t.yearsExperience.desc(), t.scoresOptimized.desc(), t.cxid)
      .where(LISTED),
    index('mxpert_profiles_directory_text_idx')
      .using('gin', sql.raw(`lower(coalesce(full_name, '') || ' ' || coalesce(company_name, '')) gin_trgm_ops`))
      .where(LISTED),
    // The admin's approved list, most recently approved first: any page without sorting every row.
    index('mxpert_profiles_approved_idx')
      .on(t.approvedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.approvalStatus} = 'approved'`),
    // The reports' company and state figures read this instead of the table (index-only scans); it
    // holds company_name, so company names must stay far below the 2.7 kB of a btree entry.
    index('mxpert_profiles_report_idx')
      .on(t.companyName, t.yearsExperience, t.serviceAreas)
      .where(sql`${t.approvalStatus} = 'approved'`),
    // Admin search (pg_trgm): any part of the full name, company, NMLS ID or CXID.
    index('mxpert_profiles_search_idx').using('gin', sql`${mxpertSearchText(t)} gin_trgm_ops`),
    // One license, one listing: finding the other profiles with the same NMLS ID.
    index('mxpert_profiles_nmls_idx').on(t.nmlsId),
    check('mxpert_profiles_status_check', sql`${t.approvalStatus} in ('pending', 'approved', 'rejected', 'suspended')`),
    check('mxpert_profiles_step_check', sql`${t.currentStep} between 1 and 4`),
  ],
);

export type MxpertProfile = typeof mxpertProfiles.$inferSelect;

/**
 * An approved professional's change to an identity field (full name, NMLS ID, company name), held
 * until an admin decides (docs/decisions/062): the profile keeps the approved values meanwhile. At most
 * one pending change per profile; a later edit replaces its new values.
 */
export const profileChanges = pgTable(
  'profile_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mxpertProfileId: ownedBy('mxpert_profile_id', () => mxpertProfiles.id),
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

export type ProfileChange = typeof profileChanges.$inferSelect;
