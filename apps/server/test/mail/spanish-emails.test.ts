import type { Locale } from '@mx/contract/i18n/locale';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, users } from '../../src/db/schema.ts';
import { sendLeadReminder } from '../../src/modules/leads/reminder.ts';
import { smtpTransport } from '../../src/modules/mail/transport.ts';
import { sendPlanReminder } from '../../src/modules/plans/plan-reminders.ts';
import {
  createMxpert,
  createUser,
  guestMessageBody,
  signedInAs,
  signIn,
  TEST_PASSWORD,
  tokenFromEmail,
  uniqueEmail,
} from '../helpers/factories.ts';
import { planScenario, publishedPlan } from '../helpers/plans.ts';
import { eligibleConsumer, reviewInput } from '../helpers/reviews.ts';
import { bodyOf, type ReceivedMail, startSmtp, subjectOf, type TestSmtp } from '../helpers/smtp.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** E-mails in the recipient's language (docs/decisions/118), delivered through a real SMTP server. */

const t = useTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

async function deliver(): Promise<void> {
  const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'MortgageXperts <no-reply@mortgagexperts.test>');
  try {
    expect((await t.deliverMail(transport)).failed).toBe(0);
  } finally {
    transport.close?.();
  }
}

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
    // The link opens the Spanish page.
    expect(body).toContain('Elegir una nueva contraseña: http://localhost:3000/es/reset-password?token=');
    expect(body).toContain('— El equipo de MortgageXperts');
    expect(body).toContain('<html lang="es">');
    expect(body).not.toContain('Hello');
  });

  it('gives a home buyer who signs up on the Spanish page a Spanish account, whose verification opens the Spanish page', async () => {
    const email = uniqueEmail('signup-es');
    const body = { firstName: 'Lucía', lastName: 'Ramírez', email, password: TEST_PASSWORD };
    const res = await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: { ...body, locale: 'es-US' } });
    expect(res.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.locale).toBe('es-US');
    await deliver();
    expect(bodyOf(mailTo(email))).toContain('http://localhost:3000/es/verify-email?token=');
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: { ...body, email: uniqueEmail('signup-fr'), locale: 'fr-FR' },
    });
    expect(refused.statusCode).toBe(400);
    const english = uniqueEmail('signup-en');
    await t.request({ method: 'POST', url: '/api/auth/register-consumer', body: { ...body, email: english } });
    const [englishUser] = await t.db.select().from(users).where(eq(users.email, english));
    expect(englishUser?.locale).toBe('en-US');
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
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, guestEmail));
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

/** Sets an account's language as the settings page does. */
async function prefer(userId: string, locale: Locale): Promise<void> {
  await t.db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Expects an e-mail to an address with this subject and these sentences; answers its body decoded, lines ending in \n. */
function expectMail(email: string, subject: string, ...sentences: string[]): string {
  const mails = smtp.received.filter((m) => m.to.includes(email));
  const mail = mails.find((m) => subjectOf(m) === subject);
  expect(mail, mails.map(subjectOf).join(' | ')).toBeDefined();
  const body = mail ? bodyOf(mail).replace(/\r\n/g, '\n') : '';
  for (const sentence of sentences) expect(body).toContain(sentence);
  return body;
}

describe('the account’s other e-mails in its language', () => {
  const TEXTS = {
    'es-US': {
      existing: 'Alguien intentó crear una cuenta de MortgageXperts con su correo electrónico',
      existingLine: 'Puede iniciar sesión aquí: http://localhost:3000/',
      confirm: 'Confirme su nueva dirección de correo electrónico de MortgageXperts',
      confirmLine: 'Usted pidió usar esta dirección para su cuenta de MortgageXperts. Confírmela, por favor.',
      confirmPage: '/es/confirm-email-change',
      changed: 'Se cambió su dirección de correo electrónico de MortgageXperts',
      changedLine: 'Los correos electrónicos sobre su cuenta ahora van a la nueva dirección: ',
      deleted: 'Se eliminó su cuenta de MortgageXperts',
      deletedLine: 'Se eliminó su cuenta de MortgageXperts como usted lo pidió.',
    },
    'en-US': {
      existing: 'Someone tried to create a MortgageXperts account with your email',
      existingLine: 'You can sign in here: http://localhost:3000/',
      confirm: 'Confirm your new MortgageXperts email address',
      confirmLine: 'You asked to use this address for your MortgageXperts account. Please confirm it.',
      confirmPage: '/confirm-email-change',
      changed: 'Your MortgageXperts email address was changed',
      changedLine: 'Emails about your account now go to the new address: ',
      deleted: 'Your MortgageXperts account was deleted',
      deletedLine: 'Your MortgageXperts account was deleted as you asked.',
    },
  } as const;

  it.each(['es-US', 'en-US'] as const)('writes the sign-up notice, the address change and the deletion in %s', async (locale) => {
    const text = TEXTS[locale];
    const { user, cookie } = await signedInAs(t, 'CONSUMER', { firstName: 'Inés' });
    await prefer(user.id, locale);

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/register-consumer',
      body: { firstName: 'Inés', lastName: 'Soto', email: user.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    await deliver();
    expectMail(user.email, text.existing, text.existingLine);

    const newEmail = uniqueEmail('moved');
    const change = await t.request({
      method: 'POST',
      url: '/api/account/email',
      cookie,
      body: { newEmail, currentPassword: TEST_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    // The link opens the page in the account's language.
    const token = await tokenFromEmail(t.db, newEmail, text.confirmPage);
    expect((await t.request({ method: 'POST', url: '/api/account/email/confirm', body: { token } })).statusCode).toBe(200);
    await deliver();
    expectMail(newEmail, text.confirm, text.confirmLine);
    expectMail(user.email, text.changed, `${text.changedLine}${newEmail}`);

    const moved = await signIn(t, newEmail);
    const gone = await t.request({
      method: 'DELETE',
      url: '/api/consumer/account',
      cookie: moved,
      body: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    await deliver();
    expectMail(newEmail, text.deleted, text.deletedLine);
  });

  it('tells the owner of an address another account asked for, in the owner’s language', async () => {
    const owner = await createUser(t.db, 'CONSUMER');
    await prefer(owner.id, 'es-US');
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const res = await t.request({
      method: 'POST',
      url: '/api/account/email',
      cookie,
      body: { newEmail: owner.email, currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await deliver();
    expectMail(
      owner.email,
      'Su dirección de correo electrónico no se agregó a otra cuenta de MortgageXperts',
      'Si fue usted, inicie sesión con esta dirección. Si no, no tiene que hacer nada.',
    );
  });
});

describe('the lead e-mails in the reader’s language', () => {
  it('asks a Spanish-preferring account owner in Spanish whether they sent a guest message, and an English one in English', async () => {
    const { profile } = await createMxpert(t.db, {}, { firstName: 'Maria', lastName: 'Lopez' });
    const spanish = await createUser(t.db, 'CONSUMER', { firstName: 'Lucía' });
    await prefer(spanish.id, 'es-US');
    const english = await createUser(t.db, 'CONSUMER', { firstName: 'Jordan' });
    for (const owner of [spanish, english]) {
      const sent = await t.request({
        method: 'POST',
        url: `/api/messages/tx/${profile.cxid}`,
        body: { ...guestMessageBody(owner.email), firstName: 'Ana', lastName: 'García' },
      });
      expect(sent.statusCode).toBe(201);
    }
    await deliver();
    expectMail(
      spanish.email,
      '¿Envió usted este mensaje a Maria Lopez?',
      'Hola, Lucía:',
      'Se envió un mensaje a Maria Lopez en MortgageXperts sin iniciar sesión, con su dirección de correo electrónico y el nombre Ana García.',
      'Sí, lo envié: http://localhost:3000/es/confirm-sender?token=',
      'Este enlace es válido durante 7 días y se puede usar una vez.',
    );
    expectMail(
      english.email,
      'Did you send this message to Maria Lopez?',
      'Hello Jordan,',
      'http://localhost:3000/confirm-sender?token=',
      'A message was sent to Maria Lopez on MortgageXperts without signing in, with your email address and the name Ana García.',
      'This link stays valid for 7 days and can be used once.',
    );
  });

  it('reminds a Spanish-preferring professional in Spanish and an English one in the exact English text', async () => {
    for (const locale of ['es-US', 'en-US'] as const) {
      const { user: pro, profile } = await createMxpert(t.db, { fullName: 'Diego Ruiz' });
      await prefer(pro.id, locale);
      const guest = uniqueEmail('remind');
      const sent = await t.request({
        method: 'POST',
        url: `/api/messages/tx/${profile.cxid}`,
        body: { ...guestMessageBody(guest), firstName: 'Sam', lastName: 'Hill' },
      });
      expect(sent.statusCode).toBe(201);
      const [lead] = await t.db.select().from(leads).where(eq(leads.email, guest));
      expect(await sendLeadReminder(t.db, t.config.publicUrl, 24 * 3600, { kind: 'message', id: lead?.id })).toBe(true);
      await deliver();
      if (locale === 'es-US') {
        const body = expectMail(
          pro.email,
          'Sam Hill espera su respuesta',
          'Sam Hill le envió un mensaje en MortgageXperts hace 24 horas y todavía no ha recibido respuesta.',
          'Responder ahora: http://localhost:3000/',
          'Cancelar la suscripción o elegir qué correos electrónicos recibe',
          // The preferences link opens the Spanish page.
          'http://localhost:3000/es/email-preferences?token=',
        );
        expect(body).not.toContain('Hello');
      } else {
        expectMail(
          pro.email,
          'Sam Hill is waiting for your reply',
          'Sam Hill sent you a message on MortgageXperts 24 hours ago and has not heard from you yet.',
          'Reply now: http://localhost:3000/',
          'Unsubscribe or choose which emails you get',
          'Unsubscribe or choose which emails you get: http://localhost:3000/email-preferences?token=',
        );
      }
    }
  });
});

describe('the admins’ decisions in the professional’s language', () => {
  it('approves, rejects and suspends in each professional’s language', async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const pending = async (locale: Locale) => {
      const made = await createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null, fullName: 'Rosa Diaz' });
      await prefer(made.user.id, locale);
      return made;
    };
    const post = (url: string, body?: unknown) =>
      t.request({ method: 'POST', url, cookie: admin.cookie, ...(body ? { body } : {}) });

    const approved = await pending('es-US');
    expect((await post(`/api/admin/mxperts/${approved.profile.id}/approve`)).statusCode).toBe(200);
    const rejected = await pending('en-US');
    const reason = 'Incomplete licensing information';
    expect((await post(`/api/admin/mxperts/${rejected.profile.id}/reject`, { reason })).statusCode).toBe(200);
    const suspended = await createMxpert(t.db, { fullName: 'Rosa Diaz' });
    await prefer(suspended.user.id, 'es-US');
    const why = 'Fraudulent license claims';
    expect((await post(`/api/admin/mxperts/${suspended.profile.id}/suspend`, { reason: why })).statusCode).toBe(200);
    await deliver();

    expectMail(
      approved.user.email,
      'Se aprobó su perfil de MortgageXperts',
      'Hola, Rosa Diaz:',
      'Buenas noticias: nuestro equipo revisó y aprobó su perfil de MortgageXperts.',
      'Iniciar sesión en MortgageXperts: http://localhost:3000/',
    );
    expectMail(
      rejected.user.email,
      'Your MortgageXperts profile was not approved',
      'Our team has reviewed your MortgageXperts profile and could not approve it.',
      `Reason given by our team:\n${reason}`,
      'If you believe this is a mistake, tell our support team through the support form and they will look into it: http://localhost:3000/',
    );
    expectMail(
      suspended.user.email,
      'Se suspendió su perfil de MortgageXperts',
      'Nuestro equipo suspendió su perfil de MortgageXperts.',
      `Motivo que indicó nuestro equipo:\n${why}`,
      'Si cree que se trata de un error, escriba a nuestro equipo de asistencia',
    );
  });
});

describe('plans, reviews and support in the reader’s language', () => {
  /** A client in this language with a published plan of one task, whose reminder has been delivered. */
  async function remindedClient(locale: Locale): Promise<string> {
    const s = await planScenario(t);
    await prefer(s.client.user.id, locale);
    const { planId, actionIds } = await publishedPlan(t, s, 1);
    const job = { kind: 'task', planId, actionId: actionIds[0], on: '2030-01-15' };
    expect(await sendPlanReminder(t.db, t.config.publicUrl, job)).toBe(true);
    await deliver();
    return s.client.user.email;
  }

  it('writes a Spanish-preferring client’s plan and task reminder in Spanish, with the date in Spanish', async () => {
    const email = await remindedClient('es-US');
    expectMail(
      email,
      'Maria Lopez le envió un Plan de Optimización de Crédito',
      'Hola, Riley:',
      'Maria Lopez preparó un Plan de Optimización de Crédito para usted en MortgageXperts',
      'Su nota: First plan',
      'Abrir su plan: http://localhost:3000/',
    );
    expectMail(
      email,
      'Vence en 3 días en su plan: Card 1',
      'Una tarea del Plan de Optimización de Crédito que Maria Lopez preparó para usted vence el 15 de enero de 2030: Pagar parte de un saldo (Card 1).',
      'Se estimó que aportaría de 10 a 20 puntos.',
    );
  });

  it('keeps an English-preferring client’s plan and task reminder in the exact English text', async () => {
    const email = await remindedClient('en-US');
    expectMail(email, 'Maria Lopez sent you a Credit Optimization Plan', 'Hello Riley,', 'Their note: First plan');
    expectMail(
      email,
      'Due in 3 days on your plan: Card 1',
      'A task of the Credit Optimization Plan Maria Lopez prepared for you is due on January 15, 2030: Pay down a balance (Card 1).',
      'It was estimated to bring 10 to 20 points. Estimates are not guarantees.',
    );
  });

  it('tells a review’s Spanish-preferring author in Spanish and the English-preferring professional in English that it was hidden', async () => {
    const pro = await createMxpert(t.db, { fullName: 'Maria Lopez' });
    const client = await eligibleConsumer(t, pro, { firstName: 'Lucía' });
    await prefer(client.user.id, 'es-US');
    const review = await t.request({
      method: 'POST',
      url: '/api/consumer/reviews',
      cookie: client.cookie,
      body: reviewInput(pro.profile.cxid),
    });
    expect(review.statusCode).toBe(201);
    const admin = await signedInAs(t, 'ADMIN');
    const reason = 'Personal details in the text';
    const hide = await t.request({
      method: 'POST',
      url: `/api/admin/reviews/${review.json().data.id}/hide`,
      cookie: admin.cookie,
      body: { reason },
    });
    expect(hide.statusCode).toBe(200);
    await deliver();
    expectMail(
      client.user.email,
      'Se ocultó su reseña en MortgageXperts',
      'Nuestro equipo ocultó su reseña de Maria Lopez: ya no aparece en su perfil.',
      `Motivo que indicó nuestro equipo:\n${reason}`,
    );
    expectMail(pro.user.email, 'A review on your MortgageXperts profile was hidden', `Reason given by our team:\n${reason}`);
  });

  it('confirms a support message in the signed-in sender’s language, and in English to a guest', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    await prefer(user.id, 'es-US');
    const guest = uniqueEmail('support-guest');
    const body = (email: string) => ({
      name: 'Jordan Ellis',
      email,
      topic: 'privacy',
      message: 'Please tell me what you keep about me.',
    });
    expect((await t.request({ method: 'POST', url: '/api/support', cookie, body: body(user.email) })).statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: '/api/support', body: body(guest) })).statusCode).toBe(201);
    await deliver();
    expectMail(user.email, 'Recibimos su mensaje', 'Su número de referencia: ');
    expectMail(guest, 'We received your message', 'Your reference number: ');
  });

  it('confirms a guest’s support message in the language of the page they wrote from', async () => {
    const guest = uniqueEmail('support-guest-es');
    const body = { name: 'Lucía Ramírez', email: guest, topic: 'privacy', message: 'Quiero saber qué datos guardan sobre mí.' };
    const sent = await t.request({ method: 'POST', url: '/api/support', body: { ...body, locale: 'es-US' } });
    expect(sent.statusCode).toBe(201);
    const refused = await t.request({ method: 'POST', url: '/api/support', body: { ...body, locale: 'fr-FR' } });
    expect(refused.statusCode).toBe(400);
    await deliver();
    expectMail(guest, 'Recibimos su mensaje', 'Su número de referencia: ');
  });
});
