import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createDatabaseAt } from '../helpers/database-at.ts';

/**
 * Migration 0035 (docs/decisions/136): a lead whose plan was published before it learns when, from the
 * plan's first version; a lead with a draft plan or no plan stays unanswered by a plan.
 */

let database: DatabaseHandle;
const id = (n: number) => `00000035-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER = id(1);
const PROFILE = id(2);
const LEAD = { published: id(10), draft: id(11), none: id(12) };
const PLAN = { published: id(20), draft: id(21) };
const FIRST = '2026-10-01T09:00:00.000Z';
const SECOND = '2026-10-05T09:00:00.000Z';

beforeAll(async () => {
  database = await createDatabaseAt('0034_figures-from-indexes');
  const run = (text: string, values: unknown[] = []) => database.runSql(text, values);
  await run(
    `insert into users (id, email, password_hash, first_name, last_name, name, role, email_verified_at)
     values ($1, 'pro@plan-answer.example', 'not-a-password-hash', 'Paula', 'Alpha', 'Paula Alpha', 'MXPERT', now())`,
    [USER],
  );
  await run(
    `insert into mxpert_profiles (id, user_id, cxid, full_name, nmls_id, onboard_completed, current_step, approval_status)
     values ($1, $2, 'CXANSWER01', 'Paula Alpha', '7735001', true, 4, 'approved')`,
    [PROFILE, USER],
  );
  for (const leadId of Object.values(LEAD)) {
    await run(
      `insert into leads (id, kind, mxpert_profile_id, first_name, last_name, email, mortgage_process, created_at)
       values ($1, 'cop_request', $2, 'Riley', 'Stone', 'riley@plan-answer.example', 'purchase', '2026-09-30T09:00:00Z')`,
      [leadId, PROFILE],
    );
  }
  const plan = (planId: string, leadId: string, version: number) =>
    run(
      `insert into plans (id, lead_id, mxpert_profile_id, status, version, published_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [planId, leadId, PROFILE, version > 0 ? 'active' : 'draft', version, version > 0 ? SECOND : null],
    );
  await plan(PLAN.published, LEAD.published, 2);
  await plan(PLAN.draft, LEAD.draft, 0);
  for (const [version, at] of [
    [1, FIRST],
    [2, SECOND],
  ] as const) {
    await run(
      `insert into plan_versions (plan_id, version, snapshot, note, changes, published_at) values ($1, $2, '{}', 'A version.', '[]', $3)`,
      [PLAN.published, version, at],
    );
  }
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

it("fills each lead's first publishing from its plan's first version", async () => {
  const { rows } = (await database.runSql('select id, plan_published_at from leads order by id', [])) as {
    rows: { id: string; plan_published_at: Date | string | null }[];
  };
  const at = Object.fromEntries(
    rows.map((r) => [r.id, r.plan_published_at === null ? null : new Date(r.plan_published_at).toISOString()]),
  );
  expect(at).toEqual({ [LEAD.published]: FIRST, [LEAD.draft]: null, [LEAD.none]: null });
});
