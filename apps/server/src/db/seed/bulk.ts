import { LANGUAGE_CODES, STATE_CODES } from '@mx/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';

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
  batchSize?: number;
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

/** The clients who write the generated reviews: one per five professionals, at least 25. */
async function seedClients(db: Database, mxperts: number, base: number, passwordHash: string): Promise<number> {
  let clients = Math.max(25, Math.ceil(mxperts / 5));
  if (clients % 101 === 0) clients++;
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, name, role, email_verified_at)
    select 'client.' || (${base} + g) || '@buyers.example', ${passwordHash},
      ${pick(FIRST_NAMES, 'g * 11')}, ${pick(LAST_NAMES, 'g * 17')},
      ${pick(FIRST_NAMES, 'g * 11')} || ' ' || ${pick(LAST_NAMES, 'g * 17')}, 'CONSUMER', now()
    from generate_series(0, ${clients - 1}::int) g
    on conflict do nothing`);
  return clients;
}

/**
 * Fills the database with generated professionals and their traffic, in SQL (generate_series), one
 * transaction per batch. Deterministic for a given count, so benchmark runs compare like with like.
 */
export async function bulkSeed(db: Database, options: BulkSeedOptions): Promise<{ mxperts: number; pending: number }> {
  const batchSize = options.batchSize ?? 5000;
  const messagesAvg = options.messagesPerMxpert ?? 10;
  const requestsAvg = options.requestsPerMxpert ?? 3;
  const pending = Math.floor(options.mxperts * (options.pendingShare ?? 0.05));
  const total = options.mxperts + pending;
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const counted = (await db.execute(sql`select count(*)::int as base from mxpert_profiles`)) as { rows: { base: number }[] };
  const base = Number(counted.rows[0]?.base ?? 0);
  const reviewsAvg = options.reviewsPerMxpert ?? 10;
  const clients = reviewsAvg > 0 ? await seedClients(db, options.mxperts, base, passwordHash) : null;

  for (let start = 1; start <= total; start += batchSize) {
    const end = Math.min(total, start + batchSize - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (email, password_hash, first_name, last_name, name, role, email_verified_at, created_at)
        select 'seed.' || (${base} + g) || '@mxperts.example', ${passwordHash},
          ${pick(FIRST_NAMES, 'g * 7')}, ${pick(LAST_NAMES, 'g * 13 + g / 40')},
          ${pick(FIRST_NAMES, 'g * 7')} || ' ' || ${pick(LAST_NAMES, 'g * 13 + g / 40')},
          'MXPERT', now(), now() - make_interval(days => (g * 37) % 700)
        from generate_series(${start}::int, ${end}::int) g`);

      await tx.execute(sql`
        insert into mxpert_profiles (user_id, cxid, full_name, about_me, languages, company_name, company_address, nmls_id,
          years_experience, scores_optimized, service_areas, loan_types, specializations, phone, years_using_credit_xpert,
          consent_confirmed, onboard_completed, current_step, approval_status, approved_at, created_at, updated_at)
        select u.id, 'CX' || upper(lpad(to_hex(${base} + s.g), 8, '0')), u.name,
          'Licensed mortgage professional helping buyers improve their credit before they apply.',
          case when s.g % 4 = 0 then array['english', ${pick(LANGUAGE_CODES, 's.g / 4')}] else array['english'] end,
          ${pick(COMPANY_WORDS, 's.g * 3')} || ' ' || ${pick(COMPANY_KINDS, 's.g / 20')},
          (100 + s.g % 9000) || ' Main St, Suite ' || (s.g % 300),
          (1000000 + ${base} + s.g)::text,
          (s.g * 11) % 41, (s.g * 17) % 600,
          array_remove(array[${pick(WEIGHTED_STATES, 's.g * 31')},
            case when s.g % 3 = 0 then ${pick(STATE_CODES, 's.g * 7 + 5')} end,
            case when s.g % 7 = 0 then ${pick(STATE_CODES, 's.g * 11 + 3')} end], null),
          array_remove(array[${pick(DIRECTORY_LOAN_TYPES, 's.g')},
            case when s.g % 2 = 0 then ${pick(DIRECTORY_LOAN_TYPES, 's.g + 2')} end,
            case when s.g % 5 = 0 then ${pick(DIRECTORY_LOAN_TYPES, 's.g + 3')} end], null),
          array_remove(array[${pick(DIRECTORY_MORTGAGE_TYPES, 's.g * 3')},
            case when s.g % 3 = 1 then ${pick(DIRECTORY_MORTGAGE_TYPES, 's.g * 3 + 1')} end], null),
          '(555) ' || lpad(((s.g * 7) % 1000)::text, 3, '0') || '-' || lpad((s.g % 10000)::text, 4, '0'),
          (s.g * 3) % 11, true,
          s.g <= ${options.mxperts} or s.g % 2 = 0,
          case when s.g <= ${options.mxperts} or s.g % 2 = 0 then 4 else 1 + s.g % 3 end,
          case when s.g <= ${options.mxperts} then 'approved' else 'pending' end,
          case when s.g <= ${options.mxperts} then u.created_at + interval '2 days' end,
          u.created_at, u.created_at
        from generate_series(${start}::int, ${end}::int) s(g)
        join users u on u.email = 'seed.' || (${base} + s.g) || '@mxperts.example'`);

      const approvedEnd = Math.min(end, options.mxperts);
      if (approvedEnd < start) return;
      await tx.execute(sql`
        insert into messages (mxpert_profile_id, first_name, last_name, email, phone, is_real_estate_agent, help_type,
          preferred_contact, message, state, status, created_at, updated_at)
        select p.id, ${pick(FIRST_NAMES, 's.g + m * 3')}, ${pick(LAST_NAMES, 's.g * 5 + m')},
          'lead.' || s.g || '.' || m || '@buyers.example', '(555) 010-' || lpad((m % 10000)::text, 4, '0'),
          (s.g + m) % 5 = 0, ${pick(HELP_TYPES, 's.g + m')}, case when m % 3 = 0 then 'phone' else 'email' end,
          'Hello, I am planning to buy a home and would like help improving my credit score first.',
          p.service_areas[1], case when (s.g + m) % 10 < 7 then 'open' else 'closed' end,
          now() - make_interval(days => (s.g * 13 + m * 29) % 400, secs => (s.g * 7 + m) % 86400),
          now() - make_interval(days => (s.g * 13 + m * 29) % 400)
        from generate_series(${start}::int, ${approvedEnd}::int) s(g)
        join mxpert_profiles p on p.cxid = 'CX' || upper(lpad(to_hex(${base} + s.g), 8, '0'))
        cross join lateral generate_series(1, (s.g * 37) % (${2 * messagesAvg} + 1)) m`);

      await tx.execute(sql`
        insert into cop_requests (mxpert_profile_id, first_name, last_name, email, phone, preferred_contact, mortgage_process,
          state, status, created_at, updated_at)
        select p.id, ${pick(FIRST_NAMES, 's.g + m * 5')}, ${pick(LAST_NAMES, 's.g * 3 + m')},
          'plan.' || s.g || '.' || m || '@buyers.example', '(555) 020-' || lpad((m % 10000)::text, 4, '0'),
          case when m % 2 = 0 then 'phone' else 'email' end, ${pick(PROCESSES, 's.g + m')},
          p.service_areas[1], case when (s.g + m) % 10 < 6 then 'open' else 'closed' end,
          now() - make_interval(days => (s.g * 17 + m * 31) % 400),
          now() - make_interval(days => (s.g * 17 + m * 31) % 400)
        from generate_series(${start}::int, ${approvedEnd}::int) s(g)
        join mxpert_profiles p on p.cxid = 'CX' || upper(lpad(to_hex(${base} + s.g), 8, '0'))
        cross join lateral generate_series(1, (s.g * 5) % (${2 * requestsAvg} + 1)) m`);

      if (!clients) return;
      // Reviews by distinct clients (101 is prime and the client count no multiple of it, so the k of
      // one professional never meet): mostly good, some with points improved, one in 50 hidden. The
      // triggers of migration 'reviews' update the figures once per batch.
      await tx.execute(sql`
        insert into reviews (mxpert_profile_id, consumer_user_id, rating, knowledge, body, points_improved, status,
          hidden_at, hide_reason, created_at, updated_at)
        select p.id, c.id, (array[5, 5, 4, 5, 3, 4, 5, 2, 4, 1, 5])[1 + (s.g * 7 + k * 3) % 11],
          case when k % 2 = 0 then 1 + (s.g + k) % 5 end,
          'Helped us understand our credit report and raise our score before we applied for the mortgage.',
          case when (s.g + k) % 3 = 0 then ((s.g * 13 + k * 29) % 160) end,
          case when (s.g + k) % 50 = 0 then 'hidden' else 'visible' end,
          case when (s.g + k) % 50 = 0 then now() end,
          case when (s.g + k) % 50 = 0 then 'Not a client of this MortgageXpert.' end,
          now() - make_interval(days => (s.g * 19 + k * 23) % 700), now() - make_interval(days => (s.g * 19 + k * 23) % 700)
        from generate_series(${start}::int, ${approvedEnd}::int) s(g)
        join mxpert_profiles p on p.cxid = 'CX' || upper(lpad(to_hex(${base} + s.g), 8, '0'))
        cross join lateral generate_series(0, (s.g * 37) % (${2 * reviewsAvg} + 1) - 1) k
        join users c on c.email = 'client.' || (${base} + ((s.g * 13 + k * 101) % ${clients})) || '@buyers.example'
        order by p.id`);
    });
    options.onProgress?.(end, total);
  }
  await db.execute(sql`analyze`);
  return { mxperts: options.mxperts, pending };
}
