import { AJAX_HEADER, AJAX_HEADER_VALUE } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema.ts';
import { createMxpert, signedInAs, signIn, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

/** The inputs the fuzzing found (docs/decisions/041-hostile-input.md), each kept as an example. */
let t: TestApp;
let mxpert: Awaited<ReturnType<typeof createMxpert>>;
let mxpertCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  mxpert = await createMxpert(t.db);
  mxpertCookie = await signIn(t, mxpert.user.email);
});
afterAll(async () => {
  await t.close();
});

const CHECK_INPUT = { code: 'BAD_REQUEST', message: 'Please check your input and try again' };

describe('inputs the fuzzing found', () => {
  it('a URL that does not decode gets 400 { code, message }, not the router’s own body', async () => {
    const admin = await signedInAs(t, 'ADMIN');
    for (const url of ['/api/admin/mxperts/%', '/api/notifications/%zz', '/api/public/mxperts/tx/%']) {
      const res = await t.request({ method: url.startsWith('/api/notifications') ? 'PATCH' : 'GET', url, cookie: admin.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(CHECK_INPUT);
    }
  });

  it('a path parameter longer than the router reads gets 414 { code, message }', async () => {
    const res = await t.request({ method: 'GET', url: `/api/public/mxperts/tx/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: 'This address is too long.' });
  });

  it('a NUL character in a path, a query or a body is refused before it reaches the database', async () => {
    const path = await t.request({ method: 'GET', url: '/api/public/mxperts/tx/%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(CHECK_INPUT);
    const query = await t.request({ method: 'GET', url: '/api/public/mxperts?search=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(CHECK_INPUT);
    const email = uniqueEmail('nul');
    const body = await t.request({
      method: 'POST',
      url: `/api/messages/tx/${mxpert.profile.cxid}`,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        phone: '(512) 555-0147',
        helpType: 'credit-optimization',
        message: 'Hello,\u0000 I would like help with my credit score.',
        consent: true,
      },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual(CHECK_INPUT);
    expect(await t.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
  });

  it('a lone surrogate (half of a character) in a body is refused, even where the text is kept as JSON', async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const sent = await t.request({
      method: 'POST',
      url: '/api/support',
      body: {
        name: 'Ada Byron',
        email: uniqueEmail('surrogate'),
        topic: 'account',
        message: 'Please tell me what you keep about my account.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [request] = (await t.request({ method: 'GET', url: '/api/admin/support?status=open', cookie: admin.cookie })).json()
      .data.requests as { id: string }[];
    for (const notes of ['Called back \ud800 today', '\udfff', 'end \ud83d']) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/admin/support/${request?.id}`,
        cookie: admin.cookie,
        body: JSON.parse(`{"adminNotes": "${notes}"}`),
      });
      expect(res.statusCode, notes).toBe(400);
      expect(res.json(), notes).toEqual(CHECK_INPUT);
    }
    // A whole character outside the basic plane (a surrogate pair) is ordinary text.
    const emoji = await t.request({
      method: 'PATCH',
      url: `/api/admin/support/${request?.id}`,
      cookie: admin.cookie,
      body: { adminNotes: 'Called back 👍' },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('a multipart form without a boundary gets 400, not 500', async () => {
    const onboarding = await createMxpert(t.db, { onboardCompleted: false, approvalStatus: 'pending', currentStep: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/personal',
      remoteAddress: randomIp(),
      headers: {
        [AJAX_HEADER]: AJAX_HEADER_VALUE,
        origin: TEST_ORIGIN,
        cookie: await signIn(t, onboarding.user.email),
        'content-type': 'multipart/form-data',
      },
      payload: Buffer.from('--x\r\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CHECK_INPUT);
  });

  it('a profile change with an empty field name is refused, not a 500', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie: mxpertCookie, body: { '': '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CHECK_INPUT);
  });

  it('a repeated search value names the problem in plain words', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/mxperts?search=a&search=b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please enter the search as text' });
    const places = await t.request({ method: 'GET', url: '/api/places?q=a&q=b' });
    expect(places.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please enter the search as text' });
  });
});
