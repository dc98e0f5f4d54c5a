import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './outbox.ts';

/**
 * How long one delivery may wait on the SMTP server. Nodemailer's own defaults (2 minutes to
 * connect, 10 minutes of silence) would let a server that accepts and then hangs hold the outbox
 * worker, and outlast the outbox claim (LOCK_SECONDS in outbox.ts) so another instance sends the
 * same e-mail again. A query string in SMTP_URL (e.g. `?socketTimeout=60000`) overrides these.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer; the outbox id becomes the Message-ID so a resend can be recognised. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'mortgagexperts.local';
  return {
    kind: 'smtp',
    async send(email: OutgoingEmail) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@${domain}>`,
        // RFC 8058: the https URL takes a POST of List-Unsubscribe=One-Click, no sign-in, no other step.
        ...(email.unsubscribeUrl
          ? {
              headers: {
                'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL (development only): e-mails stay in the outbox and show in the dev mailbox. */
export const devMailboxTransport: MailTransport = {
  kind: 'dev-mailbox',
  async send() {},
};
