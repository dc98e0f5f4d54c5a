import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/lib/storage/s3-storage.ts';
import type { Storage } from '../../src/lib/storage/storage.ts';
import { collectOutput, runTs, waitForExit } from '../helpers/child-process.ts';
import { jpegWithGps, pngImage } from '../helpers/images.ts';
import { startS3Server, type TestBucket } from '../helpers/s3-server.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const COMMAND = 'apps/server/src/cli/storage-copy-to-s3.ts';

let bucket: TestBucket;
let storage: Storage;
let dataDir: string;
/** An instance on the bucket, as after the switch to STORAGE_DRIVER=s3. */
let t: TestApp;
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  bucket = await startS3Server();
  storage = s3Storage(bucket.settings);
  t = await buildTestApp({ env: bucket.env });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-copy-'));
  files['profiles/0123456789abcdef0123456789abcdef.png'] = await pngImage(30, 20);
  files['companies/fedcba9876543210fedcba9876543210.jpg'] = await jpegWithGps(100, 80);
  files['documents/plan-7.pdf'] = Buffer.from('%PDF-1.7 a private plan');
  for (const [key, data] of Object.entries(files)) {
    const file = path.join(dataDir, 'uploads', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
});
afterAll(async () => {
  await t.close();
  storage.close();
  await bucket.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function copy(env: Record<string, string>) {
  const child = runTs(COMMAND, [], { DATA_DIR: dataDir, ...env });
  const output = collectOutput(child);
  const code = await waitForExit(child, 60_000);
  return { code, output: output() };
}

describe('npm run storage:copy-to-s3', () => {
  it('copies every file of the uploads folder into the bucket under the same key, with its type', async () => {
    const run = await copy(bucket.env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(
      `Copied 3 files from ${path.join(dataDir, 'uploads')} into bucket ${bucket.settings.bucket}; 0 were there already.`,
    );
    const types = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' } as Record<string, string>;
    for (const [key, data] of Object.entries(files)) {
      const object = await storage.get(key);
      expect(object?.contentType, key).toBe(types[key.slice(-3)]);
      expect((await buffer(object?.body as NodeJS.ReadableStream)).equals(data), key).toBe(true);
    }
  });

  it('leaves what is already in the bucket when run again', async () => {
    const run = await copy(bucket.env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Copied 0 files');
    expect(run.output).toContain('3 were there already.');
  });

  it('makes the stored /uploads URLs work on an instance that uses the bucket', async () => {
    const photo = await t.app.inject({ method: 'GET', url: '/uploads/profiles/0123456789abcdef0123456789abcdef.png' });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(files['profiles/0123456789abcdef0123456789abcdef.png'] as Buffer)).toBe(true);
    // The private document was copied, and still has no URL.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/documents/plan-7.pdf' })).statusCode).toBe(404);
  });

  it('refuses to run without a bucket to copy into', async () => {
    const run = await copy({});
    expect(run.code).toBe(2);
    expect(run.output).toContain('Set STORAGE_DRIVER=s3 and the S3_* variables to name the bucket to copy into.');
  });
});
