import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/schema.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { clearTwoFactor } from './two-factor.ts';

/**
 * `npm run admin:create -- --email E --reset-two-factor`: the admin's two-factor sign-in off, every
 * session and remembered browser of theirs ended. Answers false when no admin has that address.
 */
export async function resetAdminTwoFactor(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.role, 'ADMIN')))
      .for('update');
    if (!admin) return false;
    await clearTwoFactor(tx, admin.id);
    await deleteUserSessions(tx, admin.id);
    return true;
  });
}
