import { responseTimeText } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads as leadTable } from '../../src/db/schema.ts';
import { createCopRequest, createMessage, createMxpert } from '../helpers/factories.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

interface Lead {
  /** How long ago it arrived. */
  ago: number;
  /** How long after it arrived the first reply came; undefined: no reply yet. */
  replyAfter?: number;
  /** How long after it arrived the professional marked it contacted by phone; undefined: not marked. */
  phoneAfter?: number;
  kind?: 'message' | 'cop';
  status?: 'open' | 'closed';
}

async function addLeads(profileId: string, leads: Lead[]): Promise<void> {
  for (const lead of leads) {
    const createdAt = new Date(Date.now() - lead.ago);
    const after = (ms: number | undefined) => (ms === undefined ? null : new Date(createdAt.getTime() + ms));
    const row = {
      createdAt,
      firstReplyAt: after(lead.replyAfter),
      phoneContactedAt: after(lead.phoneAfter),
      status: lead.status ?? 'open',
    };
    if (lead.kind === 'cop') await createCopRequest(t.db, profileId, row);
    else await createMessage(t.db, profileId, row);
  }
}

/** Letters only: a directory search for it never reads as a place. */
const uniqueCompany = () =>
  `Pace ${Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * A professional with these leads, and what their public profile says; their directory card, found
 * by their company, says the same.
 */
async function profileWith(leads: Lead[]) {
  const companyName = uniqueCompany();
  const { profile } = await createMxpert(t.db, { companyName });
  await addLeads(profile.id, leads);
  const res = await t.request({ method: 'GET', url: `/api/public/mxperts/all/${profile.cxid}` });
  expect(res.statusCode).toBe(200);
  const responseTime = res.json().data.responseTime as string | null;
  const search = await t.request({ method: 'GET', url: `/api/public/mxperts?search=${encodeURIComponent(companyName)}` });
  expect(search.statusCode).toBe(200);
  const cards = search.json().data.mxperts as { cxid: string; responseTime: string | null }[];
  expect(cards.map((c) => [c.cxid, c.responseTime])).toEqual([[profile.cxid, responseTime]]);
  return responseTime;
}

/** Three answered leads, each replied to after `after`. */
const answeredIn = (after: number): Lead[] => [
  { ago: 10 * DAY, replyAfter: after },
  { ago: 5 * DAY, replyAfter: after, kind: 'cop' },
  { ago: 2 * DAY, replyAfter: after },
];

describe('the public response time', () => {
  it('takes the bucket of the median: an hour, a few hours (to 6 h), a day (to 24 h), a few days', async () => {
    expect(await profileWith(answeredIn(5 * MIN))).toBe('hour');
    expect(await profileWith(answeredIn(HOUR))).toBe('hour');
    expect(await profileWith(answeredIn(HOUR + 2 * MIN))).toBe('hours');
    expect(await profileWith(answeredIn(6 * HOUR))).toBe('hours');
    expect(await profileWith(answeredIn(6 * HOUR + 2 * MIN))).toBe('day');
    expect(await profileWith(answeredIn(DAY))).toBe('day');
    expect(await profileWith(answeredIn(DAY + 2 * MIN))).toBe('days');
    expect(await profileWith(answeredIn(9 * DAY))).toBe('days');
  });

  it('is the median, not the mean: one very slow reply among fast ones does not move it', async () => {
    expect(
      await profileWith([
        { ago: 20 * DAY, replyAfter: 10 * MIN },
        { ago: 19 * DAY, replyAfter: 15 * MIN, kind: 'cop' },
        { ago: 18 * DAY, replyAfter: 12 * DAY },
      ]),
    ).toBe('hour');
  });

  it('says the full sentences', () => {
    expect(['hour', 'hours', 'day', 'days'].map((c) => responseTimeText(c as 'hour'))).toEqual([
      'Usually responds within an hour',
      'Usually responds within a few hours',
      'Usually responds within a day',
      'Usually responds within a few days',
    ]);
  });

  it('shows nothing before 3 leads, messages and COP requests together', async () => {
    expect(await profileWith([])).toBeNull();
    expect(await profileWith(answeredIn(5 * MIN).slice(0, 2))).toBeNull();
    expect(
      await profileWith([
        { ago: 3 * DAY, replyAfter: 5 * MIN, kind: 'cop' },
        { ago: 2 * DAY, replyAfter: 5 * MIN, kind: 'cop' },
        { ago: 1 * DAY, replyAfter: 5 * MIN },
      ]),
    ).toBe('hour');
  });

  it('counts the last 90 days only', async () => {
    // Two recent leads and one older than 90 days: not enough.
    expect(await profileWith([...answeredIn(5 * MIN).slice(0, 2), { ago: 91 * DAY, replyAfter: 5 * MIN }])).toBeNull();
    // Slow answers from long ago do not make today's fast replies look slow.
    expect(
      await profileWith([
        ...answeredIn(5 * MIN),
        { ago: 100 * DAY, replyAfter: 5 * DAY },
        { ago: 120 * DAY, replyAfter: 5 * DAY },
        { ago: 200 * DAY, replyAfter: 5 * DAY, kind: 'cop' },
        { ago: 95 * DAY, replyAfter: 5 * DAY },
      ]),
    ).toBe('hour');
  });

  it('counts a lead unanswered for more than a day as slow, open or closed, and one younger not yet', async () => {
    // Fast answers, then four leads left unanswered for days: the median is slow.
    const ignored: Lead[] = [
      { ago: 2 * DAY },
      { ago: 3 * DAY, kind: 'cop' },
      { ago: 4 * DAY, status: 'closed' },
      { ago: 5 * DAY },
    ];
    expect(await profileWith([...answeredIn(10 * MIN), ...ignored])).toBe('days');
    // Fresh leads not answered yet are not decided: they neither help nor hurt.
    const fresh: Lead[] = [{ ago: 5 * MIN }, { ago: 10 * MIN, kind: 'cop' }, { ago: 20 * MIN }, { ago: 23 * HOUR }];
    expect(await profileWith([...answeredIn(2 * HOUR), ...fresh])).toBe('hours');
  });

  it('shows nothing until three leads were answered: a professional who replied to nobody never looks fast', async () => {
    expect(
      await profileWith([{ ago: 10 * MIN }, { ago: 20 * MIN, kind: 'cop' }, { ago: 30 * MIN }, { ago: 40 * MIN }]),
    ).toBeNull();
    expect(await profileWith([{ ago: 4 * DAY }, { ago: 3 * DAY, kind: 'cop' }, { ago: 2 * DAY, status: 'closed' }])).toBeNull();
    expect(
      await profileWith([{ ago: 3 * DAY, replyAfter: 10 * MIN }, { ago: 2 * DAY, replyAfter: 10 * MIN }, { ago: 2 * DAY }]),
    ).toBeNull();
  });

  it('counts a lead answered at its first reply or when marked contacted by phone, whichever came first', async () => {
    expect(
      await profileWith([
        { ago: 3 * DAY, phoneAfter: 20 * MIN },
        { ago: 2 * DAY, phoneAfter: 30 * MIN, replyAfter: 2 * DAY, kind: 'cop' },
        { ago: 2 * DAY, replyAfter: 40 * MIN, phoneAfter: 5 * HOUR },
      ]),
    ).toBe('hour');
  });

  it("comes from the professional's first replies in the conversations", async () => {
    const pro = await signedInProfessional(t, {});
    const leads = [
      await createMessage(t.db, pro.profile.id, { createdAt: new Date(Date.now() - 30 * MIN) }),
      await createCopRequest(t.db, pro.profile.id, { createdAt: new Date(Date.now() - 40 * MIN) }),
      await createMessage(t.db, pro.profile.id, { createdAt: new Date(Date.now() - 50 * MIN) }),
    ];
    const urls = [
      `/api/dashboard/messages/${leads[0]?.id}/replies`,
      `/api/dashboard/cop-requests/${leads[1]?.id}/replies`,
      `/api/dashboard/messages/${leads[2]?.id}/replies`,
    ];
    for (const url of urls) {
      const res = await t.request({ method: 'POST', url, body: { body: 'Happy to help.' }, cookie: pro.cookie });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Five days pass (every time moves back): the replies keep their 30 to 50 minutes; unanswered
    // leads would now be five days old.
    {
      const table = leadTable;
      await t.db
        .update(table)
        .set({
          createdAt: sql`${table.createdAt} - interval '5 days'`,
          firstReplyAt: sql`${table.firstReplyAt} - interval '5 days'`,
        })
        .where(eq(table.mxpertProfileId, pro.profile.id));
    }
    // A later reply does not move the first.
    const later = await t.request({ method: 'POST', url: urls[0] ?? '', body: { body: 'Any news?' }, cookie: pro.cookie });
    expect(later.statusCode).toBe(201);
    const profile = await t.request({ method: 'GET', url: `/api/public/mxperts/all/${pro.profile.cxid}` });
    expect(profile.json().data.responseTime).toBe('hour');
    const stats = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: pro.cookie });
    expect(stats.json().data.responseTime).toEqual({ medianMinutes: 40, leads: 3, waitingOver24h: 0 });
  });

  it('is on the directory cards of the page, each professional with their own', async () => {
    const fast = await createMxpert(t.db, { serviceAreas: ['AK'], scoresOptimized: 900 });
    const slow = await createMxpert(t.db, { serviceAreas: ['AK'], scoresOptimized: 800 });
    const fresh = await createMxpert(t.db, { serviceAreas: ['AK'], scoresOptimized: 700 });
    await addLeads(fast.profile.id, answeredIn(20 * MIN));
    await addLeads(slow.profile.id, answeredIn(3 * DAY));
    await addLeads(fresh.profile.id, answeredIn(20 * MIN).slice(0, 1));
    const res = await t.request({ method: 'GET', url: '/api/public/mxperts?states=AK' });
    expect(res.statusCode).toBe(200);
    const cards = res.json().data.mxperts as { cxid: string; responseTime: string | null }[];
    expect(cards.map((c) => [c.cxid, c.responseTime])).toEqual([
      [fast.profile.cxid, 'hour'],
      [slow.profile.cxid, 'days'],
      [fresh.profile.cxid, null],
    ]);
  });
});

describe("the professional's own response time on the dashboard", () => {
  async function stats(leads: Lead[]) {
    const pro = await signedInProfessional(t, {});
    await addLeads(pro.profile.id, leads);
    const res = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookie: pro.cookie });
    expect(res.statusCode).toBe(200);
    return res.json().data.responseTime;
  }

  it('shows the median in minutes, the leads answered and the open leads waiting longer than 24 hours', async () => {
    expect(
      await stats([
        { ago: 10 * DAY, replyAfter: 30 * MIN },
        { ago: 9 * DAY, replyAfter: 2 * HOUR, kind: 'cop' },
        { ago: 8 * DAY, phoneAfter: 3 * HOUR },
        // Waiting: open, no reply, not contacted by phone, older than 24 hours (one of each kind).
        { ago: 30 * HOUR },
        { ago: 26 * HOUR, kind: 'cop' },
        // Not waiting: younger than 24 hours, closed, or older than the window for the median.
        { ago: 23 * HOUR },
        { ago: 3 * DAY, status: 'closed' },
        { ago: 100 * DAY, replyAfter: 10 * MIN },
      ]),
    ).toEqual({
      // Over the 3 answered leads and the 3 unanswered for more than a day (the one of 23 hours is not
      // decided yet): 30 min, 2 h, 3 h, 26 h, 30 h, 3 days -> (3 h + 26 h) / 2 = 14 h 30 min.
      medianMinutes: 14 * 60 + 30,
      leads: 3,
      waitingOver24h: 2,
    });
  });

  it('shows the median from the first lead (the public needs 3), and nothing without any', async () => {
    expect(await stats([{ ago: 2 * DAY, replyAfter: 45 * MIN }])).toEqual({ medianMinutes: 45, leads: 1, waitingOver24h: 0 });
    expect(await stats([])).toEqual({ medianMinutes: null, leads: 0, waitingOver24h: 0 });
  });

  it("counts the professional's own leads only", async () => {
    const other = await createMxpert(t.db);
    await addLeads(other.profile.id, [{ ago: 3 * DAY }, { ago: 3 * DAY, kind: 'cop' }]);
    expect(await stats([{ ago: 2 * DAY, replyAfter: 10 * MIN }])).toEqual({ medianMinutes: 10, leads: 1, waitingOver24h: 0 });
  });
});
