/**
 * `npm run test:cluster` (docs/decisions/091): three instances of the production build on one fresh
 * PostgreSQL database, Redis and an S3-compatible bucket (s3rver, started here), behind nginx from
 * Debian's packages, and the checks that they act as one site. Installs nothing but the bucket: it says
 * what is missing and how to get it.
 *
 *   CLUSTER_PG_URL   PostgreSQL to create the scratch database on (postgres://postgres@127.0.0.1:5432/postgres)
 *   REDIS_URL        Redis the instances share (redis://127.0.0.1:6379)
 *   NGINX            the nginx binary (/usr/sbin/nginx)
 *   CLUSTER_PORT     the balancer's port (3280); the instances take the three after it, SMTP the fourth
 */

import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REVIEW_INVITATION_TEXT } from '@mx/contract';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import pg from 'pg';
import sharp from 'sharp';
import { s3Storage } from '../../apps/server/src/lib/storage/s3-storage.ts';
import { startS3Server, type TestBucket } from '../../apps/server/test/helpers/s3-server.ts';
import { startSmtp, type TestSmtp } from '../../apps/server/test/helpers/smtp.ts';
import { REPO_ROOT } from '../../bench/faults/lib.ts';

const PG_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const PORT = Number(process.env.CLUSTER_PORT ?? 3280);
const INSTANCE_PORTS = [PORT + 1, PORT + 2, PORT + 3];
const SMTP_PORT = PORT + 4;
const LB = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Cluster-Harbor-42';
/** New addresses each run: the rate limits in the shared Redis outlive a run. */
const RUN = randomBytes(3).toString('hex');
const ADMIN_EMAIL = `admin-${RUN}@cluster.example`;
const AJAX = { 'x-requested-with': 'XMLHttpRequest' };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const started = Date.now();
const results: [string, boolean, string][] = [];
function check(what: string, ok: boolean, detail = '') {
  results.push([what, ok, detail]);
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` (${detail})` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// What must be there first

function requireTools(): void {
  if (!fs.existsSync(NGINX)) {
    console.error(
      `nginx not found at ${NGINX}. Install Debian's package (sudo apt-get install nginx) or set NGINX to its path; the test installs nothing.`,
    );
    process.exit(2);
  }
}

async function requireRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    console.error(`Redis does not answer at ${REDIS_URL}. Start one (sudo apt-get install redis-server) or set REDIS_URL.`);
    process.exit(2);
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP as a browser of its own (cookie jar, client address)

class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly ip = `10.${rand()}.${rand()}.${rand()}`,
    readonly base = LB,
  ) {}
  on(base: string): Client {
    const other = new Client(this.ip, base);
    other.cookies = this.cookies;
    return other;
  }
  async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...AJAX,
        origin: LB,
        'x-forwarded-for': this.ip,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: the answers of many routes, read by their paths
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, json, text, upstream: res.headers.get('x-upstream') ?? '' };
  }
}
const rand = () => Math.floor(Math.random() * 250) + 1;
const instanceUrl = (i: number) => `http://127.0.0.1:${INSTANCE_PORTS[i]}`;

// ---------------------------------------------------------------------------------------------
// The cluster

interface Instance {
  child: ChildProcess;
  port: number;
  output: () => string;
}

function startInstance(port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  });
  return { child, port, output: () => out };
}

async function waitReady(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`${url} never became ready:\n${output()}`);
}

function startNginx(dir: string): ChildProcess {
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  const servers = INSTANCE_PORTS.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const conf = fs
    .readFileSync(path.join(REPO_ROOT, 'scripts/cluster/nginx.conf.template'), 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{PORT}}', String(PORT))
    .replace('{{SERVERS}}', servers);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', file, '-g', 'daemon off;']);
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr.toString()}`);
  return spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
}

// ---------------------------------------------------------------------------------------------
// People and data, made through the balancer like users make them

function mailsTo(smtp: TestSmtp, to: string) {
  return smtp.received.filter((m) => m.to.includes(to.toLowerCase()));
}

async function linkIn(smtp: TestSmtp, to: string, pathname: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const mail of mailsTo(smtp, to).reverse()) {
      const found = [...mail.body.matchAll(/https?:\/\/[^\s"<>]+/g)]
        .map((m) => m[0])
        .find((u) => new URL(u).pathname === pathname);
      if (found) return found;
    }
    await sleep(200);
  }
  throw new Error(`no ${pathname} link e-mailed to ${to}`);
}

async function verified(smtp: TestSmtp, client: Client, email: string): Promise<void> {
  const token = new URL(await linkIn(smtp, email, '/verify-email')).searchParams.get('token') ?? '';
  const res = await client.send('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (res.status !== 200) throw new Error(`verification answered ${res.status}: ${res.text}`);
}

async function signIn(client: Client, email: string, password = PASSWORD) {
  return client.send('POST', '/api/auth/login', { email, password });
}

async function newConsumer(smtp: TestSmtp, tag: string) {
  const client = new Client();
  const email = `cluster-${tag}-${randomBytes(3).toString('hex')}@example.com`;
  const reg = await client.send('POST', '/api/auth/register-consumer', {
    firstName: 'Casey',
    lastName: 'Cluster',
    email,
    password: PASSWORD,
  });
  if (reg.status !== 201) throw new Error(`register-consumer answered ${reg.status}: ${reg.text}`);
  await verified(smtp, client, email);
  if ((await signIn(client, email)).status !== 200) throw new Error('consumer sign-in failed');
  return { client, email };
}

async function pngFile(color: number): Promise<Blob> {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: color, g: 99, b: 235 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** A professional through sign-up and the four onboarding steps (a photo among them): under review. */
async function newProfessional(smtp: TestSmtp, lastName: string) {
  const client = new Client();
  const email = `cluster-pro-${randomBytes(3).toString('hex')}@example.com`;
  const nmlsId = String(2_000_000 + Math.floor(Math.random() * 7_999_999));
  const reg = await client.send('POST', '/api/auth/register', {
    firstName: 'Jordan',
    lastName,
    email,
    password: PASSWORD,
    nmlsId,
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.text}`);
  await verified(smtp, client, email);
  if ((await signIn(client, email)).status !== 200) throw new Error('professional sign-in failed');
  const personal = new FormData();
  personal.set('fullName', `Jordan ${lastName}`);
  personal.set('aboutMe', 'Credit coach for first-time buyers.');
  personal.set('languages', '["english"]');
  personal.set('photo', await pngFile(37), 'photo.png');
  const p = await client.send('POST', '/api/onboarding/personal', personal);
  if (p.status !== 200) throw new Error(`personal step answered ${p.status}: ${p.text}`);
  const company = new FormData();
  for (const [k, v] of Object.entries({
    companyName: `${lastName} Home Loans`,
    companyAddress: '100 Congress Ave, Austin, TX 78701',
    nmlsId,
    yearsExperience: '6',
    scoresOptimized: '150',
  }))
    company.set(k, v);
  const c = await client.send('POST', '/api/onboarding/company', company);
  if (c.status !== 200) throw new Error(`company step answered ${c.status}: ${c.text}`);
  const s = await client.send('POST', '/api/onboarding/services', {
    stateLicenses: ['TX'],
    loanTypes: ['fha'],
    mortgageTypes: ['purchase'],
  });
  if (s.status !== 200) throw new Error(`services step answered ${s.status}: ${s.text}`);
  const k = await client.send('POST', '/api/onboarding/contacts', {
    phone: '(512) 555-0188',
    yearsUsingCreditXpert: 2,
    consentConfirmed: true,
  });
  if (k.status !== 200) throw new Error(`contacts step answered ${k.status}: ${k.text}`);
  const profile = await client.send('GET', '/api/mxpert/profile');
  const saved = await client.send('GET', '/api/onboarding/personal');
  const photo = (saved.json?.data?.photo ?? saved.json?.photo) as string;
  return {
    client,
    email,
    name: `Jordan ${lastName}`,
    id: profile.json.data.id as string,
    cxid: profile.json.data.cxid as string,
    photo,
  };
}

function guestMessage(n: number, tag: string) {
  return {
    firstName: 'Load',
    lastName: 'Sender',
    email: `guest-${tag}-${n}@cluster.example`,
    phone: '(512) 555-0147',
    isRealEstateAgent: false,
    helpType: 'first-time-buyer',
    preferredContact: 'email',
    message: `Hello, I would like help with my credit before buying (message ${n}).`,
    consent: true,
  };
}

/** Reads an event stream on one instance directly; resolves each awaited reply body. */
function openStream(
  base: string,
  cookies: Map<string, string>,
): Promise<{ next(body: string, ms: number): Promise<number>; close(): void }> {
  const heard = new Map<string, number>();
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/events`, { headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk: string) => {
        buf += chunk;
        for (let end = buf.indexOf('\n\n'); end >= 0; end = buf.indexOf('\n\n')) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          if (block.startsWith('event: reply\n'))
            heard.set(JSON.parse(block.slice(block.indexOf('data: ') + 6)).reply.body, Date.now());
        }
      });
      resolve({
        next: async (body, ms) => {
          const deadline = Date.now() + ms;
          while (Date.now() < deadline) {
            const at = heard.get(body);
            if (at !== undefined) return at;
            await sleep(20);
          }
          return -1;
        },
        close: () => req.destroy(),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  requireTools();
  await requireRedis();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-cluster-'));
  const dbName = `mx_cluster_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;

  const smtp = await startSmtp(SMTP_PORT);
  // Object storage the instances share: a local S3-compatible server (s3rver, from the npm registry).
  const bucket: TestBucket = await startS3Server('mx-cluster-uploads');
  const instances: (Instance | null)[] = [];
  let nginx: ChildProcess | null = null;
  try {
    console.log('building the web app once …');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });

    const env = {
      NODE_ENV: 'production',
      SKIP_WEB_BUILD: '1',
      HOST: '127.0.0.1',
      PUBLIC_URL: LB,
      DATABASE_URL: dbUrl.toString(),
      DATABASE_POOL_MAX: '8',
      REDIS_URL,
      // Uploads go to the shared bucket; each instance has a data folder of its own, as on separate machines.
      ...bucket.env,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_POSTAL_ADDRESS: '100 Cluster Street, Austin, TX 78701',
      MAIL_LINK_SECRET: randomBytes(24).toString('hex'),
      TWO_FACTOR_KEY: randomBytes(24).toString('hex'),
      // The simulated client's own address, then nginx: two proxies' worth of X-Forwarded-For.
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
      LEAD_REMINDER_HOURS: '0.0015',
      REVIEW_INVITATION_DAYS: '0.00006',
      SHUTDOWN_GRACE_SECONDS: '2',
    };
    console.log('starting three instances and nginx …');
    for (const port of INSTANCE_PORTS) instances.push(startInstance(port, { ...env, DATA_DIR: path.join(dir, `data-${port}`) }));
    await Promise.all(instances.map((i, n) => waitReady(instanceUrl(n), (i as Instance).output)));
    nginx = startNginx(dir);
    await waitReady(LB, () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'));
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/admin-create.ts',
        '--email',
        ADMIN_EMAIL,
        '--password',
        PASSWORD,
        '--name',
        'Cluster Admin',
      ],
      { cwd: REPO_ROOT, env: { ...process.env, ...env, DATA_DIR: path.join(dir, 'data-admin') }, stdio: 'ignore' },
    );
    console.log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

    // 1. Sessions: signed in through one instance, signed in on every instance.
    const adminClient = new Client();
    const login = await signIn(adminClient, ADMIN_EMAIL);
    const upstreams = new Set<string>();
    let allMe = true;
    for (let i = 0; i < 6; i++) {
      const me = await adminClient.send('GET', '/api/auth/me');
      upstreams.add(me.upstream);
      allMe &&= me.status === 200;
    }
    for (let n = 0; n < 3; n++) allMe &&= (await adminClient.on(instanceUrl(n)).send('GET', '/api/auth/me')).status === 200;
    check(
      'signed in through one instance, signed in on all three',
      login.status === 200 && allMe && upstreams.size === 3,
      `${upstreams.size} instances answered`,
    );
    // An admin acts only with two-factor on (docs/decisions/075): set it up through the balancer.
    const setup = await adminClient.send('POST', '/api/account/two-factor/setup', { password: PASSWORD });
    const secret = String(setup.json?.secret ?? '');
    const enabled = await adminClient.send('POST', '/api/account/two-factor/enable', {
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    if (enabled.status !== 200)
      throw new Error(`two-factor set-up answered ${setup.status} and ${enabled.status}: ${enabled.text}`);

    // 2. Rate limits: the sign-in limit (10 per address and e-mail) counts across the instances.
    const guesser = new Client();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await signIn(guesser, ADMIN_EMAIL, 'Wrong-Password-1')).status);
    check(
      'rate limits shared: the 11th wrong password in a row is refused, whichever instance answers',
      answers.slice(0, 10).every((s) => s === 401) && answers[10] === 429,
      answers.join(' '),
    );

    // 3. Uploads: a photo sent through one instance is served by every instance.
    const pro = await newProfessional(
      smtp,
      `Cluster${[...randomBytes(4)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`,
    );
    const photos = await Promise.all([0, 1, 2].map(async (n) => (await fetch(`${instanceUrl(n)}${pro.photo}`)).status));
    check(
      'a photo uploaded through one instance is served by all three',
      photos.every((s) => s === 200),
      `${pro.photo}: ${photos.join(' ')}`,
    );
    const key = pro.photo.replace(/^\/uploads\//, '');
    const store = s3Storage(bucket.settings);
    const inBucket = (await store.get(key)) !== null;
    store.close();
    const onDisk = INSTANCE_PORTS.some((port) => fs.existsSync(path.join(dir, `data-${port}`, 'uploads', key)));
    check("the photo is in the shared bucket and on no instance's disk", inBucket && !onDisk, key);

    // 4. The directory: an approval through one instance shows on the others within a second.
    const search = `/api/public/mxperts?search=${encodeURIComponent(pro.name)}`;
    const listed = async (n: number) =>
      ((await new Client().on(instanceUrl(n)).send('GET', search)).json?.data?.mxperts ?? []).length;
    // Each instance has answered (and cached) the search before the approval.
    const before = await Promise.all([0, 1, 2].map(listed));
    const approve = await adminClient.send('POST', `/api/admin/mxperts/${pro.id}/approve`, { confirmDuplicateNmls: true });
    const approvedAt = Date.now();
    const seenAfter = await Promise.all(
      [0, 1, 2].map(async (n) => {
        while (Date.now() - approvedAt < 5000) {
          if ((await listed(n)) > 0) return Date.now() - approvedAt;
          await sleep(50);
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    check(
      'an approval through one instance changes the directory of all three within 1 s',
      approve.status === 200 && before.every((n) => n === 0) && seenAfter.every((ms) => ms <= 1000),
      `shown after ${seenAfter.map((ms) => (Number.isFinite(ms) ? `${ms} ms` : 'never')).join(', ')}`,
    );

    // 5. Live updates: a reply through one instance reaches a thread's stream open on another.
    const consumer = await newConsumer(smtp, 'client');
    const sent = await consumer.client.send('POST', `/api/messages/tx/${pro.cxid}`, {
      ...guestMessage(0, 'client'),
      email: consumer.email,
    });
    const messageId = (await consumer.client.send('GET', '/api/consumer/messages/open')).json?.messages?.[0]?.id as string;
    const stream = await openStream(instanceUrl(2), consumer.client.cookies);
    const replyBody = 'Written through the first instance, read on the third.';
    const replySentAt = Date.now();
    const reply = await pro.client
      .on(instanceUrl(0))
      .send('POST', `/api/dashboard/messages/${messageId}/replies`, { body: replyBody });
    const heardAt = await stream.next(replyBody, 5000);
    stream.close();
    check(
      'a reply written through one instance reaches the thread stream open on another',
      sent.status === 201 && reply.status === 201 && heardAt > 0,
      heardAt > 0 ? `${heardAt - replySentAt} ms` : 'never heard',
    );

    // 6. Jobs: each lead's reminder and each review invitation is sent once, by one of the three.
    const leads = 5;
    for (let n = 0; n < leads; n++) {
      const res = await new Client().send('POST', `/api/messages/tx/${pro.cxid}`, guestMessage(n, 'remind'));
      if (res.status !== 201) throw new Error(`lead ${n} answered ${res.status}: ${res.text}`);
    }
    await sleep(20_000);
    const reminders = mailsTo(smtp, pro.email).filter((m) => /is waiting for your reply/.test(m.raw)).length;
    const invitationSubject = REVIEW_INVITATION_TEXT.subject(pro.name);
    const invitations = mailsTo(smtp, consumer.email).filter((m) => m.raw.includes(invitationSubject)).length;
    check('each lead reminder is sent exactly once', reminders === leads, `${reminders} reminders for ${leads} leads`);
    check('the review invitation is sent exactly once', invitations === 1, `${invitations} invitations`);

    // 7. SIGKILL under write load: every acknowledged write stored, errors under 1 %.
    const writers = 20;
    const acknowledged = new Set<string>();
    let attempts = 0;
    let failures = 0;
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        const body = guestMessage(n++, 'kill');
        const key = randomBytes(12).toString('hex');
        attempts++;
        let res: { status: number } | null = null;
        try {
          res = await new Client().send('POST', `/api/messages/tx/${pro.cxid}`, body, { 'idempotency-key': key });
        } catch {
          res = null;
        }
        if (res?.status === 201) acknowledged.add(body.email);
        else failures++;
      }
    };
    const load = Array.from({ length: writers }, writer);
    await sleep(5000);
    const victim = instances[1] as Instance;
    victim.child.kill('SIGKILL');
    const killedAt = attempts;
    await sleep(10_000);
    writing = false;
    await Promise.all(load);
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    const { rows } = await db.query<{ email: string }>(`select email from leads where email like 'guest-kill-%'`);
    await db.end();
    const stored = new Set(rows.map((r) => r.email));
    const lost = [...acknowledged].filter((e) => !stored.has(e));
    const errorRate = failures / Math.max(attempts, 1);
    check(
      'after SIGKILL of one instance under writes, every acknowledged write is stored, none twice',
      lost.length === 0 && rows.length === stored.size,
      `${acknowledged.size} acknowledged, ${lost.length} missing, ${rows.length} rows for ${stored.size} messages`,
    );
    check(
      'the error rate stays under 1 %',
      errorRate < 0.01,
      `${failures} of ${attempts} writes failed (${(errorRate * 100).toFixed(2)} %), ${killedAt} sent before the kill`,
    );
  } finally {
    nginx?.kill('SIGTERM');
    for (const i of instances) i?.child.kill('SIGTERM');
    await Promise.all(
      instances.map((i) =>
        i && i.child.exitCode === null && i.child.signalCode === null ? new Promise((r) => i.child.once('exit', r)) : null,
      ),
    );
    await smtp.close();
    await bucket.close();
    const dropper = new pg.Client({ connectionString: PG_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${dbName} with (force)`);
    await dropper.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const failed = results.filter(([, ok]) => !ok);
  console.log(
    `\n${results.length - failed.length} of ${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(failed.length ? 1 : 0);
}

await main();
