import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { collectOutput, runTs, waitForExit } from '../helpers/child-process.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../helpers/test-app.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://mortgagexperts.example',
  SMTP_URL: 'smtp://127.0.0.1:25',
  MAIL_POSTAL_ADDRESS: '1 Harbor Way, Austin, TX 78701',
  MAIL_LINK_SECRET: 'a-test-secret-that-is-at-least-32-characters-long',
  TWO_FACTOR_KEY: 'a-test-two-factor-key-that-is-at-least-32-characters',
};

/** A forgotten NODE_ENV never publishes the demo accounts, the mailbox of reset links or the API docs. */
describe('start-up configuration', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
  };

  it('refuses development mode on a public address unless told so explicitly', () => {
    const message = refusal({ PUBLIC_URL: 'https://mortgagexperts.example' });
    expect(message).toContain('NODE_ENV');
    expect(message).toContain('ALLOW_DEVELOPMENT_ON_PUBLIC_URL=true');
    expect(refusal({ NODE_ENV: 'development', PUBLIC_URL: 'http://203.0.113.7:3000' })).toContain('NODE_ENV');
    expect(refusal({ PUBLIC_URL: 'https://mortgagexperts.example', ALLOW_DEVELOPMENT_ON_PUBLIC_URL: 'true' })).toBeNull();
    expect(refusal(PRODUCTION)).toBeNull();
  });

  /** Starts the real server with the environment: it must exit 1 naming the way out, having created nothing. */
  async function refusedAtStart(env: Record<string, string>, wayOut: string) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-unsafe-'));
    const child = runTs('apps/server/src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', ...env });
    try {
      const output = collectOutput(child);
      expect(await waitForExit(child, 50_000)).toBe(1);
      expect(output()).toContain(wayOut);
      // Nothing was created: no database, no demo accounts.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('is what the server process does: it exits before opening anything, naming the way out', { timeout: 60_000 }, async () => {
    await refusedAtStart({ PUBLIC_URL: 'https://mortgagexperts.example' }, 'ALLOW_DEVELOPMENT_ON_PUBLIC_URL=true');
  });

  it('exits before opening anything when told to listen on the network outside production', { timeout: 60_000 }, async () => {
    await refusedAtStart({ HOST: '0.0.0.0' }, 'ALLOW_DEVELOPMENT_ON_NETWORK=true');
  });

  it('runs development mode on this machine without being told', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://127.8.9.10',
      'http://[::1]:3000',
      'http://mx.localhost',
    ]) {
      expect(refusal({ PUBLIC_URL: url }), url).toBeNull();
    }
    expect(refusal({})).toBeNull();
  });

  it('listens on this machine only outside production unless told otherwise', () => {
    // NODE_ENV and PUBLIC_URL both unset: the demo admin's published password reaches no other machine.
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'mx.example']) {
      const message = refusal({ HOST: host });
      expect(message, host).toContain('HOST');
      expect(message, host).toContain('ALLOW_DEVELOPMENT_ON_NETWORK=true');
      expect(refusal({ HOST: host, ALLOW_DEVELOPMENT_ON_NETWORK: 'true' }), host).toBeNull();
      expect(refusal({ ...PRODUCTION, HOST: host }), host).toBeNull();
    }
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) expect(refusal({ HOST: host }), host).toBeNull();
  });

  it('refuses the published development MAIL_LINK_SECRET in production', () => {
    const message = refusal({ ...PRODUCTION, MAIL_LINK_SECRET: 'development-only-mail-link-secret-never-in-production' });
    expect(message).toContain('MAIL_LINK_SECRET');
    expect(message).toContain('published development value');
    // Outside production it is the default.
    expect(loadConfig({}).mailLinkSecret).toBe('development-only-mail-link-secret-never-in-production');
  });

  it('turns the API documentation off in production unless API_DOCS says otherwise', () => {
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('the development mailbox and the API docs at run time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers requests from this machine only', async () => {
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await t.request({ method: 'GET', url, ip })).statusCode, `${url} from ${ip}`).toBe(200);
      }
      for (const ip of ['203.0.113.9', '10.1.2.3', '2001:db8::1', '::ffff:203.0.113.9']) {
        const res = await t.request({ method: 'GET', url, ip });
        expect(res.statusCode, `${url} from ${ip}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      }
      // DNS rebinding: another site's name resolved to 127.0.0.1 arrives with that name as Host.
      for (const host of [
        'rebind.attacker.example',
        'rebind.attacker.example:3000',
        'localhost.attacker.example',
        '192.0.2.1',
        'evil@localhost',
      ]) {
        const res = await t.request({ method: 'GET', url, ip: '127.0.0.1', headers: { host } });
        expect(res.statusCode, `${url} to Host ${host}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      }
      for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:5173', '127.0.0.1:3220', '[::1]:3000', '[::1]']) {
        const res = await t.request({ method: 'GET', url, ip: '127.0.0.1', headers: { host } });
        expect(res.statusCode, `${url} to Host ${host}`).toBe(200);
      }
      // A proxy on this machine makes every visitor look local: a forwarded request is not local.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const res = await t.request({ method: 'GET', url, ip: '127.0.0.1', headers: { [header]: '203.0.113.9' } });
        expect(res.statusCode, `${url} with ${header}`).toBe(404);
      }
    }
  });

  it('serves no API documentation in production unless API_DOCS turns it on', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV, database: t.database });
    try {
      expect((await prod.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await prod.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const withDocs = await buildTestApp({ env: { ...PRODUCTION_ENV, API_DOCS: 'true' }, database: t.database });
    try {
      expect((await withDocs.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await withDocs.close();
    }
  });
});
