import { directoryQuery } from '@mx/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../apps/server/src/lib/context.ts';
import { resolveState } from '../apps/server/src/modules/places/resolve-state.ts';

/**
 * The two baselines of the directory benchmark. They exist only in the benchmark's server process
 * (bench/server.ts), never in the product app.
 *
 * (d) a hello-world route: the floor every /api request pays (the same hooks: security headers,
 *     session lookup, access check), with no work of its own.
 * (e) a naive directory: the same filters, search resolution and order written the plain way, a
 *     query for the page and a count(*), one after the other, no cache; the GIN indexes of
 *     migration `directory` are there for it too.
 */
/** A text-array literal of validated codes (letters, digits, hyphens: nothing to escape). */
const textArray = (values: string[]) => `{${values.join(',')}}`;

export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bench/hello', { config: { access: 'public' } }, async () => ({ hello: 'world' }));

  r.get('/api/bench/naive', { config: { access: 'public' }, schema: { querystring: directoryQuery } }, async (request) => {
    const q = request.query;
    const state = q.search ? resolveState(q.search) : null;
    const states = state ? [...new Set([...q.states, state])] : q.states;
    const where: SQL[] = [sql`p.approval_status = 'approved' and p.onboard_completed and u.is_active`];
    if (states.length) where.push(sql`p.service_areas && ${textArray(states)}::text[]`);
    if (q.loanTypes.length) where.push(sql`p.loan_types && ${textArray(q.loanTypes)}::text[]`);
    if (q.mortgageTypes.length) where.push(sql`p.specializations && ${textArray(q.mortgageTypes)}::text[]`);
    if (q.languages.length) where.push(sql`p.languages && ${textArray(q.languages)}::text[]`);
    if (q.search && !state) where.push(sql`(p.full_name ilike ${`%${q.search}%`} or p.company_name ilike ${`%${q.search}%`})`);
    // The rating written the plain way: an average over the reviews table, per professional.
    const average = sql`(select avg(r.rating) from reviews r where r.mxpert_profile_id = p.id and r.status = 'visible')`;
    if (q.minRating) where.push(sql`${average} >= ${q.minRating}`);
    const order = {
      recommended: sql`p.scores_optimized desc, p.years_experience desc, p.cxid`,
      rating: sql`${average} desc nulls last, p.cxid`,
      experience: sql`p.years_experience desc, p.scores_optimized desc, p.cxid`,
    }[q.sort];
    const condition = sql.join(where, sql` and `);
    const page = (await ctx.db.execute(sql`
      select p.id, p.cxid, u.name, p.photo, p.nmls_id, p.years_experience, p.scores_optimized, p.company_name,
        p.company_logo, p.loan_types, p.specializations
      from mxpert_profiles p join users u on u.id = p.user_id
      where ${condition}
      order by ${order}
      limit ${q.limit} offset ${(q.page - 1) * q.limit}`)) as { rows: Record<string, unknown>[] };
    const count = (await ctx.db.execute(sql`
      select count(*)::int as n from mxpert_profiles p join users u on u.id = p.user_id where ${condition}`)) as {
      rows: { n: number }[];
    };
    const totalCount = Number(count.rows[0]?.n ?? 0);
    return { data: { mxperts: page.rows, totalCount, totalPages: Math.ceil(totalCount / q.limit) } };
  });
}
