import type { CopRequestItem, MessageItem } from '@mx/contract';
import type { CopRequest, Message } from '../../db/schema.ts';
import { users } from '../auth/schema.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

/** The professional an item went to, as every list names them. */
export type ItemRecipient = MessageItem['mxpertProfile'];

/** Columns to select (joined on mxpert_profiles and its users row) for `toRecipient`. */
export const recipientColumns = {
  cxid: mxpertProfiles.cxid,
  photo: mxpertProfiles.photo,
  companyName: mxpertProfiles.companyName,
  mxpertName: users.name,
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

function commonFields(row: Message | CopRequest, recipient: ItemRecipient, opts: ItemOptions) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    preferredContact: row.preferredContact,
    state: row.state,
    mxpertNotes: opts.withNotes ? row.mxpertNotes : null,
    ...(opts.withNotes ? { contactedByPhoneAt: row.phoneContactedAt?.toISOString() ?? null } : {}),
    status: row.status,
    senderConfirmed: row.senderConfirmed,
    consentRecordedAt: row.consentRecordedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    mxpertProfile: recipient,
  };
}

/** The one shape of a message in every list (professional inbox, consumer area, admin). */
export function toMessageItem(row: Message, recipient: ItemRecipient, opts: ItemOptions): MessageItem {
  return {
    ...commonFields(row, recipient, opts),
    isRealEstateAgent: row.isRealEstateAgent,
    helpType: row.helpType,
    message: row.message,
  };
}

/** The one shape of a COP request in every list. */
export function toCopRequestItem(row: CopRequest, recipient: ItemRecipient, opts: ItemOptions): CopRequestItem {
  return {
    ...commonFields(row, recipient, opts),
    mortgageProcess: row.mortgageProcess,
    believedScoreRange: (row.believedScoreRange ?? null) as CopRequestItem['believedScoreRange'],
    targetScore: row.targetScore,
    timeline: (row.timeline ?? null) as CopRequestItem['timeline'],
    loanAmount: row.loanAmount,
    zip: row.zip,
  };
}
