import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteAssets, ROUTE_MODULES } from '../../src/plugins/route-assets.ts';
import { REPO_ROOT } from '../helpers/child-process.ts';

describe('route assets', () => {
  it('names only modules that exist in the web app', () => {
    for (const [, modules] of ROUTE_MODULES) {
      for (const module of modules) expect(fs.existsSync(path.join(REPO_ROOT, 'apps/web', module)), module).toBe(true);
    }
  });

  it("answers a page's own chunks and their imports, not what the entry loads", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
        'src/features/landing/landing-page.tsx': { file: 'assets/landing-1.js', imports: ['_card.js', 'index.html'] },
      }),
    );
    const assets = loadRouteAssets(dist);
    expect(assets('/')).toEqual(['/assets/landing-1.js', '/assets/card-1.js']);
    expect(assets('/no/such/page')).toEqual([]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("names the page's language's texts first, except on the landing page (its budget counts every preload)", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        '_texts-en-US-1.js': { file: 'assets/texts-en-US-1.js', name: 'texts-en-US' },
        '_texts-es-US-1.js': { file: 'assets/texts-es-US-1.js', name: 'texts-es-US' },
        'src/features/auth/pages/signin-page.tsx': { file: 'assets/signin-1.js', imports: ['index.html'] },
      }),
    );
    const assets = loadRouteAssets(dist);
    expect(assets('/signin')[0]).toBe('/assets/texts-en-US-1.js');
    expect(assets('/es/mortgageexperts')[0]).toBe('/assets/texts-es-US-1.js');
    expect(assets('/')).not.toContain('/assets/texts-en-US-1.js');
    expect(assets('/es/')).not.toContain('/assets/texts-es-US-1.js');
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
