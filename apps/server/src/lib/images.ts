import { randomBytes } from 'node:crypto';
import type { Storage } from './storage/storage.ts';

export type UploadKind = 'profiles' | 'companies';

/** The keys /uploads serves: photos and logos, nothing else the storage holds (docs/decisions/086). */
export const PUBLIC_IMAGE_KEY = /^(profiles|companies)\/[A-Za-z0-9_-]+\.(jpg|png)$/;

/** Stores an image under a random name in its kind's folder; answers its public path (/uploads/{kind}/{file}). */
export async function storeUpload(storage: Storage, kind: UploadKind, data: Buffer, ext: 'png' | 'jpg'): Promise<string> {
  const key = `${kind}/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(key, data, ext === 'png' ? 'image/png' : 'image/jpeg');
  return `/uploads/${key}`;
}

const UPLOAD_PATH = /^\/uploads\/((?:profiles|companies)\/[a-f0-9]{32}\.(?:png|jpg))$/;

/** Deletes a stored upload by its public path; anything that is not one of ours is left alone. */
export async function removeUpload(storage: Storage, publicPath: string): Promise<void> {
  const match = UPLOAD_PATH.exec(publicPath);
  if (!match) return;
  await storage.remove(match[1] as string);
}
