import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

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
