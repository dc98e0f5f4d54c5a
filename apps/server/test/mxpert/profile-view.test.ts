import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mxpertProfiles } from '../../src/db/schema.ts';
import { receivedLeadCounts } from '../../src/modules/leads/counts.ts';
import { loadMxpertProfileView } from '../../src/modules/mxpert/profile-view.ts';
import { createCopRequest, createMessage, createMxpert } from '../helpers/factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('loadMxpertProfileView', () => {
  it('answers the profile with its account and the counts of what it received, and no secret', async () => {
    const { user, profile } = await createMxpert(t.db, { companyName: 'Acme Lending' });
    const other = await createMxpert(t.db);
    await createMessage(t.db, profile.id);
    await createMessage(t.db, profile.id);
    await createCopRequest(t.db, profile.id);
    await createMessage(t.db, other.profile.id);
    const view = await loadMxpertProfileView(t.db, eq(mxpertProfiles.userId, user.id), receivedLeadCounts);
    expect(view).toMatchObject({
      cxid: profile.cxid,
      companyName: 'Acme Lending',
      email: user.email,
      user: { name: user.name, email: user.email },
      receivedMessages: 2,
      copRequests: 1,
    });
    expect(JSON.stringify(view)).not.toContain('argon2');
  });

  it('answers null when nothing matches', async () => {
    expect(await loadMxpertProfileView(t.db, eq(mxpertProfiles.cxid, 'CXNOPE0000'), receivedLeadCounts)).toBeNull();
  });
});
