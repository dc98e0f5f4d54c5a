import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type Columns, createdAt, ownedBy, updatedAt } from '../../db/columns.ts';

/**
 * The text the admin search matches (ILIKE '%term%'), one expression for the trigram index and the
 * query, so PostgreSQL can use the index.
 */
export const userSearchText = (t: Columns<'name' | 'email'>) => sql`(${t.name} || ' ' || ${t.email})`;

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
    userId: ownedBy('user_id', () => users.id),
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
    userId: ownedBy('user_id', () => users.id),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_registrations_user_idx').on(t.userId)],
);

/** E-mail verification and password reset tokens, stored hashed, single-use, expiring. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id', () => users.id),
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

/**
 * The addresses an account signed in from (IPv4, or the /64 of IPv6, as the per-client limits count
 * them), kept 30 days: a review by someone who shares one with the professional is held.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id', () => users.id),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_addresses_user_idx').on(t.userId, t.createdAt),
    index('sign_in_addresses_address_idx').on(t.address, t.createdAt),
    index('sign_in_addresses_created_idx').on(t.createdAt),
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

export type User = typeof users.$inferSelect;
