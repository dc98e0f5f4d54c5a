import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { listMailbox } from '../../src/modules/mail/outbox.ts';
import { createMessage, createMxpert, guestMessageBody, signedInAs, signIn, uniqueEmail } from '../helpers/factories.ts';
import { postMultipart } from '../helpers/images.ts';
import { titleOf } from '../helpers/page-html.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: INDEX_TEMPLATE });
  admin = await signedInAs(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
const post = (url: string, cookie: string, body?: unknown) => t.request({ method: 'POST', url, cookie, body });

/** Letters only: a full name takes no digits. */
const letters = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');

/** What the public sees of a professional: the directory card, the profile, the page's title and JSON-LD. */
async function publicNames(cxid: string, search: string) {
  const directory = await get(`/api/public/mxperts?search=${encodeURIComponent(search)}&limit=50`);
  const profile = await get(`/api/public/mxperts/all/${cxid}`);
  const page = await t.request({ method: 'GET', url: `/xperts/all/${cxid}`, headers: { accept: 'text/html' } });
  const card = directory.json().data.mxperts.find((m: { cxid: string }) => m.cxid === cxid);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1];
  return {
    card: card?.user.name as string | undefined,
    profile: profile.json().data.user.name as string,
    title: titleOf(page.body) ?? '',
    jsonLd: jsonLd ? (JSON.parse(jsonLd).name as string) : undefined,
  };
}

/** The name the signed-in professional's dashboard greets them with. */
const greeting = async (cookie: string) => (await get('/api/auth/me', cookie)).json().user.name as string;

/** A guest writes to the professional: the lead alert names them. */
async function leadAlertTo(cxid: string, proEmail: string) {
  const sent = await t.request({ method: 'POST', url: `/api/messages/${cxid}`, body: guestMessageBody(uniqueEmail('guest')) });
  expect(sent.statusCode, sent.body).toBe(201);
  const [alert] = await listMailbox(t.db, { to: proEmail, limit: 1 });
  expect(alert?.subject).toMatch(/^New message from /);
  return alert?.text ?? '';
}

/** The professional answers a signed-in client: the client's e-mail and conversation name them. */
async function replyToClient(profileId: string, proCookie: string) {
  const client = await signedInAs(t, 'CONSUMER', { firstName: 'Riley', lastName: 'Stone' });
  const message = await createMessage(t.db, profileId, {
    consumerUserId: client.user.id,
    email: client.user.email,
    firstName: 'Riley',
    lastName: 'Stone',
  });
  expect((await post(`/api/dashboard/messages/${message.id}/replies`, proCookie, { body: 'Happy to help.' })).statusCode).toBe(
    201,
  );
  const [mail] = await listMailbox(t.db, { to: client.user.email, limit: 1 });
  const conversation = await get(`/api/consumer/messages/${message.id}/replies`, client.cookie);
  return { mail: mail?.text ?? '', counterpart: conversation.json().data.counterpart.name as string };
}

/** Every place that names the professional names them `name`: in public, on the dashboard, in e-mails and conversations. */
async function expectNamedEverywhere(
  pro: { cxid: string; profileId: string; email: string; cookie: string },
  search: string,
  name: string,
) {
  expect(await publicNames(pro.cxid, search)).toEqual({
    card: name,
    profile: name,
    title: expect.stringContaining(name),
    jsonLd: name,
  });
  expect(await greeting(pro.cookie)).toBe(name);
  expect(await leadAlertTo(pro.cxid, pro.email)).toContain(`Hello ${name},`);
  const reply = await replyToClient(pro.profileId, pro.cookie);
  expect(reply.counterpart).toBe(name);
  expect(reply.mail).toContain(name);
  return reply;
}

describe('the identity an admin approves is the one everyone sees', () => {
  it('a first approval: the onboarding full name replaces the sign-up name in public, in e-mails and on the dashboard', async () => {
    const tag = letters();
    const signUpName = `Sam Halfway${tag}`;
    const approvedName = `Samantha Halfway${tag}-Lee`;
    const { user, profile } = await createMxpert(
      t.db,
      { fullName: approvedName, approvalStatus: 'pending', approvedAt: null },
      { firstName: 'Sam', lastName: `Halfway${tag}` },
    );
    const pro = await signIn(t, user.email);
    // Before approval the account is greeted by the name it was opened with.
    expect(await greeting(pro)).toBe(signUpName);

    const approved = await post(`/api/admin/mxperts/${profile.id}/approve`, admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toContain(approvedName);

    const who = { cxid: profile.cxid, profileId: profile.id, email: user.email, cookie: pro };
    const [approvalMail] = await listMailbox(t.db, { to: user.email, limit: 1 });
    expect(approvalMail?.subject).toBe('Your MortgageXperts profile has been approved');
    expect(approvalMail?.text).toContain(`Hello ${approvedName},`);
    const reply = await expectNamedEverywhere(who, tag, approvedName);
    // The sign-up first name stays the account's own, for its security e-mails.
    expect((await get('/api/auth/me', pro)).json().user.firstName).toBe('Sam');

    const everyMail = await listMailbox(t.db, { to: user.email });
    expect(everyMail.filter((m) => m.text.includes(signUpName))).toEqual([]);
    expect(reply.mail).not.toContain(signUpName);
  });

  it('a re-review: a new full name shows nowhere until the admin approves it, then everywhere', async () => {
    const tag = letters();
    const before = `Jordan Reyes${tag}`;
    const after = `Jordan Reyes${tag}-Park`;
    const { user, profile } = await createMxpert(t.db, { fullName: before }, { firstName: 'Jordan', lastName: `Reyes${tag}` });
    const pro = await signIn(t, user.email);
    expect((await publicNames(profile.cxid, tag)).card).toBe(before);

    // The full name is edited on the personal step, as the profile's Personal card sends it.
    const edit = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro,
      fields: { fullName: after, aboutMe: 'I help buyers raise their scores.', languages: JSON.stringify(['english']) },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const change = (await get('/api/mxpert/profile', pro)).json().data.pendingChange;
    expect(change.newValues.fullName).toBe(after);

    // Held: the approved name stays in public, in e-mails and on the dashboard (the directory's cache too).
    const who = { cxid: profile.cxid, profileId: profile.id, email: user.email, cookie: pro };
    await expectNamedEverywhere(who, tag, before);

    const approved = await post(`/api/admin/profile-changes/${change.id}/approve`, admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    await expectNamedEverywhere(who, tag, after);
  });

  it('the migration gives professionals approved before it their approved full name, and leaves the others', async () => {
    const tag = letters();
    const listed = await createMxpert(t.db, { fullName: `Avery Quinn${tag}` }, { firstName: 'Ave', lastName: `Q${tag}` });
    const suspended = await createMxpert(
      t.db,
      { fullName: `Blake Moss${tag}`, approvalStatus: 'suspended', suspensionReason: 'Under investigation' },
      { firstName: 'Bee', lastName: `M${tag}` },
    );
    const waiting = await createMxpert(
      t.db,
      { fullName: `Casey North${tag}`, approvalStatus: 'pending', approvedAt: null },
      { firstName: 'Cas', lastName: `N${tag}` },
    );
    const blank = await createMxpert(t.db, { fullName: '  ' }, { firstName: 'Dee', lastName: `B${tag}` });

    const file = new URL('../../src/db/migrations/0027_approved-names.sql', import.meta.url);
    await t.db.execute(sql.raw(readFileSync(file, 'utf8')));

    const nameOf = async (id: string) => (await t.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;
    expect(await nameOf(listed.user.id)).toBe(`Avery Quinn${tag}`);
    expect(await nameOf(suspended.user.id)).toBe(`Blake Moss${tag}`);
    expect(await nameOf(waiting.user.id)).toBe(`Cas N${tag}`);
    expect(await nameOf(blank.user.id)).toBe(`Dee B${tag}`);
  });
});
