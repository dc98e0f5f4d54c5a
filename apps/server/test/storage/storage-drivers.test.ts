import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { localStorage } from '../../src/lib/storage/local-storage.ts';
import { s3Storage } from '../../src/lib/storage/s3-storage.ts';
import type { Storage } from '../../src/lib/storage/storage.ts';
import { expectNotServed, pngImage, postMultipart } from '../helpers/images.ts';
import { planScenario, publishedPlan } from '../helpers/plans.ts';
import { signedInProfessional } from '../helpers/professionals.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../helpers/test-db.ts';

// One database for every app of this file: the instances differ only in their storage.
let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** One storage of each driver, with what makes an app use it. */
interface OpenDriver {
  storage: Storage;
  appOptions: TestAppOptions;
  close(): Promise<void>;
}

const DRIVERS: { name: string; open(): Promise<OpenDriver> }[] = [
  {
    name: 'local folder',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-uploads-'));
      return {
        storage: localStorage(dir),
        appOptions: { config: { uploadsDir: dir } },
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 bucket',
    open: async () => {
      const bucket = await startS3Server();
      const storage = s3Storage(bucket.settings);
      return {
        storage,
        appOptions: { env: bucket.env },
        close: async () => {
          storage.close();
          await bucket.close();
        },
      };
    },
  },
];

async function keysOf(storage: Storage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

describe.each(DRIVERS)('storage in a $name', (driver) => {
  let open: OpenDriver;
  let storage: Storage;
  beforeAll(async () => {
    open = await driver.open();
    storage = open.storage;
  });
  afterAll(async () => {
    await open.close();
  });

  it('answers an object as it was stored: its bytes, type and size', async () => {
    const data = await pngImage(20, 10);
    await storage.put('profiles/answer-1.png', data, 'image/png');
    const object = await storage.get('profiles/answer-1.png');
    expect(object).not.toBeNull();
    expect(object?.contentType).toBe('image/png');
    expect(object?.size).toBe(data.length);
    expect((await buffer(object?.body as NodeJS.ReadableStream)).equals(data)).toBe(true);
  });

  it('answers nothing for a key with nothing under it', async () => {
    expect(await storage.get('profiles/never-stored.png')).toBeNull();
    expect(await storage.get('nothing-here/x.pdf')).toBeNull();
  });

  it('removes an object, and removing it again is no error', async () => {
    await storage.put('companies/removed-1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.remove('companies/removed-1.jpg');
    expect(await storage.get('companies/removed-1.jpg')).toBeNull();
    await expect(storage.remove('companies/removed-1.jpg')).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix, nested folders included', async () => {
    await storage.put('listed/a.png', Buffer.from('a'), 'image/png');
    await storage.put('listed/deeper/b.pdf', Buffer.from('b'), 'application/pdf');
    await storage.put('other/c.png', Buffer.from('c'), 'image/png');
    expect(await keysOf(storage, 'listed/')).toEqual(['listed/a.png', 'listed/deeper/b.pdf']);
    expect(await keysOf(storage)).toEqual(expect.arrayContaining(['listed/a.png', 'listed/deeper/b.pdf', 'other/c.png']));
  });

  it('refuses a key that climbs out of its folder or names no file, and stores nothing', async () => {
    const before = await keysOf(storage);
    for (const key of ['../escape.png', 'profiles/../../escape.png', '/etc/escape.png', 'profiles/', 'profiles/.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow('not a storage key');
      await expect(storage.get(key), key).rejects.toThrow('not a storage key');
    }
    expect(await keysOf(storage)).toEqual(before);
  });

  describe('behind the app', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      // Two instances on the same database and the same storage.
      first = await buildTestApp({ ...open.appOptions, database });
      second = await buildTestApp({ ...open.appOptions, database });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    const uploadPhoto = async (cookie: string, image: Buffer) =>
      postMultipart(first, '/api/onboarding/personal', {
        cookie,
        fields: { fullName: 'Robin Hale', aboutMe: 'Mortgage readiness coach.', languages: '["english"]' },
        files: [{ field: 'photo', data: image }],
      });

    it('serves a photo uploaded through one instance from the other, at its /uploads URL', async () => {
      const pro = await signedInProfessional(first);
      const image = await pngImage(40, 30);
      const res = await uploadPhoto(pro.cookie, image);
      expect(res.statusCode).toBe(200);
      const photo: string = res.json().data.photo;
      expect(photo).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.png$/);
      const served = await second.app.inject({ method: 'GET', url: photo });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect(await storage.get(photo.replace('/uploads/', ''))).not.toBeNull();
      const head = await second.app.inject({ method: 'HEAD', url: photo });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it('removes the replaced photo from the storage once a new one is saved', async () => {
      const pro = await signedInProfessional(first);
      const old: string = (await uploadPhoto(pro.cookie, await pngImage(30, 30))).json().data.photo;
      const replaced = await uploadPhoto(pro.cookie, await pngImage(50, 50));
      expect(replaced.statusCode).toBe(200);
      expect(await storage.get(old.replace('/uploads/', ''))).toBeNull();
      expect((await second.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
      expect((await second.app.inject({ method: 'GET', url: replaced.json().data.photo })).statusCode).toBe(200);
    });

    it('gives no URL to what the storage holds outside the image folders (a private document)', async () => {
      await storage.put('documents/plan-1.pdf', Buffer.from('%PDF-1.7 private plan'), 'application/pdf');
      await storage.put('profiles/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
      const urls = [
        '/uploads/documents/plan-1.pdf',
        '/uploads/profiles/page.html',
        '/uploads/profiles/../documents/plan-1.pdf',
        '/uploads/profiles/%2e%2e%2fdocuments%2fplan-1.pdf',
      ];
      await expectNotServed(second.app, urls, 'private plan');
    });

    it('keeps a plan document private: uploaded through one instance, downloaded from the other, never under /uploads', async () => {
      const s = await planScenario(first);
      const { planId } = await publishedPlan(first, s);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
      const up = await postMultipart(first, `/api/consumer/plans/${planId}/documents`, {
        cookie: s.client.cookie,
        files: [{ field: 'file', data: pdf, filename: 'statement.pdf', contentType: 'application/pdf' }],
      });
      expect(up.statusCode, up.body).toBe(201);
      const docId: string = up.json().data.id;
      const keys = await keysOf(storage, `plan-documents/${planId}/`);
      expect(keys).toHaveLength(1);

      const down = await second.request({
        method: 'GET',
        url: `/api/dashboard/plans/${planId}/documents/${docId}`,
        cookie: s.proCookie,
      });
      expect(down.statusCode).toBe(200);
      expect(down.rawPayload).toEqual(pdf);
      expect(down.headers['content-type']).toBe('application/pdf');
      expect(down.headers['cache-control']).toBe('private, no-store');
      expect(down.headers['content-disposition']).toMatch(/^attachment; filename="statement\.pdf"/);
      expect((await second.app.inject({ method: 'GET', url: `/uploads/${keys[0]}` })).statusCode).toBe(404);

      const del = await second.request({
        method: 'DELETE',
        url: `/api/consumer/plans/${planId}/documents/${docId}`,
        cookie: s.client.cookie,
      });
      expect(del.statusCode).toBe(200);
      expect(await keysOf(storage, `plan-documents/${planId}/`)).toEqual([]);
    });
  });
});

describe('the S3 driver', () => {
  it("writes nothing into the instance's own uploads folder", async () => {
    const bucket = await startS3Server();
    const t = await buildTestApp({ env: bucket.env, database });
    const storage = s3Storage(bucket.settings);
    try {
      const pro = await signedInProfessional(t);
      const res = await postMultipart(t, '/api/onboarding/personal', {
        cookie: pro.cookie,
        fields: { fullName: 'Robin Hale', aboutMe: 'Mortgage readiness coach.', languages: '["english"]' },
        files: [{ field: 'photo', data: await pngImage() }],
      });
      expect(res.statusCode).toBe(200);
      expect(fs.existsSync(t.config.uploadsDir)).toBe(false);
      expect(await keysOf(storage, 'profiles/')).toEqual([res.json().data.photo.replace('/uploads/', '')]);
    } finally {
      storage.close();
      await t.close();
      await bucket.close();
    }
  });
});

describe('the storage configuration', () => {
  it('keeps the local folder under DATA_DIR unless STORAGE_DRIVER says s3', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });

  it('names every S3 variable the bucket needs, and refuses one key without the other', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow('S3_BUCKET: is required when STORAGE_DRIVER is s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: is required with the other one',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'No_Such Bucket' })).toThrow('S3_BUCKET: must be a bucket name');
    expect(() => loadConfig({ STORAGE_DRIVER: 'disk' })).toThrow('STORAGE_DRIVER');
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'mx-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'mx-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });
});
