import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, type Storage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service than AWS (MinIO, Ceph, R2…); AWS's own when absent. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's own chain (an instance role, AWS_* variables) applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name, as most self-hosted services want. */
  forcePathStyle: boolean;
}

/** Objects in one bucket of S3-compatible object storage, shared by every instance (AWS SDK v3). */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The SDK's default checksums (CRC32 on every upload and download) are refused or left unset by
    // many S3-compatible services; checksums only where the API requires them work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage that stops answering fails the request in seconds instead of holding it open.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}
