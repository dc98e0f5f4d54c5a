import { randomBytes, randomInt } from 'node:crypto';
import { TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { leadConsents } from '../../src/db/schema.ts';
import { clientKey, forwardedAddress } from '../../src/lib/client-address.ts';
import { createMxpert, createUser, uniqueEmail } from '../helpers/factories.ts';
import { buildTestApp, randomIp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

/**
 * Who the client is, as every per-client limit sees it. Forgot-password allows 10 requests per
 * client address in 15 minutes (each for another e-mail address here), so the 11th request of one
 * client is refused whatever it writes into X-Forwarded-For.
 */
const MAIL_LIMIT = 10;

/** The apps of the file, each with the proxies it trusts and its own limits, on one database. */
let database: TestDatabaseHandle;
const apps: TestApp[] = [];
async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp({ env, database });
  apps.push(t);
  return t;
}
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await database?.close();
});

const forgot = (t: TestApp, socket: string, forwardedFor?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: { email: uniqueEmail('addr') },
    ip: socket,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

/** A random client address outside the proxies' ranges, a made-up one, and a random IPv6 /64. */
const publicIpv4 = () => `100.${randomInt(64, 128)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const spoofed = () => `198.51.100.${randomInt(1, 255)}`;
const ipv6Net = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const proxyIpv6 = () => `fd00::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** One client sends MAIL_LIMIT + 1 requests, each with a new made-up address before the real chain. */
async function expectLimitedAsOneClient(t: TestApp, socket: string, chain: () => string) {
  for (let i = 0; i < MAIL_LIMIT; i++) expect((await forgot(t, socket, chain())).statusCode).toBe(200);
  const refused = await forgot(t, socket, chain());
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TEXT.tooManyRequests });
}

describe('TRUST_PROXY as a number of proxy hops', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await appWith({ TRUST_PROXY: '1' });
    two = await appWith({ TRUST_PROXY: '2' });
  });

  it('behind one proxy, counts the address the proxy saw, not what the client wrote before it (IPv4)', async () => {
    const proxy = randomIp();
    const client = publicIpv4();
    await expectLimitedAsOneClient(one, proxy, () => `${spoofed()}, ${spoofed()}, ${client}`);
    // Another client behind the same proxy is a client of its own.
    expect((await forgot(one, proxy, `${client}, ${publicIpv4()}`)).statusCode).toBe(200);
  });

  it('behind one proxy, counts an IPv6 client by the address the proxy saw', async () => {
    const proxy = proxyIpv6();
    const client = `${ipv6Net()}::7`;
    await expectLimitedAsOneClient(one, proxy, () => `${ipv6Net()}::1, ${client}`);
    expect((await forgot(one, proxy, `${client}, ${ipv6Net()}::7`)).statusCode).toBe(200);
  });

  it('behind two proxies, counts the address the outer proxy saw (IPv4)', async () => {
    const inner = randomIp();
    const outer = randomIp();
    const client = publicIpv4();
    await expectLimitedAsOneClient(two, inner, () => `${spoofed()}, ${client}, ${outer}`);
  });

  it('behind two proxies, counts the address the outer proxy saw (IPv6)', async () => {
    const inner = proxyIpv6();
    const outer = proxyIpv6();
    const client = `${ipv6Net()}::42`;
    await expectLimitedAsOneClient(two, inner, () => `${ipv6Net()}::1, ${client}, ${outer}`);
  });

  it('with a chain shorter than the hops, counts the farthest address there is', async () => {
    const client = publicIpv4();
    await expectLimitedAsOneClient(two, randomIp(), () => client);
  });

  it('ends 15 wrong admin passwords with X-Forwarded-For: 203.0.113.$i, 10.0.0.1 from the proxy 10.0.0.1 in 429', async () => {
    const admin = await createUser(one.db, 'ADMIN');
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) {
      const res = await one.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: admin.email, password: `Wrong-Guess-${i}` },
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 10.0.0.1` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it('takes true as exactly one hop', async () => {
    const t = await appWith({ TRUST_PROXY: 'true' });
    const client = publicIpv4();
    await expectLimitedAsOneClient(t, randomIp(), () => `${spoofed()}, ${spoofed()}, ${client}`);
  });
});

describe('TRUST_PROXY as a list of proxy addresses and ranges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.168.7.7, fd00::/8' });
  });

  it('behind one listed proxy, counts the address the proxy saw (IPv4)', async () => {
    const client = publicIpv4();
    await expectLimitedAsOneClient(t, randomIp(), () => `${spoofed()}, ${client}`);
  });

  it('behind two listed proxies, counts the address the outer proxy saw (IPv4)', async () => {
    const client = publicIpv4();
    await expectLimitedAsOneClient(t, randomIp(), () => `${spoofed()}, ${client}, 192.168.7.7`);
  });

  it('behind two listed proxies, counts the address the outer proxy saw (IPv6)', async () => {
    const client = `${ipv6Net()}::9`;
    await expectLimitedAsOneClient(t, proxyIpv6(), () => `${ipv6Net()}::1, ${client}, ${proxyIpv6()}`);
  });

  it('trusts a listed IPv4 proxy that reaches an IPv6 socket as ::ffff:a.b.c.d', async () => {
    const client = publicIpv4();
    await expectLimitedAsOneClient(t, `::ffff:${randomIp()}`, () => `${spoofed()}, ${client}`);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const direct = publicIpv4();
    await expectLimitedAsOneClient(t, direct, () => `${spoofed()}, ${spoofed()}`);
  });
});

describe('X-Forwarded-For entries written with a port, and entries that name no address', () => {
  let one: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    one = await appWith({ TRUST_PROXY: '1' });
    listed = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.168.7.7, fd00::/8' });
  });
  const port = () => randomInt(1, 65_536);

  it('counts an IPv4 client the proxy wrote as ip:port as that address, whatever the port', async () => {
    const client = publicIpv4();
    await expectLimitedAsOneClient(one, randomIp(), () => `${spoofed()}, ${client}:${port()}`);
    // The same client without a port is the same client.
    expect((await forgot(one, randomIp(), client)).statusCode).toBe(429);
  });

  it('counts an IPv6 client the proxy wrote as [v6]:port as that address', async () => {
    const net = ipv6Net();
    await expectLimitedAsOneClient(one, proxyIpv6(), () => `${spoofed()}, [${net}::5]:${port()}`);
    expect((await forgot(one, proxyIpv6(), `${net}::5`)).statusCode).toBe(429);
  });

  it('trusts a listed proxy written with a port, so the client before it is counted', async () => {
    const client = publicIpv4();
    await expectLimitedAsOneClient(listed, randomIp(), () => `${spoofed()}, ${client}, 192.168.7.7:${port()}`);
    // Another client behind the same two proxies is a client of its own.
    expect((await forgot(listed, randomIp(), `${publicIpv4()}, [fd00::7]:443`)).statusCode).toBe(200);
  });

  it('ignores an entry that names no address and counts the socket peer instead', async () => {
    const proxy = randomIp();
    const junk = [
      () => `client-${randomInt(1e9)}`,
      () => `${publicIpv4()}:${70_000 + randomInt(1000)}`,
      () => `[${publicIpv4()}]:80`,
      () => `unknown, 300.1.2.${randomInt(256)}`,
      () => `${ipv6Net()}::1:${port()}x`,
    ];
    let n = 0;
    await expectLimitedAsOneClient(one, proxy, () => (junk[n++ % junk.length] as () => string)());
    // The peer's own requests count under the same key.
    expect((await forgot(one, proxy)).statusCode).toBe(429);
  });

  it('limits probing of unknown API paths by the address without its port', async () => {
    const proxy = randomIp();
    const client = publicIpv4();
    for (let i = 1; i <= 60; i++) {
      const res = await one.request({
        method: 'GET',
        url: `/api/no-such-path-${i}`,
        ip: proxy,
        headers: { 'x-forwarded-for': `${client}:${port()}` },
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await one.request({
      method: 'GET',
      url: '/api/no-such-path',
      ip: proxy,
      headers: { 'x-forwarded-for': `${client}:${port()}` },
    });
    expect(res.statusCode).toBe(429);
  });

  it("records a lead's consent with the client's address, without the port the proxy added", async () => {
    const pro = await createMxpert(one.db);
    const client = publicIpv4();
    const res = await one.request({
      method: 'POST',
      url: `/api/messages/${pro.profile.cxid}`,
      ip: randomIp(),
      headers: { 'x-forwarded-for': `${client}:${port()}` },
      body: {
        firstName: 'Ana',
        lastName: 'Ortiz',
        email: uniqueEmail('port'),
        phone: '(512) 555-0199',
        helpType: 'first-time-buyer',
        preferredContact: 'email',
        message: 'We would like to talk about a first home next year, please.',
        consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [consent] = await one.db.select().from(leadConsents).where(eq(leadConsents.mxpertProfileId, pro.profile.id));
    expect(consent?.clientAddress).toBe(client);
  });

  it('reads an entry as an address by one rule', () => {
    expect(forwardedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(forwardedAddress(' 203.0.113.9:8080 ')).toBe('203.0.113.9');
    expect(forwardedAddress('203.0.113.9:65535')).toBe('203.0.113.9');
    expect(forwardedAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(forwardedAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(forwardedAddress('2001:db8::1')).toBe('2001:db8::1');
    for (const bad of [
      '',
      'unknown',
      '203.0.113.9:65536',
      '203.0.113.9:',
      '203.0.113.9:80:80',
      '[203.0.113.9]:80',
      '300.0.0.1:80',
      '[2001:db8::1]:x',
      '2001:db8::1]:80',
      '_hidden',
    ]) {
      expect(forwardedAddress(bad)).toBeUndefined();
    }
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For altogether', async () => {
    const t = await appWith();
    await expectLimitedAsOneClient(t, publicIpv4(), () => spoofed());
  });
});

describe('clients by their /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });

  it('limits an IPv6 client rotating addresses inside one /64 like one client', async () => {
    const net = ipv6Net();
    let n = 0;
    const next = () => `${net}:${randomBytes(2).toString('hex')}::${++n}`;
    for (let i = 0; i < MAIL_LIMIT; i++) expect((await forgot(t, next())).statusCode).toBe(200);
    expect((await forgot(t, next())).statusCode).toBe(429);
    // The neighbouring /64 is another client.
    expect((await forgot(t, `${ipv6Net()}::1`)).statusCode).toBe(200);
  });

  it('counts an IPv4 client the same on an IPv4 and an IPv6 socket', async () => {
    const client = publicIpv4();
    for (let i = 0; i < MAIL_LIMIT; i++) {
      expect((await forgot(t, i % 2 ? client : `::ffff:${client}`)).statusCode).toBe(200);
    }
    expect((await forgot(t, client)).statusCode).toBe(429);
  });

  it('limits probing of unknown API paths per /64', async () => {
    const net = ipv6Net();
    for (let i = 1; i <= 60; i++) {
      const res = await t.request({ method: 'GET', url: `/api/no-such-path-${i}`, ip: `${net}::${i.toString(16)}` });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.request({ method: 'GET', url: '/api/no-such-path', ip: `${net}::ffff` });
    expect(res.statusCode).toBe(429);
  });

  it('keys addresses by one rule', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8:0:0:ffff::2'));
  });
});

describe('TRUST_PROXY at start-up', () => {
  const load = (value: string) => () => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value });

  it('accepts false, a number of hops, true as one hop, and a list of addresses and ranges', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(load('false')().trustProxy).toBe(false);
    expect(load('2')().trustProxy).toEqual({ hops: 2 });
    expect(load('true')().trustProxy).toEqual({ hops: 1 });
    expect(load('10.0.0.0/8, 192.168.1.1,fd00::/8')().trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '192.168.1.1', 'fd00::/8'],
    });
  });

  it('refuses any other value and names it', () => {
    for (const bad of ['everyone', '10.0.0.300', '10.0.0.0/33', '0.0.0.0/0', '::/0', '10.0.0.0/8,,', '11']) {
      expect(load(bad)).toThrow(ConfigError);
      expect(load(bad)).toThrow(/TRUST_PROXY: .*"/);
    }
    expect(load('0.0.0.0/0')).toThrow('TRUST_PROXY: "0.0.0.0/0" is neither a number of proxy hops');
    expect(load('10.0.0.0/8,proxy.local')).toThrow('"proxy.local"');
  });
});
