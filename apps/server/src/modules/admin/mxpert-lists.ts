import {
  type AdminMxpertRow,
  type AdminMxpertStatus,
  type AdminMxpertsFilters,
  CREDIT_XPERT_BUCKETS,
  EXPERIENCE_BUCKETS,
  PENDING_TABS,
} from '@mx/contract';
import { type AnyColumn, and, arrayContains, between, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paging } from '../../lib/paging.ts';
import { accountsForAdmins as account, accountSearched } from '../auth/admin-accounts.ts';
import { leadCountOf } from '../leads/counts.ts';
import { profilesForAdmins as profile, profileSearched } from '../mxpert/admin-profiles.ts';
import { nmlsAlsoUsedBy } from './nmls.ts';

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
 * Name, e-mail, NMLS ID, company or CXID containing the text, in any case: two conditions, one per
 * trigram-indexed expression (schema.ts), each answered from its index.
 */
function searchConditions(search: string): [SQL, SQL] {
  const pattern = containing(search);
  return [profileSearched(profile.id, pattern), accountSearched(profile.userId, pattern)];
}

/** The range of a bucket such as 6-10 or 21+ (max null: no upper end). */
function inBucket(column: AnyColumn, bucket: { min: number; max: number | null }): SQL {
  return bucket.max === null ? gte(column, bucket.min) : between(column, bucket.min, bucket.max);
}

const rowColumns = {
  id: profile.id,
  cxid: profile.cxid,
  fullName: profile.fullName,
  photo: profile.photo,
  nmlsId: profile.nmlsId,
  companyName: profile.companyName,
  serviceAreas: profile.serviceAreas,
  loanTypes: profile.loanTypes,
  specializations: profile.specializations,
  yearsExperience: profile.yearsExperience,
  yearsUsingCreditXpert: profile.yearsUsingCreditXpert,
  onboardCompleted: profile.onboardCompleted,
  currentStep: profile.currentStep,
  approvalStatus: profile.approvalStatus,
  createdAt: profile.createdAt,
  approvedAt: profile.approvedAt,
  suspensionReason: profile.suspensionReason,
  userName: account.name,
  userEmail: account.email,
  userIsActive: account.isActive,
  receivedMessages: leadCountOf('message', profile.id),
  copRequests: leadCountOf('cop_request', profile.id),
};

/** The rows of the given ids, in that order, with the counts of what each received. */
async function loadRows(db: Executor, ids: string[]): Promise<AdminMxpertRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(profile)
    .innerJoin(account, eq(account.id, profile.userId))
    .where(inArray(profile.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const duplicates = await nmlsAlsoUsedBy(db, rows);
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
        suspensionReason: r.approvalStatus === 'suspended' ? r.suspensionReason : null,
        nmlsAlsoUsedBy: duplicates.get(r.id) ?? [],
      },
    ];
  });
}

/** The columns a list is ordered by, from the table or from the matched ids of a search. */
interface OrderColumns {
  id: SQL | AnyColumn;
  createdAt: SQL | AnyColumn;
  approvedAt: SQL | AnyColumn;
}
type Order = (c: OrderColumns) => SQL[];

/**
 * One page of professionals and how many match. The page's ids come first from a narrow scan, so
 * the counts of messages and requests are computed for those ten rows only, even on page 5000.
 */
async function pageOf(
  db: Executor,
  filters: SQL | undefined,
  search: string | undefined,
  order: Order,
  { page, limit }: Paging,
): Promise<Page<AdminMxpertRow>> {
  const { ids, totalCount } = search
    ? await searchIds(db, filters, search, order, { page, limit })
    : await filteredIds(db, filters, order, { page, limit });
  return {
    mxperts: await loadRows(db, ids),
    ...paging(totalCount, page, limit),
  };
}

/** Without a search: the page from the ordered index and the count from an index-only scan, at once. */
async function filteredIds(db: Executor, filters: SQL | undefined, order: Order, { page, limit }: Paging) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: profile.id })
      .from(profile)
      .where(filters)
      .orderBy(...order(profile))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(profile).where(filters),
  ]);
  return { ids: rows.map((r) => r.id), totalCount: Number(counted?.n ?? 0) };
}

/**
 * With a search: the matches are the union of the two indexed conditions, each with the filters (an
 * OR of the two would make PostgreSQL test every profile against both), computed once for the page
 * and its count (a window count).
 */
async function searchIds(db: Executor, filters: SQL | undefined, search: string, order: Order, { page, limit }: Paging) {
  const p = profile;
  const branch = (condition: SQL) =>
    sql`select ${p.id} as id, ${p.createdAt} as created_at, ${p.approvedAt} as approved_at from ${p} where ${and(filters, condition)}`;
  const [byProfile, byAccount] = searchConditions(search);
  const matched = sql`(${branch(byProfile)} union ${branch(byAccount)}) as matched`;
  const rows = await db
    .select({ id: sql<string>`matched.id`, total: sql<number>`(count(*) over ())::int` })
    .from(matched)
    .orderBy(...order({ id: sql`matched.id`, createdAt: sql`matched.created_at`, approvedAt: sql`matched.approved_at` }))
    .limit(limit)
    .offset((page - 1) * limit);
  if (rows.length > 0 || page === 1) return { ids: rows.map((r) => r.id), totalCount: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the count.
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(matched);
  return { ids: [], totalCount: Number(counted?.n ?? 0) };
}

const PENDING: readonly AdminMxpertStatus[] = PENDING_TABS;

/** The list's status: a pending tab (onboarding complete or not), approved, suspended, or 'all' (approved and suspended). */
function statusCondition(status: AdminMxpertStatus): SQL | undefined {
  if (status === 'all') return inArray(profile.approvalStatus, ['approved', 'suspended']);
  if (status === 'approved' || status === 'suspended') return eq(profile.approvalStatus, status);
  return and(eq(profile.approvalStatus, 'pending'), eq(profile.onboardCompleted, status === 'pending_completed'));
}

/** The list's conditions: its status, the five filters and the search (the CSV's; a page searches apart). */
export function mxpertListConditions(filters: Omit<AdminMxpertsFilters, 'page' | 'limit'>): SQL | undefined {
  const experience = EXPERIENCE_BUCKETS.find((b) => b.code === filters.experience);
  const creditXpert = CREDIT_XPERT_BUCKETS.find((b) => b.code === filters.creditXpert);
  return and(
    statusCondition(filters.status),
    filters.state ? arrayContains(profile.serviceAreas, [filters.state]) : undefined,
    filters.mortgageType ? arrayContains(profile.specializations, [filters.mortgageType]) : undefined,
    filters.loanType ? arrayContains(profile.loanTypes, [filters.loanType]) : undefined,
    experience ? inBucket(profile.yearsExperience, experience) : undefined,
    creditXpert ? inBucket(profile.yearsUsingCreditXpert, creditXpert) : undefined,
    filters.search ? or(...searchConditions(filters.search)) : undefined,
  );
}

/**
 * GET /api/admin/mxperts (and /api/admin/mortgagexperts): a page of professionals of one status,
 * narrowed by the search and the five filters. Those awaiting a decision come newest sign-up first;
 * approved and suspended ones most recently approved first, the order of mxpert_profiles_approved_idx,
 * so a page needs no sort of every match.
 */
export function listMxperts(db: Executor, filters: AdminMxpertsFilters) {
  const where = mxpertListConditions({ ...filters, search: undefined });
  const order: Order = PENDING.includes(filters.status)
    ? (c) => [sql`${c.createdAt} desc`, sql`${c.id} desc`]
    : (c) => [sql`${c.approvedAt} desc nulls last`, sql`${c.id} desc nulls last`];
  return pageOf(db, where, filters.search, order, filters);
}
