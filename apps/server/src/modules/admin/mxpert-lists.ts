import {
  type AdminMxpertRow,
  type ApprovedMxpertsFilters,
  CREDIT_XPERT_BUCKETS,
  EXPERIENCE_BUCKETS,
  type PendingTab,
} from '@mx/contract';
import { type AnyColumn, and, arrayContains, between, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { copRequests, messages, mxpertProfiles, mxpertSearchText, userSearchText, users } from '../../db/schema.ts';

export interface Page<T> {
  mxperts: T[];
  totalCount: number;
  totalPages: number;
  page: number;
}

interface Paging {
  page: number;
  limit: number;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Name, e-mail, NMLS ID, company or CXID containing the text, in any case. Each side is one
 * trigram-indexed expression (schema.ts), so both id sets come from an index, never a scan.
 */
function matchesSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const p = alias(mxpertProfiles, 'searched');
  return or(
    sql`${mxpertProfiles.id} in (select ${p.id} from ${mxpertProfiles} as ${sql.identifier('searched')} where ${mxpertSearchText(p)} ilike ${pattern})`,
    sql`${mxpertProfiles.userId} in (select ${users.id} from ${users} where ${userSearchText(users)} ilike ${pattern})`,
  );
}

/** The range of a bucket such as 6-10 or 21+ (max null: no upper end). */
function inBucket(column: AnyColumn, bucket: { min: number; max: number | null }): SQL {
  return bucket.max === null ? gte(column, bucket.min) : between(column, bucket.min, bucket.max);
}

const rowColumns = {
  id: mxpertProfiles.id,
  cxid: mxpertProfiles.cxid,
  fullName: mxpertProfiles.fullName,
  photo: mxpertProfiles.photo,
  nmlsId: mxpertProfiles.nmlsId,
  companyName: mxpertProfiles.companyName,
  serviceAreas: mxpertProfiles.serviceAreas,
  loanTypes: mxpertProfiles.loanTypes,
  specializations: mxpertProfiles.specializations,
  yearsExperience: mxpertProfiles.yearsExperience,
  yearsUsingCreditXpert: mxpertProfiles.yearsUsingCreditXpert,
  onboardCompleted: mxpertProfiles.onboardCompleted,
  currentStep: mxpertProfiles.currentStep,
  approvalStatus: mxpertProfiles.approvalStatus,
  createdAt: mxpertProfiles.createdAt,
  approvedAt: mxpertProfiles.approvedAt,
  userName: users.name,
  userEmail: users.email,
  userIsActive: users.isActive,
  receivedMessages: sql<number>`(select count(*)::int from ${messages} where ${messages.mxpertProfileId} = ${mxpertProfiles.id})`,
  copRequests: sql<number>`(select count(*)::int from ${copRequests} where ${copRequests.mxpertProfileId} = ${mxpertProfiles.id})`,
};

/** The rows of the given ids, in that order, with the counts of what each received. */
async function loadRows(db: Executor, ids: string[]): Promise<AdminMxpertRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(mxpertProfiles)
    .innerJoin(users, eq(users.id, mxpertProfiles.userId))
    .where(inArray(mxpertProfiles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { userName, userEmail, userIsActive, ...profile } = r;
    return [
      {
        ...profile,
        createdAt: r.createdAt.toISOString(),
        approvedAt: r.approvedAt?.toISOString() ?? null,
        user: { name: userName, email: userEmail, isActive: userIsActive },
        receivedMessages: Number(r.receivedMessages),
        copRequests: Number(r.copRequests),
      },
    ];
  });
}

/**
 * One page of professionals and how many match. The page's ids come first from a narrow scan, so
 * the counts of messages and requests are computed for those ten rows only, even on page 5000.
 */
async function pageOf(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  { page, limit }: Paging,
): Promise<Page<AdminMxpertRow>> {
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: mxpertProfiles.id })
      .from(mxpertProfiles)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(mxpertProfiles).where(where),
  ]);
  const totalCount = Number(counted?.n ?? 0);
  return {
    mxperts: await loadRows(
      db,
      ids.map((r) => r.id),
    ),
    totalCount,
    totalPages: Math.ceil(totalCount / limit),
    page,
  };
}

/**
 * Professionals awaiting a decision, newest sign-up first: onboarding complete (ready to approve)
 * or not yet (can only be rejected).
 */
export function listPendingMxperts(db: Executor, opts: Paging & { status: PendingTab; search?: string }) {
  const where = and(
    eq(mxpertProfiles.approvalStatus, 'pending'),
    eq(mxpertProfiles.onboardCompleted, opts.status === 'pending_completed'),
    matchesSearch(opts.search),
  );
  return pageOf(db, where, [desc(mxpertProfiles.createdAt), desc(mxpertProfiles.id)], opts);
}

/** Approved professionals, most recently approved first (mxpert_profiles_approved_idx order), narrowed by the six filters. */
export function listApprovedMxperts(db: Executor, filters: ApprovedMxpertsFilters) {
  const experience = EXPERIENCE_BUCKETS.find((b) => b.code === filters.experience);
  const creditXpert = CREDIT_XPERT_BUCKETS.find((b) => b.code === filters.creditXpert);
  const where = and(
    eq(mxpertProfiles.approvalStatus, 'approved'),
    matchesSearch(filters.search),
    filters.state ? arrayContains(mxpertProfiles.serviceAreas, [filters.state]) : undefined,
    filters.mortgageType ? arrayContains(mxpertProfiles.specializations, [filters.mortgageType]) : undefined,
    filters.loanType ? arrayContains(mxpertProfiles.loanTypes, [filters.loanType]) : undefined,
    experience ? inBucket(mxpertProfiles.yearsExperience, experience) : undefined,
    creditXpert ? inBucket(mxpertProfiles.yearsUsingCreditXpert, creditXpert) : undefined,
  );
  return pageOf(
    db,
    where,
    [sql`${mxpertProfiles.approvedAt} desc nulls last`, sql`${mxpertProfiles.id} desc nulls last`],
    filters,
  );
}
