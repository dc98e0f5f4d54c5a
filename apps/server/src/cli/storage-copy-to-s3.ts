import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '../config.ts';
import { localStorage } from '../lib/storage/local-storage.ts';
import { s3Storage } from '../lib/storage/s3-storage.ts';
import { parseArgs } from './args.ts';

/**
 * npm run storage:copy-to-s3                 copies DATA_DIR/uploads into the bucket that
 * npm run storage:copy-to-s3 -- --from DIR   STORAGE_DRIVER=s3 and the S3_* variables name
 *
 * Each file keeps its key (its path under the folder), so every stored /uploads URL stays valid.
 * A key already in the bucket is left as it is: stored names are random and never rewritten, so
 * the command can be run again after an interruption, or once more just before the switch.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error('Set STORAGE_DRIVER=s3 and the S3_* variables to name the bucket to copy into.');
    process.exit(2);
  }
  const from = args.from ? path.resolve(args.from) : config.uploadsDir;
  const source = localStorage(from);
  const target = s3Storage(config.storage);
  try {
    const inBucket = new Set<string>();
    for await (const key of target.list()) inBucket.add(key);
    let copied = 0;
    let present = 0;
    for await (const key of source.list()) {
      if (inBucket.has(key)) {
        present++;
        continue;
      }
      const object = await source.get(key);
      if (!object) continue;
      await target.put(key, await buffer(object.body), object.contentType);
      copied++;
    }
    console.log(`Copied ${copied} files from ${from} into bucket ${config.storage.bucket}; ${present} were there already.`);
  } finally {
    target.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
