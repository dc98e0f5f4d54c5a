import { ADMIN_OPS_TEXT, TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/db/schema.ts';
import { translator } from '../../src/lib/i18n.ts';
import { notifyUser } from '../../src/modules/notifications/notify.ts';
import { createMxpert, createUser, guestMessageBody, signedInAs, signIn } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SPANISH = { 'accept-language': 'es-US' };
const wrongSignIn = (headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { email: 'nobody@example.com', password: 'Not-It-1' }, headers });

async function preferring(userId: string, locale: 'en-US' | 'es-US') {
  await t.db.update(users).set({ locale }).where(eq(users.id, userId));
}

describe("the server's sentences in the reader's language", () => {
  it("answers a guest's error in the language of the page the request names, English otherwise", async () => {
    const spanish = await wrongSignIn(SPANISH);
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Correo electrónico o contraseña incorrectos' });
    const english = await wrongSignIn();
    expect(english.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: TEXT.invalidCredentials });
    expect((await wrongSignIn({ 'accept-language': 'en-US' })).json().message).toBe(TEXT.invalidCredentials);
    // A browser's own list of languages does not choose: only the page's language, as the web app sends it.
    expect((await wrongSignIn({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).json().message).toBe(TEXT.invalidCredentials);
  });

  it("answers the schemas' field messages in the page's language", async () => {
    const body = { email: 'not an address', password: 'x' };
    const spanish = await t.request({ method: 'POST', url: '/api/auth/login', body, headers: SPANISH });
    expect(spanish.json()).toEqual({ code: 'BAD_REQUEST', message: 'Correo electrónico no válido' });
    const english = await t.request({ method: 'POST', url: '/api/auth/login', body });
    expect(english.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid email' });
  });

  it("answers a signed-in user in their preferred language, whatever the page's", async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    const adminsOnly = (headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: '/api/admin/users', cookie, headers });
    expect((await adminsOnly()).json()).toEqual({ code: 'FORBIDDEN', message: TEXT.forbidden });
    await preferring(user.id, 'es-US');
    expect((await adminsOnly()).json()).toEqual({ code: 'FORBIDDEN', message: 'No tiene permiso para hacer eso.' });
    expect((await adminsOnly({ 'accept-language': 'en-US' })).json().message).toBe('No tiene permiso para hacer eso.');
  });

  it('answers an account still on English (the default) in the language of the page it writes from', async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const adminsOnly = (headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: '/api/admin/users', cookie, headers });
    expect((await adminsOnly(SPANISH)).json().message).toBe('No tiene permiso para hacer eso.');
    expect((await adminsOnly({ 'accept-language': 'en-US' })).json().message).toBe(TEXT.forbidden);
  });

  it("answers a success sentence with a value in the Spanish admin's language, unchanged in English", async () => {
    const { user: admin, cookie } = await signedInAs(t, 'ADMIN');
    const deactivate = async () => {
      const consumer = await createUser(t.db, 'CONSUMER', { firstName: 'Rosa', lastName: 'Díaz' });
      return t.request({
        method: 'POST',
        url: `/api/admin/users/${consumer.id}/deactivate`,
        cookie,
        body: { reason: 'Repeated spam messages to professionals' },
      });
    };
    const english = await deactivate();
    expect(english.statusCode).toBe(200);
    expect(english.json().message).toBe(ADMIN_OPS_TEXT.deactivated('Rosa Díaz'));
    await preferring(admin.id, 'es-US');
    expect((await deactivate()).json().message).toBe('Se desactivó la cuenta de Rosa Díaz');
  });

  it("answers a plain success sentence in the page's language", async () => {
    const { cookie } = await signedInAs(t, 'CONSUMER');
    const english = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(english.json()).toEqual({ message: TEXT.loggedOut });
    const spanish = await t.request({ method: 'POST', url: '/api/auth/logout', headers: SPANISH });
    expect(spanish.json()).toEqual({ message: 'Sesión cerrada' });
  });
});

describe("notifications in the reader's language", () => {
  const published = {
    type: 'plan_published' as const,
    title: 'Ana Ruiz published your Credit Optimization Plan',
    message: 'Version 2 of your plan is ready.',
    metadata: { planId: 'p1' },
    text: {
      title: { id: 'answers.notice.planPublishedTitle' as const, values: { mxpertName: 'Ana Ruiz' } },
      message: { id: 'answers.notice.planVersionReady' as const, values: { version: 2 } },
    },
  };
  const bell = async (cookie: string, headers: Record<string, string> = {}) =>
    (await t.request({ method: 'GET', url: '/api/notifications/consumer', cookie, headers })).json().data.notifications;

  it('stores the English text and reads it in Spanish to a Spanish reader, unchanged in English', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    await notifyUser(t.db, user.id, published);
    const [english] = await bell(cookie);
    expect(english).toMatchObject({ title: published.title, message: published.message, metadata: { planId: 'p1' } });
    expect(english.metadata).not.toHaveProperty('text');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({ title: published.title, message: published.message });

    const [onSpanishPage] = await bell(cookie, SPANISH);
    expect(onSpanishPage).toMatchObject({
      title: 'Ana Ruiz publicó su Plan de Optimización de Crédito',
      message: 'La versión 2 de su plan está lista.',
    });
    await preferring(user.id, 'es-US');
    const [chosen] = await bell(cookie);
    expect(chosen.message).toBe('La versión 2 de su plan está lista.');
    const read = await t.request({ method: 'PATCH', url: `/api/notifications/${chosen.id}`, cookie });
    expect(read.json().data).toMatchObject({ isRead: true, message: 'La versión 2 de su plan está lista.' });
  });

  it('reads a notification stored without its keys, or with a key it does not know, in its stored English', async () => {
    const { user, cookie } = await signedInAs(t, 'CONSUMER');
    await preferring(user.id, 'es-US');
    await notifyUser(t.db, user.id, { ...published, text: undefined });
    await t.db.insert(notifications).values({
      userId: user.id,
      type: 'plan_published',
      title: 'Old title',
      message: 'Old message',
      metadata: { text: { title: { id: 'answers.no.such.key' }, message: { id: 'x', values: [1] } } },
    });
    const items = await bell(cookie);
    expect(items.map((n: { title: string; message: string }) => [n.title, n.message]).sort()).toEqual(
      [
        ['Old title', 'Old message'],
        [published.title, published.message],
      ].sort(),
    );
  });

  it("tells a Spanish professional of their profile's approval in Spanish", async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const { user, profile } = await createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null });
    await preferring(user.id, 'es-US');
    const approved = await t.request({ method: 'POST', url: `/api/admin/mxperts/${profile.id}/approve`, cookie: admin.cookie });
    expect(approved.statusCode).toBe(200);
    const cookie = await signIn(t, user.email);
    const list = await t.request({ method: 'GET', url: '/api/notifications/mxpert', cookie });
    expect(list.json().data.notifications[0]).toMatchObject({
      title: 'Perfil aprobado',
      message: 'Su perfil fue aprobado y ya aparece en el directorio de MortgageXperts.',
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({
      title: 'Profile approved',
      message: 'Your profile has been approved and is now listed in the MortgageXperts directory.',
    });
  });

  it("tells a Spanish admin of a support request and a professional's sign-up in Spanish, and an English admin as before", async () => {
    const spanish = await signedInAs(t, 'ADMIN');
    const english = await signedInAs(t, 'ADMIN');
    await preferring(spanish.user.id, 'es-US');
    const email = `ana.support.${Date.now()}@example.com`;
    const support = await t.request({
      method: 'POST',
      url: '/api/support',
      ip: randomIp(),
      body: { name: 'Ana Soporte', email, topic: 'privacy', message: 'Where do I find the privacy policy?' },
    });
    expect(support.statusCode, support.body).toBe(201);
    const nmlsId = String(7_000_000 + Math.floor(Math.random() * 999_999));
    const register = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      body: {
        firstName: 'Bruno',
        lastName: 'Registro',
        email: `bruno.${Date.now()}@example.com`,
        password: 'Str0ng-Passw0rd!',
        nmlsId,
      },
    });
    expect(register.statusCode, register.body).toBe(201);

    const ofTheirs = async (cookie: string) =>
      (await t.request({ method: 'GET', url: '/api/admin/notifications?limit=50', cookie }))
        .json()
        .data.notifications.filter(
          (n: { message: string }) => n.message.includes('Ana Soporte') || n.message.includes('Bruno Registro'),
        );
    expect((await ofTheirs(spanish.cookie)).map((n: { title: string; message: string }) => [n.title, n.message]).sort()).toEqual(
      [
        ['Nueva solicitud de soporte', 'Ana Soporte escribió a soporte sobre: La privacidad y mis datos.'],
        ['Nuevo registro de MortgageXpert', `Bruno Registro (NMLS ${nmlsId}) se registró como MortgageXpert.`],
      ].sort(),
    );
    const stored = [
      ['New support request', 'Ana Soporte wrote to support about: Privacy and my data.'],
      ['New MortgageXpert registration', `Bruno Registro (NMLS ${nmlsId}) signed up as a MortgageXpert.`],
    ].sort();
    expect((await ofTheirs(english.cookie)).map((n: { title: string; message: string }) => [n.title, n.message]).sort()).toEqual(
      stored,
    );
    // The English catalogue's keys say the same as the English stored beside them.
    const en = translator('en-US');
    expect(
      [
        [en('answers.notice.supportTitle'), en('answers.notice.support', { name: 'Ana Soporte', topic: 'privacy' })],
        [en('answers.notice.registrationTitle'), en('answers.notice.registration', { name: 'Bruno Registro', nmlsId })],
      ].sort(),
    ).toEqual(stored);
    expect(en('answers.notice.planCheckpoint', { name: 'Ana', bureau: 'Experian', score: 700, readOn: '2026-11-01' })).toBe(
      'Ana recorded an Experian score of 700 read on 2026-11-01.',
    );
  });

  it('tells a Spanish professional of a new lead in Spanish, an English one in the English as before', async () => {
    const spanish = await createMxpert(t.db);
    const english = await createMxpert(t.db);
    await preferring(spanish.user.id, 'es-US');
    for (const pro of [spanish, english]) {
      const sent = await t.request({
        method: 'POST',
        url: `/api/messages/${pro.profile.cxid}`,
        ip: randomIp(),
        body: guestMessageBody(`grace.${pro.profile.cxid.toLowerCase()}@example.com`),
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const newest = async (email: string) => {
      const cookie = await signIn(t, email);
      return (await t.request({ method: 'GET', url: '/api/notifications/mxpert', cookie })).json().data.notifications[0];
    };
    expect(await newest(spanish.user.email)).toMatchObject({
      title: 'Nuevo mensaje',
      message: 'Grace Hopper le envió un mensaje.',
    });
    expect(await newest(english.user.email)).toMatchObject({ title: 'New message', message: 'Grace Hopper sent you a message.' });
  });
});
