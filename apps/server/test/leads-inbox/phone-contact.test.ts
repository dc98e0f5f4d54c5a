import { ADMIN_OPS_TEXT, INBOX_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mxpertProfiles } from '../../src/db/schema.ts';
import { sendLeadReminder } from '../../src/modules/leads/reminder.ts';
import { createCopRequest, createMessage } from '../helpers/factories.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const mark = (cookie: string, kind: 'messages' | 'cop-requests', id: string) =>
  t.request({ method: 'POST', url: `/api/dashboard/${kind}/${id}/phone-contact`, cookie });
const stats = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie })).json().data.responseTime;

describe("POST /api/dashboard/{messages,cop-requests}/:id/phone-contact: 'Contacted by phone'", () => {
  it('marks the lead answered once: the item says when, the waiting count drops, the median counts it', async () => {
    const pro = await signedInProfessional(t, {});
    const arrived = new Date(Date.now() - 30 * HOUR);
    const message = await createMessage(t.db, pro.profile.id, { createdAt: arrived });
    const request = await createCopRequest(t.db, pro.profile.id, { createdAt: arrived });
    expect(await stats(pro.cookie)).toMatchObject({ leads: 0, waitingOver24h: 2 });

    const res = await mark(pro.cookie, 'messages', message.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(INBOX_TEXT.markedContactedByPhone);
    expect(body.data.id).toBe(message.id);
    const at = body.data.contactedByPhoneAt as string;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    expect(await stats(pro.cookie)).toMatchObject({ leads: 1, waitingOver24h: 1 });

    // Again: the first moment stays.
    const again = await mark(pro.cookie, 'messages', message.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.contactedByPhoneAt).toBe(at);
    // The inbox lists and the conversation show it.
    const list = await t.request({ method: 'GET', url: '/api/dashboard/messages/all', cookie: pro.cookie });
    expect(list.json().messages.find((m: { id: string }) => m.id === message.id).contactedByPhoneAt).toBe(at);
    const conversation = await t.request({
      method: 'GET',
      url: `/api/dashboard/messages/${message.id}/replies`,
      cookie: pro.cookie,
    });
    expect(conversation.json().data.item.contactedByPhoneAt).toBe(at);

    const cop = await mark(pro.cookie, 'cop-requests', request.id);
    expect(cop.statusCode).toBe(200);
    expect(await stats(pro.cookie)).toEqual({ medianMinutes: 30 * 60, leads: 2, waitingOver24h: 0 });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, request.id));
    expect(row?.phoneContactedAt).toBeInstanceOf(Date);
  });

  it('stops the 24-hour reminder of the lead', async () => {
    const pro = await signedInProfessional(t, {});
    const message = await createMessage(t.db, pro.profile.id, { createdAt: new Date(Date.now() - 25 * HOUR) });
    expect((await mark(pro.cookie, 'messages', message.id)).statusCode).toBe(200);
    expect(await sendLeadReminder(t.db, t.config.publicUrl, 24 * 3600, { kind: 'message', id: message.id })).toBe(false);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, message.id));
    expect(row?.reminderSentAt).toBeNull();
  });

  it("finds no other professional's lead, nor a deleted one, nor an unknown id", async () => {
    const pro = await signedInProfessional(t, {});
    const other = await signedInProfessional(t, {});
    const theirs = await createMessage(t.db, other.profile.id);
    const gone = await createMessage(t.db, pro.profile.id, { hiddenByMxpertAt: new Date() });
    for (const [kind, id] of [
      ['messages', theirs.id],
      ['messages', gone.id],
      ['cop-requests', theirs.id],
      ['messages', 'not-a-uuid'],
    ] as const) {
      const res = await mark(pro.cookie, kind, id);
      expect(res.statusCode, `${kind} ${id}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, theirs.id));
    expect(row?.phoneContactedAt).toBeNull();
  });

  it('is open to a paused professional (their leads go on), closed to a suspended one', async () => {
    const pro = await signedInProfessional(t, {});
    const message = await createMessage(t.db, pro.profile.id);
    await t.db.update(mxpertProfiles).set({ pausedAt: new Date() }).where(eq(mxpertProfiles.id, pro.profile.id));
    expect((await mark(pro.cookie, 'messages', message.id)).statusCode).toBe(200);

    const suspended = await signedInProfessional(t, {});
    const lead = await createMessage(t.db, suspended.profile.id);
    await t.db.update(mxpertProfiles).set({ approvalStatus: 'suspended' }).where(eq(mxpertProfiles.id, suspended.profile.id));
    const refused = await mark(suspended.cookie, 'messages', lead.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: ADMIN_OPS_TEXT.suspendedCannotAct });
  });
});
