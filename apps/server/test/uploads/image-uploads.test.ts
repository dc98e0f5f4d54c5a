import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config.ts';
import { expectNotServed, jpegWithGps, pngDeclaring, pngImage, postMultipart, type UploadFile } from '../helpers/images.ts';
import { FRESH_PROFILE, profileRow, signedInProfessional } from '../helpers/professionals.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PERSONAL = { fullName: 'Robin Hale', aboutMe: 'Mortgage readiness coach.', languages: '["english"]' };
const COMPANY = {
  companyName: 'Hale Lending',
  companyAddress: '1 Market St, San Francisco, CA',
  nmlsId: '4455667',
  yearsExperience: '4',
  scoresOptimized: '25',
};

/** Every file stored under the uploads folder, relative to it. */
function storedFiles(): string[] {
  const root = t.config.uploadsDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(root, path.join(entry.parentPath, entry.name))] : []));
}

function diskPathOf(publicPath: string): string {
  return path.join(t.config.uploadsDir, publicPath.replace(/^\/uploads\//, ''));
}

async function uploadPhoto(file: Omit<UploadFile, 'field'>) {
  const pro = await signedInProfessional(t);
  const res = await postMultipart(t, '/api/onboarding/personal', {
    cookie: pro.cookie,
    fields: PERSONAL,
    files: [{ field: 'photo', ...file }],
  });
  return { pro, res };
}

describe('image uploads', () => {
  it('re-encodes a photo: EXIF with the GPS position is gone and it fits 800x800', async () => {
    const original = await jpegWithGps(1200, 900);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('Secret Camera 9000'))).toBe(true);
    const { res } = await uploadPhoto({ data: original, filename: 'IMG_0001.JPG', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const photo: string = res.json().data.photo;
    expect(photo).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.jpg$/);
    const stored = fs.readFileSync(diskPathOf(photo));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera 9000'))).toBe(false);
  });

  it('stores the company logo as PNG under /uploads/companies and keeps a small image its size', async () => {
    const pro = await signedInProfessional(t, { ...FRESH_PROFILE, currentStep: 2 });
    const res = await postMultipart(t, '/api/onboarding/company', {
      cookie: pro.cookie,
      fields: COMPANY,
      files: [{ field: 'companyLogo', data: await pngImage(200, 80), filename: 'logo.png' }],
    });
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().data.companyLogo;
    expect(logo).toMatch(/^\/uploads\/companies\/[a-f0-9]{32}\.png$/);
    expect(await sharp(diskPathOf(logo)).metadata()).toMatchObject({ format: 'png', width: 200, height: 80 });
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const { pro, res } = await uploadPhoto({ data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 5MB' });
    expect(storedFiles()).toEqual(before);
    expect(await profileRow(t, pro.profile.id)).toMatchObject({ photo: null, currentStep: 1 });
  });

  it('refuses an HTML page renamed .png (400), whatever content type it claims', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const before = storedFiles();
    const { res } = await uploadPhoto({ data: html, filename: 'photo.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please upload a JPG or PNG image' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an SVG renamed .png (400)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const { res } = await uploadPhoto({ data: svg, filename: 'logo.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Please upload a JPG or PNG image' });
  });

  it('refuses a PNG that starts right but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html>not a png</html>'),
    ]);
    const { res } = await uploadPhoto({ data: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This image could not be read. Please upload a valid JPG or PNG image.',
    });
  });

  it('refuses a PNG declaring 20000x20000 pixels quickly, without decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const pro = await signedInProfessional(t);
    const started = Date.now();
    const res = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro.cookie,
      fields: PERSONAL,
      files: [{ field: 'photo', data: bomb }],
    });
    // Decoding 400 megapixels would take seconds and over a gigabyte of memory.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This image is too large in pixels. Please use an image of at most 40 megapixels.',
    });
  });

  it("ignores '../' in the file name: the file lands under a random name in its own folder", async () => {
    const before = storedFiles();
    const { res } = await uploadPhoto({ data: await pngImage(), filename: '../../../etc/evil.png' });
    expect(res.statusCode).toBe(200);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toEqual([path.join('profiles', path.basename(res.json().data.photo))]);
    expect(fs.existsSync(path.join(t.config.uploadsDir, '..', 'evil.png'))).toBe(false);
    expect(res.json().data.photo).not.toContain('evil');
  });

  it('refuses a second file and a file in the wrong field', async () => {
    const pro = await signedInProfessional(t);
    const two = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro.cookie,
      fields: PERSONAL,
      files: [
        { field: 'photo', data: await pngImage() },
        { field: 'photo', data: await pngImage() },
      ],
    });
    expect(two.statusCode).toBe(400);
    const wrongField = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro.cookie,
      fields: PERSONAL,
      files: [{ field: 'companyLogo', data: await pngImage() }],
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await profileRow(t, pro.profile.id)).photo).toBeNull();
  });

  it('refuses a step sent as JSON (415) and a form without the ajax header (403)', async () => {
    const pro = await signedInProfessional(t);
    const json = await t.request({ method: 'POST', url: '/api/onboarding/personal', cookie: pro.cookie, body: { ...PERSONAL } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please send the form as multipart/form-data' });
    const form = new FormData();
    form.append('fullName', 'Robin Hale');
    const encoded = new Response(form);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/personal',
      headers: { cookie: pro.cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('removes the replaced photo once a new one is saved', async () => {
    const { pro, res } = await uploadPhoto({ data: await pngImage() });
    const first: string = res.json().data.photo;
    const second = await postMultipart(t, '/api/onboarding/personal', {
      cookie: pro.cookie,
      fields: PERSONAL,
      files: [{ field: 'photo', data: await pngImage(90, 90) }],
    });
    expect(second.statusCode).toBe(200);
    expect(fs.existsSync(diskPathOf(first))).toBe(false);
    expect(fs.existsSync(diskPathOf(second.json().data.photo))).toBe(true);
  });
});

describe('serving uploads', () => {
  it('serves a stored image with its type, nosniff and a long cache', async () => {
    const { res } = await uploadPhoto({ data: await pngImage() });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('serves nothing outside the two image folders', async () => {
    fs.mkdirSync(path.join(t.config.uploadsDir, 'profiles'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'secret.png'), 'secret');
    fs.writeFileSync(path.join(t.config.uploadsDir, 'profiles', 'page.html'), '<script>alert(1)</script>');
    const urls = [
      '/uploads/secret.png',
      '/uploads/profiles/page.html',
      '/uploads/profiles/../secret.png',
      '/uploads/profiles/%2e%2e%2fsecret.png',
      '/uploads/other/x.png',
    ];
    await expectNotServed(t.app, urls, 'secret');
  });
});

describe('upload rate limit', () => {
  it('refuses more images than the limit per professional with 429', async () => {
    // Another limit on the file's database: the limit counts per professional, and this one is new.
    const limited = await buildTestApp({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, imageUpload: { max: 2, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const pro = await signedInProfessional(limited);
      const upload = async () =>
        postMultipart(limited, '/api/onboarding/personal', {
          cookie: pro.cookie,
          fields: PERSONAL,
          files: [{ field: 'photo', data: await pngImage() }],
        });
      expect((await upload()).statusCode).toBe(200);
      expect((await upload()).statusCode).toBe(200);
      const third = await upload();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      // Saving the step without a new image is not limited.
      const noImage = await postMultipart(limited, '/api/onboarding/personal', { cookie: pro.cookie, fields: PERSONAL });
      expect(noImage.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
