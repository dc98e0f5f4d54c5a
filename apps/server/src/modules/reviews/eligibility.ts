import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { User } from '../auth/current-user.ts';
import { repliedLeadWith } from '../leads/review-links.ts';

/**
 * Who may review a professional: a verified consumer who sent them a message or a COP
 * request in whose conversation the professional replied at least once.
 */
export async function mayReview(db: Executor, user: User, mxpertProfileId: string): Promise<boolean> {
  if (user.role !== 'CONSUMER' || !user.emailVerifiedAt) return false;
  const result = (await db.execute(sql`select ${repliedLeadWith(user, mxpertProfileId)} as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return Boolean(result.rows[0]?.ok);
}
