// `npm start`: builds the web app when it is missing or its sources changed (`npm install` already
// built it), then runs the server (migrations, demo data on an empty database, listen). TypeScript
// runs through tsx, no separate build step.
import path from 'node:path';
import { buildWebIfStale, root } from './web-build.mjs';

if (process.env.SKIP_WEB_BUILD !== '1') {
  const status = buildWebIfStale();
  if (status !== 0) process.exit(status);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
