import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration names: the uploads folder under DATA_DIR, or the S3 bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'uploadsDir'>): Storage {
  return config.storage.driver === 's3' ? s3Storage(config.storage) : localStorage(config.uploadsDir);
}
