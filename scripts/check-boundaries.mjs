// The boundaries between the server's modules and between the web app's features, checked with
// dependency-cruiser on every `npm run lint` (docs/decisions/120):
//   1. no import cycle between files (apps/*/src, packages/contract/src);
//   2. no import cycle between server modules (apps/server/src/modules/<module>);
//   3. no web feature importing a file of another feature (apps/web/src/features/<feature>), with no
//      exceptions: shared pieces belong in components/ (UI) or lib/ (queries and logic), or reach the
//      importing feature as props;
//   4. no shared web file (apps/web/src/components, apps/web/src/lib) importing a feature's file;
//   5. no server module importing another module's tables (modules/<module>/schema.ts) or the schema
//      index (db/schema.ts), except the imports listed in KNOWN_TABLE_IMPORTS below: a module asks the
//      table's owner for what it needs through a function (docs/decisions/133). A module's schema.ts may
//      import another's tables for its foreign keys; db/, cli/, plugins/, the seed and the tests may
//      import any table. A listed import that no longer exists fails too, so the list only shrinks.
//   6. no server module naming another module's table in its SQL text (`from users`, `join
//      mxpert_profiles`): the owner's functions name its tables, as rule 5 asks of imports.
import fs from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** File imports of another module's tables (or of the schema index), to replace with the owner's functions. */
const KNOWN_TABLE_IMPORTS = [];

const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
/** A module's table file, and the index of every table. */
const TABLE_FILE = /^apps\/server\/src\/(?:modules\/([^/]+)\/schema\.ts|db\/schema\.ts)$/;
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const WEB_SHARED = /^apps\/web\/src\/(components|lib)\//;

const result = await cruise(
  ['apps/server/src', 'apps/web/src', 'packages/contract/src'],
  {
    validate: true,
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.test\\.ts$' },
  },
  {},
  { tsConfig: extractTSConfig('tsconfig.base.json') },
);
const { modules } = result.output;
const problems = [];

for (const m of modules) {
  for (const d of m.dependencies) {
    if (d.circular) problems.push(`import cycle between files: ${[m.source, ...d.cycle.map((c) => c.name)].join(' -> ')}`);
  }
}

/** Strongly connected groups (Tarjan) of a graph given as a Map of node to the set of its targets. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = new Set();
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.add(w);
      } while (w !== v);
      if (group.size > 1) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

const moduleGraph = new Map();
const featureImports = new Set();
const sharedImports = new Set();
const tableImports = new Set();
for (const m of modules) {
  const from = SERVER_MODULE.exec(m.source)?.[1];
  const fromFeature = WEB_FEATURE.exec(m.source)?.[1];
  for (const d of m.dependencies) {
    const to = SERVER_MODULE.exec(d.resolved)?.[1];
    const table = TABLE_FILE.exec(d.resolved);
    if (from && table && table[1] !== from) {
      // A table file's foreign keys name other modules' tables; any other file's import is listed.
      if (TABLE_FILE.exec(m.source)) continue;
      tableImports.add(
        `${m.source.replace('apps/server/src/modules/', '')} -> ${d.resolved.replace(/^apps\/server\/src\/(modules\/)?/, '')}`,
      );
      // Listed above instead: an import of a table is not a call the module graph orders.
      continue;
    }
    if (from && to && from !== to) {
      if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
      moduleGraph.get(from).add(to);
    }
    const toFeature = WEB_FEATURE.exec(d.resolved)?.[1];
    if (fromFeature && toFeature && fromFeature !== toFeature) featureImports.add(`${m.source} -> ${d.resolved}`);
    if (toFeature && WEB_SHARED.test(m.source)) sharedImports.add(`${m.source} -> ${d.resolved}`);
  }
}

const cycleImports = new Set();
for (const group of cycles(moduleGraph)) {
  for (const from of group) for (const to of moduleGraph.get(from)) if (group.has(to)) cycleImports.add(`${from} -> ${to}`);
}
for (const edge of cycleImports) problems.push(`server modules import each other in a cycle: ${edge}`);
for (const edge of featureImports) problems.push(`a web feature imports another feature's file: ${edge}`);
for (const edge of sharedImports) problems.push(`a shared web file imports a feature's file: ${edge}`);
for (const edge of tableImports) {
  if (!KNOWN_TABLE_IMPORTS.includes(edge)) problems.push(`a server module imports another module's tables: ${edge}`);
}
for (const edge of KNOWN_TABLE_IMPORTS) {
  if (!tableImports.has(edge)) problems.push(`no longer imported, remove it from KNOWN_TABLE_IMPORTS: ${edge}`);
}

// A table named by its SQL name in another module's query text (`from users`, `join mxpert_profiles`) is
// the same reach into its rows as an import, which the import graph cannot see: the owner's table names
// come from its schema.ts, and comments are left out before the search.
const SERVER_MODULES_DIR = 'apps/server/src/modules';
const tableOwners = new Map();
for (const mod of fs.readdirSync(SERVER_MODULES_DIR)) {
  const schemaFile = path.join(SERVER_MODULES_DIR, mod, 'schema.ts');
  if (!fs.existsSync(schemaFile)) continue;
  for (const [, name] of fs.readFileSync(schemaFile, 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)) tableOwners.set(name, mod);
}
for (const m of modules) {
  const from = SERVER_MODULE.exec(m.source)?.[1];
  if (!from || TABLE_FILE.exec(m.source)) continue;
  const code = fs
    .readFileSync(m.source, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  for (const [, name] of code.matchAll(/\b(?:from|join)\s+([a-z_]+)\b/gi)) {
    const owner = tableOwners.get(name);
    if (owner && owner !== from)
      problems.push(`a server module names another module's table in its SQL: ${m.source} -> ${name} (${owner})`);
  }
}

if (problems.length > 0) {
  console.error(`Boundaries (scripts/check-boundaries.mjs, docs/decisions/120):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Boundaries hold: ${modules.length} files, no file cycle, ${new Set(modules.map((m) => SERVER_MODULE.exec(m.source)?.[1]).filter(Boolean)).size} server modules without a cycle, no import across web features or from the shared web files into a feature, ${KNOWN_TABLE_IMPORTS.length} known imports of another module's tables.`,
);
