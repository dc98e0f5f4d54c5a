import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own (docs/decisions/074-embedded-database-on-its-own-thread.md).
 *
 * PGlite runs PostgreSQL compiled to WebAssembly synchronously on the thread that calls it: on the
 * app's thread, every statement held up HTTP, validation and JSON, and the machine's second core sat
 * idle. Here PGlite lives in a worker thread (pglite-thread.ts) and this object stands in for it,
 * with the part of PGlite's interface the app uses (drizzle's driver, the job library's SQL):
 * query, exec and transaction, each a message to that thread and its answer.
 *
 * - Values and rows cross as structured clones (strings, numbers, dates, arrays, bytes, JSON).
 * - The parsers a caller passes are drizzle's, which keep dates and intervals as text: only the
 *   types they name cross, and those stay text.
 * - A failed statement rejects with an error carrying PostgreSQL's fields (code, constraint, table,
 *   detail, the statement's text), never its values.
 * - A transaction is opened on the thread and ended by the app: its statements go to it by id, and
 *   PGlite holds every other statement back until it commits or rolls back, as in one process.
 * - The thread keeps the process alive only while a statement is under way.
 */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      tx?: number;
      text: string;
      params: unknown[];
      rowMode?: 'object' | 'array';
      rawTypes?: number[];
    }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string; fields: Record<string, string> } };

/** A notification of a channel the app listens to (sent by the thread unasked, so without an id). */
export interface ThreadNotification {
  channel: string;
  payload: string;
}

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

const THREAD_ENTRY = new URL('./pglite-thread.mjs', import.meta.url);

/** An error of the database's thread, rebuilt here with its fields and this thread's stack. */
function rebuilt(error: Extract<ThreadReply, { ok: false }>['error']): Error {
  const err = new Error(error.message);
  Object.defineProperty(err, 'name', { value: error.name, configurable: true, writable: true });
  return Object.assign(err, error.fields);
}

export interface RemotePglite {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** LISTEN on a channel: what `pg_notify` sends there arrives once its transaction commits. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * Starts the database's thread on `dataDir` (in memory without one) and waits until it is open;
 * with `startFrom`, a dump PGlite wrote (dumpDataDir), the database begins as a copy of it.
 */
export async function openPgliteThread(dataDir: string | undefined, startFrom?: string): Promise<RemotePglite> {
  const worker = new Worker(THREAD_ENTRY, { workerData: { dataDir, startFrom }, execArgv: [] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let next = 0;
  let stopped: Error | null = null;

  worker.unref();
  const settle = (id: number, outcome: (p: { resolve: (v: unknown) => void; reject: (e: Error) => void }) => void) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    outcome(waiting);
  };
  const stop = (err: Error) => {
    stopped ??= err;
    for (const id of [...pending.keys()]) settle(id, (p) => p.reject(err));
  };

  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (reply: ThreadReply | ThreadNotification) => {
    if ('channel' in reply) {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    settle(reply.id, (p) => (reply.ok ? p.resolve(reply.result) : p.reject(rebuilt(reply.error))));
  });
  // SQLSTATE class 08 (connection exception): requests are answered 503, as when PostgreSQL is down.
  worker.on('error', (err) =>
    stop(Object.assign(new Error(`The embedded database stopped: ${err.message}`), { code: '08006', cause: err })),
  );
  worker.on('exit', (code) => stop(Object.assign(new Error(`The embedded database stopped (exit ${code}).`), { code: '08006' })));

  const send = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++next;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  // The thread answers id 0 once PGlite is open (or with the error that kept it from opening).
  await new Promise<void>((resolve, reject) => {
    worker.ref();
    pending.set(0, { resolve: () => resolve(), reject });
  });

  const query =
    (tx?: number) =>
    <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      if (options?.blob || options?.serializers || options?.paramTypes)
        return Promise.reject(new Error('The embedded database takes no blobs, serializers or parameter types.'));
      const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
      return send({ op: 'query', tx, text, params, rowMode: options?.rowMode, rawTypes });
    };
  const exec = (tx?: number) => (text: string) => send<Results[]>({ op: 'exec', tx, text });

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await send<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('The transaction has already ended.');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return query(id)<R>(text, params, options);
      },
      exec: async (text: string) => {
        open();
        return exec(id)(text);
      },
      rollback: async () => {
        throw new Error('rolled back');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await send({ op: 'end', tx: id, commit: false }).catch(() => null);
      throw err;
    }
    closed = true;
    await send({ op: 'end', tx: id, commit: true });
    return result;
  }

  const remote: RemotePglite = {
    query: query(),
    exec: exec(),
    transaction,
    listen: async (channel, onPayload) => {
      let heard = listeners.get(channel);
      if (!heard) {
        heard = new Set();
        listeners.set(channel, heard);
        await send({ op: 'listen', channel });
      }
      heard.add(onPayload);
      return () => {
        heard.delete(onPayload);
      };
    },
    close: async () => {
      if (!stopped) await send({ op: 'close' });
      stop(Object.assign(new Error('The embedded database is closed.'), { code: '08003' }));
      await worker.terminate();
    },
  };
  return remote;
}
