import { CONVERSATION_TEXT } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationReplies, emailOutbox, leads } from '../../src/db/schema.ts';
import { sendLeadReminder } from '../../src/modules/leads/reminder.ts';
import { createCopRequest, createMessage, createUser, signedInAs, signIn } from '../helpers/factories.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { reviewInput } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Pro = Awaited<ReturnType<typeof signedInProfessional>>;
const get = (cookie: string, url: string) => t.request({ method: 'GET', url, cookie });

/** A verified consumer's message and COP request to the professional, each answered by the professional. */
async function answeredLeads(pro: Pro) {
  const consumer = await createUser(t.db, 'CONSUMER');
  const cookie = await signIn(t, consumer.email);
  const message = await createMessage(t.db, pro.profile.id, { consumerUserId: consumer.id, email: consumer.email });
  const request = await createCopRequest(t.db, pro.profile.id, { consumerUserId: consumer.id, email: consumer.email });
  for (const url of [`/api/dashboard/messages/${message.id}/replies`, `/api/dashboard/cop-requests/${request.id}/replies`]) {
    const res = await t.request({ method: 'POST', url, cookie: pro.cookie, body: { body: 'Happy to help, let us talk.' } });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { consumer, cookie, message, request };
}

async function deleteLeads(pro: Pro, lead: { message: { id: string }; request: { id: string } }) {
  for (const url of [`/api/dashboard/messages/${lead.message.id}`, `/api/dashboard/cop-requests/${lead.request.id}`]) {
    const res = await t.request({ method: 'DELETE', url, cookie: pro.cookie });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe("a professional's deletion of a lead", () => {
  it('takes it out of every list, count and conversation of theirs', async () => {
    const pro = await signedInProfessional(t, {});
    const lead = await answeredLeads(pro);
    const kept = await createMessage(t.db, pro.profile.id);
    await t.request({
      method: 'POST',
      url: `/api/consumer/messages/${lead.message.id}/replies`,
      cookie: lead.cookie,
      body: { body: 'Thanks, when can we talk?' },
    });
    await deleteLeads(pro, lead);

    for (const url of ['/api/dashboard/messages/all', '/api/dashboard/messages/open', '/api/dashboard/messages/recent']) {
      const ids = ((await get(pro.cookie, url)).json().messages as { id: string }[]).map((m) => m.id);
      expect(ids, url).toEqual([kept.id]);
    }
    expect((await get(pro.cookie, '/api/dashboard/cop-requests/all')).json().copRequests).toEqual([]);
    expect((await get(pro.cookie, '/api/dashboard/stats')).json().data).toMatchObject({
      newMessages: 1,
      totalMessages: 1,
      newCOPRequests: 0,
      totalCOPRequests: 0,
    });
    expect((await get(pro.cookie, '/api/dashboard/unread')).json().data.total).toBe(0);
    for (const [kind, id] of [
      ['messages', lead.message.id],
      ['cop-requests', lead.request.id],
    ] as const) {
      expect((await get(pro.cookie, `/api/dashboard/${kind}/${id}/replies`)).statusCode).toBe(404);
      const write = [
        { method: 'POST', url: `/api/dashboard/${kind}/${id}/replies`, body: { body: 'Hello again' } },
        { method: kind === 'messages' ? 'PATCH' : 'PUT', url: `/api/dashboard/${kind}/${id}`, body: { status: 'closed' } },
        { method: 'DELETE', url: `/api/dashboard/${kind}/${id}` },
      ] as const;
      for (const w of write) expect((await t.request({ ...w, cookie: pro.cookie })).statusCode, w.url).toBe(404);
    }
  });

  it('keeps the lead, its conversation and its consent record', async () => {
    const pro = await signedInProfessional(t, {});
    const lead = await answeredLeads(pro);
    await deleteLeads(pro, lead);
    const [message] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, lead.message.id), eq(leads.kind, 'message')));
    const [request] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, lead.request.id), eq(leads.kind, 'cop_request')));
    expect(message?.hiddenByMxpertAt).toBeInstanceOf(Date);
    expect(request?.hiddenByMxpertAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, lead.message.id))).toHaveLength(1);

    // The client still reads their conversation, with the professional's reply.
    const conversation = await get(lead.cookie, `/api/consumer/messages/${lead.message.id}/replies`);
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json().data.replies).toHaveLength(1);

    // The admins still see it, for disputes.
    const admin = await signedInAs(t, 'ADMIN');
    const recent = await get(admin.cookie, '/api/admin/messages?limit=50');
    expect(recent.statusCode, recent.body).toBe(200);
    expect((recent.json().data.messages as { id: string }[]).map((m) => m.id)).toContain(lead.message.id);

    // A lead sent through the form keeps its consent record after the deletion.
    const email = `consent-${lead.message.id}@example.com`;
    const sent = await t.request({
      method: 'POST',
      url: `/api/messages/${pro.profile.cxid}`,
      body: {
        firstName: 'Nora',
        lastName: 'Quinn',
        email,
        phone: '(512) 555-0170',
        helpType: 'first-time-buyer',
        preferredContact: 'email',
        message: 'We hope to buy our first home next year and want to prepare.',
        consent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [guestLead] = await t.db.select().from(leads).where(eq(leads.email, email));
    const id = guestLead?.id ?? '';
    expect((await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${id}`, cookie: pro.cookie })).statusCode).toBe(
      200,
    );
    const consent = await get(admin.cookie, `/api/admin/consents?messageId=${id}`);
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json().data).toMatchObject({ leadType: 'message', leadId: id, mxpertProfileId: pro.profile.id });
  });

  it("never takes away the client's right to review, nor does closing the lead", async () => {
    const pro = await signedInProfessional(t, {});
    const deleted = await answeredLeads(pro);
    await deleteLeads(pro, deleted);
    const eligibility = await get(deleted.cookie, `/api/consumer/reviews/eligibility?cxid=${pro.profile.cxid}`);
    expect(eligibility.json().data.eligible).toBe(true);
    const review = await t.request({
      method: 'POST',
      url: '/api/consumer/reviews',
      cookie: deleted.cookie,
      body: reviewInput(pro.profile.cxid),
    });
    expect(review.statusCode, review.body).toBe(201);

    const closed = await answeredLeads(pro);
    const close = await t.request({
      method: 'PATCH',
      url: `/api/dashboard/messages/${closed.message.id}`,
      cookie: pro.cookie,
      body: { status: 'closed' },
    });
    expect(close.statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: `/api/dashboard/cop-requests/${closed.request.id}`,
      cookie: pro.cookie,
      body: { status: 'closed' },
    });
    const stillEligible = await get(closed.cookie, `/api/consumer/reviews/eligibility?cxid=${pro.profile.cxid}`);
    expect(stillEligible.json().data.eligible).toBe(true);
  });

  it("refuses the client's reply in a deleted conversation with a sentence, and tells the professional nothing", async () => {
    const pro = await signedInProfessional(t, {});
    const lead = await answeredLeads(pro);
    await deleteLeads(pro, lead);
    const outboxBefore = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, pro.user.email));
    const res = await t.request({
      method: 'POST',
      url: `/api/consumer/requests/${lead.request.id}/replies`,
      cookie: lead.cookie,
      body: { body: 'Are you still there?' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: CONVERSATION_TEXT.removedByProfessional });
    expect(await t.db.select().from(conversationReplies).where(eq(conversationReplies.leadId, lead.request.id))).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, pro.user.email))).toEqual(outboxBefore);
  });

  it('sends no reminder of a deleted lead', async () => {
    const pro = await signedInProfessional(t, {});
    const message = await createMessage(t.db, pro.profile.id);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/dashboard/messages/${message.id}`, cookie: pro.cookie })).statusCode,
    ).toBe(200);
    expect(await sendLeadReminder(t.db, t.config.publicUrl, 3600, { kind: 'message', id: message.id })).toBe(false);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, pro.user.email))).toEqual([]);
  });
});
