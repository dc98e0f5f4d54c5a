/**
 * Event streams against polling (docs/decisions/090; bench/README.md, "Event
 * streams"). One server (the real one, `npm start`'s entry, on a scratch database), 2,000 clients
 * each with one open conversation, measured side by side in one run:
 *
 * 1. polling: each client asks for its conversation every 3 s, and for its unread counts and bell every
 *    30 s, as the web app did before the streams (decision 053);
 * 2. streams: each client holds its event stream open, idle;
 * 3. latency: with the 2,000 streams open, professionals reply to conversations at a steady rate, and
 *    each reply's arrival on its client's stream is timed from the moment the reply was sent.
 *
 * The CPU is the server's (user + system, from /proc): its process, PGlite's thread included on the
 * embedded database, and on PostgreSQL the database processes serving its connections. Targets: streams cost at most a tenth of polling; reply p99
 * under 1 s.
 *
 *   npm run bench:events                     # PostgreSQL (BENCH_DB=pglite for the embedded one)
 *   BENCH_THREADS=2000 BENCH_SECONDS=60 BENCH_REPLIES_PER_SECOND=10 npm run bench:events
 */
import fs from 'node:fs';
import http from 'node:http';
import { CONVERSATION_POLL_MS, UNREAD_POLL_MS } from '@mx/contract/conversation-texts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { hashToken, randomToken } from '../apps/server/src/lib/tokens.ts';
import {
  dbKinds,
  percentile,
  pgQuery,
  report,
  type ScratchDatabase,
  scratchDatabase,
  sleep,
  startServer,
  stopServer,
  withDatabase,
} from './faults/lib.ts';
import { benchSettings } from './settings.ts';

const {
  threads: CONVERSATIONS,
  seconds: SECONDS,
  repliesPerSecond: REPLIES_PER_SECOND,
  latencySeconds: LATENCY_SECONDS,
} = benchSettings({ threads: 2000, seconds: 60, repliesPerSecond: 10, latencySeconds: 30 });
const PROFESSIONALS = 20;

interface Conversation {
  messageId: string;
  /** The client's session cookie and the professional's. */
  clientCookie: string;
  proCookie: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONVERSATIONS + 100 });

/** A process's CPU seconds so far (user + system); 0 once it has gone. */
function cpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The CPU the server costs: its own process (PGlite's thread included) and, on PostgreSQL, the
 * database's processes serving its connections (on this machine, so /proc shows them).
 */
async function serverCpu(pid: number, db: ScratchDatabase): Promise<Map<string, number>> {
  const cpu = new Map<string, number>([['app', cpuSeconds(pid)]]);
  if (db.url) {
    const rows = await pgQuery<{ pid: number }>(
      db.url,
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const row of rows) cpu.set(String(row.pid), cpuSeconds(row.pid));
  }
  return cpu;
}

/** CPU seconds spent between two readings: the app's, and the database's (backends that started in between count whole). */
function spent(before: Map<string, number>, after: Map<string, number>) {
  let database = 0;
  for (const [key, value] of after) if (key !== 'app') database += value - (before.get(key) ?? 0);
  const app = (after.get('app') ?? 0) - (before.get('app') ?? 0);
  return { app, database, total: app + database };
}

function get(base: string, path: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

function post(base: string, path: string, cookie: string, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          'x-requested-with': 'XMLHttpRequest',
          origin: base,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

/** 2,000 clients, each with a message to one of 20 professionals, and a session for everyone. */
async function seed(db: ScratchDatabase): Promise<Conversation[]> {
  const passwordHash = await hashPassword('Bench-Password-2026');
  return withDatabase(db, async (handle) => {
    await handle.migrate();
    const run = (q: ReturnType<typeof sql>) => handle.db.execute(q) as unknown as Promise<{ rows: Record<string, string>[] }>;
    const session = async (userId: string) => {
      const token = randomToken();
      await run(
        sql`insert into sessions (id_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
      );
      return `mx_session=${token}`;
    };
    const pros: { profileId: string; cookie: string }[] = [];
    for (let p = 0; p < PROFESSIONALS; p++) {
      const { rows } = await run(sql`
        insert into users (email, password_hash, first_name, last_name, name, role, email_verified_at, is_active)
        values (${`bench-pro-${p}@events.bench`}, ${passwordHash}, 'Bench', ${`Pro ${p}`}, ${`Bench Pro ${p}`}, 'MXPERT', now(), true)
        returning id`);
      const userId = rows[0]?.id as string;
      const profile = await run(sql`
        insert into mxpert_profiles (user_id, cxid, full_name, nmls_id, onboard_completed, current_step, approval_status, approved_at,
          company_name, phone, service_areas, consent_confirmed)
        values (${userId}, ${`CXBENCH${String(p).padStart(3, '0')}`}, ${`Bench Pro ${p}`}, ${String(7_000_000 + p)}, true, 4, 'approved', now(),
          'Bench Lending', '(512) 555-0100', ${sql`array['TX']::text[]`}, true)
        returning id`);
      pros.push({ profileId: profile.rows[0]?.id as string, cookie: await session(userId) });
    }
    const conversations: Conversation[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const email = `bench-client-${i}@events.bench`;
      const { rows } = await run(sql`
        insert into users (email, password_hash, first_name, last_name, name, role, email_verified_at, is_active)
        values (${email}, ${passwordHash}, 'Bench', ${`Client ${i}`}, ${`Bench Client ${i}`}, 'CONSUMER', now(), true)
        returning id`);
      const userId = rows[0]?.id as string;
      const pro = pros[i % PROFESSIONALS] as { profileId: string; cookie: string };
      const message = await run(sql`
        insert into leads (kind, mxpert_profile_id, consumer_user_id, first_name, last_name, email, phone, is_real_estate_agent, help_type, preferred_contact, message, state)
        values ('message', ${pro.profileId}, ${userId}, 'Bench', ${`Client ${i}`}, ${email}, '(512) 555-0147', false, 'credit-optimization', 'email',
          'Hello, I would like help improving my credit score.', 'TX')
        returning id`);
      conversations.push({
        messageId: message.rows[0]?.id as string,
        clientCookie: await session(userId),
        proCookie: pro.cookie,
      });
    }
    return conversations;
  });
}

/** Phase 1: every client polls as the web app did before the streams, for SECONDS. */
async function measurePolling(base: string, pid: number, db: ScratchDatabase, conversations: Conversation[]) {
  let requests = 0;
  let failures = 0;
  const statuses = new Map<number, number>();
  let running = true;
  const client = async (t: Conversation, offset: number) => {
    await sleep(offset);
    let tick = 0;
    while (running) {
      const started = Date.now();
      const calls = [get(base, `/api/consumer/messages/${t.messageId}/replies`, t.clientCookie)];
      if (tick % (UNREAD_POLL_MS / CONVERSATION_POLL_MS) === 0) {
        calls.push(
          get(base, '/api/consumer/unread', t.clientCookie),
          get(base, '/api/notifications/consumer?limit=10', t.clientCookie),
        );
      }
      for (const status of await Promise.all(calls)) {
        requests++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200) failures++;
      }
      tick++;
      await sleep(Math.max(0, CONVERSATION_POLL_MS - (Date.now() - started)));
    }
  };
  const clients = conversations.map((t, i) => client(t, (i / conversations.length) * CONVERSATION_POLL_MS));
  // The first round opens the connections; the measure starts after it.
  await sleep(CONVERSATION_POLL_MS + 2000);
  const before = await serverCpu(pid, db);
  const counted = requests;
  await sleep(SECONDS * 1000);
  const cpu = spent(before, await serverCpu(pid, db));
  const inWindow = requests - counted;
  running = false;
  await Promise.all(clients);
  const byStatus = [...statuses].map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ');
  return { cpu, requests: inWindow, failures, byStatus };
}

interface Stream {
  conversation: Conversation;
  request: http.ClientRequest;
  /** Reply bodies seen, and when. */
  onReply: (body: string) => void;
}

/** Opens every client's event stream; each reply event is handed to `heard`. */
async function openStreams(base: string, conversations: Conversation[], heard: (body: string) => void): Promise<Stream[]> {
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const open = (conversation: Conversation) =>
    new Promise<Stream>((resolve, reject) => {
      const request = http.get(`${base}/api/events`, {
        agent: streamAgent,
        headers: { cookie: conversation.clientCookie, accept: 'text/event-stream' },
      });
      request.on('error', reject);
      request.on('response', (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: reply\n')) {
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { reply: { body: string } };
              heard(data.reply.body);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({ conversation, request, onReply: heard });
      });
    });
  const streams: Stream[] = [];
  // A hundred at a time, as browsers opening pages would.
  for (let i = 0; i < conversations.length; i += 100)
    streams.push(...(await Promise.all(conversations.slice(i, i + 100).map(open))));
  return streams;
}

async function main() {
  const [kind] = dbKinds(['postgres']);
  const db = await scratchDatabase(kind ?? 'postgres', 'events');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`seeding ${CONVERSATIONS} conversations (${kind}) …`);
    const conversations = await seed(db);
    server = await startServer(db, { RATE_LIMIT_REPLIES: '1000000/900', DATABASE_POOL_MAX: '10' });
    const pid = server.child.pid as number;

    console.log(`polling: ${CONVERSATIONS} open conversations for ${SECONDS} s …`);
    const polling = await measurePolling(server.base, pid, db, conversations);

    console.log(`streams: ${CONVERSATIONS} open streams for ${SECONDS} s …`);
    const sent = new Map<string, number>();
    const heardAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const latencies: number[] = [];
    const streams = await openStreams(server.base, conversations, (body) => {
      const at = sent.get(body);
      if (at !== undefined) {
        const now = performance.now();
        latencies.push(now - at);
        heardAt.set(body, now);
        sent.delete(body);
      }
    });
    await sleep(3000);
    const before = await serverCpu(pid, db);
    await sleep(SECONDS * 1000);
    const streamCpu = spent(before, await serverCpu(pid, db));

    console.log(`latency: ${REPLIES_PER_SECOND} replies a second for ${LATENCY_SECONDS} s with the streams open …`);
    const total = REPLIES_PER_SECOND * LATENCY_SECONDS;
    const answers: Promise<number>[] = [];
    for (let n = 0; n < total; n++) {
      const conversation = conversations[(n * 7919) % conversations.length] as Conversation;
      const body = `Bench reply ${n}`;
      sent.set(body, performance.now());
      answers.push(
        post(server.base, `/api/dashboard/messages/${conversation.messageId}/replies`, conversation.proCookie, { body }).then(
          (status) => {
            answeredAt.set(body, performance.now());
            return status;
          },
        ),
      );
      await sleep(1000 / REPLIES_PER_SECOND);
    }
    const statuses = await Promise.all(answers);
    await sleep(3000);
    const stored = statuses.filter((s) => s === 201).length;
    const missing = sent.size;
    for (const s of streams) s.request.destroy();

    // How long after its POST was answered (stored) each reply reached the stream (0 when before).
    const afterAnswer = [...heardAt].map(([body, at]) => Math.max(0, at - (answeredAt.get(body) ?? at)));
    const ratio = streamCpu.total / Math.max(polling.cpu.total, 1e-9);
    const cpuText = (c: { app: number; database: number; total: number }) =>
      `${c.total.toFixed(2)} s = ${((c.total / SECONDS) * 100).toFixed(1)} % of a core (app ${c.app.toFixed(2)} s${db.url ? `, PostgreSQL ${c.database.toFixed(2)} s` : ', PGlite inside'})`;
    const ok = report(
      `Event streams against polling (${kind}, ${CONVERSATIONS} open conversations, ${SECONDS} s each, one run)`,
      [
        ['polling: server CPU', cpuText(polling.cpu)],
        ['polling: requests', `${polling.requests} in the window (${(polling.requests / SECONDS).toFixed(0)}/s)`],
        ['polling: answers', polling.byStatus],
        ['streams: server CPU', cpuText(streamCpu)],
        ['streams / polling', `${(ratio * 100).toFixed(1)} %`],
        ['replies sent', `${total} (${stored} answered 201)`],
        ['reply to stream p50', `${percentile(latencies, 50).toFixed(0)} ms`],
        ['reply to stream p99', `${percentile(latencies, 99).toFixed(0)} ms`],
        ['reply to stream max', `${Math.max(0, ...latencies).toFixed(0)} ms`],
        ['answered to stream p99', `${percentile(afterAnswer, 99).toFixed(0)} ms (after the POST's 201)`],
        ['replies never heard', missing],
      ],
      [
        ['streams cost at most a tenth of the CPU of polling', ratio <= 0.1],
        ['every reply stored and heard on its stream', stored === total && missing === 0],
        ['reply reaches the open conversation with p99 under 1 s', percentile(latencies, 99) < 1000],
      ],
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server) await stopServer(server);
    await db.drop();
    agent.destroy();
  }
}

await main();
