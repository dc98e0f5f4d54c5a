import { randomBytes } from 'node:crypto';
import { type APIRequest, type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Sunny-Harbor-42';
export const DEMO_PASSWORD = 'MxDemo2026!';
/** The demo admin: journeys sign in as it to look and to decide on their own professionals. */
export const ADMIN_EMAIL = 'admin@mortgagexperts.test';
/** The demo's other admin: prefers Spanish, sets up two-factor sign-in first; the Spanish admin journey's alone. */
export const SPANISH_ADMIN_EMAIL = 'sofia.ramirez@mortgagexperts.test';

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A word of letters only (names allow no digits), different on every call: `Rej` + `xkqdw`. */
export function uniqueName(prefix: string): string {
  return `${prefix}${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}

/** A client address of its own (the rate limits count per address). */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** Every test is its own client address (the rate limits count per address). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomIp() });
  },
});
export { expect };

/**
 * The console's "Uncompiled message" warnings of a page: a text translated before its catalogue was
 * loaded, which also shows its id for a moment instead of the text.
 */
export function uncompiledMessages(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Uncompiled message')) found.push(message.text().replace(/\s+/g, ' ').slice(0, 120));
  });
  return found;
}

export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

export interface MailboxEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * The e-mails the development mailbox holds for an address, newest first. The mailbox answers this
 * machine only, so it is read without the client address header every test sends.
 */
export async function readMailbox(to: string): Promise<MailboxEmail[]> {
  // Node's own fetch: the test's contexts all carry the header.
  const res = await fetch(`${E2E_BASE_URL}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return (JSON.parse(body) as { emails: MailboxEmail[] }).emails;
}

/** The newest link to `pathname` e-mailed to the address, from the development mailbox. */
export async function linkFromMailbox(to: string, pathname: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = await readMailbox(to);
        found = emails.flatMap((e) => e.links).find((l) => new URL(l).pathname === pathname);
        return found;
      },
      { message: `a ${pathname} link e-mailed to ${to}` },
    )
    .toBeTruthy();
  return found as string;
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo admin signed in through the sign-in page, on the admin dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughUi(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

/** The `playwright` fixture, as far as the API helpers use it. */
export interface PlaywrightApi {
  request: APIRequest;
}

/** An API client of its own (own client address), not signed in; dispose it when done. */
export async function apiClient(playwright: PlaywrightApi): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { ...AJAX, 'x-forwarded-for': randomIp() },
  });
}

/** An API client of its own, signed in with the e-mail and password; dispose it when done. */
export async function signedInApi(playwright: PlaywrightApi, email: string, password: string): Promise<APIRequestContext> {
  const ctx = await apiClient(playwright);
  const res = await ctx.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/** A verified consumer made through the API and the dev mailbox, for journeys that start signed up. */
export async function createVerifiedConsumer(request: APIRequestContext, firstName = 'Casey'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/auth/register-consumer', {
    headers: AJAX,
    data: { firstName, lastName: 'Tester', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const link = await linkFromMailbox(email, '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  expect((await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return email;
}
