import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement kept prepared: its name in the session and the types of its parameters. */
interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * A statement whose text starts with this comment runs on PostgreSQL's generic plan on PGlite
 * (docs/decisions/073-directory-plans-made-once.md): planned once, never again for each set of values.
 * PostgreSQL ignores the comment; on PostgreSQL itself nothing changes.
 */
export const GENERIC_PLAN = '/* generic plan */';

/** The SQLSTATEs of a kept statement that no longer holds: dropped, or its result changed by DDL. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

/**
 * Keeps the statements the app runs on PGlite prepared, by name, in its one session (decision 072).
 *
 * PGlite's own query() parses, describes and plans an unnamed statement every time, and PGlite runs
 * PostgreSQL compiled to WebAssembly on one thread (since decision 074 its own, pglite-thread.ts):
 * there, parsing and planning are most of a short statement's cost (a directory page: about half). A statement text seen before is bound and
 * executed under its name instead, and PostgreSQL's plan cache decides, as for any prepared
 * statement, whether a generic plan serves every value (plan_cache_mode auto). The texts are the
 * app's own (values are always parameters), so the set is small; the least recently used beyond
 * `max` is closed.
 *
 * Everything else is PGlite's: the same protocol messages as its query() (Parse, Describe, Bind,
 * Describe, Execute, Sync), its parameter serializers and result parsers, its locks, and its file
 * sync after a statement outside a transaction. Statements inside a transaction are prepared too.
 */
export function withPreparedStatements(pg: PGlite, max = 200): PGlite {
  const statements = new Map<string, Prepared>();
  let next = 0;
  const nextTurn = turns();

  const exec = async (message: Uint8Array): Promise<BackendMessage[]> =>
    (await pg.execProtocol(message, { syncToFs: false })).messages;

  /** Runs one statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    let statement = statements.get(text);
    const messages: BackendMessage[] = [];
    const generic = text.startsWith(GENERIC_PLAN);
    // For this statement only: the session is back to PostgreSQL's own choice before the lock is
    // released (inside a transaction that failed, its rollback undoes the setting).
    if (generic) await exec(protocol.serialize.query('set plan_cache_mode = force_generic_plan'));
    try {
      if (statement) {
        // Most recently used last: the map's first key is the one to close.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        const name = `mx_${++next}`;
        messages.push(...(await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }))));
        const paramTypes = parse.parseDescribeStatementResults(await exec(protocol.serialize.describe({ type: 'S', name })));
        statement = { name, paramTypes };
        statements.set(text, statement);
        if (statements.size > max) {
          const [oldest, old] = statements.entries().next().value as [string, Prepared];
          statements.delete(oldest);
          await exec(protocol.serialize.close({ type: 'S', name: old.name }));
        }
      }
      const types = statement.paramTypes;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = types[i] as number;
        const serialize = options?.serializers?.[oid] ?? pg.serializers[oid];
        return serialize ? serialize(param) : String(param);
      });
      messages.push(...(await exec(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await exec(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await exec(protocol.serialize.execute({}))));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (statement && code && STALE_STATEMENT.has(code) && statements.get(text) === statement) {
        statements.delete(text);
        // The session must leave the failed extended query before it can close the statement.
        await exec(protocol.serialize.sync()).catch(() => []);
        await exec(protocol.serialize.close({ type: 'S', name: statement.name })).catch(() => []);
        await exec(protocol.serialize.sync()).catch(() => []);
        // Outside a transaction nothing was done yet: the statement runs again, freshly prepared.
        if (!inTransaction) return run<T>(text, params, options, inTransaction);
      }
      // The statement's text goes with the error, as PGlite's own errors carry it; its values do not
      // (PGlite attaches them too, and an error logged with its values would log a password hash).
      throw Object.assign(err as Error, { query: text });
    } finally {
      messages.push(...(await exec(protocol.serialize.sync())));
      if (generic) await exec(protocol.serialize.query('reset plan_cache_mode')).catch(() => []);
    }
    if (!inTransaction) await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return pg.query<T>(text, params, options);
    await pg._checkReady();
    await nextTurn();
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options, false)));
  };
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    pg.transaction((tx) => {
      const txQuery = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        if (tx.closed || options?.blob) return tx.query<R>(text, params, options);
        await nextTurn();
        return pg._runExclusiveQuery(() => run<R>(text, params, options, true));
      };
      return callback(overriding(tx, { query: txQuery }));
    });
  return overriding(pg, { query, transaction });
}

/**
 * Starts at most one statement per turn of the event loop. PGlite runs a statement synchronously, and
 * the statements waiting for it follow one another without returning to the event loop, which then
 * reads no request and, as Node accepts one connection per turn, admits no new connection until the
 * queue is empty: under load, a new visitor's first request waited seconds. One statement per turn
 * lets the loop read, accept and answer between two statements; the wait is then the queue's,
 * first come first served. A pace, not a lock: a statement that started holds nothing here, so a
 * transaction's statements and others never wait for each other through it. (On the database's own
 * thread, decision 074, the loop it keeps free reads the app's next messages.)
 */
function turns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const start = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  // An immediate queued while immediates run waits for the next turn of the loop.
  const schedule = () => {
    scheduled = true;
    setImmediate(start);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) schedule();
    });
}

/** The object with some methods replaced; every other member is the object's own, bound to it. */
function overriding<T extends object>(target: T, methods: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(methods, key)) return methods[key as keyof T];
      const value = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
