import { createHmac, randomUUID } from 'node:crypto';
import { hashToken } from '../../lib/tokens.ts';
import { mailIdentity } from './identity.ts';

/**
 * Secret links (verification, password reset, e-mail change, sender confirmation) are made when the
 * e-mail is sent, never stored (docs/decisions/078). A link's token is the HMAC-SHA256, under
 * MAIL_LINK_SECRET, of its kind and a random nonce. The e-mail is queued with a placeholder naming
 * the kind and the nonce; the table behind the link keeps the SHA-256 of the token. The database
 * (its rows, dead row versions, WAL and backups) thus holds nothing that opens a link without the
 * secret, which lives only in the environment.
 */

export type LinkKind = 'verify_email' | 'reset_password' | 'change_email' | 'confirm_sender';

const PLACEHOLDER = /\{\{link-token:(verify_email|reset_password|change_email|confirm_sender):([0-9a-f-]{36})\}\}/g;

function tokenOf(kind: LinkKind, nonce: string): string {
  return createHmac('sha256', mailIdentity().linkSecret).update(`mail-link:${kind}:${nonce}`).digest('base64url');
}

export interface NewLinkToken {
  /** What the e-mail holds until it is sent: it stands where the token goes (URL-safe as it is). */
  placeholder: string;
  /** What the table keeps to recognise the token when the link is opened. */
  tokenHash: string;
}

/** A new link token: its placeholder for the e-mail and the hash to store. */
export function newLinkToken(kind: LinkKind): NewLinkToken {
  const nonce = randomUUID();
  return { placeholder: `{{link-token:${kind}:${nonce}}}`, tokenHash: hashToken(tokenOf(kind, nonce)) };
}

/** The text with every link placeholder replaced by its token: done only as the e-mail leaves. */
export function withLinkTokens(text: string): string {
  return text.replace(PLACEHOLDER, (_match, kind: LinkKind, nonce: string) => tokenOf(kind, nonce));
}
