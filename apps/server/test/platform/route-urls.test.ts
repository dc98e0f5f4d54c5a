import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/child-process.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const SOURCE = path.join(REPO_ROOT, 'apps/server/src');

/** Every TypeScript file of the server, by its path inside apps/server/src. */
function readSources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(SOURCE, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(SOURCE, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

let t: TestApp;
let sources: Map<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  sources = readSources();
});
afterAll(async () => {
  await t.close();
});

/** The files that spell the URL out in quotes. */
const filesNaming = (url: string) => [...sources].filter(([, text]) => text.includes(`'${url}'`)).map(([file]) => file);

describe('the API URLs in the source', () => {
  it('spell out every registered URL, so a search for it finds its route', () => {
    const unspelled = t.app.apiRoutes.map((r) => r.url).filter((url) => filesNaming(url).length === 0);
    expect(unspelled).toEqual([]);
  });

  it("keep the admin's notifications with the other admin routes", () => {
    expect(filesNaming('/api/admin/notifications')).toEqual(['modules/admin/routes.ts']);
    expect(filesNaming('/api/admin/notifications/:id')).toEqual(['modules/admin/routes.ts']);
  });
});
