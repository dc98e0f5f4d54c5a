import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailTransport } from '../../src/modules/mail/outbox.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';

/** One message a test SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came over the wire: headers and body. */
  raw: string;
  /** The raw message with quoted-printable undone (soft line breaks and =XX escapes). */
  body: string;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (a free port unless given), recording what it accepts. */
export function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    );
  });
}

/**
 * Runs `body` with a test SMTP server and the app's SMTP transport to it (sending as the product),
 * and closes both afterwards, whatever happens.
 */
export async function withSmtpServer<T>(body: (smtp: TestSmtp, transport: MailTransport) => Promise<T>): Promise<T> {
  const smtp = await startSmtp();
  const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
  try {
    return await body(smtp, transport);
  } finally {
    transport.close?.();
    await smtp.close();
  }
}

/** A header of a raw message as received, unfolded; undefined when it has none. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** The subject as a reader sees it: encoded words (RFC 2047) decoded. */
export function subjectOf(mail: ReceivedMail): string {
  const block = (mail.raw.split(/\r\n\r\n/)[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
  const line = block.split('\r\n').find((l) => /^subject:/i.test(l)) ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .trim()
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The message's body with quoted-printable undone, read as UTF-8. */
export const bodyOf = (mail: ReceivedMail) => Buffer.from(mail.body, 'latin1').toString('utf8');
