// Runs at the end of `npm install` and `npm ci` (the root package's `prepare` script), so the first
// `npm start` has less to do (docs/decisions/117): the web app's build, and a migrated empty embedded
// database that a new data directory starts as a copy of. Neither is required: when one fails, the
// install still succeeds and `npm start` does that work itself.
import path from 'node:path';
import { buildWebIfStale, root } from './web-build.mjs';

let status = 0;
try {
  status = buildWebIfStale();
} catch (err) {
  status = 1;
  console.warn(err);
}
if (status !== 0) console.warn('The web app was not built now: `npm start` builds it.');

try {
  const { register } = await import('tsx/esm/api');
  register();
  const { ensureTemplate } = await import(path.join(root, 'apps/server/src/db/pglite-template.ts'));
  const template = await ensureTemplate();
  if (template.created) console.log(`Made the embedded database's migrated template in ${path.relative(root, template.path)}.`);
} catch (err) {
  console.warn(err);
  console.warn('No migrated database template now: `npm start` creates the database itself.');
}
process.exit(0);
