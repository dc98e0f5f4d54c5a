import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mxpertProfiles, users } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createMxpert } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = { source: string; dimension: string; day: string; value: string; count: number };

const key = (r: Row) => `${r.source}|${r.dimension}|${r.day}|${r.value}`;

/** The rollup, without the zero counters a delete leaves behind. */
async function rollup(): Promise<Record<string, number>> {
  const { rows } = (await t.db.execute(
    sql`select source, dimension, day::text as day, value, count from report_daily_counts where count <> 0`,
  )) as unknown as { rows: Row[] };
  return Object.fromEntries(rows.map((r) => [key(r), Number(r.count)]));
}

/** The same figures counted from the live rows. */
async function live(): Promise<Record<string, number>> {
  const { rows } = (await t.db.execute(sql`
    select 'messages' as source, 'type' as dimension, (created_at at time zone 'UTC')::date::text as day, help_type as value, count(*)::int as count from (select * from leads where kind = 'message') messages group by 3, 4
    union all select 'messages', 'state', (created_at at time zone 'UTC')::date::text, state, count(*)::int from (select * from leads where kind = 'message') messages where state is not null group by 3, 4
    union all select 'cop_requests', 'type', (created_at at time zone 'UTC')::date::text, mortgage_process, count(*)::int from (select * from leads where kind = 'cop_request') cop_requests group by 3, 4
    union all select 'cop_requests', 'state', (created_at at time zone 'UTC')::date::text, state, count(*)::int from (select * from leads where kind = 'cop_request') cop_requests where state is not null group by 3, 4`)) as unknown as {
    rows: Row[];
  };
  return Object.fromEntries(rows.map((r) => [key(r), Number(r.count)]));
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const HELP = ['credit-optimization', 'refinancing', 'consultation'];
const STATES = ['CA', 'TX', null];

describe('report_daily_counts', () => {
  it('equals the live rows after inserts, bulk inserts, updates, deletes and a cascade', async () => {
    const a = await createMxpert(t.db);
    const b = await createMxpert(t.db);
    const made = [];
    for (let i = 0; i < 24; i++) {
      const to = i % 2 ? a : b;
      made.push(
        await createMessage(t.db, to.profile.id, {
          helpType: HELP[i % 3],
          state: STATES[i % 3],
          createdAt: daysAgo(i * 17),
        }),
      );
      await createCopRequest(t.db, to.profile.id, {
        mortgageProcess: i % 2 ? 'refinance' : 'pre-qual',
        state: STATES[(i + 1) % 3],
      });
    }
    expect(await rollup()).toEqual(await live());

    // One statement inserting many rows, some on the same day and value.
    await t.db.insert(leads).values(
      Array.from({ length: 10 }, (_, i) => ({
        kind: 'message' as const,
        isRealEstateAgent: false,
        mxpertProfileId: a.profile.id,
        firstName: 'Bulk',
        lastName: 'Sender',
        email: `bulk${i}@example.com`,
        helpType: HELP[i % 2] ?? 'consultation',
        message: 'A message sent in a batch with others.',
        state: i % 2 ? 'NY' : null,
        createdAt: daysAgo(i % 3),
      })),
    );
    expect(await rollup()).toEqual(await live());

    // Status and notes change nothing counted; type, state and date move a count.
    await t.db.update(leads).set({ status: 'closed', mxpertNotes: 'Called back' });
    await t.db
      .update(leads)
      .set({ helpType: 'first-time-buyer', state: 'WA' })
      .where(eq(leads.id, made[0]?.id ?? ''));
    await t.db
      .update(leads)
      .set({ createdAt: daysAgo(500), state: null })
      .where(eq(leads.id, made[1]?.id ?? ''));
    await t.db
      .update(leads)
      .set({ mortgageProcess: 'purchasing-home' })
      .where(and(eq(leads.mxpertProfileId, b.profile.id), eq(leads.kind, 'cop_request')));
    expect(await rollup()).toEqual(await live());

    await t.db.delete(leads).where(
      inArray(
        leads.id,
        made.slice(2, 6).map((m) => m.id),
      ),
    );
    expect(await rollup()).toEqual(await live());

    // Deleting a professional's account deletes the profile and, by cascade, what it received.
    await t.db.delete(users).where(eq(users.id, b.user.id));
    expect(await t.db.select().from(mxpertProfiles).where(eq(mxpertProfiles.id, b.profile.id))).toHaveLength(0);
    expect(await rollup()).toEqual(await live());
  });

  it('counts a retried insert that stored nothing (ON CONFLICT DO NOTHING) once', async () => {
    const a = await createMxpert(t.db);
    const row = {
      kind: 'message' as const,
      isRealEstateAgent: false,
      mxpertProfileId: a.profile.id,
      firstName: 'Once',
      lastName: 'Only',
      email: 'once@example.com',
      helpType: 'consultation',
      message: 'Sent twice with the same idempotency key.',
      idempotencyKey: 'retry-key-1',
    };
    await t.db.insert(leads).values(row).onConflictDoNothing();
    await t.db.insert(leads).values(row).onConflictDoNothing();
    expect(await rollup()).toEqual(await live());
  });

  it('rolls back with the transaction that failed', async () => {
    const a = await createMxpert(t.db);
    const before = await rollup();
    await expect(
      t.db.transaction(async (tx) => {
        await createMessage(tx as never, a.profile.id);
        throw new Error('the rest of the submission failed');
      }),
    ).rejects.toThrow('the rest of the submission failed');
    expect(await rollup()).toEqual(before);
  });
});
