import { createHash } from 'node:crypto';
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  type ConsentNamed,
  consentStatement,
  type LeadConsent,
  SPANISH_CONSENT_VERSION,
} from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { type LeadConsentRow, leadConsents, leads } from './schema.ts';
import { ofKind } from './tables.ts';

/** Who gave a consent: the address the request came from and its user agent, as sent. */
export interface ConsentClient {
  address: string;
  userAgent: string | null;
}

/** A lead just stored. */
export interface LeadRef {
  type: 'message' | 'cop_request';
  id: string;
}

/** A user agent is kept for the record, not parsed: the first 500 characters are plenty. */
const USER_AGENT_MAX = 500;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The statement a page in the language showed, with the version the record names: English is the
 * contract's statement; Spanish is the catalogue's, which the Spanish page shows (docs/decisions/129).
 */
export function shownConsent(target: ConsentNamed, locale: Locale): { text: string; version: string } {
  if (locale === DEFAULT_LOCALE) return { text: consentStatement(target), version: CONSENT_VERSION };
  const t = translator(locale);
  const company = target.companyName?.trim();
  const text = company
    ? t('profile.consentStatementWithCompany', { name: target.name, company, nmlsId: target.nmlsId })
    : t('profile.consentStatement', { name: target.name, nmlsId: target.nmlsId });
  return { text, version: SPANISH_CONSENT_VERSION };
}

/**
 * Stores the consent record of a lead in the caller's transaction (docs/decisions/057): the exact
 * statement the form showed, naming the professional the lead goes to, built from the same row the
 * lead is addressed with, in the language of the page it was sent from, its version and hash, the client
 * address and user agent.
 */
export async function recordConsent(
  tx: Executor,
  lead: LeadRef,
  target: ConsentNamed & { profileId: string },
  client: ConsentClient,
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  const { text, version } = shownConsent(target, locale);
  await tx.insert(leadConsents).values({
    leadId: lead.id,
    mxpertProfileId: target.profileId,
    text,
    version,
    textSha256: sha256Hex(text),
    clientAddress: client.address,
    userAgent: client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null,
  });
}

function toLeadConsent(row: LeadConsentRow, leadType: LeadConsent['leadType']): LeadConsent {
  return {
    id: row.id,
    leadType,
    leadId: row.leadId,
    mxpertProfileId: row.mxpertProfileId,
    text: row.text,
    version: row.version,
    textSha256: row.textSha256,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
    recordedAt: row.createdAt.toISOString(),
  };
}

/** The consent record of one lead, for the admins; 404 when the lead has none (or does not exist). */
export async function readLeadConsent(db: Executor, query: { messageId?: string; copRequestId?: string }): Promise<LeadConsent> {
  const kind = query.messageId ? 'message' : 'cop_request';
  const [found] = await db
    .select({ row: leadConsents })
    .from(leadConsents)
    .innerJoin(leads, eq(leads.id, leadConsents.leadId))
    .where(and(eq(leadConsents.leadId, (query.messageId ?? query.copRequestId) as string), ofKind(kind)));
  if (!found) throw new AppError('NOT_FOUND', CONSENT_TEXT.notFound);
  return toLeadConsent(found.row, kind);
}
