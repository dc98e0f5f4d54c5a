import { type Config, DEVELOPMENT_MAIL_LINK_SECRET } from '../../config.ts';

/**
 * Who every e-mail says it comes from, and what its signed links need: set once from the
 * configuration when the app is built (buildApp), read by the renderer and the outbox. Templates stay
 * plain functions of their words; the footer and the preference links come from here.
 */
export interface MailIdentity {
  /** The sender's name in every footer: MAIL_FROM's display name, or the product's. */
  senderName: string;
  /** MAIL_POSTAL_ADDRESS (required in production). */
  postalAddress: string;
  /** The origin every link starts with. */
  publicUrl: string;
  /** The HMAC key of the preference and unsubscribe links (MAIL_LINK_SECRET). */
  linkSecret: string;
}

/** The sender name in `Name <address>`, without quotes; the product's name when there is none. */
export function senderNameOf(mailFrom: string): string {
  const name = mailFrom
    .replace(/<[^>]*>/, '')
    .replace(/^"|"$/g, '')
    .trim();
  return name && !name.includes('@') ? name : 'MortgageXperts';
}

let identity: MailIdentity = {
  senderName: 'MortgageXperts',
  postalAddress: '100 Example Street, Suite 200, Austin, TX 78701 (example address)',
  publicUrl: 'http://localhost:3000',
  linkSecret: DEVELOPMENT_MAIL_LINK_SECRET,
};

export function configureMail(config: Pick<Config, 'mailFrom' | 'mailPostalAddress' | 'publicUrl' | 'mailLinkSecret'>): void {
  identity = {
    senderName: senderNameOf(config.mailFrom),
    postalAddress: config.mailPostalAddress,
    publicUrl: config.publicUrl,
    linkSecret: config.mailLinkSecret,
  };
}

export function mailIdentity(): MailIdentity {
  return identity;
}
