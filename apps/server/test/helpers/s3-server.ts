import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/lib/storage/s3-storage.ts';

/**
 * A local S3-compatible server (s3rver, from the npm registry) with one empty bucket, started by the
 * test that needs it. It checks the access key id but, in this version, not a v4 signature itself.
 */
export interface TestBucket {
  settings: S3Settings;
  /** The variables that point the app (or a command) at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const S3RVER_KEY = 'S3RVER';

export async function startS3Server(bucket = 'mx-test-uploads'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
