import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type UploadKind = 'profiles' | 'companies';

/** A random file name under the uploads folder; answers the public path (/uploads/{kind}/{file}). */
export async function storeUpload(uploadsDir: string, kind: UploadKind, data: Buffer, ext: 'png' | 'jpg'): Promise<string> {
  const dir = path.join(uploadsDir, kind);
  await fs.mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.writeFile(path.join(dir, file), data, { flag: 'wx' });
  return `/uploads/${kind}/${file}`;
}

const UPLOAD_PATH = /^\/uploads\/(profiles|companies)\/([a-f0-9]{32}\.(?:png|jpg))$/;

/** Deletes a stored upload by its public path; anything that is not one of ours is left alone. */
export async function removeUpload(uploadsDir: string, publicPath: string): Promise<void> {
  const match = UPLOAD_PATH.exec(publicPath);
  if (!match) return;
  await fs.rm(path.join(uploadsDir, match[1] as string, match[2] as string), { force: true });
}
