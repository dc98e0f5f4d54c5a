import { describe, expect, it } from 'vitest';
import { postMultipart } from '../helpers/images.ts';
import { call, planScenario, publishedPlan } from '../helpers/plans.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const clientUrl = (id: string) => `/api/consumer/plans/${id}`;

/** A real one-page PDF. */
const PDF = Buffer.from(
  ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n'),
  'latin1',
);

/** The professional's bell: the messages of its notices about the plan, and how many are unread. */
async function bellOf(cookie: string, planId: string) {
  const { notifications, unreadCount } = (await call(t, 'GET', '/api/notifications/mxpert', cookie)).json().data;
  const about = notifications.filter((n: { metadata: { planId?: string } }) => n.metadata.planId === planId);
  return {
    notices: about.map((n: { message: string; isRead: boolean }) => ({ message: n.message, isRead: n.isRead })),
    ids: about.map((n: { id: string }) => n.id) as string[],
    unreadCount: unreadCount as number,
  };
}

describe("the professional's bell when their client undoes something on the plan", () => {
  it('loses the unread notice of a tick undone, keeps one for ticking again and again, and keeps a notice already read', async () => {
    const s = await planScenario(t);
    const { planId, actionIds } = await publishedPlan(t, s, 1);
    const action = `${clientUrl(planId)}/actions/${actionIds[0]}`;
    const ticked = { message: `${s.client.user.name} ticked off: Card 1.`, isRead: false };

    expect((await call(t, 'POST', `${action}/done`, s.client.cookie)).statusCode).toBe(200);
    const once = await bellOf(s.proCookie, planId);
    expect(once.notices).toEqual([ticked]);

    expect((await call(t, 'POST', `${action}/undone`, s.client.cookie)).statusCode).toBe(200);
    const undone = await bellOf(s.proCookie, planId);
    expect(undone.notices).toEqual([]);
    expect(undone.unreadCount).toBe(once.unreadCount - 1);

    for (let i = 0; i < 3; i++) {
      await call(t, 'POST', `${action}/done`, s.client.cookie);
      await call(t, 'POST', `${action}/undone`, s.client.cookie);
    }
    await call(t, 'POST', `${action}/done`, s.client.cookie);
    const again = await bellOf(s.proCookie, planId);
    expect(again.notices).toEqual([ticked]);

    // Read, the notice is the professional's history: undoing the tick leaves it.
    expect((await call(t, 'PATCH', `/api/notifications/${again.ids[0]}`, s.proCookie)).statusCode).toBe(200);
    await call(t, 'POST', `${action}/undone`, s.client.cookie);
    expect((await bellOf(s.proCookie, planId)).notices).toEqual([{ ...ticked, isRead: true }]);
  });

  it('loses the unread notice of a document its client deleted', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s, 1);
    const uploaded = await postMultipart(t, `${clientUrl(planId)}/documents`, {
      cookie: s.client.cookie,
      files: [{ field: 'file', data: PDF, filename: 'statement.pdf', contentType: 'application/pdf' }],
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await bellOf(s.proCookie, planId)).notices).toEqual([
      { message: `${s.client.user.name} uploaded a document: statement.pdf.`, isRead: false },
    ]);

    const id = uploaded.json().data.id;
    const deleted = await call(t, 'DELETE', `${clientUrl(planId)}/documents/${id}`, s.client.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bellOf(s.proCookie, planId)).notices).toEqual([]);
  });
});
