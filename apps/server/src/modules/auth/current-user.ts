import type { CurrentUser } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';
import type { User } from './schema.ts';
import { isSecondFactorMissing } from './second-factor-required.ts';

/** The only shape of a user that leaves the server. */
export async function toCurrentUser(db: Executor, user: User, config: Pick<Config, 'isProduction'>): Promise<CurrentUser> {
  let mxpert: CurrentUser['mxpert'] = null;
  if (user.role === 'MXPERT') {
    const [profile] = await db
      .select({
        cxid: mxpertProfiles.cxid,
        onboardCompleted: mxpertProfiles.onboardCompleted,
        currentStep: mxpertProfiles.currentStep,
        approvalStatus: mxpertProfiles.approvalStatus,
        pausedAt: mxpertProfiles.pausedAt,
      })
      .from(mxpertProfiles)
      .where(eq(mxpertProfiles.userId, user.id));
    mxpert = profile
      ? {
          cxid: profile.cxid,
          onboardCompleted: profile.onboardCompleted,
          currentStep: profile.currentStep,
          approvalStatus: profile.approvalStatus,
          listingPaused: profile.pausedAt !== null,
        }
      : null;
  }
  return {
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    mxpert,
    twoFactor: {
      enabled: user.twoFactorEnabledAt !== null,
      required: isSecondFactorMissing(user, !config.isProduction),
    },
    locale: user.locale,
  };
}

/** An account as the session finds it: what the routes pass to the services. */
export type { User } from './schema.ts';
