import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd, type ServerHome, scratchServerHome, startServerProcess, waitForExit } from '../helpers/child-process.ts';

/** The real process: `npm start`'s server and the admin:create tool, on a database of their own. */
let home: ServerHome;
let env: Record<string, string>;

beforeAll(async () => {
  home = await scratchServerHome('process');
  env = home.env;
});
afterAll(() => home.remove());

/** The server on the shared folder and database, once it has printed its banner. */
const startServer = () => startServerProcess(env);

/** admin:create with the arguments, run to its end on the shared folder and database. */
const adminCreate = (...args: string[]) => runToEnd('apps/server/src/cli/admin-create.ts', args, env);

function post(base: string, url: string, body: unknown) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify(body),
  });
}

describe('the server process', () => {
  it('seeds the demo data once, prints the accounts, and keeps every row across a restart', { timeout: 120_000 }, async () => {
    const first = await startServer();
    try {
      expect(first.output()).toContain('admin@mortgagexperts.test');
      expect(
        (await post(first.base, '/api/auth/login', { email: 'admin@mortgagexperts.test', password: 'MxDemo2026!' })).status,
      ).toBe(200);
      const created = await post(first.base, '/api/auth/register-consumer', {
        firstName: 'Persist',
        lastName: 'Tester',
        email: 'persist.tester@example.com',
        password: 'Sunny-Harbor-42',
      });
      expect(created.status).toBe(201);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await waitForExit(first.child)).toBe(0);

    const second = await startServer();
    try {
      expect(second.output()).not.toContain('(just created)');
      // Known and unverified (403), not unknown (401): the row survived the restart.
      const login = await post(second.base, '/api/auth/login', {
        email: 'persist.tester@example.com',
        password: 'Sunny-Harbor-42',
      });
      expect(login.status).toBe(403);
      const { emails } = (await (await fetch(`${second.base}/api/dev/mailbox?to=persist.tester@example.com`)).json()) as {
        emails: unknown[];
      };
      expect(emails).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  });

  it('stops cleanly on a SIGTERM that comes as soon as it answers /readyz', { timeout: 120_000 }, async () => {
    // Its own folder and database: this start seeds nothing another test counts on.
    const own = await scratchServerHome('process-early-stop');
    try {
      const { child, output } = await startServerProcess({ ...own.env, SEED_DEMO: 'false' }, { untilBanner: false });
      // The job runner and the outbox worker may still be starting: the signal's default would kill
      // the process here (exit code null); the shutdown closes what has started and exits 0.
      child.kill('SIGTERM');
      expect(await waitForExit(child)).toBe(0);
      expect(output()).not.toMatch(/error during shutdown|Unhandled/i);
    } finally {
      await own.remove();
    }
  });

  it('admin:create makes an admin who can sign in, and refuses bad input', { timeout: 120_000 }, async () => {
    const bad = await adminCreate('--email', 'nope', '--password', 'x', '--name', 'A');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('Please enter a valid email address');

    const created = await adminCreate('--email', 'Boss@Example.com', '--password', 'Strong-Admin-Pass-9', '--name', 'Pat Boss');
    expect(created.code).toBe(0);
    expect(created.output).toContain('Admin boss@example.com created.');

    const server = await startServer();
    try {
      const login = await post(server.base, '/api/auth/login', { email: 'boss@example.com', password: 'Strong-Admin-Pass-9' });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { role: string; name: string } }).user).toMatchObject({
        role: 'ADMIN',
        name: 'Pat Boss',
      });
      if (!home.databaseUrl) {
        // The embedded database belongs to the running server: the tool says so instead of corrupting it.
        const locked = await adminCreate('--email', 'x@example.com', '--password', 'Strong-Admin-Pass-9', '--name', 'Xan Yu');
        expect(locked.code).toBe(1);
        expect(locked.output).toContain('is in use by process');
      }
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  });
});
