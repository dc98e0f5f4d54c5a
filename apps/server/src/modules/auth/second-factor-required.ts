import type { User } from './schema.ts';

/**
 * An admin whose admin routes stay closed until two-factor sign-in is on (docs/decisions/075). The
 * exemption (the seeded demo admin) is honoured outside production only.
 */
export function isSecondFactorMissing(user: User, honourExemption: boolean): boolean {
  return user.role === 'ADMIN' && !user.twoFactorEnabledAt && !(honourExemption && user.twoFactorExempt);
}
