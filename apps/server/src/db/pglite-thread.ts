/**
 * The embedded database's own thread (docs/decisions/074-embedded-database-on-its-own-thread.md):
 * PGlite, its extensions and the prepared statements of decision 072 run here, and the app's thread
 * sends them statements as messages (pglite-remote.ts). Started by pglite-thread.mjs.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadNotification, ThreadReply, ThreadRequest } from './pglite-remote.ts';
import { withPreparedStatements } from './pglite-statements.ts';

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');

const { dataDir, startFrom } = workerData as { dataDir?: string; startFrom?: string };

/** What an error carries back to the app's thread: its message and PostgreSQL's fields, never the values. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
] as const;

function errorReply(id: number, err: unknown): ThreadReply {
  const e = err as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of ERROR_FIELDS) if (typeof e?.[key] === 'string') fields[key] = e[key] as string;
  return { id, ok: false, error: { name: String(e?.name ?? 'Error'), message: String(e?.message ?? err), fields } };
}

/** The caller's parsers are drizzle's: the listed types stay text, as it reads them. */
function optionsOf(rowMode: 'object' | 'array' | undefined, rawTypes: number[] | undefined): QueryOptions {
  const options: QueryOptions = {};
  if (rowMode) options.rowMode = rowMode;
  if (rawTypes?.length) options.parsers = Object.fromEntries(rawTypes.map((oid) => [oid, (value: string) => value]));
  return options;
}

let pg: PGlite;
try {
  const loadDataDir = startFrom ? new Blob([readFileSync(startFrom)]) : undefined;
  pg = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
} catch (err) {
  port.postMessage(errorReply(0, err));
  process.exit(1);
}
const db = withPreparedStatements(pg);

/** Open transactions by id: the transaction, and how to end it (commit, or roll back with a reason). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx ? transactions.get(request.tx)?.tx : db;
      if (!target) throw new Error('The transaction has already ended.');
      return target.query(request.text, request.params, optionsOf(request.rowMode, request.rawTypes));
    }
    case 'exec': {
      const target = request.tx ? transactions.get(request.tx)?.tx : db;
      if (!target) throw new Error('The transaction has already ended.');
      return target.exec(request.text);
    }
    case 'begin':
      return new Promise((begun, failed) => {
        const ended = db.transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              transactions.set(request.id, {
                tx,
                end: (yes) => (yes ? commit() : rollBack(new Error('rolled back by the app'))),
              });
              begun(request.id);
            }),
        );
        // The end's own reply comes from 'end'; here only a transaction that never began fails.
        ended.catch((err) => {
          if (!transactions.has(request.id)) failed(err);
        });
        endings.set(request.id, ended);
      });
    case 'end': {
      const open = transactions.get(request.tx);
      const ended = endings.get(request.tx);
      if (!open || !ended) throw new Error('The transaction has already ended.');
      transactions.delete(request.tx);
      endings.delete(request.tx);
      open.end(request.commit);
      if (request.commit) return ended.then(() => null);
      return ended.then(
        () => null,
        () => null,
      );
    }
    case 'listen':
      // On PGlite itself (its one session hears its own notifications, at commit).
      await pg.listen(request.channel, (payload) =>
        parentPort?.postMessage({ channel: request.channel, payload } satisfies ThreadNotification),
      );
      return null;
    case 'close':
      // Statements sent before the close are answered first; a transaction still open is rolled back.
      await Promise.allSettled([...underWay]);
      for (const [id, open] of transactions) {
        transactions.delete(id);
        open.end(false);
      }
      await Promise.allSettled(endings.values());
      await pg.close();
      return null;
  }
}

/** Each open transaction's outcome: it settles when PGlite has committed or rolled back. */
const endings = new Map<number, Promise<void>>();

/** The requests being answered (a close waits for those sent before it). */
const underWay = new Set<Promise<unknown>>();

port.on('message', (request: ThreadRequest) => {
  // A close starts (and reads underWay) before it is added itself.
  const work = answer(request);
  underWay.add(work);
  work.finally(() => underWay.delete(work)).catch(() => null);
  work.then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
    (err) => port.postMessage(errorReply(request.id, err)),
  );
});
port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies ThreadReply);
