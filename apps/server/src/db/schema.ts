import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { nameWordsSql } from '../lib/name-words.ts';

/**
 * The professionals the public directory lists (approved, onboarded, not paused by themselves); the
 * directory's partial indexes cover only them. mxpert/public-mxpert.ts `isListedProfile` is the same text.
 */
const LISTED = sql.raw(`approval_status = 'approved' and onboard_completed and paused_at is null`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

type Columns<T extends string> = Record<T, AnyPgColumn>;

/**
 * The text the admin search matches (ILIKE '%term%'), one expression for the trigram index and the
 * query, so PostgreSQL can use the index.
 */
export const userSearchText = (t: Columns<'name' | 'email'>) => sql`(${t.name} || ' ' || ${t.email})`;
export const mxpertSearchText = (t: Columns<'fullName' | 'companyName' | 'nmlsId' | 'cxid'>) =>
  sql`(coalesce(${t.fullName}, '') || ' ' || coalesce(${t.companyName}, '') || ' ' || ${t.nmlsId} || ' ' || ${t.cxid})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['CONSUMER', 'MXPERT', 'ADMIN'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Why an admin deactivated the account; empty when active or deactivated by a rejection. */
    deactivationReason: text('deactivation_reason'),
    /** The last successful sign-in, for the admin's accounts list. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Two-factor sign-in (docs/decisions/075): the TOTP secret, encrypted with TWO_FACTOR_KEY (never
     * stored or returned in the clear after set-up); on once enabled_at is set. last_step is the time
     * step of the last code accepted: a code of that step or older never works again.
     */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    twoFactorLastStep: integer('two_factor_last_step'),
    /** The seeded demo admin only, outside production: may use the admin area without two-factor sign-in. */
    twoFactorExempt: boolean('two_factor_exempt').notNull().default(false),
    /** The language the user chose in their settings: their e-mails and signed-in pages (docs/decisions/118). */
    locale: text('locale', { enum: ['en-US', 'es-US'] })
      .notNull()
      .default('en-US'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt),
    /** Few accounts are inactive: the directory's count and the admin tiles exclude them through this small index. */
    index('users_inactive_idx').on(t.id).where(sql.raw('not is_active')),
    // Admin search (pg_trgm): any part of the name or e-mail address.
    index('users_search_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('CONSUMER', 'MXPERT', 'ADMIN')`),
    check('users_locale_check', sql`${t.locale} in ('en-US', 'es-US')`),
  ],
);

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One sign-up of an address that is not verified yet, with the password it chose (hashed): several
 * people may sign up with one address, and the verification link of each verifies only its own
 * (docs/decisions/078). Deleted once the address is verified or its password reset.
 */
export const accountRegistrations = pgTable(
  'account_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_registrations_user_idx').on(t.userId)],
);

/** Two-factor recovery codes: stored as an HMAC keyed with TWO_FACTOR_KEY, each deleted when used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** E-mail verification and password reset tokens, stored hashed, single-use, expiring. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For 'change_email': the address the account moves to once the link is opened (lower-cased). */
    newEmail: text('new_email'),
    /** For 'verify_email': the sign-up whose password the link makes the account's. */
    registrationId: uuid('registration_id').references(() => accountRegistrations.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

export const mxpertProfiles = pgTable(
  'mxpert_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    index('mxpert_profiles_status_idx').on(t.approvalStatus, t.onboardCompleted, t.createdAt),
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

/**
 * What the public directory's search reads (docs/decisions/069-directory-search-table.md): one narrow
 * row per listed professional (approved, onboarded, not paused, account active) with the sort keys,
 * one `tags` array for every filter (`s:TX`, `l:fha`, `m:purchase`, `g:english`) and the lower-cased
 * name and company. Database triggers on mxpert_profiles and users keep it equal to the listing rule
 * in the transaction of every change (migration `directory-entries`); nothing in the app writes it.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    cxid: text('cxid').notNull(),
    scoresOptimized: integer('scores_optimized').notNull(),
    yearsExperience: integer('years_experience').notNull(),
    ratingAverage: doublePrecision('rating_average'),
    reviewCount: integer('review_count').notNull(),
    tags: text('tags').array().notNull(),
    searchText: text('search_text').notNull(),
    /** The lower-cased full name alone: a text without a space matches the name or the company tag. */
    nameText: text('name_text').notNull(),
    /** The professional's bit in directory_tag_bits (directory_positions). */
    pos: integer('pos').notNull(),
    /**
     * The name and the company as words (lib/name-words.ts), as ' name | company ': a search that
     * names professionals looks for ' its words ' in it (decision 109).
     */
    nameWords: text('name_words')
      .notNull()
      .generatedAlwaysAs(
        sql`' ' || ${nameWordsSql(sql`name_text`)} || ' | ' || ${nameWordsSql(sql`substr(search_text, length(name_text) + 2)`)} || ' '`,
      ),
  },
  (t) => [
    // Every filter group is one `tags && {…}` condition on this one index. The GIN indexes write
    // each change at once (fastupdate off): a search never reads a pending list, which only a vacuum
    // merges, and the embedded database never vacuums (decision 072).
    index('directory_entries_tags_idx').using('gin', t.tags).with({ fastupdate: false }),
    index('directory_entries_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index('directory_entries_name_idx').using('gin', sql`${t.nameText} gin_trgm_ops`).with({ fastupdate: false }),
    index('directory_entries_name_words_idx').using('gin', sql`${t.nameWords} gin_trgm_ops`).with({ fastupdate: false }),
    // One per order, each exactly as the page query writes its ORDER BY (list-mxperts.ts), then the
    // position and the id, which change nothing in the order (CXID is unique) but let a page that
    // checks the matches' bits walk the index alone (decision 071).
    index('directory_entries_recommended_idx').on(t.scoresOptimized.desc(), t.yearsExperience.desc(), t.cxid, t.pos, t.profileId),
    index('directory_entries_rating_idx').on(t.ratingAverage.desc(), t.reviewCount.desc(), t.cxid, t.pos, t.profileId),
    index('directory_entries_experience_idx').on(t.yearsExperience.desc(), t.scoresOptimized.desc(), t.cxid, t.pos, t.profileId),
  ],
);

/**
 * How many directory entries carry each tag, and `*` how many there are: the count of a search with a
 * single filter value (a place alone, the most common search) or none, without reading the entries.
 * Kept by a trigger on directory_entries in the same transaction (migration `directory-entries`).
 */
export const directoryTagCounts = pgTable('directory_tag_counts', {
  tag: text('tag').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Each professional's bit position in directory_tag_bits, given when first listed and kept while the
 * profile exists, so the positions stay dense (migration `directory-bits`, decision 071).
 */
export const directoryPositions = pgTable('directory_positions', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
  pos: integer('pos').generatedByDefaultAsIdentity().notNull().unique(),
});

/** Bits of a segment of DIRECTORY_SEGMENT_BITS positions; the type is `bit(8192)`. */
const segmentBits = customType<{ data: string; driverData: string }>({
  dataType: () => 'bit(8192)',
});

/**
 * Which entries carry a tag, as one bit per position in segments of 8,192 positions: a count of any
 * filter set (and a minimum rating, a company) is the bits of its lists ORed within a list, ANDed
 * across lists, and counted, reading about 60 rows per tag at 500,000 professionals instead of every
 * matching entry. Kept by a trigger on directory_entries in the same transaction (decision 071).
 */
export const directoryTagBits = pgTable(
  'directory_tag_bits',
  {
    tag: text('tag').notNull(),
    seg: integer('seg').notNull(),
    bits: segmentBits('bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.seg] })],
);

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

/** Messages to the support team from the /support form; the admins' support inbox lists them. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the sender's confirmation quotes (the first is 1000). */
    reference: integer('reference').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    topic: text('topic', { enum: ['account', 'lead', 'professional', 'privacy', 'other'] }).notNull(),
    message: text('message').notNull(),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    adminNotes: text('admin_notes'),
    /** When it was last closed (null while open): the retention job purges it two years later. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_requests_status_created_idx').on(t.status, t.createdAt),
    index('support_requests_closed_at_idx').on(t.closedAt),
    check('support_requests_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * Verified reviews: one per consumer per professional, by a consumer the professional
 * replied to. Text is stored as typed and always shown as text. A hidden review stays for the admins;
 * the public, the aggregates on mxpert_profiles and the JSON-LD see visible ones only.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mxpertProfileId: uuid('mxpert_profile_id')
      .notNull()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    consumerUserId: uuid('consumer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    mxpertProfileId: uuid('mxpert_profile_id')
      .notNull()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    consumerUserId: uuid('consumer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hideReason: text('hide_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hidden_review_traces_pair_idx').on(t.consumerUserId, t.mxpertProfileId)],
);

/**
 * The addresses an account signed in from (IPv4, or the /64 of IPv6, as the per-client limits count
 * them), kept 30 days: a review by someone who shares one with the professional is held.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_addresses_user_idx').on(t.userId, t.createdAt),
    index('sign_in_addresses_address_idx').on(t.address, t.createdAt),
    index('sign_in_addresses_created_idx').on(t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The admin's Recent Activities: the newest messages and requests professionals were notified of.
    index('notifications_type_created_idx').on(t.type, t.createdAt),
  ],
);

/**
 * Messages and COP requests per UTC day, by type (help type or mortgage process) and by state, so the
 * admin reports sum a few hundred rows instead of scanning every message. Database triggers keep it
 * equal to the live rows in the same transaction as every insert, delete and relevant update
 * (migration 'admin'; docs/decisions/032-reports.md). Nothing in the app writes it.
 */
export const reportDailyCounts = pgTable(
  'report_daily_counts',
  {
    source: text('source', { enum: ['messages', 'cop_requests'] }).notNull(),
    dimension: text('dimension', { enum: ['type', 'state'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  // Reports read one dimension over a range of days.
  (t) => [primaryKey({ name: 'report_daily_counts_pkey', columns: [t.dimension, t.day, t.source, t.value] })],
);

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

/** Durable e-mail outbox: rows are written in the same transaction as the change they report. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order rows were written in. The embedded database's clock counts milliseconds, so two
     * e-mails of one request can share created_at; the mailbox breaks that tie by this number.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * The bodies carry a secret link (verification, password reset): once the row is sent or dead,
     * its token values are replaced, so the table never keeps a usable link.
     */
    holdsSecret: boolean('holds_secret').notNull().default(false),
    /**
     * For e-mails the reader may turn off (docs/decisions/060): the one-click unsubscribe URL sent as
     * List-Unsubscribe; it carries a signed token, so it is emptied like the bodies' links once done.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`),
  ],
);

/**
 * Requests for an account e-mail (verification, password reset), answered at once with the same
 * text for every address; the outbox worker looks the account up, issues the link and queues the
 * e-mail, then deletes the row. The request path does the same work whether or not the account exists.
 */
export const accountEmailRequests = pgTable(
  'account_email_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['reset_password', 'verify_email'] }).notNull(),
    /** As the request named it: trimmed and lower-cased like users.email. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_email_requests_created_idx').on(t.createdAt)],
);

/**
 * Which optional e-mails an address receives (docs/decisions/060), per e-mail address so guests
 * without an account have them too; no row means every category is on.
 */
export const emailPreferences = pgTable('email_preferences', {
  /** Trimmed and lower-cased like users.email. */
  email: text('email').primaryKey(),
  reminders: boolean('reminders').notNull().default(true),
  reviewInvitations: boolean('review_invitations').notNull().default(true),
  digests: boolean('digests').notNull().default(true),
  updatedAt: updatedAt(),
});

/** The partner lenders the landing page names (docs/decisions/107); admins add, edit and hide them. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** /uploads/partners/{file}, stored by the image intake like a professional's logo. */
    logo: text('logo').notNull(),
    website: text('website'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_visible_created_idx').on(t.createdAt).where(sql`not ${t.hidden}`)],
);
export type Partner = typeof partners.$inferSelect;

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
