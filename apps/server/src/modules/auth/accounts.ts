/**
 * Reads of accounts for the modules above auth: the accounts as a view their queries join, and the
 * few account rows they ask for by id, each with the conditions that decide who counts.
 */
import type { Locale } from '@mx/contract/i18n/locale';
import { type AnyColumn, and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { type User, users } from './schema.ts';

const qb = new QueryBuilder();

/** What another module's query reads of an account: its names, its address, its language and when it was opened. */
const accountColumns = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  createdAt: users.createdAt,
};

/** Every account, as another module's query joins it (`account`, joined on its id). */
export const accounts = qb.select(accountColumns).from(users).as('account');

/** The active accounts (a deactivated one is left out), as another module's query joins them (`account`). */
export const activeAccounts = qb.select(accountColumns).from(users).where(eq(users.isActive, true)).as('account');

/**
 * The account of this id is not deactivated: a condition of another module's query, on its column
 * naming the account, answered from the small index of the inactive accounts (schema.ts).
 */
export const isNotDeactivatedAccount = (userId: AnyColumn): SQL =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${userId} and not ${users.isActive})`;

/** The account's address, name and language; undefined when there is no such account. */
export async function accountContact(
  db: Executor,
  userId: string,
): Promise<{ email: string; name: string; locale: Locale } | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An active account's address, first name and language; null when it is deactivated or gone. */
export async function activeAccountContact(
  db: Executor,
  userId: string,
): Promise<{ email: string; firstName: string; locale: Locale } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return row ?? null;
}

/** A consumer's account while it is active and its address verified; null otherwise. */
export async function activeVerifiedConsumer(db: Executor, userId: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'CONSUMER'), eq(users.isActive, true), isNotNull(users.emailVerifiedAt)));
  return user ?? null;
}

/** An account by its id, whole (the session's shape). */
export async function findAccount(db: Executor, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** An account by its id, whole, its row locked for the caller's transaction. */
export async function lockAccount(tx: Executor, id: string): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** The language of the account holding an address, if one does. */
export async function localeOfAddress(db: Executor, email: string) {
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return owner;
}

/** Every admin, by name: the audit screen's filter. */
export function adminAccounts(db: Executor) {
  return db.select({ id: users.id, name: users.name }).from(users).where(eq(users.role, 'ADMIN')).orderBy(users.name);
}

/** The active admins' ids: whom a notice to the admins goes to. */
export function activeAdminIds(db: Executor) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));
}

/**
 * Every account with whether it is active, as another module's query joins it (`account`): for a
 * lead's conversation, which takes no reply once its professional's account is deactivated.
 */
export const accountsWithActiveFlag = qb
  .select({ ...accountColumns, isActive: users.isActive })
  .from(users)
  .as('account');
