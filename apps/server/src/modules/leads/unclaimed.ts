import {
  MORTGAGE_PROCESSES,
  UNCLAIMED_MAX,
  UNCLAIMED_TEXT,
  type UnclaimedChoiceBody,
  type UnclaimedChoiceResponse,
  type UnclaimedItem,
} from '@mx/contract';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accounts } from '../auth/accounts.ts';
import type { User } from '../auth/current-user.ts';
import { profiles } from '../mxpert/profiles.ts';
import { leads } from './schema.ts';
import { ofKind } from './tables.ts';

/**
 * Guest items sent with a consumer's address before their account existed (docs/decisions/099).
 * Anybody can type an address into a guest form, so such an item joins the account only once its
 * owner, signed in with that address verified, says they sent it; until then it is in none of the
 * account's lists, exports or review rights. Items sent as a guest while the account existed follow
 * the e-mailed confirmation instead (confirm-sender.ts): they are stored unconfirmed.
 */

type Kind = UnclaimedItem['kind'];

/** How much of a message's text the owner sees to recognise it. */
const FIRST_WORDS_MAX = 80;

/**
 * The items waiting for this account's owner: sent as a guest with the address the account holds
 * and has verified, confirmed as sent by nobody's account, not declined (which marks the item
 * unconfirmed for good) and not detached by an earlier account's deletion.
 */
export function waitingFor(user: Pick<User, 'email' | 'emailVerifiedAt' | 'role'>): SQL {
  if (!user.emailVerifiedAt || user.role !== 'CONSUMER') return sql`false`;
  return and(
    isNull(leads.consumerUserId),
    eq(leads.email, user.email),
    eq(leads.senderConfirmed, true),
    isNull(leads.senderDeletedAt),
  ) as SQL;
}

async function waitingOf(db: Executor, user: User, kind: Kind) {
  const firstWords = kind === 'message' ? leads.message : leads.mortgageProcess;
  const rows = await db
    .select({
      id: leads.id,
      professionalName: accounts.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      createdAt: leads.createdAt,
      text: sql<string>`left(${firstWords}, ${FIRST_WORDS_MAX + 1})`,
    })
    .from(leads)
    .innerJoin(profiles, eq(profiles.id, leads.mxpertProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.userId))
    .where(and(waitingFor(user), ofKind(kind)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(UNCLAIMED_MAX);
  return rows.map(
    (r): UnclaimedItem => ({
      kind,
      id: r.id,
      professionalName: r.professionalName,
      senderName: `${r.firstName} ${r.lastName}`,
      sentAt: r.createdAt.toISOString(),
      firstWords: kind === 'message' ? firstWordsOf(r.text) : mortgageStep(r.text),
    }),
  );
}

/** GET /api/consumer/unclaimed: the newest waiting items of both kinds, at most UNCLAIMED_MAX. */
export async function listUnclaimed(db: Executor, user: User): Promise<UnclaimedItem[]> {
  const [ownMessages, ownRequests] = await Promise.all([waitingOf(db, user, 'message'), waitingOf(db, user, 'cop_request')]);
  return [...ownMessages, ...ownRequests].sort((a, b) => b.sentAt.localeCompare(a.sentAt)).slice(0, UNCLAIMED_MAX);
}

/** The start of a text, cut at a word where it is long, on one line. */
function firstWordsOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= FIRST_WORDS_MAX) return flat;
  const cut = flat.slice(0, FIRST_WORDS_MAX);
  const space = cut.lastIndexOf(' ');
  return `${space > FIRST_WORDS_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

function mortgageStep(code: string): string {
  return MORTGAGE_PROCESSES.find((p) => p.code === code)?.label ?? code;
}

export type UnclaimedChoice = 'confirm' | 'decline';

/**
 * POST /api/consumer/unclaimed/confirm and …/decline. Confirming links the items to the account
 * (consumer_user_id): from then on they are its own like anything it sent signed in. Declining marks
 * them unconfirmed, as an e-mailed confirmation nobody used leaves an item: no account lists them and
 * the professional's inbox shows 'Sender not confirmed'. One transaction for both kinds; an item
 * named that is not waiting for this account (another's, already chosen, unknown) answers 404 and
 * changes nothing. Answers how many items changed.
 */
export async function chooseUnclaimed(
  db: Database,
  user: User,
  body: UnclaimedChoiceBody,
  choice: UnclaimedChoice,
): Promise<UnclaimedChoiceResponse> {
  const named = body.items ? namedIds(body.items) : null;
  const count = await db.transaction(async (tx) => {
    let changed = 0;
    for (const kind of ['message', 'cop_request'] as const) {
      const ids = named?.[kind];
      if (ids && ids.length === 0) continue;
      const rows = await tx
        .update(leads)
        .set(choice === 'confirm' ? { consumerUserId: user.id } : { senderConfirmed: false })
        .where(and(waitingFor(user), ofKind(kind), ids ? inArray(leads.id, ids) : undefined))
        .returning({ id: leads.id });
      if (ids && rows.length !== ids.length) throw new AppError('NOT_FOUND', UNCLAIMED_TEXT.notWaiting);
      changed += rows.length;
    }
    return changed;
  });
  return { count, message: choice === 'confirm' ? UNCLAIMED_TEXT.confirmed(count) : UNCLAIMED_TEXT.declined(count) };
}

/** The distinct ids named per kind. */
function namedIds(items: NonNullable<UnclaimedChoiceBody['items']>): Record<Kind, string[]> {
  const ids = (kind: Kind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.id.toLowerCase()))];
  return { message: ids('message'), cop_request: ids('cop_request') };
}
