import type { Database } from '../../db/client.ts';
import { deleteUserSessions, lockAdminByEmail } from '../auth/sessions.ts';
import { clearTwoFactor } from './two-factor.ts';

/**
 * `npm run admin:create -- --email E --reset-two-factor`: the admin's two-factor sign-in off, every
 * session and remembered browser of theirs ended. Answers false when no admin has that address.
 */
export async function resetAdminTwoFactor(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const adminId = await lockAdminByEmail(tx, email);
    if (!adminId) return false;
    await clearTwoFactor(tx, adminId);
    await deleteUserSessions(tx, adminId);
    return true;
  });
}
