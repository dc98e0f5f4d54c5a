import { ONBOARDING_STEP_COUNT, ONBOARDING_STEPS, ONBOARDING_TEXT } from '@mx/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { announceDirectoryChange, clearDirectoryCache } from '../../lib/directory-changes.ts';
import { holdIdentityChanges } from '../mxpert/identity-changes.ts';
import { assertEditable, lockOwnProfile, type ProfileValues, updateOwnProfile } from '../mxpert/own-profile.ts';
import { isListedRow, type MxpertProfile } from '../mxpert/public-mxpert.ts';
import { notifyAdmins } from '../notifications/notify.ts';

export type StepNumber = 1 | 2 | 3 | 4;
export type ProfileChanges = ProfileValues;

/**
 * The rules of the wizard: no edit under review or after rejection, and a
 * step only once the steps before it are saved. Onboarded professionals may revisit any step.
 */
export function assertStepAllowed(profile: MxpertProfile, step: StepNumber): void {
  assertEditable(profile, { requireOnboarded: false });
  if (!profile.onboardCompleted && step > profile.currentStep) {
    const expected = ONBOARDING_STEPS[profile.currentStep - 1]?.label ?? 'previous';
    throw new AppError('CONFLICT', ONBOARDING_TEXT.stepOutOfOrder(expected));
  }
}

/**
 * Saves one step in a transaction holding the profile row: re-checks the rules, moves currentStep
 * on (1..4), and on the first completion of step 4 marks onboarding complete and tells every admin.
 * Answers the profile before and after.
 */
export async function saveOnboardingStep(
  ctx: AppContext,
  userId: string,
  step: StepNumber,
  changes: ProfileChanges,
): Promise<{ before: MxpertProfile; after: MxpertProfile }> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnProfile(tx, userId);
    assertStepAllowed(before, step);
    const completes = step === ONBOARDING_STEP_COUNT && !before.onboardCompleted;
    // An approved professional's new name, NMLS ID or company waits for an admin (decision 062).
    const instant = await holdIdentityChanges(tx, before, changes);
    const after = await updateOwnProfile(tx, before.id, {
      ...instant,
      currentStep: Math.min(ONBOARDING_STEP_COUNT, Math.max(before.currentStep, step + 1)),
      onboardCompleted: before.onboardCompleted || completes,
      updatedAt: new Date(),
    });
    if (!after) throw new Error('onboarding: the locked profile vanished');
    if (completes) {
      const name = after.fullName ?? 'A MortgageXpert';
      await notifyAdmins(tx, {
        type: 'onboarding_complete',
        title: 'Onboarding complete',
        message: `${name}${after.companyName ? ` (${after.companyName})` : ''} completed onboarding and is waiting for approval.`,
        metadata: { mxpertName: name, mxpertCompany: after.companyName, mxpertProfileId: after.id, cxid: after.cxid },
        text: {
          title: { id: 'answers.notice.onboardedTitle', values: {} },
          message: after.companyName
            ? { id: 'answers.notice.onboardedWithCompany', values: { name, company: after.companyName } }
            : { id: 'answers.notice.onboarded', values: { name } },
        },
      });
    }
    if (isListedRow(before) || isListedRow(after)) await announceDirectoryChange(tx);
    return { before, after };
  });
  // Only an approved professional re-saving a step changes what the directory shows.
  if (isListedRow(saved.before) || isListedRow(saved.after)) clearDirectoryCache(ctx);
  return saved;
}
