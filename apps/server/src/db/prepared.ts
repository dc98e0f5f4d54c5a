import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

const preparedStatements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A statement built once per database and kept prepared under its name (its values are placeholders):
 * the statements of every request (the session's) and of the plan pages, which building again for each
 * request made a quarter of the server's time (bench:plans).
 */
export function preparedOnce<T>(db: Executor, name: string, build: () => T): T {
  const statements = preparedStatements.get(db) ?? new Map<string, unknown>();
  preparedStatements.set(db, statements);
  if (!statements.has(name)) statements.set(name, build());
  return statements.get(name) as T;
}

/** A placeholder where a query helper takes a value: the prepared statement's parameter of that name. */
export const parameter = <T>(name: string) => sql.placeholder(name) as unknown as T;
