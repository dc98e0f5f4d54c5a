import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteAssets, ROUTE_MODULES } from '../../src/plugins/route-assets.ts';
import { REPO_ROOT } from '../helpers/child-process.ts';

/** A web build's folder holding only this manifest. */
function distWith(manifest: Record<string, unknown>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mx-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('route assets', () => {
  it('names only modules that exist in the web app', () => {
    for (const [, modules] of ROUTE_MODULES) {
      for (const module of modules) expect(fs.existsSync(path.join(REPO_ROOT, 'apps/web', module)), module).toBe(true);
    }
  });

  it("answers a page's own chunks and their imports, not what the entry loads", () => {
    const dist = distWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
      'src/features/landing/landing-page.tsx': { file: 'assets/landing-1.js', imports: ['_card.js', 'index.html'] },
    });
    const assets = loadRouteAssets(dist);
    expect(assets('/')).toEqual(['/assets/landing-1.js', '/assets/card-1.js']);
    expect(assets('/no/such/page')).toEqual([]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("names the page's language's texts first, except on the landing page (its budget counts every preload)", () => {
    const dist = distWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_texts-en-US-1.js': { file: 'assets/texts-en-US-1.js', name: 'texts-en-US' },
      '_texts-es-US-1.js': { file: 'assets/texts-es-US-1.js', name: 'texts-es-US' },
      'src/features/auth/pages/signin-page.tsx': { file: 'assets/signin-1.js', imports: ['index.html'] },
    });
    const assets = loadRouteAssets(dist);
    expect(assets('/signin')[0]).toBe('/assets/texts-en-US-1.js');
    expect(assets('/es/mortgageexperts')[0]).toBe('/assets/texts-es-US-1.js');
    expect(assets('/')).not.toContain('/assets/texts-en-US-1.js');
    expect(assets('/es/')).not.toContain('/assets/texts-es-US-1.js');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("names a page's own text namespaces in its language, and a Spanish form's English sentences too", () => {
    const catalogue = (locale: string, ns: string) => `../../packages/contract/src/i18n/${locale}/${ns}.ts?catalogue`;
    const dist = distWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_texts-en-US-1.js': { file: 'assets/texts-en-US-1.js', name: 'texts-en-US' },
      '_texts-es-US-1.js': { file: 'assets/texts-es-US-1.js', name: 'texts-es-US' },
      [catalogue('en-US', 'auth')]: { file: 'assets/auth-en.js', isDynamicEntry: true },
      [catalogue('es-US', 'auth')]: { file: 'assets/auth-es.js', isDynamicEntry: true },
      [catalogue('en-US', 'validation')]: { file: 'assets/validation-en.js', isDynamicEntry: true },
      [catalogue('es-US', 'validation')]: { file: 'assets/validation-es.js', isDynamicEntry: true },
      [catalogue('es-US', 'account')]: { file: 'assets/account-es.js', isDynamicEntry: true },
      'src/features/auth/pages/signin-page.tsx': { file: 'assets/signin-1.js', imports: ['index.html'] },
      'src/features/auth/pages/signup-success-page.tsx': { file: 'assets/success-1.js', imports: ['index.html'] },
      'src/features/directory/pages/directory-page.tsx': { file: 'assets/directory-1.js', imports: ['index.html'] },
    });
    const assets = loadRouteAssets(dist);
    expect(assets('/signin')).toEqual([
      '/assets/texts-en-US-1.js',
      '/assets/auth-en.js',
      '/assets/validation-en.js',
      '/assets/signin-1.js',
    ]);
    expect(assets('/es/signin')).toEqual([
      '/assets/texts-es-US-1.js',
      '/assets/auth-es.js',
      '/assets/validation-es.js',
      '/assets/validation-en.js',
      '/assets/signin-1.js',
    ]);
    expect(assets('/es/signup-success')).toEqual(['/assets/texts-es-US-1.js', '/assets/auth-es.js', '/assets/success-1.js']);
    // A page without texts of its own names none; no page names a namespace it does not read.
    expect(assets('/es/mortgageexperts').filter((url) => /auth|validation|account/.test(url))).toEqual([]);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
