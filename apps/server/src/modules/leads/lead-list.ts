import { LEAD_PREVIEW_CHARS, type LeadCounts, type LeadFilter, type LeadKind, type LeadRow } from '@mx/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { unreadAboutLead } from '../notifications/about-lead.ts';
import { findInboxOwner } from './inbox-owner.ts';
import { conversationReplies, leads } from './schema.ts';

/**
 * The professional's leads in one list (docs/decisions/110): their messages and COP requests, not
 * deleted by them, newest activity first (the lead or its newest reply).
 *
 * It reads one professional's leads on the (mxpert_profile_id, kind, status, created_at) index and
 * each lead's newest reply on the (lead_id, created_at) index of conversation_replies; the sort is of
 * that professional's leads only.
 */
function leadsOf(profileId: string, search: Search): SQL {
  return sql`
    with own_leads as (
      select ${leads.kind} as kind, ${leads.id} as id, ${leads.firstName} as first_name, ${leads.lastName} as last_name,
        ${leads.email} as email, ${leads.phone} as phone, ${leads.preferredContact} as preferred_contact, ${leads.status} as status,
        coalesce(${leads.helpType}, ${leads.mortgageProcess}) as topic, ${leads.createdAt} as created_at,
        ${leads.phoneContactedAt} as phone_contacted_at,
        greatest(${leads.phoneContactedAt}, ${leads.planPublishedAt}) as answered_outside_at, left(${leads.message}, ${LEAD_PREVIEW_CHARS}) as lead_text,
        r.created_at as reply_at, r.reply_from, r.reply_text
      from ${leads}
      left join lateral (
        select ${conversationReplies.createdAt} as created_at, ${conversationReplies.from} as reply_from,
          left(${conversationReplies.body}, ${LEAD_PREVIEW_CHARS}) as reply_text
        from ${conversationReplies} where ${conversationReplies.leadId} = ${leads.id}
        order by ${conversationReplies.createdAt} desc limit 1
      ) r on true
      where ${leads.mxpertProfileId} = ${profileId}::uuid and ${leads.hiddenByMxpertAt} is null and ${searchOf(search)}
    ), active as (
      select *, coalesce(reply_at, created_at) as last_activity_at, coalesce(reply_from, 'consumer') as last_from from own_leads
    )
    select *, (status = 'open' and last_from = 'consumer'
      and (answered_outside_at is null or answered_outside_at < last_activity_at)) as needs_reply
    from active`;
}

/** The search as the query uses it: a LIKE pattern of the text, and its digits for the phone. */
interface Search {
  pattern: string | null;
  digits: string | null;
}

/**
 * A name, an e-mail address or a phone number: any part of the full name or the address, case
 * aside; a phone number by its digits (three or more), however it was typed.
 */
function searchFor(q: string): Search {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  return {
    pattern: text === '' ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    digits: digits.length >= 3 ? digits : null,
  };
}

function searchOf(s: Search): SQL {
  if (!s.pattern) return sql`true`;
  const byText = sql`((${leads.firstName} || ' ' || ${leads.lastName}) ilike ${s.pattern} escape '\\' or ${leads.email} ilike ${s.pattern} escape '\\')`;
  if (!s.digits) return byText;
  return sql`(${byText} or regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g') like ${`%${s.digits}%`})`;
}

const FILTER_WHERE: Record<LeadFilter, SQL> = {
  all: sql`true`,
  'needs-reply': sql`needs_reply`,
  open: sql`status = 'open'`,
  closed: sql`status = 'closed'`,
};

interface LeadDbRow extends Record<string, unknown> {
  kind: LeadKind;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  preferred_contact: string;
  status: 'open' | 'closed';
  topic: string;
  created_at: Date | string;
  phone_contacted_at: Date | string | null;
  lead_text: string | null;
  reply_at: Date | string | null;
  reply_from: 'mxpert' | 'consumer' | null;
  reply_text: string | null;
  last_activity_at: Date | string;
  needs_reply: boolean;
  unread: boolean;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function toLeadRow(r: LeadDbRow): LeadRow {
  return {
    kind: r.kind,
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    preferredContact: r.preferred_contact,
    status: r.status,
    topic: r.topic,
    createdAt: iso(r.created_at),
    lastActivityAt: iso(r.last_activity_at),
    lastEntry: r.reply_at
      ? { from: r.reply_from ?? 'consumer', preview: r.reply_text }
      : { from: 'consumer', preview: r.lead_text },
    unread: Boolean(r.unread),
    needsReply: Boolean(r.needs_reply),
    contactedByPhoneAt: r.phone_contacted_at ? iso(r.phone_contacted_at) : null,
  };
}

/**
 * Unread: the client wrote a reply the professional has not opened, or the professional's bell item
 * about the lead (the new lead, a reply) is unread. Asked for the page's rows only.
 */
function unreadOf(userId: string): SQL {
  return sql`(exists (select 1 from ${conversationReplies} where ${conversationReplies.leadId} = page.id
        and ${conversationReplies.from} = 'consumer' and ${conversationReplies.readAt} is null)
    or ${unreadAboutLead(userId, sql`page.id`)})`;
}

export interface LeadPage {
  leads: LeadRow[];
  page: number;
  totalPages: number;
  totalCount: number;
  counts: LeadCounts;
}

async function rowsOf<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

/** One page of the professional's leads under a filter and a search, with each filter's count. */
export async function listLeads(
  ctx: AppContext,
  userId: string,
  opts: { filter: LeadFilter; q: string; page: number; limit: number },
): Promise<LeadPage> {
  const owner = await findInboxOwner(ctx.db, userId);
  const list = leadsOf(owner.profileId, searchFor(opts.q));
  const [totals] = await rowsOf<Record<string, number | string>>(
    ctx.db,
    sql`select count(*)::int as all, (count(*) filter (where needs_reply))::int as needs_reply,
        (count(*) filter (where status = 'open'))::int as open, (count(*) filter (where status = 'closed'))::int as closed
        from (${list}) l`,
  );
  const counts: LeadCounts = {
    all: Number(totals?.all ?? 0),
    'needs-reply': Number(totals?.needs_reply ?? 0),
    open: Number(totals?.open ?? 0),
    closed: Number(totals?.closed ?? 0),
  };
  const totalCount = counts[opts.filter];
  const rows = await rowsOf<LeadDbRow>(
    ctx.db,
    sql`select page.*, ${unreadOf(userId)} as unread from (
          select * from (${list}) l where ${FILTER_WHERE[opts.filter]}
          order by last_activity_at desc, id desc limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}
        ) page order by last_activity_at desc, id desc`,
  );
  return {
    leads: rows.map(toLeadRow),
    page: opts.page,
    totalPages: Math.max(1, Math.ceil(totalCount / opts.limit)),
    totalCount,
    counts,
  };
}
