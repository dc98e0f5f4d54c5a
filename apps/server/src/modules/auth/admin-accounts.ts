import type { Role, UserStatus } from '@mx/contract';
import { type AnyColumn, and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { type User, userSearchText, users } from './schema.ts';

/**
 * The accounts as the admin area reads them: a view its queries join, with the role and whether the
 * account is active, and the pages of its accounts list.
 */

/** Every account, as an admin query joins it (`account`, joined on its id): never its secrets. */
export const accountsForAdmins = new QueryBuilder()
  .select({
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    isActive: users.isActive,
    locale: users.locale,
  })
  .from(users)
  .as('account');

/** The account of this id is active: a condition of another module's query, on its column naming the account. */
export const isActiveAccount = (userId: AnyColumn): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.isActive})`;

/**
 * The account of this id has a name or e-mail matching the ILIKE pattern: a condition on another
 * query's account id column, answered from the trigram index of the expression (schema.ts).
 */
export const accountSearched = (userId: AnyColumn, pattern: string): SQL =>
  sql`${userId} in (select ${users.id} from ${users} where ${userSearchText(users)} ilike ${pattern})`;

const STATUS_CONDITION: Record<UserStatus, SQL> = {
  active: and(eq(users.isActive, true), isNotNull(users.emailVerifiedAt)) as SQL,
  deactivated: eq(users.isActive, false),
  unverified: and(eq(users.isActive, true), isNull(users.emailVerifiedAt)) as SQL,
};

/** One page of every account, newest first: search by name or e-mail, filter by role and status; and how many match. */
export async function accountPage(
  db: Executor,
  q: { page: number; pageSize: number; search?: string; role?: Role; status?: UserStatus },
): Promise<{ rows: User[]; totalCount: number }> {
  const where = and(
    q.search ? sql`${userSearchText(users)} ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? STATUS_CONDITION[q.status] : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, totalCount: Number(counted?.n ?? 0) };
}
