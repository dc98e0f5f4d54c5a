import net from 'node:net';
import { TEXT } from '@mx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.ts';
import { freePort } from '../helpers/child-process.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** A PostgreSQL that is down: nothing listens on the port. */
let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/down`, poolMax: 2 });
  t = await buildTestApp({ database });
  const close = t.close;
  t.close = async () => {
    await close();
    await database.close();
  };
});
afterAll(async () => {
  await t.close();
});

describe('when the database is down', () => {
  it('answers 503 with Retry-After instead of a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a@example.com', password: 'Whatever-1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: TEXT.serviceUnavailable });
  });

  it('answers 503 for a signed-in request whose session cannot be looked up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', cookie: 'mx_session=some-session-id' });
    expect(res.statusCode).toBe(503);
  });

  it('reports not ready, while /healthz still answers', async () => {
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

/**
 * Just enough of the PostgreSQL wire protocol to open a connection and answer simple queries, so a
 * test can cut a connection that a transaction holds between two of its queries.
 */
async function startFakePostgres(): Promise<{ url: string; cutAll(): void; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const int32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let started = false;
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (true) {
        if (!started) {
          if (buffered.length < 4) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          buffered = buffered.subarray(length);
          started = true;
          // AuthenticationOk, then ReadyForQuery (idle).
          socket.write(Buffer.concat([message('R', int32(0)), message('Z', Buffer.from('I'))]));
          continue;
        }
        if (buffered.length < 5) return;
        const type = String.fromCharCode(buffered[0] as number);
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) return;
        buffered = buffered.subarray(length + 1);
        // A simple query: CommandComplete, then ReadyForQuery (in a transaction).
        if (type === 'Q') socket.write(Buffer.concat([message('C', Buffer.from('OK\0')), message('Z', Buffer.from('T'))]));
        if (type === 'X') socket.end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/fake`,
    cutAll: () => {
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('when the database connection is lost inside a transaction', () => {
  it('fails the transaction as "database unavailable" and the process lives on', async () => {
    const fake = await startFakePostgres();
    const errors: Error[] = [];
    const database = await openDatabase({ kind: 'postgres', url: fake.url, poolMax: 2, onError: (err) => errors.push(err) });
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          // The client is checked out and idle between two queries when its connection goes.
          fake.cutAll();
          await new Promise((r) => setTimeout(r, 100));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      // Without a listener on the checked-out client, pg's 'error' event would have ended the process.
      expect(errors.map((e) => e.message)).toContain('Connection terminated unexpectedly');
      expect(isDatabaseUnavailable(outcome)).toBe(true);
    } finally {
      await database.close();
      await fake.close();
    }
  });
});
