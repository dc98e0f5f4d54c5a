import {
  HONEYPOT_FIELD,
  idempotencyKey,
  type MessageBody,
  paths,
  type SenderFields,
  SUBMISSION_TEXT,
  senderFields,
} from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale, pathForReader } from '@mx/contract/i18n/locale';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { accounts } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { type NewLinkToken, newLinkToken } from '../mail/link-tokens.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import type { EmailContent } from '../mail/render.ts';
import { findPublicMxpert, MXPERT_NOT_FOUND, type PublicMxpertTarget, parseUrlState } from '../mxpert/public-mxpert.ts';
import { type NotificationInput, notifyAdmins, notifyUser } from '../notifications/notify.ts';
import { type ConsentClient, type LeadRef, recordConsent } from './consent.ts';
import { type NewLeadTopic, newLeadEmail, senderConfirmationEmail } from './lead-alert-email.ts';
import { type LeadKind, scheduleLeadReminder } from './reminder.ts';
import { findLeadByKey, insertLead, type NewLead } from './store.ts';

/** What the routes hand to a submission service. */
export interface SubmissionInput<Body> {
  cxid: string;
  /** The URL's state segment, if the route has one. */
  urlState?: string;
  body: Body;
  /** The signed-in user, if any. */
  user: User | null;
  clientIp: string;
  /** The client address and user agent as the consent record keeps them. */
  client: ConsentClient;
  /** The Idempotency-Key header, unchecked. */
  idempotencyKey?: string | string[];
}

type SenderBody = Partial<SenderFields> & { [HONEYPOT_FIELD]?: string; locale?: Locale | undefined };

/** A submission to store: who it goes to, who sent it, from which state. */
export interface Accepted {
  target: PublicMxpertTarget;
  sender: SenderFields;
  /** The signed-in consumer who sent it, kept so their own lists find it. */
  consumerUserId: string | null;
  state: string | null;
  idempotencyKey: string | null;
  /** Set when a guest used the address of an existing account: its owner must confirm the item. */
  ownerCheck: OwnerCheck | null;
}

interface OwnerCheck {
  ownerFirstName: string;
  /** The owner's language: the confirmation is written in it. */
  ownerLocale: Locale;
  /** The owner's confirmation link: its placeholder for the e-mail, its hash for the row (docs/decisions/078). */
  token: NewLinkToken;
}

type Prepared = { outcome: 'store'; accepted: Accepted } | { outcome: 'answer-only' };

/** The professional an existing row with this key went to, if there is one. */
export type FindByKey = (db: Executor, key: string) => Promise<{ mxpertProfileId: string } | undefined>;

/**
 * Everything a message and a COP request check before they are stored:
 * the professional is public (else 404), a repeated Idempotency-Key answers as before without a new
 * row, a guest names themself (a signed-in user's account speaks for them), and the honeypot
 * (answered like a success, stored nowhere). Nothing here uses any rate limit's capacity: a refused
 * or dropped submission counts nowhere (docs/decisions/046).
 */
async function prepareSubmission<Body extends SenderBody>(
  ctx: AppContext,
  input: SubmissionInput<Body>,
  findByKey: FindByKey,
): Promise<Prepared> {
  const key = parseIdempotencyKey(input.idempotencyKey);
  const state = parseUrlState(input.urlState);
  if (state === undefined) throw new AppError('NOT_FOUND', MXPERT_NOT_FOUND);
  const target = await findPublicMxpert(ctx.db, input.cxid);
  if (!target) throw new AppError('NOT_FOUND', MXPERT_NOT_FOUND);

  if (key) {
    const earlier = await findByKey(ctx.db, key);
    if (earlier) {
      assertSameTarget(earlier.mxpertProfileId, target.profileId);
      return { outcome: 'answer-only' };
    }
  }

  const sender = input.user ? accountSender(input.user) : guestSender(input.body);
  if (input.body[HONEYPOT_FIELD]) {
    ctx.log.info({ cxid: input.cxid }, 'submission dropped: honeypot filled');
    return { outcome: 'answer-only' };
  }
  const owner = input.user ? undefined : await findAccountOwner(ctx.db, sender.email);
  return {
    outcome: 'store',
    accepted: {
      target,
      sender,
      consumerUserId: input.user?.role === 'CONSUMER' ? input.user.id : null,
      state,
      idempotencyKey: key,
      ownerCheck: owner
        ? { ownerFirstName: owner.firstName, ownerLocale: owner.locale, token: newLinkToken('confirm_sender') }
        : null,
    },
  };
}

/** The account that holds an address, whatever its role. */
async function findAccountOwner(db: Executor, email: string): Promise<{ firstName: string; locale: Locale } | undefined> {
  const [row] = await db
    .select({ firstName: accounts.firstName, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row;
}

/**
 * Who a stored row says sent it. A guest using the address of an account is stored unconfirmed with
 * the hash of the owner's link; no consumer list shows the row until the owner confirms.
 */
export function storedSender(accepted: Accepted) {
  return {
    consumerUserId: accepted.consumerUserId,
    ...accepted.sender,
    senderConfirmed: accepted.ownerCheck === null,
    senderTokenHash: accepted.ownerCheck?.token.tokenHash ?? null,
  };
}

/**
 * The columns every stored lead has, whatever its kind: the professional, who sent it, the state of
 * the page it was sent from, its idempotency key and the page's language (the lead's store records
 * when consent was given).
 */
function storedLead(accepted: Accepted, locale: Locale | undefined) {
  return {
    mxpertProfileId: accepted.target.profileId,
    ...storedSender(accepted),
    state: accepted.state,
    idempotencyKey: accepted.idempotencyKey,
    locale: locale ?? DEFAULT_LOCALE,
  };
}

/**
 * E-mails the account owner the confirmation link. Per address at most as many as the e-mail
 * sending routes allow (a stranger cannot flood a mailbox through it); past that the row waits
 * unconfirmed without another e-mail.
 */
async function askOwnerToConfirm(
  ctx: AppContext,
  tx: Executor,
  accepted: Accepted,
  check: OwnerCheck,
  leadKind: LeadKind,
): Promise<void> {
  const perAddress = ctx.config.rateLimits.mailPerAddress;
  const sent = await ctx.limiter.count(`confirm-sender:to:${accepted.sender.email}`, perAddress.windowMs);
  if (sent > perAddress.max) {
    ctx.log.info({ mxpertProfileId: accepted.target.profileId }, 'sender confirmation not e-mailed: per-address limit');
    return;
  }
  const url = `${ctx.config.publicUrl}${pathForReader(paths.confirmSender, check.ownerLocale)}?token=${check.token.placeholder}`;
  // The link is a live token: once delivered the stored copy keeps none (docs/decisions/044).
  await enqueueEmail(
    tx,
    accepted.sender.email,
    senderConfirmationEmail({
      ownerFirstName: check.ownerFirstName,
      senderName: senderName(accepted.sender),
      mxpertName: accepted.target.name,
      kind: leadKind,
      url,
      locale: check.ownerLocale,
    }),
    { holdsSecret: true },
  );
}

/**
 * The per-address limits of a submission about to be stored: per client address and professional,
 * then per client address (429 past either). Answers how to give both back if it is not stored.
 */
async function takeSubmissionLimits(ctx: AppContext, clientIp: string, profileId: string): Promise<() => Promise<void>> {
  const limits = ctx.config.rateLimits;
  const releasePair = await ctx.limiter.take(
    `submit:ip-mxpert:${clientIp}:${profileId}`,
    limits.submissionsPerIpPerMxpert,
    SUBMISSION_TEXT.limitPerMxpert,
  );
  try {
    const releaseIp = await ctx.limiter.take(`submit:ip:${clientIp}`, limits.submissionsPerIp, SUBMISSION_TEXT.limitPerAddress);
    return async () => {
      await releasePair();
      await releaseIp();
    };
  } catch (err) {
    await releasePair();
    throw err;
  }
}

/**
 * Counts a stored submission against the professional's ceiling. Reaching it refuses nobody: the
 * admins get one notification per window, so a flood is looked at by a person instead of silently
 * holding back every real client's lead.
 */
async function countTowardCeiling(ctx: AppContext, tx: Executor, target: PublicMxpertTarget): Promise<void> {
  const ceiling = ctx.config.rateLimits.submissionsPerMxpert;
  const count = await ctx.limiter.count(`submit:mxpert:${target.profileId}`, ceiling.windowMs);
  if (count !== ceiling.max) return;
  ctx.log.warn({ mxpertProfileId: target.profileId, count }, 'submissions: a professional reached the ceiling');
  const minutes = Math.max(1, Math.round(ceiling.windowMs / 60_000));
  await notifyAdmins(tx, {
    type: 'lead_limit_reached',
    title: 'Lead ceiling reached',
    message: `${target.name} received ${ceiling.max} messages and COP requests within ${minutes} minute${minutes === 1 ? '' : 's'}. Please check them for abuse.`,
    metadata: { mxpertName: target.name, mxpertProfileId: target.profileId },
    text: {
      title: { id: 'answers.notice.leadLimitTitle', values: {} },
      message: { id: 'answers.notice.leadLimit', values: { name: target.name, max: ceiling.max, minutes } },
    },
  });
}

/** What a lead's kind adds to the one submission path: its answer, its own columns, its notification and its alert's topic. */
export interface LeadKindParts<Body> {
  /** The answer of a success, also for a replay and a dropped honeypot submission. */
  answer: string;
  /** The kind's own fields, as its form sent them (the form's schema has checked them). */
  ownColumns(body: Body): Partial<NewLead>;
  notification(sender: SenderFields): NotificationInput;
  /** What the professional's alert names of the lead. */
  topic(body: Body): NewLeadTopic;
}

/** What every lead's form has besides its sender. */
type LeadFormBody = SenderBody & Pick<MessageBody, 'phone' | 'preferredContact'>;

/**
 * Checks a submission and its per-address limits, then commits the row, its consent record, the
 * professional's notification, their e-mail alert, the lead's reminder job (and the account owner's
 * confirmation e-mail) together or not
 * at all; only a stored row uses capacity. A row that is not added means the same key committed a
 * moment ago (a racing double click): that is a replay, answered the same.
 */
export async function submitLeadOfKind<Body extends LeadFormBody>(
  ctx: AppContext,
  leadKind: LeadKind,
  input: SubmissionInput<Body>,
  kind: LeadKindParts<Body>,
): Promise<string> {
  const findByKey: FindByKey = (db, key) => findLeadByKey(db, leadKind, key);
  const prepared = await prepareSubmission(ctx, input, findByKey);
  if (prepared.outcome !== 'store') return kind.answer;
  const { accepted } = prepared;
  const { body } = input;
  const release = await takeSubmissionLimits(ctx, input.clientIp, accepted.target.profileId);
  let stored = false;
  try {
    stored = await ctx.db.transaction(async (tx) => {
      const lead = await insertLead(tx, leadKind, {
        ...storedLead(accepted, body.locale),
        phone: body.phone,
        preferredContact: body.preferredContact,
        ...kind.ownColumns(body),
      });
      if (!lead) {
        const earlier = accepted.idempotencyKey ? await findByKey(tx, accepted.idempotencyKey) : undefined;
        if (earlier) assertSameTarget(earlier.mxpertProfileId, accepted.target.profileId);
        return false;
      }
      await recordConsent(tx, lead, accepted.target, input.client, body.locale ?? DEFAULT_LOCALE);
      await notifyUser(tx, accepted.target.userId, withLead(kind.notification(accepted.sender), lead));
      await enqueueEmail(tx, accepted.target.email, leadAlert(ctx, accepted, body, lead.id, kind.topic(body)));
      if (accepted.ownerCheck) await askOwnerToConfirm(ctx, tx, accepted, accepted.ownerCheck, leadKind);
      await countTowardCeiling(ctx, tx, accepted.target);
      await scheduleLeadReminder(tx, lead.type, lead.id, ctx.config.leadReminderSeconds);
      return true;
    });
  } finally {
    if (!stored) await release();
  }
  return kind.answer;
}

/** The professional's alert of a stored lead, which opens its conversation. */
function leadAlert(ctx: AppContext, accepted: Accepted, body: LeadFormBody, leadId: string, topic: NewLeadTopic): EmailContent {
  return newLeadEmail({
    mxpertName: accepted.target.name,
    mxpertLocale: accepted.target.locale,
    senderName: senderName(accepted.sender),
    clientLocale: body.locale ?? DEFAULT_LOCALE,
    preferredContact: body.preferredContact,
    publicUrl: ctx.config.publicUrl,
    leadId,
    ...topic,
  });
}

/** The lead's id in its notification, so the admins' Recent Activities can open its consent record. */
function withLead(notification: NotificationInput, lead: LeadRef): NotificationInput {
  const key = lead.type === 'message' ? 'messageId' : 'copRequestId';
  return { ...notification, metadata: { ...notification.metadata, [key]: lead.id } };
}

/** A key reused for another professional is a client bug, not a retry. */
function assertSameTarget(earlierProfileId: string, profileId: string): void {
  if (earlierProfileId !== profileId) throw new AppError('CONFLICT', SUBMISSION_TEXT.keyReused);
}

function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  const parsed = idempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key');
  return parsed.data ?? null;
}

/** A signed-in user writes as their account: the name and e-mail they typed (if any) are ignored. */
function accountSender(user: User): SenderFields {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/** A guest must give a valid name and e-mail; the first problem is the answer, in the form's words. */
function guestSender(body: SenderBody): SenderFields {
  const parsed = senderFields.safeParse({
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    email: body.email ?? '',
  });
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Please check your input and try again');
  return parsed.data;
}

export function senderName(sender: SenderFields): string {
  return `${sender.firstName} ${sender.lastName}`;
}

/** The notification of a submission; its metadata names the sender. */
/** The professional's notification of a new lead: its English, and its keys for a reader of another language. */
export function senderNotification(
  sender: SenderFields,
  type: NotificationInput['type'],
  title: string,
  message: string,
  keys: { title: MessageId; message: MessageId },
): NotificationInput {
  const name = senderName(sender);
  return {
    type,
    title,
    message,
    metadata: { senderName: name, firstName: sender.firstName, lastName: sender.lastName },
    text: { title: { id: keys.title, values: {} }, message: { id: keys.message, values: { name } } },
  };
}
