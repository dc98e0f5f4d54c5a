import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

/** The pseudo-locale check serves another build of the web app (WEB_DIST_DIR, decision 127). */
describe('WEB_DIST_DIR', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-other-build-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      INDEX_TEMPLATE.replace('<div id="root">', '<div id="root" data-build="other">'),
    );
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'other.js'), 'console.log("the other build");');
    t = await buildTestApp({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the build a relative or absolute path names, and none by default', () => {
    expect(loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'apps/web/dist-pseudo' }).webDistDir).toBe(
      path.resolve('apps/web/dist-pseudo'),
    );
    expect(loadConfig({ NODE_ENV: 'test' }).webDistDir).toBeUndefined();
  });

  it('serves that build: its pages and its assets', async () => {
    const page = await t.request({ method: 'GET', url: '/mortgageexperts', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-build="other"');
    const asset = await t.request({ method: 'GET', url: '/assets/other.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('the other build');
  });
});
