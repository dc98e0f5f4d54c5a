import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../src/db/schema.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { createMxpert, createUser, guestMessageBody, signIn, uniqueEmail } from '../helpers/factories.ts';
import { type ReceivedMail, startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** E-mails in the recipient's language (docs/decisions/118), delivered through a real SMTP server. */

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await buildTestApp();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

async function deliver(): Promise<void> {
  const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
  try {
    expect((await t.deliverMail(transport)).failed).toBe(0);
  } finally {
    transport.close?.();
  }
}

/** The subject as a reader sees it: encoded words (RFC 2047) decoded. */
function subjectOf(mail: ReceivedMail): string {
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
const bodyOf = (mail: ReceivedMail) => Buffer.from(mail.body, 'latin1').toString('utf8');

function mailTo(email: string): ReceivedMail {
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no e-mail delivered to ${email}`);
  return mail;
}

describe('e-mails in the recipient’s language', () => {
  it('writes a Spanish-preferring user’s password reset in Spanish', async () => {
    const user = await createUser(t.db, 'CONSUMER', { firstName: 'Lucía' });
    const cookie = await signIn(t, user.email);
    const chosen = await t.request({ method: 'PUT', url: '/api/account/language', cookie, body: { locale: 'es-US' } });
    expect(chosen.statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    await deliver();

    const mail = mailTo(user.email);
    expect(subjectOf(mail)).toBe('Restablezca su contraseña de MortgageXperts');
    const body = bodyOf(mail);
    expect(body).toContain('Hola, Lucía:');
    expect(body).toContain('Recibimos una solicitud para restablecer la contraseña de su cuenta de MortgageXperts.');
    expect(body).toContain('Elegir una nueva contraseña: http://localhost:3000/reset-password?token=');
    expect(body).toContain('— El equipo de MortgageXperts');
    expect(body).toContain('<html lang="es">');
    expect(body).not.toContain('Hello');
  });

  it('keeps an English-preferring user’s e-mail in English', async () => {
    const user = await createUser(t.db, 'CONSUMER', { firstName: 'Jordan' });
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    await deliver();
    const mail = mailTo(user.email);
    expect(subjectOf(mail)).toBe('Reset your MortgageXperts password');
    expect(bodyOf(mail)).toContain('Hello Jordan,');
    expect(bodyOf(mail)).toContain('<html lang="en">');
  });

  it('tells an English-speaking professional in English that a guest wrote from a Spanish page, and answers the guest in Spanish', async () => {
    const { user: pro, profile } = await createMxpert(t.db, {}, { firstName: 'Maria', lastName: 'Lopez' });
    const guestEmail = uniqueEmail('guest-es');
    const sent = await t.request({
      method: 'POST',
      url: `/api/messages/tx/${profile.cxid}`,
      body: { ...guestMessageBody(guestEmail), firstName: 'Ana', lastName: 'García', locale: 'es-US' },
    });
    expect(sent.statusCode).toBe(201);
    const [lead] = await t.db.select().from(messages).where(eq(messages.email, guestEmail));
    expect(lead?.locale).toBe('es-US');
    await deliver();

    const alert = mailTo(pro.email);
    expect(subjectOf(alert)).toBe('New message from Ana García');
    expect(bodyOf(alert)).toContain('Ana García sent you a message on MortgageXperts about: Credit Optimization.');
    expect(bodyOf(alert)).toContain('The client wrote in Spanish.');

    if (!lead) return;
    const cookie = await signIn(t, pro.email);
    const reply = await t.request({
      method: 'POST',
      url: `/api/dashboard/messages/${lead.id}/replies`,
      cookie,
      body: { body: 'Hola Ana, con gusto le ayudo.' },
    });
    expect(reply.statusCode).toBe(201);
    await deliver();

    const answer = mailTo(guestEmail);
    expect(subjectOf(answer)).toBe('Maria Lopez respondió');
    const body = bodyOf(answer);
    expect(body).toContain('Hola, Ana:');
    expect(body).toContain('Maria Lopez respondió a su mensaje en MortgageXperts:');
    expect(body).toContain('Hola Ana, con gusto le ayudo.');
    expect(body).toContain(`cree una cuenta gratuita con esta dirección de correo electrónico (${guestEmail})`);
    expect(body).toContain('Crear su cuenta gratuita: http://localhost:3000/');
  });

  it('writes a Spanish-preferring professional’s alert in Spanish, naming the English the client wrote in', async () => {
    const { user: pro, profile } = await createMxpert(t.db, {}, { firstName: 'Diego', lastName: 'Ruiz' });
    await t.db.update(users).set({ locale: 'es-US' }).where(eq(users.id, pro.id));
    const sent = await t.request({
      method: 'POST',
      url: `/api/messages/tx/${profile.cxid}`,
      body: { ...guestMessageBody(uniqueEmail('guest-en')), firstName: 'Sam', lastName: 'Hill' },
    });
    expect(sent.statusCode).toBe(201);
    await deliver();

    const alert = mailTo(pro.email);
    expect(subjectOf(alert)).toBe('Nuevo mensaje de Sam Hill');
    const body = bodyOf(alert);
    expect(body).toContain('Hola, Diego Ruiz:');
    expect(body).toContain('Sam Hill le envió un mensaje en MortgageXperts sobre: Optimización de crédito.');
    expect(body).toContain('Prefiere que lo contacten por correo electrónico.');
    expect(body).toContain('El cliente escribió en inglés.');
    expect(body).toContain('Abrir el mensaje: http://localhost:3000/');
  });

  it('refuses a page language other than the two', async () => {
    const { profile } = await createMxpert(t.db);
    const res = await t.request({
      method: 'POST',
      url: `/api/messages/tx/${profile.cxid}`,
      body: { ...guestMessageBody(uniqueEmail('guest-xx')), locale: 'fr-FR' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Language must be en-US or es-US' });
  });
});
