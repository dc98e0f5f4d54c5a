import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { createMxpert, createUser, signedInAs } from '../helpers/factories.ts';
import { eligibleConsumer, reviewInput } from '../helpers/reviews.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t, 'ADMIN', { firstName: 'Robin', lastName: 'Exporter' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie = admin.cookie) => t.request({ method: 'GET', url, cookie });
const post = (url: string, body: unknown, cookie = admin.cookie) => t.request({ method: 'POST', url, cookie, body });

/** The records of a CSV body as a well-kept reader finds them. */
const records = (body: string): string[][] => parse(body, { relax_column_count: true });

/** The newest export entries of the admin's audit trail, as the audit screen lists them. */
async function exportEntries(file: string) {
  const res = await get('/api/admin/audit?action=data.exported');
  expect(res.statusCode).toBe(200);
  return (res.json().data.entries as { targetId: string; targetName: string; actorName: string }[]).filter(
    (e) => e.targetId === file,
  );
}

describe('every CSV field holding a separator, quote or line break is quoted', () => {
  const nasty = [
    'Smith, Jones & "Partners"',
    'Line one\r\nline two',
    'Carriage\ronly',
    'Line\nfeed',
    'Semi; colon',
    'Unicode\u2028line separator',
    'Next\u0085line',
  ];

  it('the approved list: each value comes back whole from a CSV reader, and each such field stands in quotes', async () => {
    const tag = randomUUID().slice(0, 8);
    const cxids: string[] = [];
    for (const company of nasty) {
      const { profile } = await createMxpert(t.db, {
        fullName: `Quoted ${tag}`,
        companyName: company,
        serviceAreas: ['TX', 'CA'],
      });
      cxids.push(profile.cxid);
    }
    const res = await get(`/api/admin/mortgagexperts.csv?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const rows = records(res.body);
    const header = rows[0] ?? [];
    const company = header.indexOf('Company');
    const states = header.indexOf('States');
    for (const [i, cxid] of cxids.entries()) {
      const row = rows.find((r) => r[0] === cxid);
      expect(row?.[company]).toBe(nasty[i]);
      expect(row?.[states]).toBe('TX; CA');
      // The field as written: in quotes, its quotes doubled.
      expect(res.body).toContain(`,"${(nasty[i] ?? '').replace(/"/g, '""')}",`);
    }
    expect(res.body).toContain(',"TX; CA",');
  });

  it('the audit trail and the report tables too', async () => {
    const consumer = await createUser(t.db, 'CONSUMER', { firstName: 'Csv', lastName: 'Quoted' });
    const reason = 'Asked twice; "urgent"\u2028see the ticket';
    expect((await post(`/api/admin/users/${consumer.id}/deactivate`, { reason })).statusCode).toBe(200);
    const audit = await get('/api/admin/audit.csv?action=user.deactivated');
    expect(audit.body).toContain(`,"Asked twice; ""urgent""\u2028see the ticket"\r\n`);
    expect(records(audit.body).find((r) => r[5] === consumer.id)?.[6]).toBe(reason);

    await createMxpert(t.db, { companyName: 'A; Report Lending' });
    const report = await get('/api/admin/reports.csv?range=30');
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('\r\n"A; Report Lending",');
  });

  it('still neutralises formulas, the full-width ones too, and writes numbers as they are', async () => {
    const { csvField } = await import('../../src/lib/csv.ts');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
  });
});

describe('every CSV export of personal data is audited', () => {
  it('the approved list: who, which file with its filters, when, and how many rows', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < 3; i++) await createMxpert(t.db, { fullName: `Audited ${tag} ${i}`, serviceAreas: ['NV'] });
    const before = new Date();
    const res = await get(`/api/admin/mortgagexperts.csv?search=${tag}&state=NV`);
    expect(res.statusCode).toBe(200);
    expect(records(res.body)).toHaveLength(4);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.exported'), eq(auditLog.targetId, 'mortgagexperts.csv')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ actorUserId: admin.user.id, targetType: 'export' });
    expect(entry?.metadata).toMatchObject({ rows: 3, complete: true, filters: { search: tag, state: 'NV' } });
    expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [shown] = await exportEntries('mortgagexperts.csv');
    expect(shown).toMatchObject({ actorName: 'Robin Exporter', targetName: 'mortgagexperts.csv (3 rows)' });
  });

  it('the audit trail and the report tables', async () => {
    const other = await signedInAs(t, 'ADMIN', { firstName: 'Sam', lastName: 'Second' });
    const consumer = await createUser(t.db, 'CONSUMER');
    await post(`/api/admin/users/${consumer.id}/deactivate`, { reason: 'A reason long enough' }, other.cookie);
    const audit = await get(`/api/admin/audit.csv?action=user.deactivated&adminId=${other.user.id}`, other.cookie);
    expect(records(audit.body)).toHaveLength(2);
    const [auditEntry] = await exportEntries('audit.csv');
    expect(auditEntry).toMatchObject({ actorName: 'Sam Second', targetName: 'audit.csv (1 rows)' });

    const report = await get('/api/admin/reports.csv?range=90');
    expect(report.statusCode).toBe(200);
    const [reportEntry] = await exportEntries('reports.csv');
    expect(reportEntry?.actorName).toBe('Robin Exporter');
    expect(reportEntry?.targetName).toMatch(/^reports\.csv \(\d+ rows\)$/);
  });

  it('a refused export (bad filter) writes no entry', async () => {
    const before = (await exportEntries('reports.csv')).length;
    expect((await get('/api/admin/reports.csv?range=12')).statusCode).toBe(400);
    expect(await exportEntries('reports.csv')).toHaveLength(before);
  });
});

describe('review moderation in the audit screen', () => {
  it('hiding and restoring a review are filterable actions naming the review', async () => {
    const pro = await createMxpert(t.db, { fullName: 'Audit Pro' });
    const c = await eligibleConsumer(t, pro, { firstName: 'Ada', lastName: 'Author' });
    const created = await t.request({
      method: 'POST',
      url: '/api/consumer/reviews',
      cookie: c.cookie,
      body: reviewInput(pro.profile.cxid),
    });
    const id = created.json().data.id as string;
    expect((await post(`/api/admin/reviews/${id}/hide`, { reason: 'Personal details in the text' })).statusCode).toBe(200);
    expect((await post(`/api/admin/reviews/${id}/restore`, {})).statusCode).toBe(200);

    for (const action of ['review.hidden', 'review.restored']) {
      const res = await get(`/api/admin/audit?action=${action}`);
      expect(res.statusCode).toBe(200);
      const entry = (res.json().data.entries as { targetId: string; targetName: string }[]).find((e) => e.targetId === id);
      expect(entry?.targetName).toBe('Ada Author on Audit Pro');
    }
    const csv = await get('/api/admin/audit.csv?action=review.hidden');
    expect(
      records(csv.body)
        .find((r) => r[5] === id)
        ?.slice(1, 5),
    ).toEqual(['review.hidden', 'Robin Exporter', 'review', 'Ada Author on Audit Pro']);
  });
});
