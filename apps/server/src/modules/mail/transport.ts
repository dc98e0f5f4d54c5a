import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './outbox.ts';

/** SMTP through nodemailer; the outbox id becomes the Message-ID so a resend can be recognised. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
