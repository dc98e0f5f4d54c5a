import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { BULK_PASSWORD, bulkSeed } from '../db/seed/bulk.ts';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/demo.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import { parseArgs } from './args.ts';

/**
 * npm run seed                    the demo data set, into an empty database
 * npm run seed -- --mxperts N     N approved professionals with their messages and requests
 *                 [--messages-per-mxpert 10] [--requests-per-mxpert 3] [--reviews-per-mxpert 10] [--batch-size 10000]
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (!args.mxperts) {
      if (!(await isDatabaseEmpty(database.db))) {
        console.log('The database is not empty; the demo data is seeded into an empty one only.');
        return;
      }
      const storage = createStorage(config);
      try {
        await seedDemoData(database.db, storage, {
          publicUrl: config.publicUrl,
          reviewInvitationSeconds: config.reviewInvitationSeconds,
        });
      } finally {
        storage.close();
      }
      console.log('Demo data seeded.');
      return;
    }
    const mxperts = Number(args.mxperts);
    if (!Number.isInteger(mxperts) || mxperts < 1 || mxperts > 5_000_000) {
      console.error('--mxperts takes a whole number from 1 to 5000000');
      process.exit(2);
    }
    const started = Date.now();
    const result = await bulkSeed(database.db, {
      mxperts,
      messagesPerMxpert: args['messages-per-mxpert'] ? Number(args['messages-per-mxpert']) : undefined,
      requestsPerMxpert: args['requests-per-mxpert'] ? Number(args['requests-per-mxpert']) : undefined,
      reviewsPerMxpert: args['reviews-per-mxpert'] ? Number(args['reviews-per-mxpert']) : undefined,
      batchSize: args['batch-size'] ? Number(args['batch-size']) : undefined,
      onProgress: (done, total) => process.stdout.write(`\r  ${done}/${total} professionals`),
    });
    console.log(
      `\nSeeded ${result.mxperts} approved and ${result.pending} pending professionals with their traffic in ${((Date.now() - started) / 1000).toFixed(1)} s (password ${BULK_PASSWORD}).`,
    );
    const { load, indexes, analyze } = result.seconds;
    console.log(
      `  rows ${load} s, rollup and indexes ${indexes} s, analyze and vacuum ${analyze} s; triggers ${result.bypassedTriggers ? 'off, their work done set-based' : 'on'}, indexes ${result.rebuiltIndexes ? 'built after the load' : 'kept during the load'}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
