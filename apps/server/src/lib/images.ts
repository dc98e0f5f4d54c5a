import { randomBytes } from 'node:crypto';
import type { Storage } from './storage/storage.ts';

export type UploadKind = 'profiles' | 'companies' | 'partners';

/** The keys /uploads serves: photos and logos (partners' too), nothing else the storage holds (docs/decisions/086). */
export const PUBLIC_IMAGE_KEY = /^(profiles|companies|partners)\/[A-Za-z0-9_-]+\.(jpg|png)$/;

/**
 * An approved professional's new photo or logo waits for an admin under `held/` (docs/decisions/098):
 * /uploads serves these keys to admins only, until approval moves them to the public folder.
 */
export const HELD_IMAGE_KEY = /^held\/(profiles|companies)\/[a-f0-9]{32}\.(jpg|png)$/;

/**
 * Stores an image under a random name in its kind's folder (in `held/` when it waits for review);
 * answers its path (/uploads/{kind}/{file} or /uploads/held/{kind}/{file}).
 */
export async function storeUpload(
  storage: Storage,
  kind: UploadKind,
  data: Buffer,
  ext: 'png' | 'jpg',
  opts: { held?: boolean } = {},
): Promise<string> {
  const path = newUploadPath(kind, ext, opts);
  await storeUploadAt(storage, path, data);
  return path;
}

/** A new random path for an image of a kind, to store it at later with storeUploadAt. */
export function newUploadPath(kind: UploadKind, ext: 'png' | 'jpg', opts: { held?: boolean } = {}): string {
  return `/uploads/${opts.held ? 'held/' : ''}${kind}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** Stores an image at a path newUploadPath gave. */
export async function storeUploadAt(storage: Storage, path: string, data: Buffer): Promise<void> {
  await storage.put(path.replace(/^\/uploads\//, ''), data, path.endsWith('.png') ? 'image/png' : 'image/jpeg');
}

/** Whether a path is that of an image waiting for review. */
export function isHeldImagePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && HELD_IMAGE_KEY.test(path.replace(/^\/uploads\//, ''));
}

/**
 * Moves an approved image from `held/` to its public folder; answers its public path. The held copy
 * is removed by the caller once the approval has committed.
 */
export async function publishHeldImage(storage: Storage, heldPath: string): Promise<string> {
  const key = heldPath.replace(/^\/uploads\//, '');
  if (!HELD_IMAGE_KEY.test(key)) throw new Error('not a held image path');
  const object = await storage.get(key);
  if (!object) throw new Error(`held image missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  const publicKey = key.slice('held/'.length);
  await storage.put(publicKey, Buffer.concat(chunks), object.contentType);
  return `/uploads/${publicKey}`;
}

const UPLOAD_PATH = /^\/uploads\/((?:held\/)?(?:profiles|companies|partners)\/[a-f0-9]{32}\.(?:png|jpg))$/;

/** Deletes a stored upload by its public path; anything that is not one of ours is left alone. */
export async function removeUpload(storage: Storage, publicPath: string): Promise<void> {
  const match = UPLOAD_PATH.exec(publicPath);
  if (!match) return;
  await storage.remove(match[1] as string);
}
