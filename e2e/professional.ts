import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, linkFromMailbox, PASSWORD, uniqueEmail } from './fixtures.ts';

const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

/** A professional signed up through the API and verified through the dev mailbox; answers the e-mail. */
export async function createVerifiedProfessional(request: APIRequestContext, firstName = 'Jordan', lastName = 'Avery') {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/auth/register', {
    headers: AJAX,
    data: { firstName, lastName, email, password: PASSWORD, nmlsId: '7654321' },
  });
  expect(res.status()).toBe(201);
  const link = await linkFromMailbox(email, '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  expect((await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return email;
}

export interface TestImages {
  /** A 1600x1600 JPEG photo of over 1 MB (noise does not compress), so the browser compresses it. */
  largePhoto: string;
  photo: string;
  logo: string;
}

/** Real image files written with sharp into a temporary folder, for setInputFiles. */
export async function writeTestImages(): Promise<TestImages> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-e2e-images-'));
  const side = 1600;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
  const largePhoto = path.join(dir, 'portrait-large.jpg');
  await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(largePhoto);
  const photo = path.join(dir, 'portrait.png');
  await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toFile(photo);
  const logo = path.join(dir, 'logo.png');
  await sharp({ create: { width: 240, height: 96, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } })
    .png()
    .toFile(logo);
  return { largePhoto, photo, logo };
}
