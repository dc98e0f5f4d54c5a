import { auditActionLabel } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopRequest, createMessage, createMxpert, deleteOwnAccount, signedInAs } from '../helpers/factories.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the audit trail names professionals' actions", () => {
  it('shows a deleted lead with its label, the professional who deleted it and the sender', async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const pro = await signedInProfessional(t, {});
    const msg = await createMessage(t.db, pro.profile.id, { firstName: 'Grace', lastName: 'Hopper' });
    const cop = await createCopRequest(t.db, pro.profile.id, { firstName: 'Ada', lastName: 'Lovelace' });
    for (const url of [`/api/dashboard/messages/${msg.id}`, `/api/dashboard/cop-requests/${cop.id}`]) {
      expect((await t.request({ method: 'DELETE', url, cookie: pro.cookie })).statusCode).toBe(200);
    }
    const entries = async (action: string) => {
      const res = await t.request({ method: 'GET', url: `/api/admin/audit?action=${action}`, cookie: admin.cookie });
      expect(res.statusCode).toBe(200);
      return res.json().data.entries as { targetId: string; targetName: string; actorName: string }[];
    };
    const deletedMessage = (await entries('message.deleted')).find((e) => e.targetId === msg.id);
    expect(deletedMessage).toMatchObject({ targetName: 'From Grace Hopper', actorName: pro.user.name });
    const deletedRequest = (await entries('cop_request.deleted')).find((e) => e.targetId === cop.id);
    expect(deletedRequest).toMatchObject({ targetName: 'From Ada Lovelace', actorName: pro.user.name });
    expect(auditActionLabel('message.deleted')).toBe('Message deleted by the professional');
    expect(auditActionLabel('cop_request.deleted')).toBe('COP request deleted by the professional');
    expect(auditActionLabel('account.deleted')).toBe('Account deleted by its owner');
  });

  it("names a professional by the profile's full name, else the account's, and an account its owner deleted as such", async () => {
    const admin = await signedInAs(t, 'ADMIN');
    const named = await createMxpert(t.db, { approvalStatus: 'pending', approvedAt: null, fullName: 'Dana Q. Reyes' });
    const unnamed = await createMxpert(
      t.db,
      { approvalStatus: 'pending', approvedAt: null, fullName: '  ' },
      { firstName: 'Lee', lastName: 'Account' },
    );
    for (const { profile } of [named, unnamed]) {
      const url = `/api/admin/mxperts/${profile.id}/approve`;
      expect((await t.request({ method: 'POST', url, cookie: admin.cookie })).statusCode).toBe(200);
    }
    const consumer = await signedInAs(t, 'CONSUMER', { firstName: 'Gone', lastName: 'Soon' });
    expect((await deleteOwnAccount(t, 'consumer', consumer.cookie)).statusCode).toBe(200);

    const entries = async (action: string) => {
      const res = await t.request({ method: 'GET', url: `/api/admin/audit?action=${action}`, cookie: admin.cookie });
      expect(res.statusCode).toBe(200);
      return res.json().data.entries as { targetId: string; targetName: string | null }[];
    };
    const approved = await entries('mxpert.approved');
    expect(approved.find((e) => e.targetId === named.profile.id)?.targetName).toBe('Dana Q. Reyes');
    expect(approved.find((e) => e.targetId === unnamed.profile.id)?.targetName).toBe('Lee Account');
    const deleted = (await entries('account.deleted')).find((e) => e.targetId === consumer.user.id);
    expect(deleted?.targetName).toBe('Deleted account');
  });
});
