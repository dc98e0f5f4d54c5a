import { auditActionLabel } from '@mx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopRequest, createMessage, signedInAs } from '../helpers/factories.ts';
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
});
