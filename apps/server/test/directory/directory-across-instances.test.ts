import type { PublicMxpert } from '@mx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { createMxpert, signedInAs, signIn } from '../helpers/factories.ts';
import { UNDER_REVIEW } from '../helpers/professionals.ts';
import { eligibleConsumer, postReview } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, TEST_DB_KIND, type TestDatabaseHandle } from '../helpers/test-db.ts';

/**
 * A change made through one instance empties the directory answers of every instance within one
 * second (docs/decisions/087). On PostgreSQL: two instances, each with its own connections to the
 * same database, both keeping answers for a minute. On the embedded database, which serves one
 * instance: the same changes on that one instance.
 */
const TWO_INSTANCES = TEST_DB_KIND === 'postgres';
const CACHE = { directoryCacheMs: 60_000 };

let database: TestDatabaseHandle;
let secondDatabase: DatabaseHandle | undefined;
/** The instance the changes go through. */
let writer: TestApp;
/** The instance whose directory is read (the same one on the embedded database). */
let reader: TestApp;
let adminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  writer = await buildTestApp({ database, config: CACHE });
  if (TWO_INSTANCES && database.url) {
    secondDatabase = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 3 });
    reader = await buildTestApp({ database: secondDatabase, config: CACHE });
  } else {
    reader = writer;
  }
  adminCookie = (await signedInAs(writer, 'ADMIN')).cookie;
});
afterAll(async () => {
  if (reader !== writer) await reader.close();
  await secondDatabase?.close();
  await writer.close();
  await database.close();
});

/** The reader's directory for one state, as a visitor gets it. */
async function cardsIn(state: string): Promise<PublicMxpert[]> {
  const res = await reader.request({ method: 'GET', url: `/api/public/mxperts?states=${state}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.mxperts;
}

/** Reads the reader's directory until it shows what is expected; fails after one second. */
async function shownWithinOneSecond(state: string, expected: (cards: PublicMxpert[]) => boolean, withinMs = 1000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const cards = await cardsIn(state);
    if (expected(cards)) break;
    if (Date.now() - started > withinMs) throw new Error(`not shown after ${withinMs} ms: ${JSON.stringify(cards)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(Date.now() - started).toBeLessThanOrEqual(withinMs);
}

const asAdmin = (url: string, body: object) => writer.request({ method: 'POST', url, body, cookie: adminCookie });

describe(TWO_INSTANCES ? 'two instances on one PostgreSQL database' : 'one instance on the embedded database', () => {
  it("shows an approval made through one instance in the other's directory within one second", async () => {
    const pro = await createMxpert(writer.db, { ...UNDER_REVIEW, serviceAreas: ['ND'] });
    expect(await cardsIn('ND')).toEqual([]);
    const approved = await asAdmin(`/api/admin/mxperts/${pro.profile.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    await shownWithinOneSecond('ND', (cards) => cards.some((c) => c.cxid === pro.profile.cxid));
  });

  it('takes a suspended professional out within one second, and a reinstated one back', async () => {
    const pro = await createMxpert(writer.db, { serviceAreas: ['SD'] });
    expect((await cardsIn('SD')).map((c) => c.cxid)).toEqual([pro.profile.cxid]);
    const suspended = await asAdmin(`/api/admin/mxperts/${pro.profile.id}/suspend`, {
      reason: 'License under review by the state regulator.',
    });
    expect(suspended.statusCode).toBe(200);
    await shownWithinOneSecond('SD', (cards) => cards.length === 0);
    const reinstated = await asAdmin(`/api/admin/mxperts/${pro.profile.id}/reinstate`, { note: '' });
    expect(reinstated.statusCode).toBe(200);
    await shownWithinOneSecond('SD', (cards) => cards.length === 1);
  });

  it("takes a paused listing out within one second, and shows a listed professional's edit", async () => {
    const pro = await createMxpert(writer.db, { serviceAreas: ['NE'], yearsExperience: 3 });
    const cookie = await signIn(writer, pro.user.email);
    expect((await cardsIn('NE')).map((c) => c.yearsExperience)).toEqual([3]);
    const edit = await writer.request({ method: 'PATCH', url: '/api/mxpert/profile', cookie, body: { yearsExperience: 12 } });
    expect(edit.statusCode).toBe(200);
    await shownWithinOneSecond('NE', (cards) => cards[0]?.yearsExperience === 12);
    const paused = await writer.request({ method: 'PUT', url: '/api/mxpert/listing', cookie, body: { paused: true } });
    expect(paused.statusCode).toBe(200);
    await shownWithinOneSecond('NE', (cards) => cards.length === 0);
  });

  it("shows a new review's rating within one second", async () => {
    const pro = await createMxpert(writer.db, { serviceAreas: ['KS'] });
    expect((await cardsIn('KS'))[0]?.rating).toEqual({ average: null, count: 0 });
    const consumer = await eligibleConsumer(writer, pro);
    expect((await postReview(writer, consumer.cookie, pro.profile.cxid, { rating: 4 })).statusCode).toBe(201);
    await shownWithinOneSecond('KS', (cards) => cards[0]?.rating.count === 1 && cards[0]?.rating.average === 4);
  });

  // The embedded database has no listening connection to lose.
  if (TWO_INSTANCES) {
    it('listens again after losing its connection, and then empties its answers (a change may have been missed)', async () => {
      const pro = await createMxpert(writer.db, { ...UNDER_REVIEW, serviceAreas: ['MT'] });
      expect(await cardsIn('MT')).toEqual([]);
      const name = new URL(database.url as string).pathname.slice(1);
      const cut = (await writer.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = ${name} and query = 'listen directory_changed'`,
      )) as unknown as { rows: unknown[] };
      expect(cut.rows.length).toBe(2);
      // Sent while nobody listens: only the reconnection can bring it.
      expect((await asAdmin(`/api/admin/mxperts/${pro.profile.id}/approve`, {})).statusCode).toBe(200);
      await shownWithinOneSecond('MT', (cards) => cards.length === 1, 3000);
      // And the new connection hears the next change.
      expect(
        (
          await asAdmin(`/api/admin/mxperts/${pro.profile.id}/suspend`, {
            reason: 'License under review by the state regulator.',
          })
        ).statusCode,
      ).toBe(200);
      await shownWithinOneSecond('MT', (cards) => cards.length === 0);
    });
  }
});
