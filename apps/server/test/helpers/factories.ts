import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  type CopRequest,
  leads,
  type Message,
  type MxpertProfile,
  mxpertProfiles,
  partners,
  supportRequests,
  type User,
  users,
} from '../../src/db/schema.ts';
import { newCxid } from '../../src/lib/ids.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { listMailbox } from '../../src/modules/mail/outbox.ts';
import type { TestApp } from './test-app.ts';
import { sessionCookieOf } from './test-app.ts';

export const TEST_PASSWORD = 'Sunny-Harbor-42';

let cachedHash: Promise<string> | undefined;
/** Hashing costs ~50 ms; every factory user shares one hash of TEST_PASSWORD. */
function testPasswordHash(): Promise<string> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
}

/** What the public contact form sends for a guest's message to a professional, with the given address. */
export function guestMessageBody(email: string) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '(512) 555-0147',
    isRealEstateAgent: false,
    helpType: 'credit-optimization',
    preferredContact: 'email',
    message: 'I would like help with my credit before buying a home.',
    consent: true,
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

export interface UserOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  isActive?: boolean;
  password?: string;
  /**
   * The demo admin's exemption from two-factor sign-in (docs/decisions/075). Admins made here have it
   * unless a test says `twoFactorExempt: false`: suites about admin work are not about the second
   * factor. The two-factor suites make their admins without it.
   */
  twoFactorExempt?: boolean;
}

export async function createUser(db: Database, role: Role, overrides: UserOverrides = {}): Promise<User> {
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? role.charAt(0) + role.slice(1).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(role.toLowerCase()),
      passwordHash: overrides.password ? await hashPassword(overrides.password) : await testPasswordHash(),
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      role,
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
      isActive: overrides.isActive ?? true,
      twoFactorExempt: overrides.twoFactorExempt ?? role === 'ADMIN',
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  return user;
}

export type ProfileOverrides = Partial<Omit<typeof mxpertProfiles.$inferInsert, 'userId'>>;

/** A professional with an account and a profile; approved, onboarded and complete unless told otherwise. */
export async function createMxpert(
  db: Database,
  profile: ProfileOverrides = {},
  user: UserOverrides = {},
): Promise<{ user: User; profile: MxpertProfile }> {
  const account = await createUser(db, 'MXPERT', user);
  const [row] = await db
    .insert(mxpertProfiles)
    .values({
      userId: account.id,
      cxid: newCxid(),
      fullName: account.name,
      nmlsId: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
      aboutMe: 'I help families improve their credit before they apply for a mortgage.',
      languages: ['english'],
      companyName: 'Test Lending Co',
      companyAddress: '1 Main St, Austin, TX 78701',
      yearsExperience: 7,
      scoresOptimized: 120,
      serviceAreas: ['TX'],
      loanTypes: ['conventional', 'fha'],
      specializations: ['purchase'],
      phone: '(512) 555-0100',
      consentConfirmed: true,
      onboardCompleted: true,
      currentStep: 4,
      approvalStatus: 'approved',
      approvedAt: new Date(),
      ...profile,
    })
    .returning();
  if (!row) throw new Error('createMxpert: no row');
  return { user: account, profile: row };
}

/** Signs in through the API and answers the cookie header for later requests. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return sessionCookieOf(res);
}

/** A signed-in user of the role: the account and its cookie. */
export async function signedInAs(t: TestApp, role: Role, overrides: UserOverrides = {}): Promise<{ user: User; cookie: string }> {
  const user = role === 'MXPERT' ? (await createMxpert(t.db, {}, overrides)).user : await createUser(t.db, role, overrides);
  return { user, cookie: await signIn(t, user.email, overrides.password ?? TEST_PASSWORD) };
}

/** The account's own deletion (a client's or a professional's), confirmed with the password given. */
export function deleteOwnAccount(t: TestApp, kind: 'consumer' | 'mxpert', cookie: string, password = TEST_PASSWORD) {
  return t.request({ method: 'DELETE', url: `/api/${kind}/account`, cookie, body: { password } });
}

/**
 * The signed-in consumer confirms every guest item sent with their address before the account
 * existed (the panel's 'Yes, I sent all of them'); answers how many joined the account.
 */
export async function confirmUnclaimed(t: TestApp, cookie: string): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/consumer/unclaimed/confirm', body: { all: true }, cookie });
  if (res.statusCode !== 200) throw new Error(`confirming guest items failed: ${res.statusCode} ${res.body}`);
  return res.json().count;
}

/** The newest e-mail to an address in the outbox, and the links in it. */
export async function lastEmailTo(db: Database, to: string) {
  const [mail] = await listMailbox(db, { to, limit: 1 });
  return mail;
}

/** The token of the newest link to `path` e-mailed to the address. */
export async function tokenFromEmail(db: Database, to: string, path: string): Promise<string> {
  const mail = await lastEmailTo(db, to);
  const link = mail?.links.find((l) => new URL(l).pathname === path);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link in the last e-mail to ${to}: ${mail?.subject ?? 'none'}`);
  return token;
}

export async function findUser(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export type MessageOverrides = Partial<Omit<typeof leads.$inferInsert, 'mxpertProfileId' | 'kind'>>;

/** A message to a professional, as a guest sent it unless told otherwise. */
export async function createMessage(db: Database, mxpertProfileId: string, overrides: MessageOverrides = {}): Promise<Message> {
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'message',
      isRealEstateAgent: false,
      mxpertProfileId,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail('sender'),
      phone: '(512) 555-0147',
      helpType: 'credit-optimization',
      preferredContact: 'email',
      message: 'Hello, I would like help improving my credit score before buying a home.',
      state: 'TX',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createMessage: no row');
  return row as Message;
}

export type CopRequestOverrides = Partial<Omit<typeof leads.$inferInsert, 'mxpertProfileId' | 'kind'>>;

/** A Credit Optimization Plan request to a professional, as a guest sent it unless told otherwise. */
export async function createCopRequest(
  db: Database,
  mxpertProfileId: string,
  overrides: CopRequestOverrides = {},
): Promise<CopRequest> {
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'cop_request',
      mxpertProfileId,
      firstName: 'Alan',
      lastName: 'Turing',
      email: uniqueEmail('requester'),
      phone: '(512) 555-0148',
      preferredContact: 'phone',
      mortgageProcess: 'pre-qual',
      state: 'TX',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCopRequest: no row');
  return row as CopRequest;
}

/** A message sent through the support form, open unless told otherwise. */
export async function createSupportRequest(db: Database, overrides: Partial<typeof supportRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(supportRequests)
    .values({
      name: 'Jordan Ellis',
      email: uniqueEmail('support'),
      topic: 'account',
      message: 'I cannot sign in to my account since yesterday.',
      ...(overrides.status === 'closed' ? { closedAt: new Date() } : {}),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createSupportRequest: no row');
  return row;
}

/** A partner lender (its logo path names no stored file unless one is given). */
export async function createPartner(db: Database, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const [row] = await db
    .insert(partners)
    .values({ name: `Example Lender ${randomUUID().slice(0, 8)}`, logo: `/uploads/partners/${'a'.repeat(32)}.png`, ...overrides })
    .returning();
  if (!row) throw new Error('createPartner: no row');
  return row;
}
