import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { createDatabaseAt } from '../helpers/database-at.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The leads' data survives every migration after 0032 (the last one with a table per kind of lead):
 * a database built at 0032 and filled through SQL written for that schema, with leads of every kind
 * and everything that points at them, is migrated to the latest migration; then every API that reads
 * leads answers each party what the code of 0032 answered (the fixture, recorded by that code with
 * RECORD_LEAD_FIXTURE=1), and the same jobs wait. What the export gained after the recording was
 * written into the fixture: its `plans` from the same consumer's recorded plan pages, which they
 * repeat, and its account's `name` and `locale` from the account the fill made (first and last name,
 * the default language).
 */

const FIXTURE = fileURLToPath(new URL('./fixtures/lead-model-answers.json', import.meta.url));
const RECORD = process.env.RECORD_LEAD_FIXTURE === '1';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/**
 * Every time in the data is a whole number of hours before BASE, noon UTC of the day before the run:
 * the answers name the same days and hours of it whatever the time of the run, and every lead is
 * older than the 24 hours after which an unanswered lead counts as waiting.
 */
const BASE = Math.floor(Date.now() / DAY) * DAY - 12 * HOUR;
const at = (hoursBefore: number) => new Date(BASE - hoursBefore * HOUR).toISOString();
const day = (daysAfter: number) => new Date(BASE + daysAfter * DAY).toISOString().slice(0, 10);
/** Set once the data is in: anything the server stamps with its clock is later than this. */
let filledAt = 0;

const id = (group: number, n: number) => `${String(group).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const U = { proA: id(1, 1), proB: id(1, 2), c1: id(1, 3), c2: id(1, 4), admin: id(1, 5), gone: id(1, 6) };
const P = { a: id(2, 1), b: id(2, 2) };
const M = { m1: id(3, 1), m2: id(3, 2), m3: id(3, 3), m4: id(3, 4), m5: id(3, 5), m6: id(3, 6), m7: id(3, 7), m8: id(3, 8) };
const C = { c1: id(4, 1), c2: id(4, 2), c3: id(4, 3), c4: id(4, 4), c5: id(4, 5), c6: id(4, 6), c7: id(4, 7), c8: id(4, 8) };
const PLAN = { p1: id(5, 1), p2: id(5, 2), p3: id(5, 3), p4: id(5, 4) };
const ACTION = { a1: id(6, 1), a2: id(6, 2), a3: id(6, 3), a4: id(6, 4), a5: id(6, 5) };

const EMAIL = {
  proA: 'pro.a@lead-model.example',
  proB: 'pro.b@lead-model.example',
  c1: 'client.one@lead-model.example',
  c2: 'client.two@lead-model.example',
  admin: 'admin@lead-model.example',
  guest: 'guest@lead-model.example',
  guest2: 'guest.two@lead-model.example',
  gone: 'gone@lead-model.example',
};
const TOKEN = { proA: 'token-pro-a', proB: 'token-pro-b', c1: 'token-client-1', c2: 'token-client-2', admin: 'token-admin' };

interface Lead {
  id: string;
  kind: 'message' | 'cop_request';
  pro: string;
  /** The account it was sent from, or null for a guest. */
  account: string | null;
  first: string;
  last: string;
  email: string;
  /** Hours before BASE. */
  created: number;
  status?: 'open' | 'closed';
  /** Hours after creation. */
  firstReply?: number;
  phone?: number;
  reminded?: boolean;
  reviewInvited?: boolean;
  hidden?: boolean;
  awaiting?: boolean;
  senderDeleted?: boolean;
  consent?: boolean;
  locale?: 'en-US' | 'es-US';
  state?: string;
}

/**
 * Pro A's answered leads take 0.5 to 7 hours and three wait: the median of the eleven is an answered
 * one (5 hours), whatever the age of the waiting ones on the day of the run; pro B's three answered
 * leads outnumber its two waiting ones the same way.
 */
const SENDERS = {
  c1: { account: U.c1, first: 'Cora', last: 'One', email: EMAIL.c1 },
  c2: { account: U.c2, first: 'Dana', last: 'Two', email: EMAIL.c2 },
  /** A guest with the address of an account: awaits that account's confirmation. */
  c1Guest: { account: null, first: 'Cora', last: 'One', email: EMAIL.c1 },
  c2Guest: { account: null, first: 'Dana', last: 'Two', email: EMAIL.c2 },
  guest: { account: null, first: 'Gus', last: 'Guest', email: EMAIL.guest },
  guest2: { account: null, first: 'Hal', last: 'Guest', email: EMAIL.guest2 },
  gone: { account: null, first: 'Gone', last: 'Away', email: EMAIL.gone },
};
type LeadFacts = Omit<Lead, 'id' | 'kind' | 'pro' | 'account' | 'first' | 'last' | 'email' | 'created'>;
const lead = (
  leadId: string,
  kind: Lead['kind'],
  pro: string,
  sender: keyof typeof SENDERS,
  created: number,
  facts: LeadFacts = {},
): Lead => ({ id: leadId, kind, pro, ...SENDERS[sender], created, ...facts });
const LEADS: Lead[] = [
  lead(M.m1, 'message', P.a, 'c1', 400, { firstReply: 1 }),
  lead(C.c1, 'cop_request', P.a, 'c1', 380, { firstReply: 2, state: 'TX' }),
  lead(M.m3, 'message', P.a, 'guest', 360, { phone: 3, status: 'closed', reviewInvited: true }),
  lead(C.c3, 'cop_request', P.a, 'c2', 340, { phone: 4, firstReply: 6, locale: 'es-US' }),
  lead(M.m4, 'message', P.a, 'c1', 320, { firstReply: 0.5, hidden: true }),
  lead(C.c4, 'cop_request', P.a, 'guest', 300, { firstReply: 6, hidden: true, reminded: true }),
  lead(M.m6, 'message', P.a, 'c2', 280, { firstReply: 5, status: 'closed', reviewInvited: true, state: 'FL' }),
  lead(M.m7, 'message', P.a, 'gone', 260, { firstReply: 7, senderDeleted: true, consent: false }),
  lead(C.c5, 'cop_request', P.a, 'c2', 120, { reminded: true }),
  lead(C.c2, 'cop_request', P.a, 'c1Guest', 96, { awaiting: true, reminded: true }),
  lead(M.m2, 'message', P.a, 'c2Guest', 72, { awaiting: true, locale: 'es-US' }),
  lead(M.m5, 'message', P.b, 'c2', 150, { reminded: true, state: 'TX' }),
  lead(C.c6, 'cop_request', P.b, 'guest2', 60),
  lead(M.m8, 'message', P.b, 'c1', 230, { firstReply: 2, status: 'closed' }),
  lead(C.c7, 'cop_request', P.b, 'guest2', 210, { phone: 1 }),
  lead(C.c8, 'cop_request', P.b, 'c2', 190, { firstReply: 3, reviewInvited: true }),
];

type Sql = (text: string, values?: unknown[]) => Promise<unknown>;

async function fillAt0032(database: DatabaseHandle): Promise<void> {
  const run: Sql = (text, values) => database.runSql(text, values ?? []);
  const user = (uid: string, email: string, first: string, last: string, role: string, createdHours: number) =>
    run(
      `insert into users (id, email, password_hash, first_name, last_name, name, role, email_verified_at, two_factor_exempt, created_at, updated_at)
       values ($1, $2, 'not-a-password-hash', $3, $4, $3 || ' ' || $4, $5, $6, $7, $6, $6)`,
      [uid, email, first, last, role, at(createdHours), role === 'ADMIN'],
    );
  await user(U.proA, EMAIL.proA, 'Paula', 'Alpha', 'MXPERT', 1500);
  await user(U.proB, EMAIL.proB, 'Pete', 'Beta', 'MXPERT', 1490);
  await user(U.c1, EMAIL.c1, 'Cora', 'One', 'CONSUMER', 1400);
  await user(U.c2, EMAIL.c2, 'Dana', 'Two', 'CONSUMER', 1390);
  await user(U.admin, EMAIL.admin, 'Ada', 'Admin', 'ADMIN', 1600);
  for (const [uid, token] of [
    [U.proA, TOKEN.proA],
    [U.proB, TOKEN.proB],
    [U.c1, TOKEN.c1],
    [U.c2, TOKEN.c2],
    [U.admin, TOKEN.admin],
  ] as const) {
    await run(`insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      hashToken(token),
      uid,
    ]);
  }
  const profile = (pid: string, uid: string, cxid: string, name: string, nmls: string, createdHours: number) =>
    run(
      `insert into mxpert_profiles (id, user_id, cxid, full_name, about_me, languages, company_name, company_address, nmls_id,
         years_experience, scores_optimized, service_areas, loan_types, specializations, phone, consent_confirmed,
         onboard_completed, current_step, approval_status, approved_at, created_at, updated_at)
       values ($1, $2, $3, $4, 'I help families improve their credit before they apply for a mortgage.', '{english}',
         'Lead Model Lending', '1 Main St, Austin, TX 78701', $5, 9, 150, '{TX}', '{conventional,fha}', '{purchase}',
         '(512) 555-0100', true, true, 4, 'approved', $6, $6, $6)`,
      [pid, uid, cxid, name, nmls, at(createdHours)],
    );
  await profile(P.a, U.proA, 'CXLEADAAAA', 'Paula Alpha', '7700001', 1500);
  await profile(P.b, U.proB, 'CXLEADBBBB', 'Pete Beta', '7700002', 1490);

  for (const [index, lead] of LEADS.entries()) {
    const plus = (hours: number | undefined) => (hours === undefined ? null : at(lead.created - hours));
    const common = [
      lead.id,
      lead.pro,
      lead.account,
      lead.first,
      lead.last,
      lead.email,
      '(512) 555-0147',
      lead.phone !== undefined ? 'phone' : 'email',
      lead.state ?? null,
      lead.status ?? 'open',
      !lead.awaiting,
      lead.awaiting ? hashToken(`confirm-${lead.id}`) : null,
      plus(lead.firstReply),
      plus(lead.phone),
      lead.reminded ? at(lead.created - 24) : null,
      lead.reviewInvited ? at(lead.created - 48) : null,
      lead.consent === false ? null : at(lead.created),
      lead.senderDeleted ? at(lead.created - 100) : null,
      lead.hidden ? at(lead.created - 50) : null,
      lead.locale ?? 'en-US',
      at(lead.created),
    ];
    const columns = `id, mxpert_profile_id, consumer_user_id, first_name, last_name, email, phone, preferred_contact, state,
      status, sender_confirmed, sender_token_hash, first_reply_at, phone_contacted_at, reminder_sent_at, review_invited_at,
      consent_recorded_at, sender_deleted_at, hidden_by_mxpert_at, locale, created_at, updated_at`;
    const values = Array.from({ length: 21 }, (_, i) => `$${i + 1}`).join(', ');
    if (lead.kind === 'message') {
      await run(
        `insert into messages (${columns}, is_real_estate_agent, help_type, message) values (${values}, $21, $22, $23, $24)`,
        [
          ...common,
          lead.id === M.m6,
          lead.id === M.m1 ? 'credit-optimization' : 'mortgage-preapproval',
          `Message text of ${lead.first} (${lead.id.slice(-2)}).`,
        ],
      );
    } else {
      await run(
        `insert into cop_requests (${columns}, mortgage_process, believed_score_range, target_score, timeline, loan_amount, zip)
         values (${values}, $21, $22, $23, $24, $25, $26, $27)`,
        [
          ...common,
          lead.id === C.c1 ? 'purchasing-home' : lead.id === C.c3 ? 'refinance' : 'pre-qual',
          lead.id === C.c1 ? '620-659' : null,
          lead.id === C.c1 ? 720 : null,
          lead.id === C.c1 ? '3-6-months' : null,
          lead.id === C.c1 ? 325000 : lead.id === C.c3 ? 210000 : null,
          lead.id === C.c1 ? '78701' : null,
        ],
      );
    }
    if (lead.consent !== false) {
      const statement = `I agree that ${lead.pro === P.a ? 'Paula Alpha' : 'Pete Beta'} may contact me about my request.`;
      await run(
        `insert into lead_consents (id, ${lead.kind === 'message' ? 'message_id' : 'cop_request_id'}, mxpert_profile_id, text, version, text_sha256, client_address, user_agent, created_at)
         values ($5, $1, $2, $3, 'v3', encode(sha256(convert_to($3, 'UTF8')), 'hex'), '203.0.113.7', 'Mozilla/5.0 (lead model test)', $4)`,
        [lead.id, lead.pro, statement, at(lead.created), id(13, index + 1)],
      );
    }
  }

  // The conversations: who wrote, hours after the lead, and hours after the lead it was read (or unread).
  const replies: [string, 'message' | 'cop_request', 'mxpert' | 'consumer', number, number | null][] = [
    [M.m1, 'message', 'mxpert', 1, 2],
    [M.m1, 'message', 'consumer', 3, null],
    [M.m1, 'message', 'mxpert', 5, null],
    [C.c1, 'cop_request', 'mxpert', 2, 3],
    [C.c1, 'cop_request', 'consumer', 4, null],
    [C.c3, 'cop_request', 'mxpert', 6, null],
    [M.m4, 'message', 'mxpert', 0.5, 1],
    [C.c4, 'cop_request', 'mxpert', 6, null],
    [M.m6, 'message', 'mxpert', 5, 6],
    [M.m6, 'message', 'consumer', 7, 8],
    [M.m7, 'message', 'mxpert', 7, null],
    [M.m8, 'message', 'mxpert', 2, 2.5],
    [M.m8, 'message', 'consumer', 3, 4],
    [C.c8, 'cop_request', 'mxpert', 3, null],
  ];
  let n = 0;
  for (const [leadId, kind, from, after, readAfter] of replies) {
    const lead = LEADS.find((l) => l.id === leadId) as Lead;
    const author = from === 'mxpert' ? (lead.pro === P.a ? U.proA : U.proB) : lead.account;
    n++;
    await run(
      `insert into conversation_replies (id, ${kind === 'message' ? 'message_id' : 'cop_request_id'}, "from", author_user_id, body, created_at, read_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id(7, n),
        leadId,
        from,
        author,
        `Reply ${n} from the ${from}.`,
        at(lead.created - after),
        readAfter === null ? null : at(lead.created - readAfter),
      ],
    );
  }

  // Plans: an active one with a published version, actions, a checkpoint and documents (from m1), a
  // draft (from c1), a completed one (from c3) and one of a lead the professional deleted (m4).
  const plan = (
    pid: string,
    column: string,
    leadId: string,
    status: string,
    version: number,
    hours: number,
    extra: Record<string, unknown>,
  ) => {
    const base: Record<string, unknown> = {
      id: pid,
      [column]: leadId,
      mxpert_profile_id: P.a,
      status,
      equifax_start: 610,
      experian_start: 620,
      transunion_start: 615,
      scores_read_on: day(-20),
      target_score: 700,
      target_repull_on: day(40),
      summary: `Plan ${pid.slice(-1)}: pay down the cards and keep them open.`,
      version,
      published_at: version > 0 ? at(hours - 1) : null,
      created_at: at(hours),
      updated_at: at(hours - 2),
      ...extra,
    };
    const keys = Object.keys(base);
    return run(
      `insert into plans (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      keys.map((k) => base[k]),
    );
  };
  await plan(PLAN.p1, 'message_id', M.m1, 'active', 1, 390, { mxpert_opened_at: at(200) });
  await plan(PLAN.p2, 'cop_request_id', C.c1, 'draft', 0, 370, { loan_amount: 325000 });
  await plan(PLAN.p3, 'cop_request_id', C.c3, 'completed', 1, 330, {
    equifax_final: 690,
    experian_final: 700,
    transunion_final: 695,
    final_read_on: day(-2),
    gain: 80,
    estimated_gain: 60,
    completed_at: at(50),
  });
  await plan(PLAN.p4, 'message_id', M.m4, 'active', 1, 310, {});
  const action = (aid: string, pid: string, position: number, label: string, done: number | null, deleted = false) =>
    run(
      `insert into plan_actions (id, plan_id, position, account_label, kind, amount, points_min, points_max, due_on, statement_day,
         instructions, done_at, deleted_at, created_at, updated_at)
       values ($1, $2, $3, $4, 'pay-down', 1200, 10, 25, $5, 14, 'Pay it below 10% before the statement.', $6, $7, $8, $8)`,
      [aid, pid, position, label, day(10 + position), done === null ? null : at(done), deleted ? at(150) : null, at(389)],
    );
  await action(ACTION.a1, PLAN.p1, 1, 'Visa ending 1234', 100);
  await action(ACTION.a2, PLAN.p1, 2, 'Store card', null);
  await action(ACTION.a3, PLAN.p1, 3, 'Old loan', null, true);
  await action(ACTION.a4, PLAN.p2, 1, 'Car loan', null);
  await action(ACTION.a5, PLAN.p3, 1, 'Mastercard', 200);
  const snapshot = (actionIds: string[], labels: string[], loanAmount: number | null) => ({
    startingScores: { equifax: 610, experian: 620, transunion: 615 },
    scoresReadOn: day(-20),
    targetScore: 700,
    targetRepullOn: day(40),
    summary: 'Pay down the cards and keep them open.',
    loanAmount,
    actions: actionIds.map((aid, i) => ({
      id: aid,
      accountLabel: labels[i],
      kind: 'pay-down',
      amount: 1200,
      pointsMin: 10,
      pointsMax: 25,
      dueOn: day(11 + i),
      statementDay: 14,
      instructions: 'Pay it below 10% before the statement.',
    })),
  });
  const version = (vid: string, pid: string, content: object, hours: number) =>
    run(
      `insert into plan_versions (id, plan_id, version, snapshot, note, changes, published_at) values ($1, $2, 1, $3, 'First version.', '[]', $4)`,
      [vid, pid, JSON.stringify(content), at(hours)],
    );
  await version(id(8, 1), PLAN.p1, snapshot([ACTION.a1, ACTION.a2], ['Visa ending 1234', 'Store card'], null), 389);
  await version(id(8, 3), PLAN.p3, snapshot([ACTION.a5], ['Mastercard'], 210000), 329);
  await version(id(8, 4), PLAN.p4, snapshot([], [], null), 309);
  await run(
    `insert into plan_checkpoints (id, plan_id, bureau, score, read_on, recorded_by, author_user_id, created_at)
     values ($1, $2, 'experian', 655, $3, 'consumer', $4, $5)`,
    [id(9, 1), PLAN.p1, day(-5), U.c1, at(120)],
  );
  const document = (did: string, pid: string, name: string, by: 'mxpert' | 'consumer', uid: string, hours: number) =>
    run(
      `insert into plan_documents (id, plan_id, storage_key, file_name, content_type, size_bytes, uploaded_by, uploader_user_id, created_at)
       values ($1, $2, $3, $4, 'application/pdf', 2048, $5, $6, $7)`,
      [did, pid, `plan-documents/${pid}/${did}.pdf`, name, by, uid, at(hours)],
    );
  await document(id(10, 1), PLAN.p1, 'credit-report.pdf', 'consumer', U.c1, 250);
  await document(id(10, 2), PLAN.p1, 'dispute-letter.pdf', 'mxpert', U.proA, 180);

  // Reviews: one visible with the professional's reply, one held for the admins.
  await run(
    `insert into reviews (id, mxpert_profile_id, consumer_user_id, rating, responsiveness, knowledge, communication, body,
       points_improved, status, reply_body, reply_created_at, reply_updated_at, created_at, updated_at)
     values ($1, $2, $3, 5, 5, 4, 5, 'Paula answered within the hour and my score went up.', 60, 'visible',
       'Thank you, Cora!', $4, $4, $5, $5)`,
    [id(11, 1), P.a, U.c1, at(150), at(160)],
  );
  await run(
    `insert into reviews (id, mxpert_profile_id, consumer_user_id, rating, body, status, held_reasons, created_at, updated_at)
     values ($1, $2, $3, 4, 'Helpful, if slow to call back.', 'held', '{shared_address}', $4, $4)`,
    [id(11, 2), P.a, U.c2, at(140)],
  );

  // The bell: a new lead names it as messageId or copRequestId, a reply as itemId.
  const notification = (nid: string, uid: string, type: string, title: string, metadata: object, read: boolean, hours: number) =>
    run(
      `insert into notifications (id, user_id, type, title, message, is_read, metadata, created_at) values ($1, $2, $3, $4, $4, $5, $6, $7)`,
      [nid, uid, type, title, read, JSON.stringify(metadata), at(hours)],
    );
  const bell: [string, string, string, object, boolean, number][] = [
    [U.proA, 'new_message', 'Cora One sent you a message.', { senderName: 'Cora One', messageId: M.m1 }, true, 400],
    [U.proA, 'new_cop_request', 'Cora One sent you a COP request.', { senderName: 'Cora One', copRequestId: C.c1 }, false, 380],
    [U.proA, 'new_message', 'Cora One sent you a message.', { senderName: 'Cora One', messageId: M.m4 }, false, 320],
    [
      U.proA,
      'new_reply',
      'Cora One replied',
      { senderName: 'Cora One', kind: 'message', itemId: M.m1, reopened: false, link: `/mxpert/messages/${M.m1}` },
      false,
      397,
    ],
    [U.proA, 'new_cop_request', 'Dana Two sent you a COP request.', { senderName: 'Dana Two', copRequestId: C.c5 }, false, 120],
    [
      U.c1,
      'new_reply',
      'Paula Alpha replied',
      { mxpertName: 'Paula Alpha', kind: 'message', itemId: M.m1, link: `/consumer/messages/${M.m1}` },
      false,
      395,
    ],
    [
      U.c2,
      'new_reply',
      'Paula Alpha replied',
      { mxpertName: 'Paula Alpha', kind: 'cop_request', itemId: C.c3, link: `/consumer/requests/${C.c3}` },
      true,
      334,
    ],
    [U.proB, 'new_message', 'Dana Two sent you a message.', { senderName: 'Dana Two', messageId: M.m5 }, false, 150],
  ];
  for (const [i, [uid, type, title, metadata, read, hours]] of bell.entries())
    await notification(id(12, i + 1), uid, type, title, metadata, read, hours);

  // Waiting jobs: reminders of unanswered leads, invitations to review after a first reply.
  const job = (name: string, kind: string, leadId: string, startHoursBefore: number) =>
    run(`insert into pgboss.job (name, data, singleton_key, start_after, policy) values ($1, $2, $3, $4, 'short')`, [
      name,
      JSON.stringify({ kind, id: leadId }),
      `${kind}:${leadId}`,
      new Date(BASE - startHoursBefore * HOUR + 30 * DAY).toISOString(),
    ]);
  await job('lead-reminder', 'cop_request', C.c6, 60);
  await job('lead-reminder', 'message', M.m2, 72);
  await job('review-invitation', 'message', M.m1, 399);
  await job('review-invitation', 'cop_request', C.c3, 334);
}

/** Each party's session cookie. */
const COOKIE = Object.fromEntries(Object.entries(TOKEN).map(([k, token]) => [k, `mx_session=${token}`])) as Record<
  keyof typeof TOKEN,
  string
>;

/** Every GET that reads leads, in the order they run (opening a conversation marks its replies and notifications read). */
function requests(): [party: keyof typeof TOKEN | 'public', url: string][] {
  const list: [keyof typeof TOKEN | 'public', string][] = [];
  for (const pro of ['proA', 'proB'] as const) {
    list.push(
      [pro, '/api/dashboard/stats'],
      [pro, '/api/dashboard/unread'],
      [pro, '/api/notifications/mxpert'],
      ...(['all', 'needs-reply', 'open', 'closed'] as const).map(
        (f) => [pro, `/api/dashboard/leads?filter=${f}`] as [typeof pro, string],
      ),
      [pro, '/api/dashboard/leads?q=dana'],
      ...['recent', 'all', 'open', 'closed'].flatMap((f) => [
        [pro, `/api/dashboard/messages/${f}`] as [typeof pro, string],
        [pro, `/api/dashboard/cop-requests/${f}`] as [typeof pro, string],
      ]),
      [pro, '/api/dashboard/plans'],
      [pro, '/api/dashboard/reviews'],
    );
  }
  for (const plan of Object.values(PLAN))
    list.push(['proA', `/api/dashboard/plans/${plan}`], ['proA', `/api/dashboard/plans/${plan}/documents`]);
  for (const consumer of ['c1', 'c2'] as const) {
    list.push(
      [consumer, '/api/consumer/dashboard'],
      [consumer, '/api/consumer/conversations?mxpert=CXLEADAAAA'],
      [consumer, '/api/consumer/conversations?mxpert=CXLEADBBBB'],
      [consumer, '/api/consumer/unread'],
      [consumer, '/api/notifications/consumer'],
      [consumer, '/api/consumer/messages/open'],
      [consumer, '/api/consumer/messages/closed'],
      [consumer, '/api/consumer/requests/open'],
      [consumer, '/api/consumer/requests/closed'],
      [consumer, '/api/consumer/unclaimed'],
      [consumer, '/api/consumer/plans'],
      [consumer, '/api/consumer/reviews'],
      [consumer, `/api/consumer/reviews/eligibility?cxid=CXLEADAAAA`],
      [consumer, `/api/consumer/reviews/eligibility?cxid=CXLEADBBBB`],
      [consumer, '/api/consumer/account/export'],
    );
    for (const plan of Object.values(PLAN))
      list.push([consumer, `/api/consumer/plans/${plan}`], [consumer, `/api/consumer/plans/${plan}/documents`]);
  }
  list.push(
    ['admin', '/api/admin/messages'],
    ['admin', '/api/admin/cop-requests'],
    ['admin', '/api/admin/stats'],
    ['admin', '/api/admin/activities'],
    ['admin', '/api/admin/activities?recent=true'],
    ['admin', '/api/admin/notifications'],
    ['admin', '/api/admin/reports'],
    ['admin', '/api/admin/reports?range=90'],
    ['admin', '/api/admin/reports.csv'],
    ['admin', `/api/admin/mxperts/${P.a}`],
    ['admin', `/api/admin/mxperts/${P.b}`],
    ['admin', '/api/admin/reviews'],
    ...LEADS.map(
      (l) => ['admin', `/api/admin/consents?${l.kind === 'message' ? 'messageId' : 'copRequestId'}=${l.id}`] as ['admin', string],
    ),
    ['public', '/api/public/mxperts/tx/CXLEADAAAA'],
    ['public', '/api/public/mxperts/tx/CXLEADBBBB'],
    ['public', '/api/public/mxperts?state=TX'],
    ['public', '/api/public/mxperts/CXLEADAAAA/reviews'],
  );
  // The conversations last, each by every party (the owner's marks its replies read, the others answer 404).
  for (const lead of LEADS) {
    const proUrl = `/api/dashboard/${lead.kind === 'message' ? 'messages' : 'cop-requests'}/${lead.id}/replies`;
    const clientUrl = `/api/consumer/${lead.kind === 'message' ? 'messages' : 'requests'}/${lead.id}/replies`;
    list.push(['proA', proUrl], ['proB', proUrl], ['c1', clientUrl], ['c2', clientUrl]);
  }
  // And what the reading changed.
  list.push(
    ['proA', '/api/dashboard/unread'],
    ['proA', '/api/notifications/mxpert'],
    ['proA', '/api/dashboard/leads?filter=all'],
    ['c1', '/api/consumer/unread'],
    ['c1', '/api/notifications/consumer'],
    ['c2', '/api/consumer/unread'],
    ['c2', '/api/consumer/conversations?mxpert=CXLEADAAAA'],
  );
  return list;
}

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})/g;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * What may differ between two runs and is not the data's: a time the server took from its clock
 * while answering (a reply's read mark set by opening the conversation, a report's "computed at", the
 * export's date) is `now`; every other time is written as hours before BASE and every date as days
 * from BASE's day, since the data is dated from the day of the run.
 */
function normalise(text: string): string {
  return text
    .replace(ISO, (iso) => {
      const t = Date.parse(iso);
      if (t >= filledAt && t <= Date.now()) return 'now';
      return `base${t <= BASE ? '-' : '+'}${Math.abs(t - BASE) / HOUR}h`;
    })
    .replace(DATE, (date) => {
      const days = Math.round((Date.parse(`${date}T00:00:00Z`) - (BASE - 12 * HOUR)) / DAY);
      return `day${days < 0 ? '' : '+'}${days}`;
    });
}

/** JSON with its objects' keys in order, so two answers compare as text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function answers(t: TestApp): Promise<Record<string, { status: number; body: unknown }>> {
  const out: Record<string, { status: number; body: unknown }> = {};
  for (const [party, url] of requests()) {
    const res = await t.request({ method: 'GET', url, ...(party === 'public' ? {} : { cookie: COOKIE[party] }) });
    const json = (res.headers['content-type'] ?? '').toString().includes('json');
    const body = json ? JSON.parse(normalise(JSON.stringify(canonical(res.json())))) : normalise(res.body);
    out[`${party} ${url}`] = { status: res.statusCode, body };
  }
  return out;
}

async function pendingJobs(database: DatabaseHandle) {
  const result = (await database.runSql(
    `select name, data, singleton_key, state::text as state, start_after from pgboss.job
      where name in ('lead-reminder', 'review-invitation') and state in ('created', 'retry')
      order by name, singleton_key`,
    [],
  )) as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({ ...r, start_after: normalise(new Date(r.start_after as string).toISOString()) }));
}

let database: DatabaseHandle;
let t: TestApp;
let before: { answers: Awaited<ReturnType<typeof answers>>; jobs: Awaited<ReturnType<typeof pendingJobs>> } | undefined;

beforeAll(async () => {
  if (RECORD) {
    // Only the code of migration 0032 can read the database as it is then; reading marks conversations
    // read, so the check below starts again from a database of its own.
    const recorded = await createDatabaseAt('0032_languages');
    await fillAt0032(recorded);
    filledAt = Date.now();
    const recorder = await buildTestApp({ database: recorded });
    before = { answers: await answers(recorder), jobs: await pendingJobs(recorded) };
    await recorder.close();
    await recorded.close();
    fs.mkdirSync(path.dirname(FIXTURE), { recursive: true });
    fs.writeFileSync(FIXTURE, `${JSON.stringify(before, null, 2)}\n`);
  } else {
    before = JSON.parse(fs.readFileSync(FIXTURE, 'utf8'));
  }
  database = await createDatabaseAt('0032_languages');
  await fillAt0032(database);
  filledAt = Date.now();
  await database.migrate();
  t = await buildTestApp({ database });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

it('answers every party what it answered before the migration, and keeps the waiting jobs', async () => {
  const after = await answers(t);
  expect(Object.keys(after)).toEqual(Object.keys(before?.answers ?? {}));
  for (const key of Object.keys(after)) expect(after[key], key).toEqual(before?.answers[key]);
  expect(await pendingJobs(database)).toEqual(before?.jobs);
}, 60_000);
