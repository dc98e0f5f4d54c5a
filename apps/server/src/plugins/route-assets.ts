import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Each page's own code, by the web source module its lazy route loads. The server sends these as
 * modulepreload links, so a phone fetches them with the entry instead of one after another.
 * (apps/server/test/seo/route-assets.test.ts checks that every module named here exists.)
 */
export const ROUTE_MODULES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/$/, ['src/features/landing/landing-page.tsx']],
  [/^\/mortgageexperts$/, ['src/app/layouts/adaptive-layout.tsx', 'src/features/directory/pages/directory-page.tsx']],
  [/^\/xperts\/[^/]+\/[^/]+$/, ['src/app/layouts/adaptive-layout.tsx', 'src/features/directory/pages/expert-profile-page.tsx']],
  [/^\/signin$/, ['src/features/auth/pages/signin-page.tsx']],
  [/^\/signup$/, ['src/features/auth/pages/signup-page.tsx']],
  [/^\/signup-success$/, ['src/features/auth/pages/signup-success-page.tsx']],
  [/^\/create-account$/, ['src/features/auth/pages/create-account-page.tsx']],
  [/^\/forgot-password$/, ['src/features/auth/pages/forgot-password-page.tsx']],
  [/^\/reset-password$/, ['src/features/auth/pages/reset-password-page.tsx']],
  [/^\/verify-email$/, ['src/features/auth/pages/verify-email-page.tsx']],
  [/^\/confirm-sender$/, ['src/features/inquiries/pages/confirm-sender-page.tsx']],
];

/** A lookup from a page path to the URLs of its code, read from the build's manifest once. */
export function loadRouteAssets(webDistDir: string): (pathname: string) => string[] {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  // What index.html loads already.
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) collect(dep, into);
  };
  collect('index.html', loaded);

  const cache = new Map<number, string[]>();
  return (pathname) => {
    const p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const index = ROUTE_MODULES.findIndex(([pattern]) => pattern.test(p));
    if (index < 0) return [];
    let urls = cache.get(index);
    if (!urls) {
      const files = new Set<string>();
      for (const module of ROUTE_MODULES[index]?.[1] ?? []) collect(module, files);
      urls = [...files].filter((f) => !loaded.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
      cache.set(index, urls);
    }
    return urls;
  };
}
