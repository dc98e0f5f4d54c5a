import type { Locale } from '@mx/contract/i18n/locale';
import type { Executor } from '../../db/client.ts';
import { activeAccountContact } from '../auth/accounts.ts';
import type { Lead } from './tables.ts';

/**
 * Who, if anyone, an e-mail to a lead's client goes to, and in which language (docs/decisions/139).
 * With an account (sent signed in, or a guest lead its owner confirmed): that account's current
 * address, first name and language, while it is active. A guest lead no account owns: the address,
 * name and page language stored on the lead; it may invite them to create an account.
 */
export type LeadClient =
  | { accountId: string; email: string; firstName: string; locale: Locale }
  | { accountId: null; email: string; firstName: string; lastName: string; locale: Locale };

type LeadSender = Pick<Lead, 'consumerUserId' | 'senderDeletedAt' | 'email' | 'firstName' | 'lastName' | 'locale'>;

/**
 * The lead's client to tell of something (a published plan, its reminders, a reply): null when
 * nobody is, because the client deleted their account (decision 059: no account, not even a new one
 * with the same address, can own the lead again) or an admin deactivated it.
 */
export async function leadClientToTell(db: Executor, lead: LeadSender): Promise<LeadClient | null> {
  if (lead.senderDeletedAt) return null;
  if (!lead.consumerUserId) {
    return { accountId: null, email: lead.email, firstName: lead.firstName, lastName: lead.lastName, locale: lead.locale };
  }
  const account = await activeAccountContact(db, lead.consumerUserId);
  return account ? { accountId: lead.consumerUserId, ...account } : null;
}

/**
 * The account whose bell hears of what comes for the lead's client: the account that owns the lead,
 * a deactivated one too, which finds the notices once an admin reactivates it (no e-mail told it
 * meanwhile); null for a guest lead no account owns, and once the client deleted their account.
 */
export function leadClientAccount(lead: Pick<Lead, 'consumerUserId' | 'senderDeletedAt'>): string | null {
  return lead.senderDeletedAt ? null : lead.consumerUserId;
}
