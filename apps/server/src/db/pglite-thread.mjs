// The embedded database's thread starts here: the app's TypeScript runs through tsx, as in
// scripts/start.mjs, whichever way the app itself was started (npm start, tsx, the test runner).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
