import { randomUUID } from 'node:crypto';
import { AJAX_HEADER, AJAX_HEADER_VALUE, ERROR_CODES, ERROR_STATUS, type ErrorCode, HONEYPOT_FIELD } from '@mx/contract';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_STREAMS } from '../../src/config.ts';
import {
  auditLog,
  authTokens,
  conversationReplies,
  emailOutbox,
  leads,
  mxpertProfiles,
  notifications,
  partners,
  planActions,
  planCheckpoints,
  planDocuments,
  plans,
  planVersions,
  profileChanges,
  reviews,
  sessions,
  twoFactorRecoveryCodes,
  users,
} from '../../src/db/schema.ts';
import { signPreferencesToken } from '../../src/modules/mail/preferences.ts';
import { adminOperationTargets } from '../helpers/admin-operations.ts';
import {
  createCopRequest,
  createMessage,
  createMxpert,
  createUser,
  signedInAs,
  signIn,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { pngImage, postMultipart } from '../helpers/images.ts';
import { actionInput, publishedPlan } from '../helpers/plans.ts';
import { EVERY_SECTION_EDITED, ONBOARDING_COMPANY, ONBOARDING_CONTACTS, ONBOARDING_SERVICES } from '../helpers/professionals.ts';
import { replyAsMxpert } from '../helpers/reviews.ts';
import { buildTestApp, NO_RATE_LIMITS, randomIp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

/**
 * Hostile input against every /api route (docs/decisions/041-hostile-input.md): each route is called
 * by a visitor allowed to use it, with wrong types, huge and odd strings, nested objects, arrays,
 * extreme numbers, SQL and HTML fragments and random path parameters. Whatever comes in, the answer
 * is never a 5xx, every error is `{ code, message }`, a refused request stores nothing and a stored row is
 * complete. FUZZ_RUNS sets the cases per route (`npm run test:fuzz` runs 2,000).
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 12));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const NO_LIMITS = NO_RATE_LIMITS;

// ---------------------------------------------------------------------------------------------
// Hostile values

const NASTY = [
  '',
  ' ',
  '\t\n',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(1)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  'Eve\r\nBcc: victim@example.com',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '\uDFFF\uD800',
  'Z\u0351\u0360\u0352',
  '👩‍👩‍👧‍👦',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '$' + '{7*7}',
  '{{constructor.constructor("return 1")()}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'TX',
  'all',
  'english',
  'fha',
  'open',
  'closed',
  'a@b.co',
  'test@example.com',
  '9'.repeat(400),
];

const hugeString = fc
  .constantFrom(1_000, 5_000, 70_000, 300_000)
  .chain((n) => fc.constantFrom('a', 'é', '<', '\u0000', '9', ' ', '🏠').map((c) => c.repeat(n)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 10 })).map(([a, b]) => `${b}${a}${b}`),
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1e308, -1e308, 0.5, 1e-300),
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id', 'userId', 'isActive', 'approvalStatus', '', '$where'),
  fc.string({ maxLength: 12 }),
);

const { hostileValue } = fc.letrec<{ hostileValue: unknown }>((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('hostileValue'), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 60 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('hostileValue'), { maxKeys: 4 }) },
  ),
}));

/** A body built from a valid one: fields replaced by hostile values, dropped or added, or any value at all. */
function hostileBody(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const mutated = valid.chain((body) => {
    const keys = Object.keys(body);
    return fc
      .record({
        replaced: fc.dictionary(fc.constantFrom(...keys, HONEYPOT_FIELD), hostileValue, { maxKeys: 3 }),
        dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
        extra: fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }),
      })
      .map(({ replaced, dropped, extra }) => {
        const out: Record<string, unknown> = { ...body };
        for (const k of dropped) delete out[k];
        for (const [k, v] of Object.entries(extra)) out[k] = v;
        for (const [k, v] of Object.entries(replaced)) out[k] = v;
        return out;
      });
  });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 6, arbitrary: mutated }, { weight: 2, arbitrary: hostileValue });
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json;
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send its bytes as they are.
    return escape(value);
  }
}

/** A query string from a valid query: values replaced, repeated, nested (a[b]=), or raw text. */
function hostileQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const pairs = fc
    .record({
      replaced: fc.dictionary(keys.length ? fc.constantFrom(...keys) : hostileKey, hostileValue, { maxKeys: 3 }),
      extra: fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }),
      dropped: fc.subarray(keys),
    })
    .map(({ replaced, extra, dropped }) => {
      const all: Record<string, unknown> = { ...valid, ...extra, ...replaced };
      for (const k of dropped) delete all[k];
      const out: string[] = [];
      for (const [k, v] of Object.entries(all)) {
        if (Array.isArray(v)) for (const item of v) out.push(`${encode(k)}=${encode(textOf(item))}`);
        else if (v && typeof v === 'object')
          for (const [sub, item] of Object.entries(v)) out.push(`${encode(k)}[${encode(sub)}]=${encode(textOf(item))}`);
        else out.push(`${encode(k)}=${encode(textOf(v))}`);
      }
      return out.join('&');
    });
  const raw = fc.oneof(
    fc.string({ maxLength: 60 }).map(encode),
    fc.constantFrom('%', '%zz', '&&&', '=', 'a=%ff%fe', 'page=1&page=2', 'limit[]=1', '__proto__[x]=1', 'a=1;b=2'),
  );
  return fc.oneof({ weight: 5, arbitrary: pairs }, { weight: 1, arbitrary: raw });
}

/** A path parameter: one of the given real values most of the time, or anything. */
function hostileParam(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real).map(encode) },
    { weight: 2, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.uuid().map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '.', '%2F', '%00', 'a%2Fb', '~', 'a;b') },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

type Visitor = 'anonymous' | 'consumer' | 'mxpert' | 'onboarding' | 'admin';

interface Payload {
  kind: 'json' | 'raw' | 'multipart' | 'none';
  body?: unknown;
  raw?: Buffer;
  contentType?: string;
}

interface Case {
  params: Record<string, string>;
  query: string;
  payload: Payload;
  headers: Record<string, string>;
}

interface RouteSpec {
  visitor: Visitor;
  params?: Record<string, () => string[]>;
  query?: Record<string, string>;
  body?: () => fc.Arbitrary<Record<string, unknown>>;
  multipart?: { fields: Record<string, string>; file: string };
  headers?: () => fc.Arbitrary<Record<string, string>>;
  /** Puts the visitor's data back in the state the route works on (a deleted message, a decided profile). */
  before?: () => Promise<void>;
}

const rawJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"__proto__":{"isAdmin":true}}', '"\\ud800"', '{"a":"\\u0000"}', '1e999', ''),
  fc.string({ maxLength: 80 }),
  fc.constant(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  fc.constant(`{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_001)}`),
);
const odd = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'image/png',
);

function jsonPayload(spec: RouteSpec): fc.Arbitrary<Payload> {
  const body = spec.body ? hostileBody(spec.body()) : hostileValue;
  return fc.oneof(
    { weight: 8, arbitrary: body.map((b): Payload => ({ kind: 'json', body: b })) },
    {
      weight: 1,
      arbitrary: rawJson.map((r): Payload => ({ kind: 'raw', raw: Buffer.from(r), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString, odd)
        .map(([r, contentType]): Payload => ({ kind: 'raw', raw: Buffer.from(r), contentType })),
    },
    { weight: 1, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
  );
}

let png: Buffer;

/** A multipart form: the valid fields with some replaced, and random bytes (or a real PNG) as the file. */
function multipartPayload(spec: NonNullable<RouteSpec['multipart']>): fc.Arbitrary<Payload> {
  const fieldNames = Object.keys(spec.fields);
  const file = fc.oneof(
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constant('png').map(() => png) },
    { weight: 1, arbitrary: fc.nat({ max: 200 }).map((n) => png.subarray(0, n)) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 200 }).map((a) => Buffer.concat([png.subarray(0, 40), Buffer.from(a)])),
    },
  );
  const form = fc.record({
    replaced:
      fieldNames.length > 0
        ? fc.dictionary(fc.constantFrom(...fieldNames), hostileValue.map(textOf), { maxKeys: 3 })
        : fc.constant<Record<string, string>>({}),
    extra: fc.dictionary(hostileKey, hostileString, { maxKeys: 2 }),
    dropped: fc.subarray(fieldNames, { maxLength: Math.min(2, fieldNames.length) }),
    file: fc.option(file, { freq: 4 }),
    fileField: fc.oneof({ weight: 5, arbitrary: fc.constant(spec.file) }, { weight: 1, arbitrary: hostileKey }),
    filename: fc.oneof(fc.constant('image.png'), hostileString),
    fileType: fc.oneof(fc.constant('image/png'), hostileString),
    files: fc.nat({ max: 2 }),
  });
  const built = form.map((f): Payload => {
    const boundary = `----fuzz${randomUUID().replaceAll('-', '')}`;
    const fields: Record<string, string> = { ...spec.fields, ...f.extra, ...f.replaced };
    for (const k of f.dropped) delete fields[k];
    const chunks: Buffer[] = [];
    const clean = (s: string) => s.replace(/[\r\n"]/g, '_');
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${clean(name)}"\r\n\r\n${value}\r\n`));
    }
    if (f.file) {
      for (let i = 0; i < Math.max(1, f.files); i++) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${clean(f.fileField)}"; filename="${clean(f.filename)}"\r\nContent-Type: ${clean(f.fileType)}\r\n\r\n`,
          ),
          f.file,
          Buffer.from('\r\n'),
        );
      }
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { kind: 'multipart', raw: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
  });
  const broken = fc.oneof(
    fc.uint8Array({ maxLength: 500 }).map(
      (a): Payload => ({
        kind: 'raw',
        raw: Buffer.from(a),
        contentType: 'multipart/form-data; boundary=x',
      }),
    ),
    fc.constant<Payload>({ kind: 'raw', raw: Buffer.from('--x\r\n'), contentType: 'multipart/form-data' }),
    fc.constant<Payload>({
      kind: 'raw',
      raw: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'),
      contentType: 'multipart/form-data; boundary=x',
    }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: built },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: jsonPayload({ visitor: 'onboarding' }) },
  );
}

function caseOf(spec: RouteSpec, url: string, method: string): fc.Arbitrary<Case> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const params = fc.record(
    Object.fromEntries(names.map((n) => [n, hostileParam(spec.params?.[n]?.() ?? ['x'])])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const query = hostileQuery(spec.query ?? {});
  const payload: fc.Arbitrary<Payload> = spec.multipart
    ? multipartPayload(spec.multipart)
    : method === 'GET' || method === 'DELETE'
      ? fc.oneof({ weight: 5, arbitrary: fc.constant<Payload>({ kind: 'none' }) }, { weight: 1, arbitrary: jsonPayload(spec) })
      : jsonPayload(spec);
  const headers = spec.headers ? spec.headers() : fc.constant({});
  return fc.record({ params, query, payload, headers });
}

// ---------------------------------------------------------------------------------------------
// The app, its visitors and their data

let t: TestApp;
const cookies = {} as Record<Exclude<Visitor, 'anonymous'>, string>;
const real = {
  cxids: [] as string[],
  messageIds: [] as string[],
  copRequestIds: [] as string[],
  /** Sent by the fuzzing consumer: their side of a conversation. */
  consumerMessageIds: [] as string[],
  consumerCopRequestIds: [] as string[],
  /** Sent as a guest with the fuzzing consumer's address, as if before their account: waiting for them. */
  unclaimedMessageIds: [] as string[],
  unclaimedCopRequestIds: [] as string[],
  notificationIds: [] as string[],
  reviewIds: [] as string[],
  /** Admin operations: professionals to suspend and reinstate, held identity changes, consumers to deactivate and verify. */
  opsProfileIds: [] as string[],
  changeIds: [] as string[],
  opsUserIds: [] as string[],
  unverifiedIds: [] as string[],
  supportRequestIds: [] as string[],
  partnerIds: [] as string[],
  consumerEmail: '',
  /** Client reviews, not the admins' review of a profile above. */
  clientReviewIds: [] as string[],
  /** A published plan on the consumer's COP request, and its actions. */
  planIds: [] as string[],
  planActionIds: [] as string[],
  /** The fuzzed plan's documents: the professional's, then the client's. */
  planDocumentIds: [] as string[],
};
let consumerId = '';
let approvedProfileId = '';
let onboardingProfileId = '';
let reviewProfileId = '';

const COMPLETE_PROFILE = {
  fullName: 'Jordan Avery',
  aboutMe: 'I help first-time buyers get mortgage ready.',
  languages: ['english'],
  companyName: 'Avery Home Loans',
  companyAddress: '500 Congress Ave, Austin, TX 78701',
  yearsExperience: 12,
  scoresOptimized: 340,
  serviceAreas: ['TX'],
  loanTypes: ['fha'],
  specializations: ['purchase'],
  phone: '(512) 555-0199',
};

beforeAll(async () => {
  // Event streams end after 50 ms here, so each case's answer is whole (docs/decisions/090).
  t = await buildTestApp({ config: { rateLimits: NO_LIMITS, events: { ...DEFAULT_EVENT_STREAMS, maxStreamMs: 50 } } });
  png = await pngImage(32, 32);

  const consumer = await signedInAs(t, 'CONSUMER');
  cookies.consumer = consumer.cookie;
  real.consumerEmail = consumer.user.email;
  consumerId = consumer.user.id;
  cookies.admin = (await signedInAs(t, 'ADMIN')).cookie;

  const approved = await createMxpert(t.db);
  approvedProfileId = approved.profile.id;
  cookies.mxpert = await signIn(t, approved.user.email);
  real.cxids.push(approved.profile.cxid);

  const onboarding = await createMxpert(t.db, {
    ...COMPLETE_PROFILE,
    onboardCompleted: false,
    currentStep: 4,
    approvalStatus: 'pending',
    approvedAt: null,
  });
  onboardingProfileId = onboarding.profile.id;
  cookies.onboarding = await signIn(t, onboarding.user.email);
  real.cxids.push(onboarding.profile.cxid);

  const review = await createMxpert(t.db, { onboardCompleted: true, approvalStatus: 'pending', approvedAt: null });
  reviewProfileId = review.profile.id;
  real.reviewIds.push(review.profile.id, approved.profile.id);

  for (let i = 0; i < 2; i++) {
    real.messageIds.push((await createMessage(t.db, approved.profile.id)).id);
    real.copRequestIds.push((await createCopRequest(t.db, approved.profile.id)).id);
  }
  const own = { consumerUserId: consumer.user.id, email: consumer.user.email };
  real.consumerMessageIds.push((await createMessage(t.db, approved.profile.id, own)).id);
  real.consumerCopRequestIds.push((await createCopRequest(t.db, approved.profile.id, own)).id);
  const guest = { email: consumer.user.email };
  real.unclaimedMessageIds.push((await createMessage(t.db, approved.profile.id, guest)).id);
  real.unclaimedCopRequestIds.push((await createCopRequest(t.db, approved.profile.id, guest)).id);
  // The consumer may review the approved professional, who replied to their message.
  const sent = await createMessage(t.db, approved.profile.id, { consumerUserId: consumerId, email: consumer.user.email });
  await replyAsMxpert(t.db, { messageId: sent.id }, approved.user.id);
  await restoreClientReviews();
  const plan = await publishedPlan(t, { proCookie: cookies.mxpert, leadId: real.consumerCopRequestIds[0] as string });
  real.planIds.push(plan.planId);
  real.planActionIds.push(...plan.actionIds);
  for (const [side, cookie] of [
    ['dashboard', cookies.mxpert],
    ['consumer', cookies.consumer],
  ] as const) {
    const res = await postMultipart(t, `/api/${side}/plans/${plan.planId}/documents`, {
      cookie,
      files: [{ field: 'file', data: png, filename: 'statement.png' }],
    });
    if (res.statusCode !== 201) throw new Error(`document fixture: ${res.body}`);
    real.planDocumentIds.push(res.json().data.id);
  }
  const ops = await adminOperationTargets(t.db);
  real.opsProfileIds.push(ops.toSuspend, ops.toReinstate);
  real.changeIds.push(ops.changeToApprove, ops.changeToDecline);
  real.opsUserIds.push(ops.toDeactivate, ops.toReactivate);
  real.unverifiedIds.push(ops.unverified);
  real.supportRequestIds.push(ops.supportRequest);
  real.partnerIds.push(ops.partner);
  const admin = await createUser(t.db, 'ADMIN');
  for (const userId of [approved.user.id, admin.id]) {
    const [n] = await t.db
      .insert(notifications)
      .values({ userId, type: 'new_message', title: 'New message', message: 'New message received' })
      .returning();
    if (n) real.notificationIds.push(n.id);
  }
});

afterAll(async () => {
  await t?.close();
});

/** Messages and requests deleted by a fuzz case come back, with the same ids. */
async function restoreInbox() {
  const present = new Set(
    rowsOf(
      await t.db.execute(
        sql`select id::text from ${leads} where id in ${sql`(${sql.join(
          real.messageIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`}
            union all select id::text from ${leads} where id in ${sql`(${sql.join(
              real.copRequestIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`}`,
      ),
    ).map((r) => String(r.id)),
  );
  for (const id of real.messageIds) if (!present.has(id)) await createMessage(t.db, approvedProfileId, { id });
  for (const id of real.copRequestIds) if (!present.has(id)) await createCopRequest(t.db, approvedProfileId, { id });
}

/** The guest items with the consumer's address back to waiting for them, whatever a case chose. */
async function restoreUnclaimed() {
  await t.db
    .update(leads)
    .set({ consumerUserId: null, senderConfirmed: true })
    .where(inArray(leads.id, real.unclaimedMessageIds));
  await t.db
    .update(leads)
    .set({ consumerUserId: null, senderConfirmed: true })
    .where(inArray(leads.id, real.unclaimedCopRequestIds));
}

/** The consumer's review of the approved professional, visible, with the same id every time. */
async function restoreClientReviews() {
  const id = real.clientReviewIds[0];
  // The kept id, and any review the consumer wrote of this professional meanwhile (one per pair).
  await t.db
    .delete(reviews)
    .where(
      or(
        id ? eq(reviews.id, id) : undefined,
        and(eq(reviews.consumerUserId, consumerId), eq(reviews.mxpertProfileId, approvedProfileId)),
      ),
    );
  const [row] = await t.db
    .insert(reviews)
    .values({
      ...(id ? { id } : {}),
      mxpertProfileId: approvedProfileId,
      consumerUserId: consumerId,
      rating: 4,
      body: 'Clear advice and a plan that worked for us.',
    })
    .returning({ id: reviews.id });
  if (!id && row) real.clientReviewIds.push(row.id);
}

/** The fuzzed plan active again, with its actions in the draft (a case may have closed, completed or trimmed it). */
async function restorePlans() {
  await t.db
    .update(plans)
    .set({
      status: 'active',
      closedAt: null,
      closeReason: null,
      completedAt: null,
      equifaxFinal: null,
      experianFinal: null,
      transunionFinal: null,
      finalReadOn: null,
      gain: null,
      estimatedGain: null,
    })
    .where(inArray(plans.id, real.planIds));
  await t.db.update(planActions).set({ deletedAt: null }).where(inArray(planActions.id, real.planActionIds));
}

/** Only the fixture's documents on the fuzzed plan, so an upload is not always the 21st. */
async function restoreDocuments() {
  await restorePlans();
  await t.db
    .delete(planDocuments)
    .where(and(inArray(planDocuments.planId, real.planIds), notInArray(planDocuments.id, real.planDocumentIds)));
}

/** No review by the consumer of the approved professional, so a new one can be written. */
async function removeClientReview() {
  await t.db.delete(reviews).where(eq(reviews.consumerUserId, consumerId));
}

async function restoreOnboarding() {
  await t.db
    .update(mxpertProfiles)
    .set({ ...COMPLETE_PROFILE, onboardCompleted: false, consentConfirmed: false, currentStep: 4, approvalStatus: 'pending' })
    .where(eq(mxpertProfiles.id, onboardingProfileId));
}

async function restoreApproved() {
  await t.db
    .update(mxpertProfiles)
    .set({
      ...COMPLETE_PROFILE,
      onboardCompleted: true,
      currentStep: 4,
      approvalStatus: 'approved',
      approvedAt: new Date(),
      pausedAt: null,
    })
    .where(eq(mxpertProfiles.id, approvedProfileId));
}

async function restoreReview() {
  await t.db
    .update(mxpertProfiles)
    .set({ onboardCompleted: true, approvalStatus: 'pending', approvedAt: null, rejectedAt: null, rejectionReason: null })
    .where(eq(mxpertProfiles.id, reviewProfileId));
}

/** The admin operations' targets back in the state each route works on. */
const setOpsStatus = (approvalStatus: 'approved' | 'suspended') => async () => {
  await t.db
    .update(mxpertProfiles)
    .set({ approvalStatus, suspensionReason: approvalStatus === 'suspended' ? 'Fuzz suspension reason' : null })
    .where(inArray(mxpertProfiles.id, real.opsProfileIds));
};
async function restoreChange() {
  await t.db.update(profileChanges).set({ status: 'pending', decidedAt: null }).where(inArray(profileChanges.id, real.changeIds));
}
const setOpsUserActive = (isActive: boolean) => async () => {
  await t.db.update(users).set({ isActive }).where(inArray(users.id, real.opsUserIds));
};
async function restoreUnverified() {
  await t.db.update(users).set({ emailVerifiedAt: null }).where(inArray(users.id, real.unverifiedIds));
}

// ---------------------------------------------------------------------------------------------
// One generator per route

const ids = (list: () => string[]) => () => list();
const states = () => ['tx', 'TX', 'all', 'ca', 'zz'];
const nameArb = fc.constantFrom('Grace', 'José', "O'Brien", 'Anne-Marie', 'Zoë');
const emailArb = fc.stringMatching(/^[a-z0-9]{4,12}$/).map((s) => `fuzz.${s}@example.com`);
const strongPassword = fc.constantFrom('Sunny-Harbor-42', 'Quiet-River-77!', 'Correct-Horse-9');
const inboxQuery = { page: '1', limit: '10' };
/** All waiting items, or some named: the consumer's own waiting ones, others' or unknown ids, odd kinds. */
const unclaimedChoiceArb = () =>
  fc.oneof(
    fc.constant({ all: true }),
    fc.record({
      items: fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant('message'), id: fc.constantFrom(...real.unclaimedMessageIds, ...real.messageIds) }),
          fc.record({ kind: fc.constant('cop_request'), id: fc.constantFrom(...real.unclaimedCopRequestIds) }),
          fc.record({ kind: fc.constantFrom('message', 'cop_request', 'review', ''), id: fc.oneof(fc.uuid(), hostileString) }),
        ),
        { minLength: 0, maxLength: 4 },
      ),
    }),
  );
/** Never TEST_PASSWORD: a success would change or delete the visitor's account under the other cases. */
const wrongPassword = fc.constantFrom('Quiet-River-77!', 'Correct-Horse-9', 'x');
const twoFactorCodeArb = fc.oneof(
  fc.stringMatching(/^[0-9]{6}$/),
  fc.stringMatching(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/),
  fc.constantFrom('', ' 123 456 ', '12345', '1234567'),
);
/** A signed preferences link, as an e-mail's footer carries it (the test app uses the development secret). */
const PREFERENCES_TOKEN = signPreferencesToken('fuzz.preferences@example.com');
const messageBody = () =>
  fc.record({
    firstName: nameArb,
    lastName: nameArb,
    email: emailArb,
    phone: fc.constant('(512) 555-0147'),
    isRealEstateAgent: fc.boolean(),
    helpType: fc.constant('credit-optimization'),
    preferredContact: fc.constant('email'),
    message: fc.constant('Hello, I would like help improving my credit score.'),
    consent: fc.constant(true),
  }) as fc.Arbitrary<Record<string, unknown>>;
const copBody = () =>
  fc.record({
    firstName: nameArb,
    lastName: nameArb,
    email: emailArb,
    phone: fc.constant('(512) 555-0148'),
    preferredContact: fc.constant('phone'),
    mortgageProcess: fc.constant('pre-qual'),
    consent: fc.constant(true),
  }) as fc.Arbitrary<Record<string, unknown>>;
const idempotency = () =>
  fc.oneof(
    fc.constant({}),
    fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/).map((k) => ({ 'idempotency-key': k })),
    hostileString.map((k) => ({ 'idempotency-key': k.replace(/[^\x20-\x7e]/g, '?') })),
  );
const replyArb = () =>
  fc.record({
    body: fc.oneof(fc.constant('Thanks, I will call you on Monday.'), fc.string({ minLength: 1, maxLength: 200 })),
  }) as fc.Arbitrary<Record<string, unknown>>;
const leadUpdate = () =>
  fc.record({
    status: fc.constantFrom('open', 'closed'),
    mxpertNotes: fc.constant('Called back, waiting for documents.'),
  }) as fc.Arbitrary<Record<string, unknown>>;
const profileFieldsArb = () => fc.constant(EVERY_SECTION_EDITED) as fc.Arbitrary<Record<string, unknown>>;

const checkpointArb = () =>
  fc.record({
    bureau: fc.constantFrom('equifax', 'experian', 'transunion'),
    score: fc.integer({ min: 300, max: 850 }),
    readOn: fc.constant('2026-01-15'),
  }) as fc.Arbitrary<Record<string, unknown>>;
/** The fields both sign-ups require (a professional's and a consumer's). */
const signUpArbs = { firstName: nameArb, lastName: nameArb, email: emailArb, password: strongPassword };
const SIGN_UP_KEYS = Object.keys(signUpArbs) as (keyof typeof signUpArbs)[];

/**
 * A professional's routes of one kind of lead: the inbox's lists, one lead (its update, deletion and
 * phone contact) and its conversation. Messages and COP requests differ by the path, the ids and
 * the update's method.
 */
function professionalLeadRoutes(
  path: 'messages' | 'cop-requests',
  update: 'PATCH' | 'PUT',
  leadIds: () => string[],
): Record<string, RouteSpec> {
  const base = `/api/dashboard/${path}`;
  const lead: RouteSpec = { visitor: 'mxpert', before: restoreInbox, params: { id: ids(leadIds) } };
  return {
    [`GET ${base}/recent`]: { visitor: 'mxpert' },
    [`GET ${base}/all`]: { visitor: 'mxpert', query: inboxQuery },
    [`GET ${base}/open`]: { visitor: 'mxpert', query: inboxQuery },
    [`GET ${base}/closed`]: { visitor: 'mxpert', query: inboxQuery },
    [`${update} ${base}/:id`]: { ...lead, body: leadUpdate },
    [`DELETE ${base}/:id`]: lead,
    [`POST ${base}/:id/phone-contact`]: lead,
    [`GET ${base}/:id/replies`]: lead,
    [`POST ${base}/:id/replies`]: { ...lead, body: replyArb },
    [`POST ${base}/:id/replies/read`]: lead,
  };
}

/** A client's conversation routes of one kind of their leads (messages, or COP requests under requests/). */
function clientLeadRoutes(path: 'messages' | 'requests', leadIds: () => string[]): Record<string, RouteSpec> {
  const base = `/api/consumer/${path}/:id/replies`;
  const lead: RouteSpec = { visitor: 'consumer', params: { id: ids(leadIds) } };
  return { [`GET ${base}`]: lead, [`POST ${base}`]: { ...lead, body: replyArb }, [`POST ${base}/read`]: lead };
}

const SPECS: Record<string, RouteSpec> = {
  // auth
  'POST /api/auth/login': {
    visitor: 'anonymous',
    body: () =>
      fc.record({
        email: fc.oneof(fc.constant(real.consumerEmail), emailArb),
        password: fc.oneof(fc.constant(TEST_PASSWORD), strongPassword),
      }),
  },
  'POST /api/auth/register': {
    visitor: 'anonymous',
    body: () =>
      fc.record(
        { ...signUpArbs, nmlsId: fc.stringMatching(/^[0-9]{6,8}$/), locale: fc.constantFrom('en-US', 'es-US', 'fr-FR', '') },
        { requiredKeys: [...SIGN_UP_KEYS, 'nmlsId'] },
      ),
  },
  'POST /api/auth/register-consumer': {
    visitor: 'anonymous',
    body: () =>
      fc.record(
        { ...signUpArbs, next: fc.oneof(fc.constantFrom('/consumer/settings', '/xperts/tx/CX12345678?review=1'), fc.string()) },
        { requiredKeys: SIGN_UP_KEYS },
      ),
  },
  'POST /api/auth/logout': { visitor: 'anonymous' },
  'GET /api/auth/me': { visitor: 'consumer' },
  'POST /api/auth/forgot-password': {
    visitor: 'anonymous',
    body: () => fc.record({ email: fc.oneof(fc.constant(real.consumerEmail), emailArb) }),
  },
  'POST /api/auth/reset-password': {
    visitor: 'anonymous',
    body: () => fc.record({ password: strongPassword, token: fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/) }),
  },
  'POST /api/auth/resend-verification': { visitor: 'anonymous', body: () => fc.record({ email: emailArb }) },
  'GET /api/auth/verify-email': { visitor: 'anonymous', query: { token: 'abcdefghijklmnopqrstuvwxyz012345' } },
  'POST /api/support': {
    visitor: 'anonymous',
    body: () =>
      fc.record({
        name: nameArb,
        email: emailArb,
        topic: fc.constantFrom('account', 'lead', 'professional', 'privacy', 'other'),
        message: fc.constant('I would like to know what you keep about me.'),
      }),
  },
  'POST /api/inquiries/confirm-sender': {
    visitor: 'anonymous',
    body: () => fc.record({ token: fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/) }),
  },
  // the event stream
  'GET /api/events': {
    visitor: 'consumer',
    headers: () => fc.record({ 'last-event-id': hostileString.map((k) => k.replace(/[^\x20-\x7e]/g, '?')) }),
  },
  // notifications
  'GET /api/notifications/mxpert': { visitor: 'mxpert', query: { limit: '10', recent: 'true' } },
  'GET /api/notifications/consumer': { visitor: 'consumer', query: { limit: '10', recent: 'true' } },
  'GET /api/admin/notifications': { visitor: 'admin', query: { limit: '10', recent: 'true' } },
  'PATCH /api/notifications/:id': { visitor: 'mxpert', params: { id: ids(() => real.notificationIds) } },
  'POST /api/notifications/read-all': { visitor: 'mxpert' },
  'PATCH /api/admin/notifications/:id': { visitor: 'admin', params: { id: ids(() => real.notificationIds) } },
  // onboarding
  'GET /api/onboarding/personal': { visitor: 'onboarding' },
  'GET /api/onboarding/company': { visitor: 'onboarding' },
  'GET /api/onboarding/services': { visitor: 'onboarding' },
  'GET /api/onboarding/contacts': { visitor: 'onboarding' },
  'GET /api/onboarding/current-step': { visitor: 'onboarding' },
  'POST /api/onboarding/personal': {
    visitor: 'onboarding',
    before: restoreOnboarding,
    multipart: {
      fields: {
        fullName: 'Jordan Avery',
        aboutMe: 'I help first-time buyers.',
        languages: JSON.stringify(['english', 'spanish']),
      },
      file: 'photo',
    },
  },
  'POST /api/onboarding/company': {
    visitor: 'onboarding',
    before: restoreOnboarding,
    multipart: {
      fields: ONBOARDING_COMPANY,
      file: 'companyLogo',
    },
  },
  'POST /api/onboarding/services': {
    visitor: 'onboarding',
    before: restoreOnboarding,
    body: () => fc.constant(ONBOARDING_SERVICES),
  },
  'POST /api/onboarding/contacts': {
    visitor: 'onboarding',
    before: restoreOnboarding,
    body: () => fc.constant(ONBOARDING_CONTACTS),
  },
  'POST /api/onboarding/consent': {
    visitor: 'onboarding',
    before: restoreOnboarding,
    body: () => fc.constant({ consentConfirmed: true }),
  },
  // the professional's profile
  'GET /api/mxpert/profile': { visitor: 'mxpert' },
  'GET /api/mxpert/profile/readonly': { visitor: 'mxpert' },
  'PATCH /api/mxpert/profile': {
    visitor: 'mxpert',
    before: restoreApproved,
    body: () =>
      fc.oneof(
        fc.constant({ phone: '(512) 555-0111' }),
        fc.constant({ companyName: 'New Name Lending', companyAddress: '1 Elm St' }),
        fc.constant({ aboutMe: 'Updated about me.', languages: ['english', 'spanish'] }),
        fc.constant({ serviceAreas: ['TX', 'CA'], loanTypes: ['fha'], specializations: ['refi'] }),
      ) as fc.Arbitrary<Record<string, unknown>>,
  },
  'PUT /api/mxpert/profile': { visitor: 'mxpert', before: restoreApproved, body: profileFieldsArb },
  // dashboard
  'GET /api/dashboard/stats': { visitor: 'mxpert' },
  'GET /api/dashboard/leads': { visitor: 'mxpert', query: { filter: 'needs-reply', q: 'Grace 555', page: '1', limit: '10' } },
  ...professionalLeadRoutes('messages', 'PATCH', () => real.messageIds),
  ...professionalLeadRoutes('cop-requests', 'PUT', () => real.copRequestIds),
  // conversations
  'GET /api/dashboard/unread': { visitor: 'mxpert' },
  ...clientLeadRoutes('messages', () => real.consumerMessageIds),
  ...clientLeadRoutes('requests', () => real.consumerCopRequestIds),
  'GET /api/consumer/unread': { visitor: 'consumer' },
  // public
  'GET /api/places': { visitor: 'anonymous', query: { q: 'Austin' } },
  'GET /api/public/partners': { visitor: 'anonymous' },
  'GET /api/public/policy-notice': { visitor: 'anonymous' },
  'GET /api/public/mxperts': {
    visitor: 'anonymous',
    query: {
      page: '1',
      limit: '12',
      search: 'Avery',
      loanTypes: 'fha',
      mortgageTypes: 'purchase',
      states: 'TX',
      languages: 'english',
    },
  },
  'GET /api/public/mxperts/:state/:cxid': { visitor: 'anonymous', params: { state: states, cxid: () => real.cxids } },
  'POST /api/messages/:state/:cxid': {
    visitor: 'anonymous',
    params: { state: states, cxid: () => real.cxids },
    body: messageBody,
    headers: idempotency,
  },
  'POST /api/messages/:cxid': {
    visitor: 'consumer',
    params: { cxid: () => real.cxids },
    body: messageBody,
    headers: idempotency,
  },
  'POST /api/cop-requests/:state/:cxid': {
    visitor: 'anonymous',
    params: { state: states, cxid: () => real.cxids },
    body: copBody,
    headers: idempotency,
  },
  'POST /api/cop-requests/:cxid': {
    visitor: 'consumer',
    params: { cxid: () => real.cxids },
    body: copBody,
    headers: idempotency,
  },
  // consumer
  'GET /api/consumer/dashboard': { visitor: 'consumer' },
  'GET /api/consumer/conversations': { visitor: 'consumer', query: { mxpert: 'CX00000001' } },
  'GET /api/consumer/messages/open': { visitor: 'consumer' },
  'GET /api/consumer/messages/closed': { visitor: 'consumer' },
  'GET /api/consumer/requests/open': { visitor: 'consumer' },
  'GET /api/consumer/requests/closed': { visitor: 'consumer' },
  'GET /api/consumer/unclaimed': { visitor: 'consumer' },
  'POST /api/consumer/unclaimed/confirm': { visitor: 'consumer', before: restoreUnclaimed, body: unclaimedChoiceArb },
  'POST /api/consumer/unclaimed/decline': { visitor: 'consumer', before: restoreUnclaimed, body: unclaimedChoiceArb },
  // admin
  'GET /api/admin/stats': { visitor: 'admin' },
  'GET /api/admin/mxperts': { visitor: 'admin', query: { page: '1', limit: '10', search: 'Avery', status: 'pending_completed' } },
  'GET /api/admin/mortgagexperts': {
    visitor: 'admin',
    query: {
      page: '1',
      limit: '10',
      search: 'Avery',
      state: 'TX',
      mortgageType: 'purchase',
      loanType: 'fha',
      experience: '6-10',
      creditXpert: '2',
    },
  },
  'GET /api/admin/mxperts/:id': { visitor: 'admin', params: { id: ids(() => real.reviewIds) } },
  'GET /api/admin/consents': { visitor: 'admin', query: { messageId: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/admin/mxperts/:id/approve': { visitor: 'admin', before: restoreReview, params: { id: ids(() => real.reviewIds) } },
  'POST /api/admin/mxperts/:id/reject': {
    visitor: 'admin',
    before: restoreReview,
    params: { id: ids(() => real.reviewIds) },
    body: () => fc.constant({ reason: 'Incomplete licensing information' }),
  },
  'GET /api/admin/messages': { visitor: 'admin', query: { limit: '10', recent: 'true' } },
  'GET /api/admin/cop-requests': { visitor: 'admin', query: { limit: '10', recent: 'true' } },
  'GET /api/admin/activities': { visitor: 'admin', query: { limit: '10', recent: 'true' } },
  'GET /api/admin/reports': { visitor: 'admin', query: { range: '30' } },
  // reviews
  'GET /api/public/mxperts/:cxid/reviews': {
    visitor: 'anonymous',
    params: { cxid: () => real.cxids },
    query: { page: '1', sort: 'highest' },
  },
  'GET /api/consumer/reviews': { visitor: 'consumer' },
  'GET /api/consumer/reviews/eligibility': { visitor: 'consumer', query: { cxid: 'CX00000001' } },
  'POST /api/consumer/reviews': {
    visitor: 'consumer',
    before: removeClientReview,
    body: () =>
      fc.record({
        cxid: fc.constantFrom(...real.cxids),
        rating: fc.integer({ min: 1, max: 5 }),
        knowledge: fc.option(fc.integer({ min: 1, max: 5 })),
        body: fc.constant('Clear advice and a plan that worked for us.'),
        pointsImproved: fc.option(fc.integer({ min: 0, max: 400 })),
      }) as fc.Arbitrary<Record<string, unknown>>,
  },
  'PATCH /api/consumer/reviews/:id': {
    visitor: 'consumer',
    before: restoreClientReviews,
    params: { id: ids(() => real.clientReviewIds) },
    body: () =>
      fc.record({
        rating: fc.integer({ min: 1, max: 5 }),
        body: fc.constant('Changed: even better than I said.'),
      }) as fc.Arbitrary<Record<string, unknown>>,
  },
  'DELETE /api/consumer/reviews/:id': {
    visitor: 'consumer',
    before: restoreClientReviews,
    params: { id: ids(() => real.clientReviewIds) },
  },
  'GET /api/dashboard/reviews': { visitor: 'mxpert', query: { page: '1' } },
  'POST /api/dashboard/reviews/:id/reply': {
    visitor: 'mxpert',
    before: restoreClientReviews,
    params: { id: ids(() => real.clientReviewIds) },
    body: () => fc.constant({ body: 'Thank you, it was a pleasure to help.' }),
  },
  'POST /api/reviews/:id/report': {
    visitor: 'consumer',
    before: restoreClientReviews,
    params: { id: ids(() => real.clientReviewIds) },
    body: () => fc.constant({ reason: 'This review names a person who is not a client.' }),
  },
  'POST /api/dashboard/reviews/:id/report': {
    visitor: 'mxpert',
    before: restoreClientReviews,
    params: { id: ids(() => real.clientReviewIds) },
    body: () => fc.constant({ reason: 'This person was never my client.' }),
  },
  'GET /api/admin/reviews': { visitor: 'admin', query: { status: 'reported', page: '1' } },
  'POST /api/admin/reviews/:id/hide': {
    visitor: 'admin',
    before: restoreClientReviews,
    params: { id: ids(() => real.clientReviewIds) },
    body: () => fc.constant({ reason: 'Not a client of this MortgageXpert.' }),
  },
  'POST /api/admin/reviews/:id/restore': {
    visitor: 'admin',
    before: async () => {
      await restoreClientReviews();
      await t.db.update(reviews).set({ status: 'hidden', hiddenAt: new Date(), hideReason: 'Spam' });
    },
    params: { id: ids(() => real.clientReviewIds) },
  },
  'POST /api/admin/reviews/:id/publish': {
    visitor: 'admin',
    before: async () => {
      await restoreClientReviews();
      await t.db.update(reviews).set({ status: 'held', heldReasons: ['shared_address'] });
    },
    params: { id: ids(() => real.clientReviewIds) },
  },
  'POST /api/admin/mxperts/:id/suspend': {
    visitor: 'admin',
    before: setOpsStatus('approved'),
    params: { id: ids(() => real.opsProfileIds) },
    body: () => fc.record({ reason: fc.constantFrom('License expired in Texas', '  Fraudulent claims made  ') }),
  },
  'POST /api/admin/mxperts/:id/reinstate': {
    visitor: 'admin',
    before: setOpsStatus('suspended'),
    params: { id: ids(() => real.opsProfileIds) },
    body: () => fc.record({ note: fc.constantFrom('', 'License renewed') }),
  },
  'GET /api/admin/profile-changes': { visitor: 'admin', query: { page: '1', status: 'pending' } },
  'POST /api/admin/profile-changes/:id/approve': {
    visitor: 'admin',
    before: restoreChange,
    params: { id: ids(() => real.changeIds) },
    body: () => fc.record({ confirmDuplicateNmls: fc.boolean() }),
  },
  'POST /api/admin/profile-changes/:id/decline': {
    visitor: 'admin',
    before: restoreChange,
    params: { id: ids(() => real.changeIds) },
    body: () => fc.constant({ reason: 'That company is not yours' }),
  },
  'GET /api/admin/users': { visitor: 'admin', query: { page: '1', search: 'Avery', role: 'CONSUMER', status: 'active' } },
  'POST /api/admin/users/:id/deactivate': {
    visitor: 'admin',
    before: setOpsUserActive(true),
    params: { id: ids(() => real.opsUserIds) },
    body: () => fc.constant({ reason: 'Abusive messages to professionals' }),
  },
  'POST /api/admin/users/:id/reactivate': {
    visitor: 'admin',
    before: setOpsUserActive(false),
    params: { id: ids(() => real.opsUserIds) },
  },
  'POST /api/admin/users/:id/resend-verification': {
    visitor: 'admin',
    before: restoreUnverified,
    params: { id: ids(() => real.unverifiedIds) },
  },
  'GET /api/admin/audit': {
    visitor: 'admin',
    query: { page: '1', action: 'mxpert.suspended', from: '2026-01-01', to: '2026-12-31' },
  },
  'GET /api/admin/partners': { visitor: 'admin' },
  'POST /api/admin/partners': {
    visitor: 'admin',
    multipart: { fields: { name: 'Example Lender Fuzz', website: 'https://lender.example' }, file: 'logo' },
  },
  'PATCH /api/admin/partners/:id': {
    visitor: 'admin',
    params: { id: ids(() => real.partnerIds) },
    multipart: { fields: { name: 'Example Lender Fuzz', website: '', hidden: 'true' }, file: 'logo' },
  },
  'GET /api/admin/support': { visitor: 'admin', query: { page: '1', status: 'closed', search: 'Jordan' } },
  'PATCH /api/admin/support/:id': {
    visitor: 'admin',
    params: { id: ids(() => real.supportRequestIds) },
    body: () =>
      fc.record(
        { status: fc.constantFrom('open', 'closed'), adminNotes: fc.constantFrom('', 'Answered by e-mail') },
        { requiredKeys: [] },
      ),
  },
  'GET /api/admin/audit.csv': { visitor: 'admin', query: { action: 'mxpert.approved', from: '2026-01-01' } },
  'GET /api/admin/mortgagexperts.csv': { visitor: 'admin', query: { search: 'Avery', state: 'TX', status: 'all' } },
  'GET /api/admin/reports.csv': { visitor: 'admin', query: { range: '30' } },
  // development
  // account settings (docs/decisions/059): never the right password where a success would end the visitor's account
  'PATCH /api/consumer/account': { visitor: 'consumer', body: () => fc.record({ firstName: nameArb, lastName: nameArb }) },
  'PUT /api/account/language': {
    visitor: 'mxpert',
    body: () => fc.record({ locale: fc.oneof(fc.constantFrom('en-US', 'es-US'), fc.string({ maxLength: 12 })) }),
  },
  'POST /api/account/password': {
    visitor: 'consumer',
    body: () => fc.record({ currentPassword: wrongPassword, newPassword: strongPassword }),
  },
  'POST /api/account/email': {
    visitor: 'mxpert',
    body: () => fc.record({ newEmail: emailArb, currentPassword: fc.oneof(fc.constant(TEST_PASSWORD), wrongPassword) }),
  },
  'POST /api/account/email/confirm': {
    visitor: 'anonymous',
    body: () => fc.record({ token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) }),
  },
  // two-factor sign-in: codes of any shape; the set-up's password wrong or right (a new secret, not in force)
  'POST /api/account/two-factor/setup': {
    visitor: 'mxpert',
    body: () => fc.record({ password: fc.oneof(fc.constant(TEST_PASSWORD), wrongPassword) }),
  },
  'POST /api/account/two-factor/enable': { visitor: 'mxpert', body: () => fc.record({ code: twoFactorCodeArb }) },
  'POST /api/account/two-factor/disable': {
    visitor: 'consumer',
    body: () => fc.record({ password: fc.oneof(fc.constant(TEST_PASSWORD), wrongPassword), code: twoFactorCodeArb }),
  },
  'POST /api/auth/login/two-factor': {
    visitor: 'anonymous',
    body: () => fc.record({ code: twoFactorCodeArb, rememberBrowser: fc.boolean() }),
  },
  'GET /api/consumer/account/export': { visitor: 'consumer' },
  'GET /api/mxpert/account/export': { visitor: 'mxpert' },
  'DELETE /api/consumer/account': { visitor: 'consumer', body: () => fc.record({ password: wrongPassword }) },
  'DELETE /api/mxpert/account': { visitor: 'mxpert', body: () => fc.record({ password: wrongPassword }) },
  'PUT /api/mxpert/listing': { visitor: 'mxpert', before: restoreApproved, body: () => fc.record({ paused: fc.boolean() }) },
  // e-mail preferences: a real signed link, and anything else
  'GET /api/email-preferences': { visitor: 'anonymous', query: { token: PREFERENCES_TOKEN } },
  'PUT /api/email-preferences': {
    visitor: 'anonymous',
    body: () =>
      fc.record({
        token: fc.oneof(fc.constant(PREFERENCES_TOKEN), fc.stringMatching(/^v1\.[A-Za-z0-9_-]{4,20}\.[A-Za-z0-9_-]{43}$/)),
        preferences: fc.record({ reminders: fc.boolean(), reviewInvitations: fc.boolean(), digests: fc.boolean() }),
      }),
  },
  'POST /api/email-preferences/unsubscribe': { visitor: 'anonymous', query: { token: PREFERENCES_TOKEN, category: 'reminders' } },
  'GET /api/email-preferences/unsubscribe': { visitor: 'anonymous', query: { token: PREFERENCES_TOKEN } },

  'GET /api/dev/mailbox': { visitor: 'anonymous', query: { to: 'test@example.com' } },

  // Credit Optimization Plans
  'POST /api/dashboard/plans': {
    visitor: 'mxpert',
    before: restoreInbox,
    body: () => fc.record({ leadId: fc.constantFrom(...real.messageIds, ...real.copRequestIds, ...real.consumerCopRequestIds) }),
  },
  'GET /api/dashboard/plans': { visitor: 'mxpert', query: { status: 'active', page: '1' } },
  'GET /api/dashboard/plans/:id': { visitor: 'mxpert', params: { id: ids(() => real.planIds) } },
  'PATCH /api/dashboard/plans/:id': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: () =>
      fc.record(
        {
          startingScores: fc.record({ equifax: fc.integer({ min: 300, max: 850 }) }),
          targetScore: fc.integer({ min: 300, max: 850 }),
          targetRepullOn: fc.constant('2030-06-01'),
          summary: fc.constantFrom('', 'Lower the card balances first.'),
          loanAmount: fc.integer({ min: 1_000, max: 2_000_000 }),
        },
        { requiredKeys: [] },
      ) as fc.Arbitrary<Record<string, unknown>>,
  },
  'POST /api/dashboard/plans/:id/actions': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: () => fc.constant(actionInput()),
  },
  'PATCH /api/dashboard/plans/:id/actions/:actionId': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds), actionId: ids(() => real.planActionIds) },
    body: () =>
      fc.record(
        { pointsMax: fc.integer({ min: 20, max: 200 }), position: fc.nat(5), dueOn: fc.constant('2030-05-01') },
        { requiredKeys: [] },
      ) as fc.Arbitrary<Record<string, unknown>>,
  },
  'DELETE /api/dashboard/plans/:id/actions/:actionId': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds), actionId: ids(() => real.planActionIds) },
  },
  'POST /api/dashboard/plans/:id/publish': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: () => fc.record({ note: fc.constantFrom('', 'Moved the due dates') }),
  },
  'POST /api/dashboard/plans/:id/close': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: () => fc.record({ reason: fc.constantFrom('The client bought elsewhere') }),
  },
  'POST /api/dashboard/plans/:id/checkpoints': {
    visitor: 'mxpert',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: checkpointArb,
  },
  'GET /api/consumer/plans': { visitor: 'consumer' },
  'GET /api/consumer/plans/:id': { visitor: 'consumer', params: { id: ids(() => real.planIds) } },
  'POST /api/consumer/plans/:id/actions/:actionId/done': {
    visitor: 'consumer',
    before: restorePlans,
    params: { id: ids(() => real.planIds), actionId: ids(() => real.planActionIds) },
  },
  'POST /api/consumer/plans/:id/actions/:actionId/undone': {
    visitor: 'consumer',
    before: restorePlans,
    params: { id: ids(() => real.planIds), actionId: ids(() => real.planActionIds) },
  },
  'POST /api/consumer/plans/:id/complete': {
    visitor: 'consumer',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: () =>
      fc.record({
        scores: fc.record({
          equifax: fc.integer({ min: 300, max: 850 }),
          experian: fc.option(fc.integer({ min: 300, max: 850 })),
        }),
        readOn: fc.constant('2026-02-01'),
      }) as fc.Arbitrary<Record<string, unknown>>,
  },
  'POST /api/consumer/plans/:id/checkpoints': {
    visitor: 'consumer',
    before: restorePlans,
    params: { id: ids(() => real.planIds) },
    body: checkpointArb,
  },
  ...Object.fromEntries(
    (
      [
        ['dashboard', 'mxpert'],
        ['consumer', 'consumer'],
      ] as const
    ).flatMap(([area, visitor]): [string, RouteSpec][] => [
      [
        `POST /api/${area}/plans/:id/documents`,
        { visitor, before: restoreDocuments, params: { id: ids(() => real.planIds) }, multipart: { fields: {}, file: 'file' } },
      ],
      [`GET /api/${area}/plans/:id/documents`, { visitor, params: { id: ids(() => real.planIds) } }],
      [
        `GET /api/${area}/plans/:id/documents/:docId`,
        { visitor, params: { id: ids(() => real.planIds), docId: ids(() => real.planDocumentIds) } },
      ],
      [
        `DELETE /api/${area}/plans/:id/documents/:docId`,
        { visitor, before: restoreDocuments, params: { id: ids(() => real.planIds), docId: ids(() => real.planDocumentIds) } },
      ],
    ]),
  ),
};

// ---------------------------------------------------------------------------------------------
// Properties

const COUNTED = {
  users,
  sessions,
  authTokens,
  mxpertProfiles,
  leads,
  notifications,
  emailOutbox,
  auditLog,
  reviews,
  conversationReplies,
  twoFactorRecoveryCodes,
  plans,
  planActions,
  planVersions,
  planCheckpoints,
  planDocuments,
};

function rowsOf(result: unknown): Record<string, unknown>[] {
  const r = result as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** The number of rows of every table a request can write, in one query. */
async function counts(): Promise<Record<string, number>> {
  const columns = Object.entries(COUNTED).map(
    ([name, table]) => sql`(select count(*) from ${table})::int as ${sql.identifier(name)}`,
  );
  const [row] = rowsOf(await t.db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** Rows that a complete write never leaves: empty required text, or a completed onboarding with gaps. */
const INCOMPLETE = sql`
  select 'users' as what, id::text from ${users}
    where trim(email) = '' or trim(first_name) = '' or trim(last_name) = '' or trim(name) = '' or password_hash = ''
  union all
  select 'professional without a profile', u.id::text from ${users} u left join ${mxpertProfiles} p on p.user_id = u.id
    where u.role = 'MXPERT' and p.id is null
  union all
  select 'messages', id::text from ${leads}
    where kind = 'message' and (trim(first_name) = '' or trim(last_name) = '' or trim(email) = '' or trim(phone) = '' or trim(state) = ''
      or length(trim(message)) < 10 or trim(help_type) = '')
  union all
  select 'cop_requests', id::text from ${leads}
    where kind = 'cop_request' and (trim(first_name) = '' or trim(last_name) = '' or trim(email) = '' or trim(phone) = '' or trim(state) = '')
  union all
  select 'completed profile with gaps', id::text from ${mxpertProfiles}
    where onboard_completed and (full_name is null or trim(full_name) = '' or phone is null or company_name is null
      or cardinality(service_areas) = 0 or not consent_confirmed)
  union all
  select 'rejection without a reason', id::text from ${mxpertProfiles}
    where approval_status = 'rejected' and (rejection_reason is null or trim(rejection_reason) = '')
  union all
  select 'reviews', id::text from ${reviews}
    where trim(body) = '' or rating not between 1 and 5 or (reply_body is not null and trim(reply_body) = '')
      or (status = 'hidden' and (hide_reason is null or trim(hide_reason) = ''))
  union all
  select 'blank reply', id::text from ${conversationReplies} where trim(body) = ''
  union all
  select 'outbox', id::text from ${emailOutbox} where trim(to_address) = '' or trim(subject) = '' or text_body = ''
  union all
  select 'plan action', id::text from ${planActions} where trim(account_label) = '' or account_label ~ '[0-9]{5}'
    or instructions ~ '[0-9]{5}' or points_min > points_max
  union all
  select 'completed plan without its figures', id::text from ${plans}
    where status = 'completed' and (gain is null or estimated_gain is null or completed_at is null)
  union all
  select 'closed plan without a reason', id::text from ${plans}
    where status = 'closed' and (close_reason is null or trim(close_reason) = '')
  union all
  select 'plan document', id::text from ${planDocuments} where trim(file_name) = '' or size_bytes <= 0
    or storage_key not like 'plan-documents/' || plan_id::text || '/%'
  union all
  select 'partner', id::text from ${partners} where trim(name) = '' or logo not like '/uploads/partners/%'
  union all
  select 'published plan without its version', p.id::text from ${plans} p
    where p.version > 0 and not exists (select 1 from ${planVersions} v where v.plan_id = p.id and v.version = p.version)
  limit 5`;

async function incompleteRows(): Promise<unknown[]> {
  return rowsOf(await t.db.execute(INCOMPLETE));
}

function send(method: string, url: string, spec: RouteSpec, c: Case): Promise<LightMyRequestResponse> {
  let path = url;
  for (const [name, value] of Object.entries(c.params)) path = path.replace(`:${name}`, value);
  if (c.query) path += `?${c.query}`;
  const headers: Record<string, string> = { [AJAX_HEADER]: AJAX_HEADER_VALUE, origin: TEST_ORIGIN, ...c.headers };
  if (spec.visitor !== 'anonymous') headers.cookie = cookies[spec.visitor];
  let payload: Buffer | string | undefined;
  if (c.payload.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(c.payload.body) ?? 'null';
  } else if (c.payload.kind === 'raw' || c.payload.kind === 'multipart') {
    headers['content-type'] = c.payload.contentType ?? 'application/octet-stream';
    payload = c.payload.raw;
  }
  return t.app.inject({
    method: method as 'GET',
    url: path,
    remoteAddress: randomIp(),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const stats = { cases: 0, byStatus: new Map<number, number>(), messages: new Set<string>() };

async function checkCase(method: string, url: string, spec: RouteSpec, c: Case): Promise<void> {
  await spec.before?.();
  const before = WRITES.has(method) ? await counts() : undefined;
  const res = await send(method, url, spec, c);
  stats.cases++;
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  const label = `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;

  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as unknown;
    expect(body !== null && typeof body === 'object' && !Array.isArray(body), label).toBe(true);
    expect(Object.keys(body as object), label).toEqual(['code', 'message']);
    const { code } = body as { code: unknown };
    expect(ERROR_CODES, label).toContain(code);
    expect(res.statusCode, label).toBe(ERROR_STATUS[code as ErrorCode]);
    const message = (body as { message: unknown }).message;
    expect(typeof message, label).toBe('string');
    stats.messages.add(String(message));
    expect((message as string).trim().length, label).toBeGreaterThan(0);
    // The answer never echoes internals.
    // Nor a validation library's default wording: every refusal names what to fix.
    expect(message as string, label).not.toMatch(/^(Invalid input|Invalid option|Too big|Too small|Unrecognized key)/);
    // ("Unknown state: …" repeats the value sent, which may be anything: only its own words are checked.)
    const own = (message as string).replace(/^(Unknown [a-z ]+): .*$/s, '$1');
    expect(own, label).not.toMatch(
      /\.[jt]s:\d+|syntax error at|relation ".*" does not exist|violates .* constraint|invalid input syntax|Zod|undefined|\[object Object\]/,
    );
  } else if (/^text\/event-stream/.test(String(res.headers['content-type']))) {
    // An event stream: its reconnection delay, then comment lines and events only.
    expect(res.body, label).toMatch(/^retry: \d+\n\n(:\n\n|event: [a-z-]+\ndata: [^\n]*\n\n)*$/);
  } else if (
    method === 'GET' &&
    url.includes('/documents/:docId') &&
    !/^application\/json/.test(String(res.headers['content-type']))
  ) {
    // A plan document's download: its bytes, never stored by a browser or a proxy, never sniffed. (An
    // empty docId is the documents' list, a route of its own that answers JSON.)
    expect(res.headers['cache-control'], label).toBe('private, no-store');
    expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  } else if (/^text\/csv/.test(String(res.headers['content-type']))) {
    // The CSV exports: a header record and CRLF-ended records.
    expect(res.body, label).toMatch(/^[^\r\n]+\r\n/);
  } else {
    expect(() => JSON.parse(res.body), label).not.toThrow();
  }
  if (before) {
    const after = await counts();
    if (res.statusCode >= 400) {
      // A refused request stores nothing: no table gained a row.
      for (const [table, n] of Object.entries(after))
        expect(n, `${label}: new rows in ${table}`).toBeLessThanOrEqual(before[table] ?? 0);
    } else {
      expect(await incompleteRows(), label).toEqual([]);
    }
  }
}

describe('hostile input on every /api route', () => {
  it('has a generator for every registered route', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !SPECS[key]);
    expect(missing, 'routes without a fuzz generator').toEqual([]);
    const stale = Object.keys(SPECS).filter((key) => !registered.includes(key));
    expect(stale, 'generators for routes that no longer exist').toEqual([]);
  });

  const timeout = Math.max(60_000, RUNS * 1_000);
  for (const [key, spec] of Object.entries(SPECS)) {
    const [method = 'GET', url = ''] = key.split(' ');
    it(`${key} as ${spec.visitor}: never a 5xx, errors are { code, message }, nothing half-written`, { timeout }, async () => {
      const casesBefore = stats.cases;
      await fc.assert(
        fc.asyncProperty(caseOf(spec, url, method), (c) => checkCase(method, url, spec, c)),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: RUNS > 100 },
      );
      // Every generated case reached the server.
      expect(stats.cases - casesBefore).toBeGreaterThanOrEqual(RUNS);
    });
  }

  // What ran is reported once at the end; it asserts nothing, so every test above stands alone.
  afterAll(() => {
    const byStatus = [...stats.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `fuzz: ${Object.keys(SPECS).length} routes, ${RUNS} runs each, ${stats.cases} requests (${byStatus.join(', ')})`,
    );
    if (process.env.FUZZ_MESSAGES) console.info([...stats.messages].sort().join('\n'));
  });
});
