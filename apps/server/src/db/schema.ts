import type { users } from '../modules/auth/schema.ts';
import type { mxpertProfiles, profileChanges } from '../modules/mxpert/schema.ts';
import type { notifications } from '../modules/notifications/schema.ts';
import type { reviews } from '../modules/reviews/schema.ts';
import type { supportRequests } from '../modules/support/schema.ts';

/**
 * Every table, for drizzle-kit and the database client: each module defines the tables it owns in its
 * own schema.ts (docs/decisions/133), and only the module that owns a table queries it.
 */
export * from '../modules/audit/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/directory/schema.ts';
export * from '../modules/leads/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/mxpert/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/partners/schema.ts';
export * from '../modules/plans/schema.ts';
export * from '../modules/reports/schema.ts';
export * from '../modules/reviews/schema.ts';
export * from '../modules/support/schema.ts';
export * from '../modules/two-factor/schema.ts';

export type User = typeof users.$inferSelect;
export type MxpertProfile = typeof mxpertProfiles.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type ProfileChange = typeof profileChanges.$inferSelect;
export type SupportRequest = typeof supportRequests.$inferSelect;
