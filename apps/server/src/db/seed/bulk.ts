import { LANGUAGE_CODES, STATE_CODES } from '@mx/contract';
import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database, Transaction } from '../client.ts';

/** Password of every generated professional. */
export const BULK_PASSWORD = 'MxSeed2026!';

export interface BulkSeedOptions {
  /** Approved, onboarded professionals to create. */
  mxperts: number;
  /** Average messages per professional (each gets 0 to twice this many). */
  messagesPerMxpert?: number;
  /** Average COP requests per professional. */
  requestsPerMxpert?: number;
  /** Average reviews per approved professional (each gets 0 to twice this many), from generated clients. */
  reviewsPerMxpert?: number;
  /** Extra professionals pending approval, as a share of `mxperts` (half of them onboarded). */
  pendingShare?: number;
  /** Professionals per statement batch (10,000). */
  batchSize?: number;
  /**
   * Load with triggers off and do their work set-based (default: when the role is a superuser and
   * the seed knows every insert trigger of the seeded tables; see INSERT_TRIGGERS_DONE_BY_SEED).
   */
  bypassTriggers?: boolean;
  /** Drop the secondary indexes for the load and build them after it (default: from 20,000 professionals, with triggers off). */
  rebuildIndexes?: boolean;
  onProgress?: (done: number, total: number) => void;
}

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Maria',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Ahmed',
  'Fatima',
  'Olga',
  'Ivan',
  'Nguyen',
  'Linh',
  'Priya',
  'Raj',
  'Sofia',
  'Diego',
  'Chloe',
  'Ethan',
  'Ava',
  'Noah',
  'Mia',
  'Lucas',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
];
const COMPANY_WORDS = [
  'Summit',
  'Harbor',
  'Keystone',
  'Liberty',
  'Pioneer',
  'Evergreen',
  'Heritage',
  'Frontier',
  'Cornerstone',
  'Guardian',
  'Beacon',
  'Horizon',
  'Landmark',
  'Meridian',
  'Northstar',
  'Pinnacle',
  'Prairie',
  'Redwood',
  'Sterling',
  'Sunrise',
];
const COMPANY_KINDS = [
  'Home Lending',
  'Mortgage',
  'Mortgage Group',
  'Financial',
  'Home Loans',
  'Lending Partners',
  'Credit & Mortgage',
  'Bank',
];
const DIRECTORY_LOAN_TYPES = ['conventional', 'fha', 'usda', 'jumbo', 'va'];
const DIRECTORY_MORTGAGE_TYPES = ['purchase', 'refi', 'investment', 'first-time-home-buyer'];
/** More professionals where more people live. */
const WEIGHTED_STATES = [
  ...STATE_CODES,
  'CA',
  'CA',
  'CA',
  'CA',
  'TX',
  'TX',
  'TX',
  'FL',
  'FL',
  'FL',
  'NY',
  'NY',
  'NY',
  'IL',
  'PA',
  'OH',
  'GA',
  'NC',
  'MI',
  'NJ',
  'VA',
  'WA',
  'AZ',
];
const HELP_TYPES = [
  'credit-optimization',
  'mortgage-preapproval',
  'refinancing',
  'first-time-buyer',
  'investment-property',
  'consultation',
];
const PROCESSES = ['pre-qual', 'purchasing-home', 'refinance'];

/** A SQL text-array literal of constants (never user input). */
const literalArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** The element picked by an integer SQL expression: deterministic and well spread. */
const pick = (values: readonly string[], expr: string) =>
  sql.raw(`(${literalArray(values)})[1 + ((${expr}) % ${values.length})]`);

/** The tables the seed writes. */
const SEEDED_TABLES = ['users', 'mxpert_profiles', 'leads', 'reviews'];
/** `(users, mxpert_profiles, …)` as a SQL list of names, for the catalog queries. */
const seededTables = () =>
  sql`(${sql.join(
    SEEDED_TABLES.map((name) => sql`${name}`),
    sql`, `,
  )})`;

/**
 * The insert triggers on the seeded tables whose work the seed does itself, set-based, when it loads
 * with triggers off (`session_replication_role = replica`): `reviews_aggregate_insert` by writing
 * the review figures with each profile row, `leads_report_insert` by adding the report rollup
 * once at the end. An insert trigger not in this list keeps every trigger on (slower, never wrong).
 */
export const INSERT_TRIGGERS_DONE_BY_SEED = [
  'directory_entries_profiles_insert',
  'leads_report_insert',
  'reviews_aggregate_insert',
];

/** From this many professionals on, the secondary indexes are dropped for the load and built again after it. */
const REBUILD_INDEXES_FROM = 20_000;

/** A v4-shaped uuid derived from a key: the same ids on every run of a count, and no look-up by e-mail. */
const seededId = (kind: 'user' | 'profile' | 'client', keyExpr: string) =>
  sql.raw(`overlay(overlay(md5('mx-seed-${kind}:' || (${keyExpr})) placing '4' from 13) placing '8' from 17)::uuid`);

/**
 * The id of the n-th message, request or review of professional `base + s.g`: v4-shaped, the same on
 * every run, and ascending in the order the rows are written, so that their primary keys grow at the
 * right edge instead of at random pages (millions of rows).
 */
const rowId = (kind: 'message' | 'request' | 'review', base: number, nExpr: string) =>
  sql.raw(
    `(lpad(to_hex(${base} + s.g), 8, '0') || lpad(to_hex(${nExpr}), 4, '0') || '4' ||
      overlay(substr(md5('mx-seed-${kind}:' || (${base} + s.g) || ':' || (${nExpr})), 1, 19) placing '8' from 4))::uuid`,
  );

// The generated reviews of professional s.g, one per k: the same expressions make their rows and
// the figures written with the profile when triggers are off.
const reviewsOf = (avg: number) => `generate_series(0, (s.g * 37) % ${2 * avg + 1} - 1) k`;
const REVIEW_RATING = '(array[5, 5, 4, 5, 3, 4, 5, 2, 4, 1, 5])[1 + (s.g * 7 + k * 3) % 11]';
const REVIEW_POINTS = 'case when (s.g + k) % 3 = 0 then ((s.g * 13 + k * 29) % 160) end';
const REVIEW_HIDDEN = '(s.g + k) % 50 = 0';

type Rows<T> = { rows: T[] };

/** Triggers can be bypassed by a superuser, and only when the seed does the work of every insert trigger there is. */
async function canBypassTriggers(tx: Transaction): Promise<boolean> {
  const su = (await tx.execute(sql`select current_setting('is_superuser') = 'on' as yes`)) as unknown as Rows<{ yes: boolean }>;
  if (!su.rows[0]?.yes) return false;
  const found = (await tx.execute(sql`
    select t.tgname as name from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgenabled <> 'D' and (t.tgtype & 4) <> 0
      and n.nspname = current_schema() and c.relname in ${seededTables()}`)) as unknown as Rows<{ name: string }>;
  const unknown = found.rows.map((r) => r.name).filter((name) => !INSERT_TRIGGERS_DONE_BY_SEED.includes(name));
  if (unknown.length > 0) {
    console.warn(`\nThe seed keeps triggers on: it does not do the work of ${unknown.join(', ')} itself.`);
    return false;
  }
  return true;
}

/** Drops the indexes of the seeded tables that back no constraint; returns their definitions, to build them again. */
async function dropSecondaryIndexes(tx: Transaction): Promise<string[]> {
  const found = (await tx.execute(sql`
    select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname in ${seededTables()}
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname, ic.relname`)) as unknown as Rows<{ name: string; definition: string }>;
  // Names and definitions come from the catalog, not from input.
  for (const index of found.rows) await tx.execute(sql.raw(`drop index ${index.name}`));
  return found.rows.map((index) => index.definition);
}

/** The directory's GIN indexes (schema.ts), which keep no pending list outside a bulk load. */
const DIRECTORY_GIN_INDEXES = [
  'directory_entries_tags_idx',
  'directory_entries_text_idx',
  'directory_entries_name_idx',
  'directory_entries_name_words_idx',
];

async function setGinFastUpdate(tx: Transaction, on: boolean): Promise<void> {
  for (const name of DIRECTORY_GIN_INDEXES)
    await tx.execute(sql.raw(`alter index ${name} set (fastupdate = ${on ? 'true' : 'false'})`));
}

export interface BulkSeedResult {
  mxperts: number;
  pending: number;
  /** Loaded with triggers off, their work done set-based. */
  bypassedTriggers: boolean;
  /** The secondary indexes were dropped for the load and built after it. */
  rebuiltIndexes: boolean;
  /** Seconds spent writing rows, building indexes (and the rollup), and analyzing (and vacuuming the directory). */
  seconds: { load: number; indexes: number; analyze: number };
}

/**
 * Fills the database with generated professionals and their traffic, in SQL (generate_series), in
 * one transaction: the database is seeded or untouched. Deterministic for a given count (ids too),
 * so benchmark runs compare like with like.
 *
 * Run by a superuser (the benchmarks, PGlite), it loads with triggers off and does their work
 * set-based: the review figures go into each profile row as it is written, the report rollup is
 * added once at the end; foreign keys hold by construction (the keys are computed, not looked up).
 * From 20,000 professionals on it also drops the secondary indexes of the seeded tables and builds
 * them again from their own definitions after the load. Otherwise every trigger runs as in the app.
 */
export async function bulkSeed(db: Database, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const batchSize = options.batchSize ?? 10_000;
  const messagesAvg = options.messagesPerMxpert ?? 10;
  const requestsAvg = options.requestsPerMxpert ?? 3;
  const reviewsAvg = options.reviewsPerMxpert ?? 10;
  if (![messagesAvg, requestsAvg, reviewsAvg].every((n) => Number.isInteger(n) && n >= 0 && n <= 1000)) {
    throw new Error('The averages per professional take whole numbers from 0 to 1000.');
  }
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('The batch size takes a whole number from 1.');
  const pending = Math.floor(options.mxperts * (options.pendingShare ?? 0.05));
  const total = options.mxperts + pending;
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const seconds = { load: 0, indexes: 0, analyze: 0 };
  const mode = { bypassedTriggers: false, rebuiltIndexes: false };
  let clock = performance.now();
  const lap = () => {
    const now = performance.now();
    const elapsed = Math.round(now - clock) / 1000;
    clock = now;
    return elapsed;
  };

  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const counted = (await tx.execute(sql`select count(*)::int as base from mxpert_profiles`)) as unknown as Rows<{
      base: number;
    }>;
    const base = Number(counted.rows[0]?.base ?? 0);
    const clients = reviewsAvg > 0 ? await seedClients(tx, options.mxperts, base, passwordHash) : 0;

    const bypass = options.bypassTriggers ?? (await canBypassTriggers(tx));
    const rebuild = bypass && (options.rebuildIndexes ?? options.mxperts >= REBUILD_INDEXES_FROM);
    if (bypass) {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`create temp table seed_counts (source text, dimension text, day date, value text, n int) on commit drop`,
      );
    }
    Object.assign(mode, { bypassedTriggers: bypass, rebuiltIndexes: rebuild });
    let indexes: string[] = [];
    if (rebuild) {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      indexes = await dropSecondaryIndexes(tx);
    }

    const batch = { tx, base, clients, passwordHash, bypass, messagesAvg, requestsAvg, reviewsAvg, mxperts: options.mxperts };
    for (let start = 1; start <= total; start += batchSize) {
      const end = Math.min(total, start + batchSize - 1);
      await seedBatch(batch, start, end);
      options.onProgress?.(end, total);
    }
    seconds.load = lap();

    if (bypass) {
      // What leads_report_insert adds, once for the whole load.
      await tx.execute(sql`
        insert into report_daily_counts as c (source, dimension, day, value, count)
        select source, dimension, day, value, sum(n)::int from seed_counts group by 1, 2, 3, 4 order by 2, 3, 1, 4
        on conflict (source, dimension, day, value) do update set count = c.count + excluded.count`);
    }
    for (const definition of indexes) await tx.execute(sql.raw(definition));
    if (bypass) {
      // What directory_entries_profiles_insert does (and, through the entries' own triggers, the tag
      // counts), once for the whole load and with triggers on again: the directory's entries of the
      // professionals it lists (decision 069).
      await tx.execute(sql`set local session_replication_role = origin`);
      // Statistics of the rows just loaded first: planned as the near-empty tables of the last
      // analyze, the refresh's joins would read a whole table per professional.
      await tx.execute(sql`analyze mxpert_profiles, users`);
      // The directory's GIN indexes write every change at once (decision 072); for this one load they
      // gather the new entries and merge them together, in the vacuum below.
      await setGinFastUpdate(tx, true);
      await tx.execute(sql`select directory_entries_refresh(array(select id from mxpert_profiles order by id))`);
      await setGinFastUpdate(tx, false);
    }
  });
  seconds.indexes = lap();
  await db.execute(sql`analyze`);
  // The directory's tables vacuumed too: their visibility map set, so a page that walks its order
  // reads the index alone, and the GIN indexes' pending entries merged. Autovacuum would do it later
  // on PostgreSQL; the embedded database has none. (After the analyze: run first after the load,
  // the embedded database's vacuum left every page to be read.)
  await db.execute(sql`vacuum directory_entries, directory_positions, directory_tag_bits, directory_tag_counts`);
  seconds.analyze = lap();
  return { mxperts: options.mxperts, pending, ...mode, seconds };
}

/** The clients who write the generated reviews: one per five professionals, at least 25. */
async function seedClients(tx: Transaction, mxperts: number, base: number, passwordHash: string): Promise<number> {
  let clients = Math.max(25, Math.ceil(mxperts / 5));
  if (clients % 101 === 0) clients++;
  await tx.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, name, role, email_verified_at)
    select ${seededId('client', `${base} + g`)}, 'client.' || (${base} + g) || '@buyers.example', ${passwordHash},
      ${pick(FIRST_NAMES, 'g * 11')}, ${pick(LAST_NAMES, 'g * 17')},
      ${pick(FIRST_NAMES, 'g * 11')} || ' ' || ${pick(LAST_NAMES, 'g * 17')}, 'CONSUMER', now()
    from generate_series(0, ${clients - 1}::int) g
    on conflict do nothing`);
  const found = (await tx.execute(sql`
    select count(*)::int as n from generate_series(0, ${clients - 1}::int) g
    join users u on u.id = ${seededId('client', `${base} + g`)} and u.email = 'client.' || (${base} + g) || '@buyers.example'`)) as unknown as Rows<{
    n: number;
  }>;
  if (Number(found.rows[0]?.n) !== clients) {
    throw new Error('Some generated client e-mail addresses belong to other accounts already; seed an empty database.');
  }
  return clients;
}

interface Batch {
  tx: Transaction;
  base: number;
  clients: number;
  passwordHash: string;
  bypass: boolean;
  mxperts: number;
  messagesAvg: number;
  requestsAvg: number;
  reviewsAvg: number;
}

/**
 * With triggers off, an insert of messages or COP requests into leads also notes what its report
 * trigger would have added (the same grouping, under the kind's source), for the rollup at the end.
 */
function withRollup(b: Batch, source: 'messages' | 'cop_requests', insert: SQL, kind: 'help_type' | 'mortgage_process'): SQL {
  if (!b.bypass) return insert;
  return sql`
    with added as (${insert} returning created_at, ${sql.raw(kind)} as kind, state)
    insert into seed_counts (source, dimension, day, value, n)
    select ${source}::text, 'type', (created_at at time zone 'UTC')::date, kind, count(*)::int from added group by 3, 4
    union all
    select ${source}::text, 'state', (created_at at time zone 'UTC')::date, state, count(*)::int from added where state is not null group by 3, 4`;
}

/** Professionals start..end (1-based; the first `mxperts` approved, the rest pending) with their traffic. */
async function seedBatch(b: Batch, start: number, end: number): Promise<void> {
  const { tx, base } = b;
  const userId = seededId('user', `${base} + s.g`);
  const profileId = seededId('profile', `${base} + s.g`);
  const userName = sql`${pick(FIRST_NAMES, 's.g * 7')} || ' ' || ${pick(LAST_NAMES, 's.g * 13 + s.g / 40')}`;
  const userCreated = sql`now() - make_interval(days => (s.g * 37) % 700)`;
  /** service_areas[1] of the profile: the state of its messages and requests. */
  const homeState = pick(WEIGHTED_STATES, 's.g * 31');

  await tx.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, name, role, email_verified_at, created_at)
    select ${userId}, 'seed.' || (${base} + s.g) || '@mxperts.example', ${b.passwordHash},
      ${pick(FIRST_NAMES, 's.g * 7')}, ${pick(LAST_NAMES, 's.g * 13 + s.g / 40')}, ${userName}, 'MXPERT', now(), ${userCreated}
    from generate_series(${start}::int, ${end}::int) s(g)`);

  // With triggers on, reviews_aggregate_insert fills the review figures as the reviews arrive;
  // with them off they are counted here from the same expressions as the review rows below.
  const figureColumns = b.bypass
    ? sql`, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5, points_sum, points_count`
    : sql``;
  const figureValues = b.bypass
    ? sql`, coalesce(f.n, 0), coalesce(f.total, 0), coalesce(f.r1, 0), coalesce(f.r2, 0), coalesce(f.r3, 0), coalesce(f.r4, 0),
          coalesce(f.r5, 0), coalesce(f.psum, 0), coalesce(f.pn, 0)`
    : sql``;
  const figures = b.bypass
    ? sql`left join lateral (
          select count(*)::int as n, sum(r.rating)::int as total,
            count(*) filter (where r.rating = 1)::int as r1, count(*) filter (where r.rating = 2)::int as r2,
            count(*) filter (where r.rating = 3)::int as r3, count(*) filter (where r.rating = 4)::int as r4,
            count(*) filter (where r.rating = 5)::int as r5, sum(r.points)::int as psum, count(r.points)::int as pn
          from (select ${sql.raw(REVIEW_RATING)} as rating, ${sql.raw(REVIEW_POINTS)} as points
                from ${sql.raw(reviewsOf(b.reviewsAvg))} where not (${sql.raw(REVIEW_HIDDEN)})) r
        ) f on ${b.clients > 0} and s.g <= ${b.mxperts}`
    : sql``;
  await tx.execute(sql`
    insert into mxpert_profiles (id, user_id, cxid, full_name, about_me, languages, company_name, company_address, nmls_id,
      years_experience, scores_optimized, service_areas, loan_types, specializations, phone, years_using_credit_xpert,
      consent_confirmed, onboard_completed, current_step, approval_status, approved_at, created_at, updated_at${figureColumns})
    select ${profileId}, ${userId}, 'CX' || upper(lpad(to_hex(${base} + s.g), 8, '0')), ${userName},
      'Licensed mortgage professional helping buyers improve their credit before they apply.',
      case when s.g % 4 = 0 then array['english', ${pick(LANGUAGE_CODES, 's.g / 4')}] else array['english'] end,
      ${pick(COMPANY_WORDS, 's.g * 3')} || ' ' || ${pick(COMPANY_KINDS, 's.g / 20')},
      (100 + s.g % 9000) || ' Main St, Suite ' || (s.g % 300),
      (1000000 + ${base} + s.g)::text,
      (s.g * 11) % 41, (s.g * 17) % 600,
      array_remove(array[${homeState},
        case when s.g % 3 = 0 then ${pick(STATE_CODES, 's.g * 7 + 5')} end,
        case when s.g % 7 = 0 then ${pick(STATE_CODES, 's.g * 11 + 3')} end], null),
      array_remove(array[${pick(DIRECTORY_LOAN_TYPES, 's.g')},
        case when s.g % 2 = 0 then ${pick(DIRECTORY_LOAN_TYPES, 's.g + 2')} end,
        case when s.g % 5 = 0 then ${pick(DIRECTORY_LOAN_TYPES, 's.g + 3')} end], null),
      array_remove(array[${pick(DIRECTORY_MORTGAGE_TYPES, 's.g * 3')},
        case when s.g % 3 = 1 then ${pick(DIRECTORY_MORTGAGE_TYPES, 's.g * 3 + 1')} end], null),
      '(555) ' || lpad(((s.g * 7) % 1000)::text, 3, '0') || '-' || lpad((s.g % 10000)::text, 4, '0'),
      (s.g * 3) % 11, true,
      s.g <= ${b.mxperts} or s.g % 2 = 0,
      case when s.g <= ${b.mxperts} or s.g % 2 = 0 then 4 else 1 + s.g % 3 end,
      case when s.g <= ${b.mxperts} then 'approved' else 'pending' end,
      case when s.g <= ${b.mxperts} then ${userCreated} + interval '2 days' end,
      ${userCreated}, ${userCreated}${figureValues}
    from generate_series(${start}::int, ${end}::int) s(g)
    ${figures}`);

  const approvedEnd = Math.min(end, b.mxperts);
  if (approvedEnd < start) return;
  // The approved professionals of the batch with their id and home state, computed once each
  // (offset 0 keeps them from being computed again for every message, request and review).
  const approved = sql`(select s.g, ${profileId} as pid, ${homeState} as home
    from generate_series(${start}::int, ${approvedEnd}::int) s(g) offset 0) s`;
  await tx.execute(
    withRollup(
      b,
      'messages',
      sql`
      insert into leads (id, kind, mxpert_profile_id, first_name, last_name, email, phone, is_real_estate_agent, help_type,
        preferred_contact, message, state, status, created_at, updated_at)
      select ${rowId('message', base, 'm')}, 'message', s.pid, ${pick(FIRST_NAMES, 's.g + m * 3')}, ${pick(LAST_NAMES, 's.g * 5 + m')},
        'lead.' || s.g || '.' || m || '@buyers.example', '(555) 010-' || lpad((m % 10000)::text, 4, '0'),
        (s.g + m) % 5 = 0, ${pick(HELP_TYPES, 's.g + m')}, case when m % 3 = 0 then 'phone' else 'email' end,
        'Hello, I am planning to buy a home and would like help improving my credit score first.',
        s.home, case when (s.g + m) % 10 < 7 then 'open' else 'closed' end,
        now() - make_interval(days => (s.g * 13 + m * 29) % 400, secs => (s.g * 7 + m) % 86400),
        now() - make_interval(days => (s.g * 13 + m * 29) % 400)
      from ${approved}
      cross join lateral generate_series(1, (s.g * 37) % (${2 * b.messagesAvg} + 1)) m`,
      'help_type',
    ),
  );

  await tx.execute(
    withRollup(
      b,
      'cop_requests',
      sql`
      insert into leads (id, kind, mxpert_profile_id, first_name, last_name, email, phone, preferred_contact, mortgage_process,
        state, status, created_at, updated_at)
      select ${rowId('request', base, 'm')}, 'cop_request', s.pid, ${pick(FIRST_NAMES, 's.g + m * 5')}, ${pick(LAST_NAMES, 's.g * 3 + m')},
        'plan.' || s.g || '.' || m || '@buyers.example', '(555) 020-' || lpad((m % 10000)::text, 4, '0'),
        case when m % 2 = 0 then 'phone' else 'email' end, ${pick(PROCESSES, 's.g + m')},
        s.home, case when (s.g + m) % 10 < 6 then 'open' else 'closed' end,
        now() - make_interval(days => (s.g * 17 + m * 31) % 400),
        now() - make_interval(days => (s.g * 17 + m * 31) % 400)
      from ${approved}
      cross join lateral generate_series(1, (s.g * 5) % (${2 * b.requestsAvg} + 1)) m`,
      'mortgage_process',
    ),
  );

  if (!b.clients) return;
  // Reviews by distinct clients (101 is prime and the client count no multiple of it, so the k of
  // one professional never meet): mostly good, some with points improved, one in 50 hidden.
  await tx.execute(sql`
    insert into reviews (id, mxpert_profile_id, consumer_user_id, rating, knowledge, body, points_improved, status,
      hidden_at, hide_reason, created_at, updated_at)
    select ${rowId('review', base, 'k')}, s.pid, ${seededId('client', `${base} + ((s.g * 13 + k * 101) % ${b.clients})`)}, ${sql.raw(REVIEW_RATING)},
      case when k % 2 = 0 then 1 + (s.g + k) % 5 end,
      'Helped us understand our credit report and raise our score before we applied for the mortgage.',
      ${sql.raw(REVIEW_POINTS)},
      case when ${sql.raw(REVIEW_HIDDEN)} then 'hidden' else 'visible' end,
      case when ${sql.raw(REVIEW_HIDDEN)} then now() end,
      case when ${sql.raw(REVIEW_HIDDEN)} then 'Not a client of this MortgageXpert.' end,
      now() - make_interval(days => (s.g * 19 + k * 23) % 700), now() - make_interval(days => (s.g * 19 + k * 23) % 700)
    from ${approved}
    cross join lateral ${sql.raw(reviewsOf(b.reviewsAvg))}`);
}
