import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';

/** Two-factor recovery codes: stored as an HMAC keyed with TWO_FACTOR_KEY, each deleted when used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
