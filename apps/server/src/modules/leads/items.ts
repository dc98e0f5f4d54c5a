import type { CopRequestItem, MessageItem } from '@mx/contract';
import { accounts } from '../auth/accounts.ts';
import { profiles } from '../mxpert/profiles.ts';
import type { Lead } from './schema.ts';
import { byKind, type LeadKind } from './tables.ts';

/** The professional an item went to, as every list names them. */
export type ItemRecipient = MessageItem['mxpertProfile'];

/** Columns to select (joined on mxpert's `profiles` and auth's `accounts`, `joinRecipient`) for `toRecipient`. */
export const recipientColumns = {
  cxid: profiles.cxid,
  photo: profiles.photo,
  companyName: profiles.companyName,
  mxpertName: accounts.name,
};

export function toRecipient(r: {
  cxid: string;
  photo: string | null;
  companyName: string | null;
  mxpertName: string;
}): ItemRecipient {
  return { cxid: r.cxid, photo: r.photo, companyName: r.companyName, user: { name: r.mxpertName } };
}

export interface ItemOptions {
  /** The professional's notes are their own working notes: a sender's view never shows them. */
  withNotes: boolean;
}

/** A lead's item, as each kind answers it. */
export interface LeadItemOf {
  message: MessageItem;
  cop_request: CopRequestItem;
}

/**
 * The one shape of a lead in every list (professional inbox, conversation, consumer area, admin):
 * the fields every lead has and its kind's own. K names the kind the caller selected.
 */
export function toLeadItem<K extends LeadKind = LeadKind>(row: Lead, recipient: ItemRecipient, opts: ItemOptions): LeadItemOf[K] {
  const lead = byKind(row);
  const common = {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    preferredContact: lead.preferredContact,
    state: lead.state,
    mxpertNotes: opts.withNotes ? lead.mxpertNotes : null,
    ...(opts.withNotes ? { contactedByPhoneAt: lead.phoneContactedAt?.toISOString() ?? null } : {}),
    status: lead.status,
    senderConfirmed: lead.senderConfirmed,
    consentRecordedAt: lead.consentRecordedAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    mxpertProfile: recipient,
  };
  const item: MessageItem | CopRequestItem =
    lead.kind === 'message'
      ? { ...common, isRealEstateAgent: lead.isRealEstateAgent, helpType: lead.helpType, message: lead.message }
      : {
          ...common,
          mortgageProcess: lead.mortgageProcess,
          believedScoreRange: (lead.believedScoreRange ?? null) as CopRequestItem['believedScoreRange'],
          targetScore: lead.targetScore,
          timeline: (lead.timeline ?? null) as CopRequestItem['timeline'],
          loanAmount: lead.loanAmount,
          zip: lead.zip,
        };
  return item as LeadItemOf[K];
}
