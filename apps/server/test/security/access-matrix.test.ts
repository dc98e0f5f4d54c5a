import { TEXT } from '@mx/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_STREAMS } from '../../src/config.ts';
import { leadConsents, reviews } from '../../src/db/schema.ts';
import type { Access } from '../../src/plugins/access.ts';
import { adminOperationTargets } from '../helpers/admin-operations.ts';
import {
  createCopRequest,
  createMessage,
  createMxpert,
  createUser,
  guestMessageBody,
  TEST_PASSWORD,
  uniqueEmail,
} from '../helpers/factories.ts';
import { pngImage, postMultipart, type UploadFile } from '../helpers/images.ts';
import { actionInput, publishedPlan, readyDraft, startPlan } from '../helpers/plans.ts';
import { UNDER_REVIEW } from '../helpers/professionals.ts';
import { REVIEW_BODY, replyAsMxpert } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { cookieOf, createNotification, createVisitors, sessionsOf, VISITORS, type Visitor, type Visitors } from './visitors.ts';

/**
 * The access-control matrix (docs/decisions/040-access-matrix.md): every /api route the server
 * registers, called as each of the seven visitors, against the answer the product's permissions
 * give that visitor. A route missing from the table, or an entry for a route that no longer exists,
 * fails the suite.
 */

let t: TestApp;
let v: Visitors;
/** Rows the path parameters name: all real, all owned by professional A unless said otherwise. */
let f: {
  messageA: string;
  copA: string;
  messageAToDelete: string;
  copAToDelete: string;
  /** Sent to A by the signed-in consumer: the consumer's side of a conversation. */
  messageC: string;
  copC: string;
  notificationA: string;
  notificationAdmin: string;
  /** A professional under review, for the admin's detail view and approval. */
  toApprove: string;
  toReject: string;
  /** A review of A by another consumer (A replies, reports; the admin hides). */
  reviewOfA: string;
  /** A published review of a third professional, which any signed-in account may report. */
  reviewToReport: string;
  /** A hidden review, for the admin's restore. */
  hiddenReview: string;
  heldReview: string;
  /** The consumer visitor's own reviews: one to edit, one to delete. */
  ownReview: string;
  ownReviewToDelete: string;
  /** Admin operations: a professional to suspend, one suspended, two held changes, consumers. */
  toSuspend: string;
  toReinstate: string;
  changeToApprove: string;
  changeToDecline: string;
  toDeactivate: string;
  toReactivate: string;
  unverified: string;
  /** A message to support, for the admins' inbox. */
  supportRequest: string;
  /** A partner lender, for the admin's edit. */
  partner: string;
  /** Credit Optimization Plans: A's plans (one on the consumer's lead) and a lead of A without one. */
  plans: PlanFixtures;
};

beforeAll(async () => {
  // Event streams end after 50 ms here, so each visitor's answer is whole (docs/decisions/090).
  t = await buildTestApp({ config: { events: { ...DEFAULT_EVENT_STREAMS, maxStreamMs: 50 } } });
  v = await createVisitors(t);
  logoPng = await pngImage(120, 40);
  const a = v.proA.profile.id;
  const review = async () => (await createMxpert(t.db, UNDER_REVIEW)).profile.id;
  f = {
    messageA: (await createMessage(t.db, a)).id,
    copA: (await createCopRequest(t.db, a)).id,
    messageAToDelete: (await createMessage(t.db, a)).id,
    copAToDelete: (await createCopRequest(t.db, a)).id,
    messageC: (await createMessage(t.db, a, { consumerUserId: v.consumer.user.id, email: v.consumer.user.email })).id,
    copC: (await createCopRequest(t.db, a, { consumerUserId: v.consumer.user.id, email: v.consumer.user.email })).id,
    notificationA: (await createNotification(t, v.proA.user.id)).id,
    notificationAdmin: (await createNotification(t, v.admin.user.id)).id,
    toApprove: await review(),
    toReject: await review(),
    ...(await reviewFixtures()),
    ...(await adminOperationTargets(t.db)),
    plans: await planFixtures(),
  };
  // The consent record a lead sent through the form carries, for the admin's read of it.
  await t.db.insert(leadConsents).values({
    leadId: f.messageA,
    mxpertProfileId: a,
    text: 'By sending, you agree …',
    version: 'lead-consent-v1',
    textSha256: '0'.repeat(64),
    clientAddress: '10.0.0.1',
  });
});

interface PlanFixtures {
  leadWithout: string;
  /** Published, on the consumer visitor's COP request: both sides' reads and writes. */
  shared: string;
  sharedAction: string;
  actionToDelete: string;
  draftToPublish: string;
  toClose: string;
  /** Published, on the consumer visitor's message: the client completes it. */
  toComplete: string;
  /** Documents of the shared plan: one each side reads, one each side deletes. */
  document: string;
  proDocumentToDelete: string;
  clientDocumentToDelete: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
let logoPng: Buffer;
const partnerLogo = (): UploadFile[] => [{ field: 'logo', data: logoPng }];
const pdfUpload = (): UploadFile[] => [{ field: 'file', data: PDF, filename: 'statement.pdf', contentType: 'application/pdf' }];

async function uploadedDocument(url: string, cookie: string): Promise<string> {
  const res = await postMultipart(t, url, { cookie, files: pdfUpload() });
  if (res.statusCode !== 201) throw new Error(`document fixture: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** A's plans, made through the API as A makes them. */
async function planFixtures(): Promise<PlanFixtures> {
  const a = v.proA.profile.id;
  const proCookie = v.proA.cookie;
  const own = { consumerUserId: v.consumer.user.id, email: v.consumer.user.email };
  const shared = await publishedPlan(t, { proCookie, leadId: (await createCopRequest(t.db, a, own)).id });
  const toComplete = await publishedPlan(t, { proCookie, leadId: (await createMessage(t.db, a, own)).id });
  return {
    leadWithout: (await createCopRequest(t.db, a)).id,
    shared: shared.planId,
    sharedAction: shared.actionIds[0] as string,
    actionToDelete: shared.actionIds[1] as string,
    draftToPublish: await readyDraft(t, { proCookie, leadId: (await createMessage(t.db, a)).id }),
    toClose: await startPlan(t, { proCookie, leadId: (await createCopRequest(t.db, a)).id }),
    toComplete: toComplete.planId,
    document: await uploadedDocument(`/api/dashboard/plans/${shared.planId}/documents`, proCookie),
    proDocumentToDelete: await uploadedDocument(`/api/dashboard/plans/${shared.planId}/documents`, proCookie),
    clientDocumentToDelete: await uploadedDocument(`/api/consumer/plans/${shared.planId}/documents`, v.consumer.cookie),
  };
}

/** The consumer visitor may review A (A replied to their message); reviews to edit, delete, answer and moderate. */
async function reviewFixtures() {
  const consumer = v.consumer.user;
  const message = await createMessage(t.db, v.proA.profile.id, { consumerUserId: consumer.id, email: consumer.email });
  await replyAsMxpert(t.db, { messageId: message.id }, v.proA.user.id);
  const write = async (profileId: string, userId: string, status: 'visible' | 'hidden' | 'held' = 'visible') => {
    const [row] = await t.db
      .insert(reviews)
      .values({ mxpertProfileId: profileId, consumerUserId: userId, rating: 4, body: REVIEW_BODY, status })
      .returning({ id: reviews.id });
    return row?.id as string;
  };
  const other = await createUser(t.db, 'CONSUMER');
  const third = await createMxpert(t.db);
  return {
    reviewOfA: await write(v.proA.profile.id, other.id),
    reviewToReport: await write(third.profile.id, (await createUser(t.db, 'CONSUMER')).id),
    hiddenReview: await write(v.proB.profile.id, other.id, 'hidden'),
    heldReview: await write(third.profile.id, other.id, 'held'),
    ownReview: await write(v.proB.profile.id, consumer.id),
    ownReviewToDelete: await write(third.profile.id, consumer.id),
  };
}
afterAll(async () => {
  await t.close();
});

type Statuses = Record<Visitor, number>;

/** Statuses in the order anonymous, consumer, A, B, pending, rejected, admin. */
function s(...codes: [number, number, number, number, number, number, number]): Statuses {
  return Object.fromEntries(VISITORS.map((visitor, i) => [visitor, codes[i]])) as Statuses;
}

// The columns:      anon cons   A    B  pend  rej admin
const EVERYONE = s(200, 200, 200, 200, 200, 200, 200);
const SIGNED_IN = s(401, 200, 200, 200, 200, 401, 200);
const PROFESSIONALS = s(401, 403, 200, 200, 200, 401, 403);
/** Professionals' writes: the one under review is locked out of editing (409, decision 022). */
const PROFESSIONALS_EDITING = s(401, 403, 200, 200, 409, 401, 403);
/** A's own row: another professional learns nothing of it (404). */
const OWNER_A = s(401, 403, 200, 404, 404, 401, 403);
const CONSUMERS = s(401, 200, 403, 403, 403, 401, 403);
/** A conversation reply: created (201) by the party to the item, refused or not found for everyone else. */
const REPLY_A = s(401, 403, 201, 404, 404, 401, 403);
const REPLY_CONSUMER = s(401, 201, 403, 403, 403, 401, 403);
const reply = () => ({ body: 'Thanks, I will call you on Monday.' });
const ADMINS = s(401, 403, 403, 403, 403, 401, 200);
const ADMINS_CREATE = s(401, 403, 403, 403, 403, 401, 201);

interface Call {
  /** The URL with its parameters filled; the route's own URL when absent. */
  url?: () => string;
  /** A JSON body, built per visitor (unique e-mail addresses, the visitor's own values). */
  body?: (visitor: Visitor) => unknown;
  /** Multipart text fields instead of a JSON body. */
  form?: (visitor: Visitor) => Record<string, string>;
  /** Multipart files (with `form` or alone). */
  files?: () => UploadFile[];
}

interface Entry extends Call {
  expect: Statuses;
  /** The client address (the development mailbox answers this machine only). */
  ip?: string;
  /** Ends the visitor's session: called after every other route. */
  endsSession?: true;
}

const guestMessage = () => guestMessageBody(uniqueEmail('guest'));
const guestCopRequest = () => ({
  firstName: 'Alan',
  lastName: 'Turing',
  email: uniqueEmail('guest'),
  phone: '(512) 555-0148',
  preferredContact: 'phone',
  mortgageProcess: 'pre-qual',
  consent: true,
});
/** The visitor's own NMLS ID when they are a professional, so a save keeps it. */
const nmlsOf = (visitor: Visitor) =>
  visitor === 'proA' || visitor === 'proB' || visitor === 'pending' ? v[visitor].profile.nmlsId : '1234567';
const profileValues = (visitor: Visitor) => ({
  aboutMe: 'I help families improve their credit before they apply for a mortgage.',
  languages: ['english'],
  yearsExperience: 7,
  scoresOptimized: 120,
  companyName: 'Test Lending Co',
  companyAddress: '1 Main St, Austin, TX 78701',
  companyWebAddress: null,
  nmlsId: nmlsOf(visitor),
  serviceAreas: ['TX'],
  loanTypes: ['conventional', 'fha'],
  specializations: ['purchase'],
  phone: '(512) 555-0100',
  linkedin: null,
  facebook: null,
  instagram: null,
  twitter: null,
  yearsUsingCreditXpert: 2,
});

/**
 * Who may call what, from each route's role in the product's permissions. Bodies are valid where a success is
 * cheap and changes nothing another cell depends on; an empty body (400) where a success would
 * start a session, create an account or spend a single-use token.
 */
const MATRIX: Record<string, Entry> = {
  // Authentication: public; a signed-in caller is answered like anyone else.
  'POST /api/auth/login': { expect: s(400, 400, 400, 400, 400, 400, 400), body: () => ({}) },
  // No pending sign-in in any visitor's browser: 400 SIGN_IN_EXPIRED.
  'POST /api/auth/login/two-factor': { expect: s(400, 400, 400, 400, 400, 400, 400), body: () => ({ code: '000000' }) },
  'POST /api/auth/register': { expect: s(400, 400, 400, 400, 400, 400, 400), body: () => ({}) },
  'POST /api/auth/register-consumer': { expect: s(400, 400, 400, 400, 400, 400, 400), body: () => ({}) },
  'POST /api/auth/logout': { expect: EVERYONE, endsSession: true },
  'GET /api/auth/me': { expect: SIGNED_IN },
  'POST /api/auth/forgot-password': { expect: EVERYONE, body: () => ({ email: uniqueEmail('nobody') }) },
  'POST /api/auth/reset-password': { expect: s(400, 400, 400, 400, 400, 400, 400), body: () => ({}) },
  'POST /api/auth/resend-verification': { expect: EVERYONE, body: () => ({ email: uniqueEmail('nobody') }) },
  'GET /api/auth/verify-email': {
    expect: s(400, 400, 400, 400, 400, 400, 400),
    url: () => `/api/auth/verify-email?token=${'x'.repeat(43)}`,
  },
  'POST /api/inquiries/confirm-sender': {
    expect: s(400, 400, 400, 400, 400, 400, 400),
    body: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/support': {
    expect: s(201, 201, 201, 201, 201, 201, 201),
    body: () => ({ name: 'Sam Rivers', email: uniqueEmail('support'), topic: 'account', message: 'I cannot find my messages.' }),
  },

  // The signed-in user's event stream: theirs, whoever they are.
  'GET /api/events': { expect: SIGNED_IN },

  // Notifications: the professional's bell, the admin's bell, marking one's own read.
  'GET /api/notifications/mxpert': { expect: PROFESSIONALS },
  'GET /api/notifications/consumer': { expect: CONSUMERS },
  'GET /api/admin/notifications': { expect: ADMINS },
  'PATCH /api/notifications/:id': {
    expect: s(401, 404, 200, 404, 404, 401, 404),
    url: () => `/api/notifications/${f.notificationA}`,
  },
  'PATCH /api/admin/notifications/:id': { expect: ADMINS, url: () => `/api/admin/notifications/${f.notificationAdmin}` },
  // 'Mark all read': each signed-in user's own bell.
  'POST /api/notifications/read-all': { expect: SIGNED_IN },

  // Onboarding: professionals; the steps stay readable under review, not writable.
  'GET /api/onboarding/personal': { expect: PROFESSIONALS },
  'GET /api/onboarding/company': { expect: PROFESSIONALS },
  'GET /api/onboarding/services': { expect: PROFESSIONALS },
  'GET /api/onboarding/contacts': { expect: PROFESSIONALS },
  'GET /api/onboarding/current-step': { expect: PROFESSIONALS },
  'POST /api/onboarding/personal': {
    expect: PROFESSIONALS_EDITING,
    form: () => ({ fullName: 'Test Mxpert', aboutMe: 'I help families get mortgage ready.', languages: '["english"]' }),
  },
  'POST /api/onboarding/company': {
    expect: PROFESSIONALS_EDITING,
    form: (visitor) => ({
      companyName: 'Test Lending Co',
      companyAddress: '1 Main St, Austin, TX 78701',
      nmlsId: nmlsOf(visitor),
      yearsExperience: '7',
      scoresOptimized: '320',
    }),
  },
  'POST /api/onboarding/services': {
    expect: PROFESSIONALS_EDITING,
    body: () => ({ stateLicenses: ['TX'], loanTypes: ['conventional', 'fha'], mortgageTypes: ['purchase'] }),
  },
  'POST /api/onboarding/contacts': {
    expect: PROFESSIONALS_EDITING,
    body: () => ({ phone: '(512) 555-0100', yearsUsingCreditXpert: 2, consentConfirmed: true }),
  },
  'POST /api/onboarding/consent': { expect: PROFESSIONALS_EDITING, body: () => ({ consentConfirmed: true }) },

  // The professional's own profile.
  'GET /api/mxpert/profile': { expect: PROFESSIONALS },
  'GET /api/mxpert/profile/readonly': { expect: PROFESSIONALS },
  'PATCH /api/mxpert/profile': { expect: PROFESSIONALS_EDITING, body: () => ({ yearsExperience: 7 }) },
  'PUT /api/mxpert/profile': { expect: PROFESSIONALS_EDITING, body: profileValues },

  // The professional's dashboard and inboxes; A's rows are A's alone.
  'GET /api/dashboard/stats': { expect: PROFESSIONALS },
  // Messages and COP requests in one list; the owner is in the query.
  'GET /api/dashboard/leads': { expect: PROFESSIONALS },
  'GET /api/dashboard/messages/recent': { expect: PROFESSIONALS },
  'GET /api/dashboard/messages/all': { expect: PROFESSIONALS },
  'GET /api/dashboard/messages/open': { expect: PROFESSIONALS },
  'GET /api/dashboard/messages/closed': { expect: PROFESSIONALS },
  'PATCH /api/dashboard/messages/:id': {
    expect: OWNER_A,
    url: () => `/api/dashboard/messages/${f.messageA}`,
    body: () => ({ status: 'open', mxpertNotes: 'Called back on Monday.' }),
  },
  'DELETE /api/dashboard/messages/:id': { expect: OWNER_A, url: () => `/api/dashboard/messages/${f.messageAToDelete}` },
  'POST /api/dashboard/messages/:id/phone-contact': {
    expect: OWNER_A,
    url: () => `/api/dashboard/messages/${f.messageA}/phone-contact`,
  },
  'GET /api/dashboard/cop-requests/recent': { expect: PROFESSIONALS },
  'GET /api/dashboard/cop-requests/all': { expect: PROFESSIONALS },
  'GET /api/dashboard/cop-requests/open': { expect: PROFESSIONALS },
  'GET /api/dashboard/cop-requests/closed': { expect: PROFESSIONALS },
  'PUT /api/dashboard/cop-requests/:id': {
    expect: OWNER_A,
    url: () => `/api/dashboard/cop-requests/${f.copA}`,
    body: () => ({ status: 'open', mxpertNotes: 'Plan sent.' }),
  },
  'DELETE /api/dashboard/cop-requests/:id': { expect: OWNER_A, url: () => `/api/dashboard/cop-requests/${f.copAToDelete}` },
  'POST /api/dashboard/cop-requests/:id/phone-contact': {
    expect: OWNER_A,
    url: () => `/api/dashboard/cop-requests/${f.copA}/phone-contact`,
  },

  // Conversations: each side's conversations of its own items.
  'GET /api/dashboard/messages/:id/replies': { expect: OWNER_A, url: () => `/api/dashboard/messages/${f.messageA}/replies` },
  'POST /api/dashboard/messages/:id/replies': {
    expect: REPLY_A,
    url: () => `/api/dashboard/messages/${f.messageA}/replies`,
    body: reply,
  },
  'POST /api/dashboard/messages/:id/replies/read': {
    expect: OWNER_A,
    url: () => `/api/dashboard/messages/${f.messageA}/replies/read`,
  },
  'GET /api/dashboard/cop-requests/:id/replies': { expect: OWNER_A, url: () => `/api/dashboard/cop-requests/${f.copA}/replies` },
  'POST /api/dashboard/cop-requests/:id/replies': {
    expect: REPLY_A,
    url: () => `/api/dashboard/cop-requests/${f.copA}/replies`,
    body: reply,
  },
  'POST /api/dashboard/cop-requests/:id/replies/read': {
    expect: OWNER_A,
    url: () => `/api/dashboard/cop-requests/${f.copA}/replies/read`,
  },
  'GET /api/dashboard/unread': { expect: PROFESSIONALS },
  'GET /api/consumer/messages/:id/replies': { expect: CONSUMERS, url: () => `/api/consumer/messages/${f.messageC}/replies` },
  'POST /api/consumer/messages/:id/replies': {
    expect: REPLY_CONSUMER,
    url: () => `/api/consumer/messages/${f.messageC}/replies`,
    body: reply,
  },
  'POST /api/consumer/messages/:id/replies/read': {
    expect: CONSUMERS,
    url: () => `/api/consumer/messages/${f.messageC}/replies/read`,
  },
  'GET /api/consumer/requests/:id/replies': { expect: CONSUMERS, url: () => `/api/consumer/requests/${f.copC}/replies` },
  'POST /api/consumer/requests/:id/replies': {
    expect: REPLY_CONSUMER,
    url: () => `/api/consumer/requests/${f.copC}/replies`,
    body: reply,
  },
  'POST /api/consumer/requests/:id/replies/read': {
    expect: CONSUMERS,
    url: () => `/api/consumer/requests/${f.copC}/replies/read`,
  },
  'GET /api/consumer/unread': { expect: CONSUMERS },

  // Public: the directory, a profile, place suggestions, messages and COP requests to A.
  'GET /api/places': { expect: EVERYONE, url: () => '/api/places?q=Austin' },
  'GET /api/public/mxperts': { expect: EVERYONE },
  'GET /api/public/mxperts/:state/:cxid': { expect: EVERYONE, url: () => `/api/public/mxperts/tx/${v.proA.profile.cxid}` },
  'POST /api/messages/:state/:cxid': {
    expect: s(201, 201, 201, 201, 201, 201, 201),
    url: () => `/api/messages/tx/${v.proA.profile.cxid}`,
    body: guestMessage,
  },
  'POST /api/messages/:cxid': {
    expect: s(201, 201, 201, 201, 201, 201, 201),
    url: () => `/api/messages/${v.proA.profile.cxid}`,
    body: guestMessage,
  },
  'POST /api/cop-requests/:state/:cxid': {
    expect: s(201, 201, 201, 201, 201, 201, 201),
    url: () => `/api/cop-requests/tx/${v.proA.profile.cxid}`,
    body: guestCopRequest,
  },
  'POST /api/cop-requests/:cxid': {
    expect: s(201, 201, 201, 201, 201, 201, 201),
    url: () => `/api/cop-requests/${v.proA.profile.cxid}`,
    body: guestCopRequest,
  },

  // The consumer area.
  'GET /api/consumer/dashboard': { expect: CONSUMERS },
  'GET /api/consumer/conversations': {
    expect: CONSUMERS,
    url: () => `/api/consumer/conversations?mxpert=${v.proA.profile.cxid}`,
  },
  'GET /api/consumer/messages/open': { expect: CONSUMERS },
  'GET /api/consumer/requests/open': { expect: CONSUMERS },
  'GET /api/consumer/messages/closed': { expect: CONSUMERS },
  'GET /api/consumer/requests/closed': { expect: CONSUMERS },
  // Guest items sent with the consumer's address before the account (docs/decisions/099): all that wait.
  'GET /api/consumer/unclaimed': { expect: CONSUMERS },
  'POST /api/consumer/unclaimed/confirm': { expect: CONSUMERS, body: () => ({ all: true }) },
  'POST /api/consumer/unclaimed/decline': { expect: CONSUMERS, body: () => ({ all: true }) },

  // Account settings (docs/decisions/059): a wrong current password (400) changes nothing.
  'PATCH /api/consumer/account': { expect: CONSUMERS, body: () => ({ firstName: 'Riley', lastName: 'Stone' }) },
  'PUT /api/account/language': { expect: SIGNED_IN, body: () => ({ locale: 'en-US' }) },
  'POST /api/account/password': {
    expect: s(401, 400, 400, 400, 400, 401, 400),
    body: () => ({ currentPassword: 'Not-The-Password-1', newPassword: 'Quiet-Meadow-77' }),
  },
  'POST /api/account/email': {
    expect: s(401, 400, 400, 400, 400, 401, 400),
    body: () => ({ newEmail: uniqueEmail('moved'), currentPassword: 'Not-The-Password-1' }),
  },
  'POST /api/account/email/confirm': { expect: s(400, 400, 400, 400, 400, 400, 400), body: () => ({ token: 'x'.repeat(43) }) },
  // Two-factor sign-in (docs/decisions/075): a wrong password (400) or no set-up yet (409) changes nothing.
  'POST /api/account/two-factor/setup': {
    expect: s(401, 400, 400, 400, 400, 401, 400),
    body: () => ({ password: 'Not-The-Password-1' }),
  },
  'POST /api/account/two-factor/enable': { expect: s(401, 409, 409, 409, 409, 401, 409), body: () => ({ code: '000000' }) },
  'POST /api/account/two-factor/disable': {
    expect: s(401, 400, 400, 400, 400, 401, 400),
    body: () => ({ password: 'Not-The-Password-1', code: '000000' }),
  },
  'GET /api/consumer/account/export': { expect: CONSUMERS },
  'GET /api/mxpert/account/export': { expect: PROFESSIONALS },
  'DELETE /api/consumer/account': {
    expect: s(401, 400, 403, 403, 403, 401, 403),
    body: () => ({ password: 'Not-The-Password-1' }),
  },
  'DELETE /api/mxpert/account': {
    expect: s(401, 403, 400, 400, 400, 401, 403),
    body: () => ({ password: 'Not-The-Password-1' }),
  },
  'PUT /api/mxpert/listing': { expect: PROFESSIONALS, body: () => ({ paused: false }) },

  // E-mail preferences: a signed link, whoever is signed in; a link that is not ours answers 404.
  'GET /api/email-preferences': {
    expect: s(404, 404, 404, 404, 404, 404, 404),
    url: () => '/api/email-preferences?token=v1.eA.eA',
  },
  'PUT /api/email-preferences': {
    expect: s(404, 404, 404, 404, 404, 404, 404),
    body: () => ({ token: 'v1.eA.eA', preferences: { reminders: true, reviewInvitations: true, digests: true } }),
  },
  'POST /api/email-preferences/unsubscribe': {
    expect: s(404, 404, 404, 404, 404, 404, 404),
    url: () => '/api/email-preferences/unsubscribe?token=v1.eA.eA',
  },
  'GET /api/email-preferences/unsubscribe': {
    expect: s(303, 303, 303, 303, 303, 303, 303),
    url: () => '/api/email-preferences/unsubscribe?token=v1.eA.eA',
  },

  // The admin area.
  'GET /api/admin/stats': { expect: ADMINS },
  'GET /api/admin/mxperts': { expect: ADMINS },
  'GET /api/admin/mortgagexperts': { expect: ADMINS },
  'GET /api/admin/mxperts/:id': { expect: ADMINS, url: () => `/api/admin/mxperts/${f.toApprove}` },
  'GET /api/admin/consents': { expect: ADMINS, url: () => `/api/admin/consents?messageId=${f.messageA}` },
  'POST /api/admin/mxperts/:id/approve': { expect: ADMINS, url: () => `/api/admin/mxperts/${f.toApprove}/approve` },
  'POST /api/admin/mxperts/:id/reject': {
    expect: ADMINS,
    url: () => `/api/admin/mxperts/${f.toReject}/reject`,
    body: () => ({ reason: 'The license could not be verified' }),
  },
  'GET /api/admin/messages': { expect: ADMINS, url: () => '/api/admin/messages?limit=5&recent=true' },
  'GET /api/admin/cop-requests': { expect: ADMINS, url: () => '/api/admin/cop-requests?limit=5&recent=true' },
  'GET /api/admin/activities': { expect: ADMINS, url: () => '/api/admin/activities?limit=5' },
  'GET /api/admin/reports': { expect: ADMINS, url: () => '/api/admin/reports?range=30' },
  'POST /api/admin/mxperts/:id/suspend': {
    expect: ADMINS,
    url: () => `/api/admin/mxperts/${f.toSuspend}/suspend`,
    body: () => ({ reason: 'License expired in Texas' }),
  },
  'POST /api/admin/mxperts/:id/reinstate': {
    expect: ADMINS,
    url: () => `/api/admin/mxperts/${f.toReinstate}/reinstate`,
    body: () => ({ note: 'License renewed' }),
  },
  'GET /api/admin/profile-changes': { expect: ADMINS },
  'POST /api/admin/profile-changes/:id/approve': {
    expect: ADMINS,
    url: () => `/api/admin/profile-changes/${f.changeToApprove}/approve`,
  },
  'POST /api/admin/profile-changes/:id/decline': {
    expect: ADMINS,
    url: () => `/api/admin/profile-changes/${f.changeToDecline}/decline`,
    body: () => ({ reason: 'That company is not yours' }),
  },
  'GET /api/admin/users': { expect: ADMINS },
  'POST /api/admin/users/:id/deactivate': {
    expect: ADMINS,
    url: () => `/api/admin/users/${f.toDeactivate}/deactivate`,
    body: () => ({ reason: 'Abusive messages to professionals' }),
  },
  'POST /api/admin/users/:id/reactivate': { expect: ADMINS, url: () => `/api/admin/users/${f.toReactivate}/reactivate` },
  'POST /api/admin/users/:id/resend-verification': {
    expect: ADMINS,
    url: () => `/api/admin/users/${f.unverified}/resend-verification`,
  },
  'GET /api/admin/audit': { expect: ADMINS },
  // Partner lenders: the landing page's list is public, the admin's list, add and edit are admins'.
  'GET /api/public/partners': { expect: EVERYONE },
  'GET /api/public/policy-notice': { expect: EVERYONE },
  'GET /api/admin/partners': { expect: ADMINS },
  'POST /api/admin/partners': { expect: ADMINS_CREATE, form: () => ({ name: 'Example Lender Four' }), files: partnerLogo },
  'PATCH /api/admin/partners/:id': {
    expect: ADMINS,
    url: () => `/api/admin/partners/${f.partner}`,
    form: () => ({ name: 'Example Lender Five', hidden: 'false' }),
  },
  'GET /api/admin/support': { expect: ADMINS },
  'PATCH /api/admin/support/:id': {
    expect: ADMINS,
    url: () => `/api/admin/support/${f.supportRequest}`,
    body: () => ({ adminNotes: 'Answered by e-mail' }),
  },
  'GET /api/admin/audit.csv': { expect: ADMINS },
  'GET /api/admin/mortgagexperts.csv': { expect: ADMINS },
  'GET /api/admin/reports.csv': { expect: ADMINS, url: () => '/api/admin/reports.csv?range=30' },

  // Reviews: the public list, the author's, A's answers to a review of A, the admins' moderation.
  'GET /api/public/mxperts/:cxid/reviews': { expect: EVERYONE, url: () => `/api/public/mxperts/${v.proA.profile.cxid}/reviews` },
  'GET /api/consumer/reviews': { expect: CONSUMERS },
  'GET /api/consumer/reviews/eligibility': {
    expect: CONSUMERS,
    url: () => `/api/consumer/reviews/eligibility?cxid=${v.proA.profile.cxid}`,
  },
  'POST /api/consumer/reviews': {
    expect: s(401, 201, 403, 403, 403, 401, 403),
    body: () => ({ cxid: v.proA.profile.cxid, rating: 5, body: REVIEW_BODY }),
  },
  'PATCH /api/consumer/reviews/:id': {
    expect: CONSUMERS,
    url: () => `/api/consumer/reviews/${f.ownReview}`,
    body: () => ({ rating: 3 }),
  },
  'DELETE /api/consumer/reviews/:id': { expect: CONSUMERS, url: () => `/api/consumer/reviews/${f.ownReviewToDelete}` },
  'GET /api/dashboard/reviews': { expect: PROFESSIONALS },
  'POST /api/dashboard/reviews/:id/reply': {
    expect: OWNER_A,
    url: () => `/api/dashboard/reviews/${f.reviewOfA}/reply`,
    body: () => ({ body: 'Thank you for the kind words.' }),
  },
  'POST /api/reviews/:id/report': {
    expect: SIGNED_IN,
    url: () => `/api/reviews/${f.reviewToReport}/report`,
    body: () => ({ reason: 'This review names a person who is not a client.' }),
  },
  'POST /api/dashboard/reviews/:id/report': {
    expect: OWNER_A,
    url: () => `/api/dashboard/reviews/${f.reviewOfA}/report`,
    body: () => ({ reason: 'This person was never my client.' }),
  },
  'GET /api/admin/reviews': { expect: ADMINS },
  'POST /api/admin/reviews/:id/hide': {
    expect: ADMINS,
    url: () => `/api/admin/reviews/${f.reviewOfA}/hide`,
    body: () => ({ reason: 'Not a client of this MortgageXpert.' }),
  },
  'POST /api/admin/reviews/:id/restore': { expect: ADMINS, url: () => `/api/admin/reviews/${f.hiddenReview}/restore` },
  'POST /api/admin/reviews/:id/publish': { expect: ADMINS, url: () => `/api/admin/reviews/${f.heldReview}/publish` },

  // Credit Optimization Plans: A's plans are A's alone; the client's, the consumer visitor's.
  'POST /api/dashboard/plans': { expect: REPLY_A, body: () => ({ leadId: f.plans.leadWithout }) },
  'GET /api/dashboard/plans': { expect: PROFESSIONALS },
  'GET /api/dashboard/plans/:id': { expect: OWNER_A, url: () => `/api/dashboard/plans/${f.plans.shared}` },
  'PATCH /api/dashboard/plans/:id': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}`,
    body: () => ({ summary: 'Card balances first.' }),
  },
  'POST /api/dashboard/plans/:id/actions': {
    expect: REPLY_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/actions`,
    body: () => actionInput(),
  },
  'PATCH /api/dashboard/plans/:id/actions/:actionId': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/actions/${f.plans.sharedAction}`,
    body: () => ({ pointsMax: 25 }),
  },
  'DELETE /api/dashboard/plans/:id/actions/:actionId': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/actions/${f.plans.actionToDelete}`,
  },
  'POST /api/dashboard/plans/:id/publish': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.draftToPublish}/publish`,
    body: () => ({ note: 'First version' }),
  },
  'POST /api/dashboard/plans/:id/close': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.toClose}/close`,
    body: () => ({ reason: 'The client bought elsewhere' }),
  },
  'POST /api/dashboard/plans/:id/checkpoints': {
    expect: REPLY_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/checkpoints`,
    body: () => ({ bureau: 'equifax', score: 655, readOn: '2026-01-15' }),
  },
  'GET /api/consumer/plans': { expect: CONSUMERS },
  'GET /api/consumer/plans/:id': { expect: CONSUMERS, url: () => `/api/consumer/plans/${f.plans.shared}` },
  'POST /api/consumer/plans/:id/actions/:actionId/done': {
    expect: CONSUMERS,
    url: () => `/api/consumer/plans/${f.plans.shared}/actions/${f.plans.sharedAction}/done`,
  },
  'POST /api/consumer/plans/:id/actions/:actionId/undone': {
    expect: CONSUMERS,
    url: () => `/api/consumer/plans/${f.plans.shared}/actions/${f.plans.sharedAction}/undone`,
  },
  'POST /api/consumer/plans/:id/complete': {
    expect: CONSUMERS,
    url: () => `/api/consumer/plans/${f.plans.toComplete}/complete`,
    body: () => ({ scores: { equifax: 700 } }),
  },
  'POST /api/consumer/plans/:id/checkpoints': {
    expect: REPLY_CONSUMER,
    url: () => `/api/consumer/plans/${f.plans.shared}/checkpoints`,
    body: () => ({ bureau: 'experian', score: 661, readOn: '2026-01-15' }),
  },
  'POST /api/dashboard/plans/:id/documents': {
    expect: REPLY_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/documents`,
    files: pdfUpload,
  },
  'GET /api/dashboard/plans/:id/documents': { expect: OWNER_A, url: () => `/api/dashboard/plans/${f.plans.shared}/documents` },
  'GET /api/dashboard/plans/:id/documents/:docId': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/documents/${f.plans.document}`,
  },
  'DELETE /api/dashboard/plans/:id/documents/:docId': {
    expect: OWNER_A,
    url: () => `/api/dashboard/plans/${f.plans.shared}/documents/${f.plans.proDocumentToDelete}`,
  },
  'POST /api/consumer/plans/:id/documents': {
    expect: REPLY_CONSUMER,
    url: () => `/api/consumer/plans/${f.plans.shared}/documents`,
    files: pdfUpload,
  },
  'GET /api/consumer/plans/:id/documents': { expect: CONSUMERS, url: () => `/api/consumer/plans/${f.plans.shared}/documents` },
  'GET /api/consumer/plans/:id/documents/:docId': {
    expect: CONSUMERS,
    url: () => `/api/consumer/plans/${f.plans.shared}/documents/${f.plans.document}`,
  },
  'DELETE /api/consumer/plans/:id/documents/:docId': {
    expect: CONSUMERS,
    url: () => `/api/consumer/plans/${f.plans.shared}/documents/${f.plans.clientDocumentToDelete}`,
  },

  // The development mailbox: outside production only (it is not registered there), from this machine only.
  'GET /api/dev/mailbox': { expect: EVERYONE, ip: '127.0.0.1' },
};

const registered = () => t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);

function call(key: string, entry: Entry, visitor: Visitor): Promise<LightMyRequestResponse> {
  const [method, route] = key.split(' ') as [string, string];
  const url = entry.url?.() ?? route;
  const cookie = cookieOf(v, visitor);
  if (entry.form || entry.files) {
    const files = entry.files?.() ?? [];
    return postMultipart(t, url, { cookie, fields: entry.form?.(visitor) ?? {}, files, method: method as 'POST' | 'PATCH' });
  }
  return t.request({ method: method as InjectOptions['method'], url, cookie, body: entry.body?.(visitor), ip: entry.ip });
}

/** What the declared access alone makes of a visitor: refused (401, 403) or let through. */
function guardAnswer(access: Access, visitor: Visitor): 401 | 403 | 'through' {
  if (access === 'public') return 'through';
  if (visitor === 'anonymous' || visitor === 'rejected') return 401;
  if (access === 'signed-in') return 'through';
  return access.includes(v[visitor].user.role) ? 'through' : 403;
}

describe('the access matrix', () => {
  it('has one entry for every /api route the server registers, and none for a route it does not', () => {
    const routes = registered();
    expect(new Set(routes).size).toBe(routes.length);
    expect(
      Object.keys(MATRIX).filter((key) => !routes.includes(key)),
      'entries for routes that do not exist',
    ).toEqual([]);
    expect(
      routes.filter((key) => !(key in MATRIX)),
      'registered routes missing from the matrix',
    ).toEqual([]);
  });

  it('refuses exactly where the declared access refuses, and nowhere else', () => {
    for (const route of t.app.apiRoutes) {
      const entry = MATRIX[`${route.method} ${route.url}`];
      if (!entry) continue;
      for (const visitor of VISITORS) {
        const guard = guardAnswer(route.access, visitor);
        const expected = entry.expect[visitor];
        if (guard === 'through') expect([401, 403], `${route.method} ${route.url} ${visitor}`).not.toContain(expected);
        else expect(expected, `${route.method} ${route.url} ${visitor}`).toBe(guard);
      }
    }
  });

  it('starts from a rejected professional whose session the rejection ended, and who cannot sign in again', async () => {
    expect(await sessionsOf(t, v.rejected.user.id)).toEqual([]);
    expect(await sessionsOf(t, v.proA.user.id)).toHaveLength(1);
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: v.rejected.user.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'ACCOUNT_DEACTIVATED', message: TEXT.accountDeactivated });
    expect(await sessionsOf(t, v.rejected.user.id)).toEqual([]);
  });

  // Routes that end a session run last, so every other cell sees live sessions.
  const keys = Object.keys(MATRIX).sort((a, b) => Number(!!MATRIX[a]?.endsSession) - Number(!!MATRIX[b]?.endsSession));
  it.each(keys)('%s answers each visitor as the product’s permissions say', async (key) => {
    const entry = MATRIX[key] as Entry;
    const got: Partial<Statuses> = {};
    const bodies: string[] = [];
    // Professional A last: their DELETE removes the row the others were refused.
    for (const visitor of [...VISITORS.filter((x) => x !== 'proA'), 'proA' as const]) {
      const res = await call(key, entry, visitor);
      got[visitor] = res.statusCode;
      if (res.statusCode !== entry.expect[visitor]) bodies.push(`${visitor}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode === 401)
        expect(res.json(), `${key} ${visitor}`).toEqual({ code: 'UNAUTHORIZED', message: TEXT.authenticationRequired });
      if (res.statusCode === 403) expect(res.json(), `${key} ${visitor}`).toEqual({ code: 'FORBIDDEN', message: TEXT.forbidden });
      if (res.statusCode >= 400) expect(typeof res.json().message, `${key} ${visitor}`).toBe('string');
    }
    expect(got, bodies.join('\n')).toEqual(entry.expect);
  });
});
