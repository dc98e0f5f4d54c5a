import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/child-process.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
}

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** A client written against the generated types, as someone building one from the description would. */
const CLIENT = `import type { operations, paths } from './api.ts';

declare function fetch(url: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<{ json(): Promise<unknown> }>;

type Json<Op, Code extends number> = Op extends { responses: { [K in Code]: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;
type RequestJson<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

async function call<Op>(method: string, url: string, body?: RequestJson<Op>): Promise<Json<Op, 200>> {
  const res = await fetch(url, { method, body: JSON.stringify(body), headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return (await res.json()) as Json<Op, 200>;
}

export async function signIn(email: string, password: string): Promise<string | undefined> {
  const answer = await call<operations['login']>('POST', '/api/auth/login', { email, password });
  return 'user' in answer ? answer.user.email : undefined;
}

export async function firstProfessional(): Promise<string | undefined> {
  const page = await call<paths['/api/public/mxperts']['get']>('GET', '/api/public/mxperts');
  return page.data.mxperts[0]?.cxid;
}

export async function sendMessage(state: string, cxid: string): Promise<void> {
  const url: \`/api/messages/\${string}/\${string}\` = \`/api/messages/\${state}/\${cxid}\`;
  const params: operations['sendMessageFromState']['parameters']['path'] = { state, cxid };
  await fetch(url, { method: 'POST', body: JSON.stringify(params) });
}

// @ts-expect-error sign-in takes an e-mail and a password, not a user name
export const wrongBody: RequestJson<operations['login']> = { username: 'x', password: 'y' };
`;

let t: TestApp;
let description: Description;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  description = res.json();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-api-description-'));
  fs.writeFileSync(path.join(dir, 'openapi.json'), res.body);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(description.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, ...operation })),
  );

describe('the API description', () => {
  it('passes redocly lint with the recommended rules and no errors', async () => {
    const lint = await run(
      path.join(REPO_ROOT, 'node_modules/.bin/redocly'),
      [
        'lint',
        path.join(dir, 'openapi.json'),
        '--config',
        path.join(REPO_ROOT, 'redocly.yaml'),
        '--format=json',
        '--max-problems=1000',
      ],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(lint.stdout) as { totals: { errors: number }; problems: LintProblem[] };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('gives every operation a summary and a unique operationId', () => {
    const all = operations();
    expect(all.filter((op) => !op.summary || !op.operationId).map((op) => op.key)).toEqual([]);
    const ids = all.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the session cookie and asks for it exactly where the route is not public', () => {
    expect(description.components.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'mx_session' });
    const access = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]));
    for (const op of operations().filter((o) => access.has(o.key))) {
      const needsSession = access.get(op.key) !== 'public';
      expect({ op: op.key, security: op.security }).toEqual({ op: op.key, security: needsSession ? [{ session: [] }] : [] });
    }
    expect(description.paths['/api/auth/me']?.get?.security).toEqual([{ session: [] }]);
    expect(description.paths['/api/public/mxperts']?.get?.security).toEqual([]);
  });

  it('generates a TypeScript client that typechecks', async () => {
    const types = astToString(await openapiTS(JSON.parse(fs.readFileSync(path.join(dir, 'openapi.json'), 'utf8'))));
    fs.writeFileSync(path.join(dir, 'api.ts'), types);
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
    expect(types).toContain('"/api/auth/login"');
  });
});
