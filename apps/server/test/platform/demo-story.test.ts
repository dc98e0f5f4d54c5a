import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed/demo.ts';
import { localStorage } from '../../src/lib/storage/local-storage.ts';
import { signIn } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The demo reads as a story in time: Emily's conversation and plan go through the services, then
 * each step sits at its own moment, so Maria's dashboard and every page show what a marketplace in
 * use shows (no lead waiting, replies after the message, the plan after the request), and every
 * account is older than what its owner did.
 */

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await buildTestApp();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-demo-'));
  await seedDemoData(t.db, localStorage(uploads), { publicUrl: t.config.publicUrl });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const get = async (url: string, cookie: string) => {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

it("Maria's dashboard: her answers counted, no lead waiting", async () => {
  const maria = await signIn(t, 'maria.gonzalez@mortgagexperts.test', DEMO_PASSWORD);
  // A reply two hours after Emily's message, the plan five hours after her request.
  expect((await get('/api/dashboard/stats', maria)).data.responseTime).toEqual({
    medianMinutes: 210,
    leads: 2,
    waitingOver24h: 0,
  });
  const { leads } = await get('/api/dashboard/leads', maria);
  const emilys = (leads as { firstName: string; needsReply: boolean }[]).filter((l) => l.firstName === 'Emily');
  expect(emilys.map((l) => l.needsReply)).toEqual([false, false]);
});

it("Emily's conversation and plan read in order, all in the past", async () => {
  const emily = await signIn(t, 'emily.johnson@mortgagexperts.test', DEMO_PASSWORD);
  const [message] = (await get('/api/consumer/messages/open', emily)).messages as { id: string; createdAt: string }[];
  if (!message) throw new Error('Emily has no message');
  const { data: thread } = await get(`/api/consumer/messages/${message.id}/replies`, emily);
  const times = [message.createdAt, ...(thread.replies as { createdAt: string }[]).map((r) => r.createdAt)].map(Date.parse);
  expect(times).toHaveLength(4);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  expect(Math.max(...times)).toBeLessThan(Date.now());

  const { rows } = (await t.db.execute(sql`
    select l.created_at as requested, p.published_at as published, c.created_at as scored
    from plans p join leads l on l.id = p.lead_id join plan_checkpoints c on c.plan_id = p.id`)) as unknown as {
    rows: { requested: string; published: string; scored: string }[];
  };
  expect(rows).toHaveLength(1);
  const [story] = rows.map((r) => [r.requested, r.published, r.scored].map((v) => new Date(v).getTime()));
  expect([...(story ?? [])].sort((a, b) => a - b)).toEqual(story);
});

it('every account is older than its profile, its leads and its reviews', async () => {
  const { rows } = (await t.db.execute(sql`
    select u.email from users u where
      exists (select 1 from mxpert_profiles p where p.user_id = u.id and p.created_at < u.created_at)
      or exists (select 1 from leads l where l.consumer_user_id = u.id and l.created_at < u.created_at)
      or exists (select 1 from reviews r where r.consumer_user_id = u.id and r.created_at < u.created_at)`)) as unknown as {
    rows: { email: string }[];
  };
  expect(rows).toEqual([]);
});
