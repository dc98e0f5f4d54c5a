import type { Readable } from 'node:stream';

/** An object as the storage answers it: its bytes as a stream, its type and its size in bytes. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (docs/decisions/086): a folder on this machine, or a bucket of an
 * S3-compatible object storage that every instance shares. A key is a relative path such as
 * `profiles/3f…a1.png`; nothing here makes a key public: only the /uploads route serves files,
 * and only those of the public image folders.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes an object under its key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes an object; a key with nothing under it is not an error. */
  remove(key: string): Promise<void>;
  /** Every key that starts with the prefix, in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
  close(): void;
}

/** Folders and a file name with its extension: letters, digits, `_` and `-`, no dot segments. */
const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,8}$/;

/** Refuses a key the interface does not allow (`..`, an absolute path, a folder alone). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 512;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The type a key's extension names (the local driver keeps no type beside the file). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
