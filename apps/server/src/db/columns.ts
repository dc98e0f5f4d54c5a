import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table's creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Every table's last change, set by the database at insert and by the app at every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Columns of a table by their names: what an expression shared by an index and a query takes. */
export type Columns<T extends string> = Record<T, AnyPgColumn>;

/** A required link to the row that owns this one (its user, its profile…): deleting the owner deletes it. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });
