/**
 * The benchmark's server: the product app, built as `npm start` builds it, plus the two reference
 * routes of bench/reference-routes.ts. Started by bench/directory.ts; configured by the environment
 * (DATABASE_URL or DATA_DIR, PORT, DIRECTORY_CACHE_SECONDS).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openConfiguredDatabase } from '../apps/server/src/db/open.ts';
import { placeIndex } from '../apps/server/src/modules/places/place-index.ts';
import { createMailTransport, createRateLimiter } from '../apps/server/src/services.ts';
import { referenceRoutes } from './reference-routes.ts';

const config = loadConfig();
for (const kind of ['profiles', 'companies']) fs.mkdirSync(path.join(config.uploadsDir, kind), { recursive: true });
const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, limiter: createRateLimiter(config), mail: createMailTransport(config) });
referenceRoutes(app, app.ctx);
placeIndex();
await app.listen({ port: config.port, host: config.host });
process.send?.('ready');

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
