import type { CurrentUser } from '@mx/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { User } from './schema.ts';
import { isSecondFactorMissing } from './second-factor-required.ts';

/**
 * A professional's profile as the signed-in user shows it, null when the account has none. The mxpert
 * module owns the profiles and answers it (`profileSummaryOf`); the caller passes it in.
 */
export type ProfileSummaryReader = (db: Executor, userId: string) => Promise<NonNullable<CurrentUser['mxpert']> | null>;

/** The only shape of a user that leaves the server. */
export async function toCurrentUser(
  db: Executor,
  user: User,
  config: Pick<Config, 'isProduction'>,
  profileSummaryOf: ProfileSummaryReader,
): Promise<CurrentUser> {
  return {
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    mxpert: user.role === 'MXPERT' ? await profileSummaryOf(db, user.id) : null,
    twoFactor: {
      enabled: user.twoFactorEnabledAt !== null,
      required: isSecondFactorMissing(user, !config.isProduction),
    },
    locale: user.locale,
  };
}

/** An account as the session finds it: what the routes pass to the services. */
export type { User } from './schema.ts';
