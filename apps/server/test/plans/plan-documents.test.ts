import { ADMIN_OPS_TEXT, IMAGE_TEXT, ONBOARDING_TEXT, PLAN_LIMITS, PLAN_TEXT } from '@mx/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mxpertProfiles, notifications, planDocuments, plans } from '../../src/db/schema.ts';
import { createStorage } from '../../src/lib/storage/create-storage.ts';
import type { Storage } from '../../src/lib/storage/storage.ts';
import { attachmentHeader, cleanFileName } from '../../src/modules/plans/documents.ts';
import { TEST_PASSWORD } from '../helpers/factories.ts';
import { pngImage, postMultipart } from '../helpers/images.ts';
import { withJobRunners } from '../helpers/job-runners.ts';
import { call, planScenario, publishedPlan, startPlan } from '../helpers/plans.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

let database: TestDatabaseHandle;
let t: TestApp;
let storage: Storage;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database });
  storage = createStorage(t.config);
});
afterAll(async () => {
  storage.close();
  await t.close();
  await database.close();
});

/** A real one-page PDF. */
function pdfFile(text = 'Statement'): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 24} >> stream`,
    `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`,
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

const jpegFile = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 20, b: 30 } } })
    .jpeg()
    .toBuffer();

const side = {
  mxpert: (id: string) => `/api/dashboard/plans/${id}/documents`,
  consumer: (id: string) => `/api/consumer/plans/${id}/documents`,
};

function upload(url: string, cookie: string, data: Buffer, filename = 'statement.pdf', contentType = 'application/pdf') {
  return postMultipart(t, url, { cookie, files: [{ field: 'file', data, filename, contentType }] });
}

async function documentsOf(planId: string) {
  return t.db.select().from(planDocuments).where(eq(planDocuments.planId, planId));
}

async function stored(key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The client deletes their account, as the settings page does it. */
async function deleteClientAccount(cookie: string) {
  const res = await t.request({ method: 'DELETE', url: '/api/consumer/account', cookie, body: { password: TEST_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Runs the job runner until the document-removal jobs queued so far are done. */
async function runRemovalJobs() {
  await withJobRunners(database, t.config, 1, async () => {
    for (let i = 0; i < 100; i++) {
      const { rows } = (await t.db.execute(
        "select count(*)::int as n from pgboss.job where name = 'plan-documents-removal' and state < 'completed'" as never,
      )) as unknown as { rows: { n: number }[] };
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the removal jobs did not finish');
  });
}

describe('plan documents: uploads', () => {
  it('the client uploads a real PDF: listed on both sides, stored privately, the bell rings for the professional', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const pdf = pdfFile();
    const res = await upload(side.consumer(planId), s.client.cookie, pdf, 'C:\\Users\\riley\\Equifax report.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(res.json().message).toBe(PLAN_TEXT.documentUploaded);
    expect(doc).toMatchObject({
      fileName: 'Equifax report.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      uploadedBy: 'consumer',
      mine: true,
    });

    const proList = (await call(t, 'GET', side.mxpert(planId), s.proCookie)).json().data;
    expect(proList).toEqual([{ ...doc, mine: false }]);
    expect((await call(t, 'GET', side.consumer(planId), s.client.cookie)).json().data).toEqual([doc]);

    const [row] = await documentsOf(planId);
    expect(row?.storageKey).toMatch(new RegExp(`^plan-documents/${planId}/[a-f0-9]{32}\\.pdf$`));
    expect(await stored(row?.storageKey ?? '')).toEqual(pdf);

    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.pro.user.id), eq(notifications.type, 'plan_progress')));
    expect(bell.map((n) => n.message)).toEqual(['Riley Stone uploaded a document: Equifax report.pdf.']);
  });

  it('the professional uploads PNG and JPEG files to a draft; their type comes from their first bytes', async () => {
    const s = await planScenario(t);
    const planId = await startPlan(t, s);
    const png = await pngImage(20, 20);
    const asPdf = await upload(side.mxpert(planId), s.proCookie, png, 'scan.pdf', 'application/pdf');
    expect(asPdf.statusCode, asPdf.body).toBe(201);
    expect(asPdf.json().data).toMatchObject({ fileName: 'scan.png', contentType: 'image/png', uploadedBy: 'mxpert', mine: true });
    const jpeg = await upload(side.mxpert(planId), s.proCookie, await jpegFile(), 'photo.JPEG', 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().data).toMatchObject({ fileName: 'photo.jpg', contentType: 'image/jpeg' });
    // The client does not see the draft, nor its documents.
    expect((await call(t, 'GET', side.consumer(planId), s.client.cookie)).statusCode).toBe(404);
    // No bell for the professional's own upload.
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, s.pro.user.id));
    expect(bell).toEqual([]);
  });

  it('refuses a file that claims to be a PDF but starts with other bytes (400) and stores nothing', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const fake = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdfFile()]);
    const res = await upload(side.consumer(planId), s.client.cookie, fake, 'statement.pdf', 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: PLAN_TEXT.documentWrongType });
    expect(await documentsOf(planId)).toEqual([]);
    const keys: string[] = [];
    for await (const key of storage.list(`plan-documents/${planId}/`)) keys.push(key);
    expect(keys).toEqual([]);
  });

  it('refuses a form without a file (400)', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const res = await postMultipart(t, side.consumer(planId), { cookie: s.client.cookie, fields: { note: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: PLAN_TEXT.documentRequired });
  });

  it('takes exactly 10 MB and refuses 10 MB and one byte (413)', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const pdf = pdfFile();
    const exact = Buffer.concat([pdf, Buffer.alloc(PLAN_LIMITS.documentMaxBytes - pdf.length, 0x20)]);
    const ok = await upload(side.consumer(planId), s.client.cookie, exact);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.sizeBytes).toBe(10 * 1024 * 1024);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    const res = await upload(side.consumer(planId), s.client.cookie, over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: PLAN_TEXT.documentTooLarge });
    expect(res.json().message).not.toBe(IMAGE_TEXT.tooLarge);
    expect(await documentsOf(planId)).toHaveLength(1);
  });

  it('takes 20 documents per plan, both sides counted, and refuses the 21st (409)', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const pdf = pdfFile();
    for (let i = 0; i < PLAN_LIMITS.documentsMax; i++) {
      const [url, cookie] = i % 2 ? [side.mxpert(planId), s.proCookie] : [side.consumer(planId), s.client.cookie];
      expect((await upload(url, cookie, pdf, `doc-${i}.pdf`)).statusCode).toBe(201);
    }
    const res = await upload(side.consumer(planId), s.client.cookie, pdf, 'doc-21.pdf');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: PLAN_TEXT.tooManyDocuments });
    expect(await documentsOf(planId)).toHaveLength(20);
  });

  it("answers 404 for another professional's plan and another client's plan, and stores nothing", async () => {
    const a = await planScenario(t);
    const b = await planScenario(t);
    const { planId } = await publishedPlan(t, a);
    const byPro = await upload(side.mxpert(planId), b.proCookie, pdfFile());
    expect(byPro.statusCode).toBe(404);
    expect(byPro.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.notFound });
    expect((await upload(side.consumer(planId), b.client.cookie, pdfFile())).statusCode).toBe(404);
    expect((await call(t, 'GET', side.mxpert(planId), b.proCookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', side.consumer(planId), b.client.cookie)).statusCode).toBe(404);
    expect(await documentsOf(planId)).toEqual([]);
  });

  it('a completed or closed plan takes no new document (409) but keeps listing and serving its documents', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const first = await upload(side.consumer(planId), s.client.cookie, pdfFile());
    const closed = await call(t, 'POST', `/api/dashboard/plans/${planId}/close`, s.proCookie, { reason: 'Client moved' });
    expect(closed.statusCode).toBe(200);
    for (const [url, cookie] of [
      [side.consumer(planId), s.client.cookie],
      [side.mxpert(planId), s.proCookie],
    ] as const) {
      const res = await upload(url, cookie, pdfFile());
      expect(res.statusCode).toBe(409);
    }
    expect((await call(t, 'GET', side.consumer(planId), s.client.cookie)).json().data).toHaveLength(1);
    const dl = await call(t, 'GET', `${side.mxpert(planId)}/${first.json().data.id}`, s.proCookie);
    expect(dl.statusCode).toBe(200);
  });

  const standing = [
    ['suspended', { approvalStatus: 'suspended', suspensionReason: 'License expired' }, ADMIN_OPS_TEXT.suspendedCannotAct],
    ['rejected', { approvalStatus: 'rejected', rejectionReason: 'License not found' }, ONBOARDING_TEXT.rejected],
    ['paused', { pausedAt: new Date() }, PLAN_TEXT.paused],
  ] as const;
  it.each(standing)('a %s professional cannot upload (409)', async (_, change, message) => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    await t.db
      .update(mxpertProfiles)
      .set(change as Partial<typeof mxpertProfiles.$inferInsert>)
      .where(eq(mxpertProfiles.id, s.pro.profile.id));
    const res = await upload(side.mxpert(planId), s.proCookie, pdfFile());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message });
    expect(await documentsOf(planId)).toEqual([]);
  });
});

describe('plan document names', () => {
  it("keeps the last segment without control, header or direction characters, 120 characters at most, its extension the content's", () => {
    expect(cleanFileName('Equifax "report"\r\n.pdf', 'pdf')).toBe('Equifax report.pdf');
    expect(cleanFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(cleanFileName('invoice\u202Egpj.exe', 'pdf')).toBe('invoice gpj.exe.pdf');
    // Every bidirectional control, the marks (LRM, RLM, ALM) as well as the embeddings and isolates.
    expect(cleanFileName('scan\u200F\u200E\u061C\u2067x\u2069.png', 'png')).toBe('scan x.png');
    expect(cleanFileName('a;b<c>.JPG', 'jpg')).toBe('a b c.jpg');
    expect(cleanFileName(null, 'pdf')).toBe('document.pdf');
    expect(cleanFileName('...', 'pdf')).toBe('document.pdf');
    const long = cleanFileName(`${'é'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(long)).toHaveLength(PLAN_LIMITS.documentNameMax);
    expect(attachmentHeader('a "b".pdf')).toBe(`attachment; filename="a _b_.pdf"; filename*=UTF-8''a%20%22b%22.pdf`);
  });
});

describe('plan documents: downloads', () => {
  it('serves the bytes to both parties as an attachment, private and never sniffed', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const pdf = pdfFile('Bank letter');
    const id = (await upload(side.consumer(planId), s.client.cookie, pdf, 'Relevé bancaire (mars).pdf')).json().data.id;
    for (const [url, cookie] of [
      [side.consumer(planId), s.client.cookie],
      [side.mxpert(planId), s.proCookie],
    ] as const) {
      const res = await call(t, 'GET', `${url}/${id}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(pdf);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Relev_ bancaire (mars).pdf"; filename*=UTF-8''Relev%C3%A9%20bancaire%20%28mars%29.pdf`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves a document under /uploads, whatever the key', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    await upload(side.consumer(planId), s.client.cookie, await pngImage(16, 16), 'card.png', 'image/png');
    const [row] = await documentsOf(planId);
    expect(row?.storageKey).toMatch(/\.png$/);
    expect(await stored(row?.storageKey ?? '')).not.toBeNull();
    for (const cookie of [undefined, s.client.cookie, s.proCookie]) {
      const res = await t.request({ method: 'GET', url: `/uploads/${row?.storageKey}`, ...(cookie ? { cookie } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it("answers 404 for a stranger, another plan's document id and a draft to the client", async () => {
    const a = await planScenario(t);
    const b = await planScenario(t);
    const { planId } = await publishedPlan(t, a);
    const { planId: otherPlan } = await publishedPlan(t, b);
    const id = (await upload(side.consumer(planId), a.client.cookie, pdfFile())).json().data.id;
    expect((await call(t, 'GET', `${side.mxpert(planId)}/${id}`, b.proCookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${side.consumer(planId)}/${id}`, b.client.cookie)).statusCode).toBe(404);
    const crossed = await call(t, 'GET', `${side.consumer(otherPlan)}/${id}`, b.client.cookie);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ code: 'NOT_FOUND', message: PLAN_TEXT.documentNotFound });

    const c = await planScenario(t);
    const draft = await startPlan(t, c);
    const draftDoc = (await upload(side.mxpert(draft), c.proCookie, pdfFile())).json().data.id;
    expect((await call(t, 'GET', `${side.consumer(draft)}/${draftDoc}`, c.client.cookie)).statusCode).toBe(404);
  });
});

describe('plan documents: deletion', () => {
  it("deletes one's own document, row and file; the other side's is 403 and another plan's is 404", async () => {
    const s = await planScenario(t);
    const other = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const mine = (await upload(side.consumer(planId), s.client.cookie, pdfFile())).json().data.id;
    const theirs = (await upload(side.mxpert(planId), s.proCookie, pdfFile())).json().data.id;

    const forbidden = await call(t, 'DELETE', `${side.consumer(planId)}/${theirs}`, s.client.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: PLAN_TEXT.notYourDocument });
    expect((await call(t, 'DELETE', `${side.mxpert(planId)}/${mine}`, s.proCookie)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `${side.mxpert(planId)}/${mine}`, other.proCookie)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${side.consumer(planId)}/${mine}`, other.client.cookie)).statusCode).toBe(404);
    expect(await documentsOf(planId)).toHaveLength(2);

    const key = (await documentsOf(planId)).find((d) => d.id === mine)?.storageKey ?? '';
    const res = await call(t, 'DELETE', `${side.consumer(planId)}/${mine}`, s.client.cookie);
    expect(res.statusCode).toBe(200);
    expect((await documentsOf(planId)).map((d) => d.id)).toEqual([theirs]);
    expect(await stored(key)).toBeNull();
    expect((await call(t, 'GET', `${side.consumer(planId)}/${mine}`, s.client.cookie)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${side.consumer(planId)}/${mine}`, s.client.cookie)).statusCode).toBe(404);
  });

  it("goes with the client's account deletion, both sides' documents and files, and is listed in the export before", async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const pdf = (await upload(side.consumer(planId), s.client.cookie, pdfFile(), 'mine.pdf')).json().data;
    await upload(side.mxpert(planId), s.proCookie, await pngImage(10, 10), 'pro.png', 'image/png');
    const keys = (await documentsOf(planId)).map((d) => d.storageKey);

    const exported = await t.request({ method: 'GET', url: '/api/consumer/account/export', cookie: s.client.cookie });
    expect(exported.statusCode).toBe(200);
    const listed = exported.json().planDocuments;
    expect(listed).toHaveLength(2);
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: pdf.id,
        planId,
        fileName: 'mine.pdf',
        contentType: 'application/pdf',
        uploadedBy: 'consumer',
      }),
    );
    expect(JSON.stringify(listed)).not.toContain('plan-documents/');

    await deleteClientAccount(s.client.cookie);
    expect(await documentsOf(planId)).toEqual([]);
    // The professional keeps the plan (the lead stays with them), not the client's documents.
    expect(await t.db.select().from(plans).where(eq(plans.id, planId))).toHaveLength(1);
    await runRemovalJobs();
    for (const key of keys) expect(await stored(key)).toBeNull();
  });

  it("keeps every file in its plan's folder, however the address spells the plan's id, so the client's deletion takes it", async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    // The router takes an id in capitals for the same plan: its file must still go under the plan's own folder.
    const res = await upload(side.consumer(planId.toUpperCase()), s.client.cookie, pdfFile(), 'capitals.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = await documentsOf(planId);
    expect(doc?.storageKey.startsWith(`plan-documents/${planId}/`), doc?.storageKey).toBe(true);

    await deleteClientAccount(s.client.cookie);
    await runRemovalJobs();
    expect(await stored(doc?.storageKey ?? '')).toBeNull();
  });

  it('removes, with the account, a file an earlier upload left in a folder spelled in capitals', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const key = `plan-documents/${planId.toUpperCase()}/${'a'.repeat(32)}.pdf`;
    await storage.put(key, pdfFile(), 'application/pdf');
    await t.db.insert(planDocuments).values({
      planId,
      storageKey: key,
      fileName: 'earlier.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      uploadedBy: 'consumer',
      uploaderUserId: s.client.user.id,
    });
    await deleteClientAccount(s.client.cookie);
    await runRemovalJobs();
    expect(await stored(key)).toBeNull();
  });

  it("goes with the professional's account deletion, files included", async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    await upload(side.consumer(planId), s.client.cookie, pdfFile());
    const keys = (await documentsOf(planId)).map((d) => d.storageKey);
    expect(keys).toHaveLength(1);
    const del = await t.request({
      method: 'DELETE',
      url: '/api/mxpert/account',
      cookie: s.proCookie,
      body: { password: TEST_PASSWORD },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await documentsOf(planId)).toEqual([]);
    await runRemovalJobs();
    for (const key of keys) expect(await stored(key)).toBeNull();
  });
});

describe('documents waiting for the professional', () => {
  it('counts on the list the client’s documents since the professional last opened the plan, not their own', async () => {
    const s = await planScenario(t);
    const { planId } = await publishedPlan(t, s);
    const waiting = async () => {
      const res = await call(t, 'GET', '/api/dashboard/plans', s.proCookie);
      expect(res.statusCode).toBe(200);
      return res.json().data.plans.find((p: { id: string }) => p.id === planId).waitingDocuments as number;
    };
    expect(await waiting()).toBe(0);
    expect((await upload(side.consumer(planId), s.client.cookie, pdfFile('One'))).statusCode).toBe(201);
    expect((await upload(side.consumer(planId), s.client.cookie, pdfFile('Two'))).statusCode).toBe(201);
    expect((await upload(side.mxpert(planId), s.proCookie, pdfFile('Mine'))).statusCode).toBe(201);
    expect(await waiting()).toBe(2);
    // Reading the list does not count as opening the plan; opening it does.
    expect(await waiting()).toBe(2);
    expect((await call(t, 'GET', `/api/dashboard/plans/${planId}`, s.proCookie)).statusCode).toBe(200);
    expect(await waiting()).toBe(0);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
    expect(row?.mxpertOpenedAt).toBeInstanceOf(Date);
    expect((await upload(side.consumer(planId), s.client.cookie, pdfFile('Three'))).statusCode).toBe(201);
    expect(await waiting()).toBe(1);
  });
});
