import type { AuditActionCode } from '@mx/contract';
import type { Executor } from '../../db/client.ts';
import { recordAudit } from '../audit/record.ts';
import { accountContact } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';

/** The account of a professional an admin decides about: whom the decision's e-mail reaches, in which language. */
export async function accountOf(tx: Executor, userId: string) {
  const user = await accountContact(tx, userId);
  if (!user) throw new Error(`professional ${userId} has no account`);
  return { id: userId, name: user.name, email: user.email, locale: user.locale };
}

export type ProfessionalAccount = Awaited<ReturnType<typeof accountOf>>;

/** The professional's name as the admins know it: the profile's full name, else the account's. */
export const nameOf = (profile: { fullName: string | null }, user: { name: string }) => profile.fullName?.trim() || user.name;

/** The audit row of an admin's decision about a professional's profile. */
export function auditProfileDecision(
  tx: Executor,
  admin: User,
  action: AuditActionCode,
  mxpertId: string,
  reason: string | null,
  metadata: Record<string, unknown>,
) {
  return recordAudit(tx, { actorId: admin.id, action, targetType: 'mxpert_profile', targetId: mxpertId, reason, metadata });
}
