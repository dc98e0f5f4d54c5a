/**
 * npm run bench:plans: Credit Optimization Plans at scale (bench/README.md, "Plans"). On a scratch
 * PostgreSQL database: 2,000 approved professionals with their traffic (the bulk seed), then 100,000
 * plans grown out of their leads, 1,000,000 actions and 300,000 checkpoints, a published version for
 * every plan past its draft, and sessions for 1,000 clients and 200 professionals. The benchmark's
 * server (bench/server.ts: the product app and the hello-world route) runs with the directory's answer
 * cache off, and autocannon measures with 50 connections, every figure in the same run:
 *
 *   (d) the hello-world route, with a session (every /api request's floor);
 *   the client's plan page (GET /api/consumer/plans/{id}) and list, over 1,000 clients;
 *   the professional's plan list (GET /api/dashboard/plans, all and by status) and plan, over 200;
 *   the directory with the outcome figures of the 100,000 plans, against the same directory when the
 *   plans table is empty (the full table renamed aside and an empty one of the same shape in its
 *   place), in turns, so that the noise of a shared machine falls on both.
 *
 * Targets: the plan page and the professional's list answer with p99 under 100 ms; the outcome
 * figures add no more than 10 % to the directory's uncached p99.
 *
 *   BENCH_PLANS (100000)  BENCH_PROFESSIONALS (2000)  BENCH_SECONDS (15)  BENCH_CONNECTIONS (50)
 *   BENCH_WARMUP_SECONDS (3)  BENCH_ROUNDS (2: turns of the directory with and without plans)
 */
import type { ChildProcess } from 'node:child_process';
import { PLAN_ACTION_KIND_CODES } from '@mx/contract';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { bulkSeed } from '../apps/server/src/db/seed/bulk.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { hashToken, randomToken } from '../apps/server/src/lib/tokens.ts';
import { freePort, pgQuery, type ScratchDatabase, scratchDatabase, withDatabase } from './faults/lib.ts';
import { forkBenchServer, LOAD, loadTargets, stopBenchServer, type Target } from './fork-server.ts';
import { BROAD, directoryPath, HELLO_PATH, realisticMix } from './scenarios.ts';
import { benchSettings } from './settings.ts';

const { plans: PLANS, professionals: PROFESSIONALS, rounds } = benchSettings({ plans: 100_000, professionals: 2000, rounds: 2 });
const ACTIONS_PER_PLAN = 10;
const CHECKPOINTS_PER_PLAN = 3;
const CLIENTS = 1000;
const PRO_SESSIONS = 200;
const { seconds, connections, warmup } = LOAD;

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

type Run = (q: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;

const kinds = `array[${PLAN_ACTION_KIND_CODES.map((k) => `'${k}'`).join(', ')}]::text[]`;

/** The plans, their actions, checkpoints and versions, set-based. */
async function seedPlans(run: Run): Promise<void> {
  // Plans out of messages first, then COP requests, to the number asked; 60 % active, 20 % completed,
  // 10 % drafts, 10 % closed.
  await run(sql`
    insert into plans (lead_id, mxpert_profile_id, status, equifax_start, experian_start, transunion_start,
      scores_read_on, target_score, target_repull_on, summary, loan_amount, version, published_at)
    select l.id, l.mxpert_profile_id,
      (array['active','active','active','active','active','active','completed','completed','draft','closed'])[l.n % 10 + 1],
      560 + l.n % 120, 570 + l.n % 110, case when l.n % 4 = 0 then null else 555 + l.n % 125 end,
      current_date - 60, 720, current_date + (30 + l.n % 60)::int,
      'Pay the two cards down before their statement dates, keep the oldest account open and open no new credit.',
      250000 + (l.n % 40) * 10000, case when l.n % 10 = 8 then 0 else 1 end,
      case when l.n % 10 = 8 then null else now() - interval '50 days' end
    from (
      select id, mxpert_profile_id, (row_number() over (order by kind = 'cop_request', id))::int as n from leads order by n limit ${PLANS}
    ) l`);
  await run(sql`
    update plans set equifax_final = equifax_start + 15 + (abs(hashtext(id::text)) % 50),
      experian_final = experian_start + 10 + (abs(hashtext(id::text)) % 45),
      transunion_final = case when transunion_start is null then null else transunion_start + 12 + (abs(hashtext(id::text)) % 40) end,
      final_read_on = current_date - 5, completed_at = now() - interval '5 days'
    where status = 'completed'`);
  await run(
    sql`update plans set closed_at = now() - interval '10 days', close_reason = 'The client chose another lender.' where status = 'closed'`,
  );
  await run(sql`
    insert into plan_actions (plan_id, position, account_label, kind, amount, points_min, points_max, due_on, statement_day,
      instructions, done_at)
    select p.id, g, 'Card ' || (g + 1), (${sql.raw(kinds)})[g % ${PLAN_ACTION_KIND_CODES.length} + 1],
      case when g % 3 = 0 then 500 + g * 250 else null end, g % 5, g % 5 + 10, current_date + (g * 7 - 30),
      case when g % 2 = 0 then 5 + g else null end,
      'Pay before the statement closes so the lower balance is what the bureaus see.',
      case when p.status in ('active', 'completed') and g < 4 then now() - interval '20 days' else null end
    from plans p cross join generate_series(0, ${ACTIONS_PER_PLAN - 1}) g`);
  await run(sql`
    insert into plan_checkpoints (plan_id, bureau, score, read_on, recorded_by)
    select p.id, (array['equifax','experian','transunion'])[g + 1], 580 + (abs(hashtext(p.id::text)) % 100) + g * 5,
      current_date + (g * 10 - 40), case when g = 0 then 'mxpert' else 'consumer' end
    from plans p cross join generate_series(0, ${CHECKPOINTS_PER_PLAN - 1}) g`);
  // What the estimates promised, for the outcome figures: the middle of each action's points.
  await run(sql`
    update plans p set gain = greatest(coalesce(p.equifax_final - p.equifax_start, 0), coalesce(p.experian_final - p.experian_start, 0)),
      estimated_gain = (select sum((a.points_min + a.points_max) / 2) from plan_actions a where a.plan_id = p.id)
    where p.status = 'completed'`);
  await run(sql`
    insert into plan_versions (plan_id, version, snapshot, note, changes, published_at)
    select p.id, 1, jsonb_build_object(
        'startingScores', jsonb_build_object('equifax', p.equifax_start, 'experian', p.experian_start, 'transunion', p.transunion_start),
        'scoresReadOn', p.scores_read_on, 'targetScore', p.target_score, 'targetRepullOn', p.target_repull_on,
        'summary', p.summary, 'loanAmount', p.loan_amount,
        'actions', (select jsonb_agg(jsonb_build_object('id', a.id, 'accountLabel', a.account_label, 'kind', a.kind,
            'amount', a.amount, 'pointsMin', a.points_min, 'pointsMax', a.points_max, 'dueOn', a.due_on,
            'statementDay', a.statement_day, 'instructions', a.instructions) order by a.position)
          from plan_actions a where a.plan_id = p.id)),
      'First version.', '[]'::jsonb, p.published_at
    from plans p where p.version = 1`);
  // Vacuumed as autovacuum keeps a live database: the seed's updates leave dead rows, and index-only scans
  // need the visibility map.
  await run(sql`vacuum analyze`);
}

/** Sessions for 1,000 clients of active plans (each the signed-in sender of its lead) and 200 professionals. */
async function seedSessions(run: Run): Promise<{ clients: Target[]; clientLists: Target[]; pros: Target[]; proPlans: Target[] }> {
  const passwordHash = await hashPassword('Bench-Password-2026');
  const session = async (userId: string) => {
    const token = randomToken();
    await run(
      sql`insert into sessions (id_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
    );
    return `mx_session=${token}`;
  };
  const picked = (
    await run(
      sql`select p.id, p.lead_id as message_id from plans p join leads l on l.id = p.lead_id where p.status = 'active' and l.kind = 'message' order by p.id limit ${CLIENTS}`,
    )
  ).rows as { id: string; message_id: string }[];
  const clients: Target[] = [];
  const clientLists: Target[] = [];
  for (const [n, plan] of picked.entries()) {
    const email = `bench-client-${n}@plans.bench`;
    const { rows } = await run(sql`
      insert into users (email, password_hash, first_name, last_name, name, role, email_verified_at, is_active)
      values (${email}, ${passwordHash}, 'Bench', ${`Client ${n}`}, ${`Bench Client ${n}`}, 'CONSUMER', now(), true) returning id`);
    const userId = rows[0]?.id as string;
    await run(sql`update leads set consumer_user_id = ${userId}, email = ${email} where id = ${plan.message_id}`);
    const cookie = await session(userId);
    clients.push({ path: `/api/consumer/plans/${plan.id}`, cookie });
    clientLists.push({ path: '/api/consumer/plans', cookie });
  }
  const owners = (
    await run(sql`
      select pr.user_id, (array_agg(p.id order by p.id))[1] as plan_id
      from plans p join mxpert_profiles pr on pr.id = p.mxpert_profile_id
      group by pr.user_id order by pr.user_id limit ${PRO_SESSIONS}`)
  ).rows as { user_id: string; plan_id: string }[];
  const pros: Target[] = [];
  const proPlans: Target[] = [];
  const lists = ['', '?status=active', '?status=completed', '?page=2'];
  for (const [n, owner] of owners.entries()) {
    const cookie = await session(owner.user_id);
    pros.push({ path: `/api/dashboard/plans${lists[n % lists.length]}`, cookie });
    proPlans.push({ path: `/api/dashboard/plans/${owner.plan_id}`, cookie });
  }
  return { clients, clientLists, pros, proPlans };
}

function startServer(db: ScratchDatabase, port: number): Promise<ChildProcess> {
  return forkBenchServer(port, { ...db.env, DIRECTORY_CACHE_SECONDS: '0' });
}

const stopServer = stopBenchServer;

function load(base: string, targets: Target[], duration: number): Promise<autocannon.Result> {
  return loadTargets(base, connections, duration, targets);
}

async function measure(base: string, name: string, targets: Target[]): Promise<Measured> {
  if (warmup > 0) await load(base, targets, warmup);
  const r = await load(base, targets, seconds);
  const m = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors };
  console.error(`  ${name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, failed ${m.failed}`);
  return m;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

async function main() {
  const db = await scratchDatabase('postgres', 'plans');
  const url = db.url as string;
  let server: ChildProcess | null = null;
  try {
    const started = Date.now();
    console.error(`seeding ${PROFESSIONALS} professionals and ${PLANS} plans …`);
    const sessions = await withDatabase(db, async (handle) => {
      await handle.migrate();
      const per = Math.ceil((PLANS * 1.05) / PROFESSIONALS);
      await bulkSeed(handle.db, {
        mxperts: PROFESSIONALS,
        messagesPerMxpert: Math.ceil(per * 0.8),
        requestsPerMxpert: Math.ceil(per * 0.25),
      });
      const run: Run = (q) => handle.db.execute(q) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
      await seedPlans(run);
      return seedSessions(run);
    });
    const [counts] = await pgQuery<{ plans: number; actions: number; checkpoints: number; completed: number }>(
      url,
      `select (select count(*)::int from plans) as plans, (select count(*)::int from plan_actions) as actions,
        (select count(*)::int from plan_checkpoints) as checkpoints,
        (select count(*)::int from plans where status = 'completed') as completed`,
    );
    console.error(
      `  ${counts?.plans} plans (${counts?.completed} completed), ${counts?.actions} actions, ${counts?.checkpoints} checkpoints in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(db, port);
    const hello = await measure(
      base,
      '(d) hello world, signed in',
      sessions.clients.map((c) => ({ ...c, path: HELLO_PATH })),
    );
    const page = await measure(base, "client's plan page", sessions.clients);
    const clientList = await measure(base, "client's plans", sessions.clientLists);
    const proList = await measure(base, "professional's plan list", sessions.pros);
    const proPlan = await measure(base, "professional's plan", sessions.proPlans);

    // The directory's uncached answers with the plans' outcome figures, and with an empty plans table
    // of the same shape, in turns.
    const directory = [{ path: directoryPath(BROAD), cookie: '' }];
    const mix = realisticMix().map((q) => ({ path: directoryPath(q), cookie: '' }));
    const withPlans: Measured[][] = [];
    const withoutPlans: Measured[][] = [];
    for (let round = 1; round <= rounds; round++) {
      withPlans.push([
        await measure(base, `directory broad, with plans (${round})`, directory),
        await measure(base, `directory mix, with plans (${round})`, mix),
      ]);
      await pgQuery(
        url,
        'alter table plans rename to plans_bench_aside; create table plans (like plans_bench_aside including all)',
      );
      withoutPlans.push([
        await measure(base, `directory broad, plans empty (${round})`, directory),
        await measure(base, `directory mix, plans empty (${round})`, mix),
      ]);
      await pgQuery(url, 'drop table plans; alter table plans_bench_aside rename to plans');
    }
    await stopServer(server);
    server = null;

    const rows = [hello, page, clientList, proList, proPlan, ...withPlans.flat(), ...withoutPlans.flat()];
    console.log(
      `\nPostgreSQL, ${counts?.plans} plans, ${counts?.actions} actions, ${counts?.checkpoints} checkpoints, ${PROFESSIONALS} professionals, ${connections} connections, ${seconds} s each\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | p99 vs (d) hello | failed |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const m of rows) {
      console.log(
        `| ${m.name} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${(m.p99 / Math.max(hello.p99, 1)).toFixed(1)}x | ${m.failed} |`,
      );
    }
    const p99With = [0, 1].map((i) => median(withPlans.map((r) => (r[i] as Measured).p99)));
    const p99Without = [0, 1].map((i) => median(withoutPlans.map((r) => (r[i] as Measured).p99)));
    const added = p99With.map((w, i) => w / Math.max(p99Without[i] as number, 1) - 1);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const allOk = [page, clientList, proList, proPlan, ...withPlans.flat()].every((m) => m.failed === 0);
    console.log(
      `\nDirectory p99 (median of ${rounds} turns), broad / mix: with plans ${p99With.join(' / ')} ms, plans empty ${p99Without.join(' / ')} ms, ` +
        `the outcome figures add ${added.map((a) => `${(a * 100).toFixed(0)} %`).join(' / ')}`,
    );
    console.log(
      `\nTargets: plan page and professional's list p99 < 100 ms: ${verdict(page.p99 < 100 && proList.p99 < 100)}; ` +
        `outcome figures add <= 10 % to the directory's uncached p99: ${verdict(added.every((a) => a <= 0.1))}; ` +
        `no failed request: ${verdict(allOk)}`,
    );
  } finally {
    if (server) await stopServer(server);
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
