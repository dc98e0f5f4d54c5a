import path from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { readyTemplate } from './pglite-template.ts';

/**
 * The configured database: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR/pgdata, which
 * starts as a copy of the migrated template `npm install` made, when there is one.
 */
export function openConfiguredDatabase(config: Config, onError?: (err: Error) => void): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax, onError });
  }
  return openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata'), template: readyTemplate() });
}
