import { STATE_CODES } from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activeAccounts, isNotDeactivatedAccount } from '../auth/accounts.ts';
import { type MxpertProfile, mxpertProfiles } from './schema.ts';

/** The answer for a professional who is not public (or does not exist). */
export const MXPERT_NOT_FOUND = 'MortgageXpert not found';

/**
 * Who the public sees: approved, onboarded professionals who have not paused their listing. Written
 * as literals (not parameters) so the planner can use the directory's partial indexes, whose
 * predicate (schema.ts LISTED) is the same.
 */
export const isListedProfile: SQL = sql`(${mxpertProfiles.approvalStatus} = 'approved' and ${mxpertProfiles.onboardCompleted} and ${mxpertProfiles.pausedAt} is null)`;

/** Listed, or listed but for the professional's own pause: whose profile page answers. */
export const isPublicOrPausedProfile: SQL = sql`(${mxpertProfiles.approvalStatus} = 'approved' and ${mxpertProfiles.onboardCompleted})`;

/** The same rule on a profile row already read: the public directory shows it (or its account's state decides). */
export function isListedRow(profile: Pick<MxpertProfile, 'approvalStatus' | 'onboardCompleted' | 'pausedAt'>): boolean {
  return profile.approvalStatus === 'approved' && profile.onboardCompleted && profile.pausedAt === null;
}

/** The profile's account is active (a deactivated professional disappears at once). */
export const hasActiveAccount: SQL = isNotDeactivatedAccount(mxpertProfiles.userId);

const STATES = new Set<string>(STATE_CODES);

/**
 * The URL's state (a state code, or the word all): the code in upper case, null for all or
 * none, undefined when it is neither (that URL is not a page: 404).
 */
export function parseUrlState(state: string | undefined): string | null | undefined {
  if (state === undefined || state.toLowerCase() === 'all') return null;
  const code = state.toUpperCase();
  return STATES.has(code) ? code : undefined;
}

export interface PublicMxpertTarget {
  profileId: string;
  userId: string;
  email: string;
  name: string;
  /** What the consent statement names: the company and NMLS ID beside the name. */
  companyName: string | null;
  nmlsId: string;
  /** The professional's language: their lead alerts are written in it (docs/decisions/118). */
  locale: Locale;
}

/**
 * A public professional by CXID, with what a submission needs to reach them; null when not public.
 * `orPaused` finds a professional who paused their listing too: their reviews are read and written
 * whatever they chose (docs/decisions/132); new leads are not.
 */
export async function findPublicMxpert(
  db: Executor,
  cxid: string,
  { orPaused = false }: { orPaused?: boolean } = {},
): Promise<PublicMxpertTarget | null> {
  const [row] = await db
    .select({
      profileId: mxpertProfiles.id,
      userId: activeAccounts.id,
      email: activeAccounts.email,
      name: activeAccounts.name,
      companyName: mxpertProfiles.companyName,
      nmlsId: mxpertProfiles.nmlsId,
      locale: activeAccounts.locale,
    })
    .from(mxpertProfiles)
    .innerJoin(activeAccounts, eq(activeAccounts.id, mxpertProfiles.userId))
    .where(and(eq(mxpertProfiles.cxid, cxid), orPaused ? isPublicOrPausedProfile : isListedProfile));
  return row ?? null;
}

/** A professional's profile row, for the modules that read one through this module's functions. */
export type { MxpertProfile } from './schema.ts';

/** How many profiles are public (listed, account active: joined through the active accounts): the sitemap's count. */
export async function countPublicProfiles(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mxpertProfiles)
    .innerJoin(activeAccounts, eq(activeAccounts.id, mxpertProfiles.userId))
    .where(isListedProfile);
  return Number(row?.n ?? 0);
}

/** A page of the public profiles by CXID, with what a sitemap entry names: the first state and the last change. */
export function publicProfilesPage(db: Executor, limit: number, offset: number) {
  return db
    .select({
      cxid: mxpertProfiles.cxid,
      state: sql<string | null>`${mxpertProfiles.serviceAreas}[1]`,
      updatedAt: mxpertProfiles.updatedAt,
    })
    .from(mxpertProfiles)
    .innerJoin(activeAccounts, eq(activeAccounts.id, mxpertProfiles.userId))
    .where(isListedProfile)
    .orderBy(asc(mxpertProfiles.cxid))
    .limit(limit)
    .offset(offset);
}
