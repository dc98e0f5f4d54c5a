import fs from 'node:fs';
import path from 'node:path';
import type { Namespace } from '@mx/contract/i18n/catalogues';
import { localeOfPath, pathWithoutLocale } from '@mx/contract/i18n/locale';
import { OTHER_ADDRESSES, PAGE_AREAS, PAGE_MODULES, pagePattern } from '@mx/contract/pages';
import { paths } from '@mx/contract/paths';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Each public page's own code, by the web source modules its lazy routes load (its area's layout and
 * the page), from the web app's one list of pages. The server sends these as modulepreload links, so
 * a phone fetches them with the entry instead of one after another. Signed-in areas are not preloaded.
 */
export const ROUTE_MODULES: readonly (readonly [RegExp, readonly string[]])[] = PAGE_MODULES.filter(
  (page) => PAGE_AREAS[page.area].preload && page.path !== OTHER_ADDRESSES,
).map((page) => [pagePattern(page.path), [PAGE_AREAS[page.area].layout, page.module]] as const);

/** Each public page's own text namespaces (its `texts` in the page list), in the order of ROUTE_MODULES. */
const ROUTE_TEXTS: readonly (readonly Namespace[])[] = PAGE_MODULES.filter(
  (page) => PAGE_AREAS[page.area].preload && page.path !== OTHER_ADDRESSES,
).map((page) => page.texts ?? []);

/** A namespace's chunk in the manifest: the catalogue module of one language, compiled (apps/web/catalogues.ts). */
const NAMESPACE_CHUNK = /i18n\/([a-z]{2}-[A-Z]{2})\/([a-z-]+)\.ts\?catalogue$/;

/**
 * A lookup from a page path to the URLs of its code, read from the build's manifest once: the page's
 * language's texts (the chunk the web app loads before its first render, apps/web/src/main.tsx), then
 * the page's own modules. The landing page names no texts: its first load is held to the 120 KB budget
 * that counts every preload (decision 112), and it loads them right after its entry as before.
 */
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
  // The public site's texts, one chunk per language (apps/web/vite.config.ts).
  const texts = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    const locale = /^texts-(.+)$/.exec(chunk.name ?? '')?.[1];
    if (locale) texts.set(locale, `/${chunk.file}`);
  }
  // A page's own namespaces, one chunk per language and namespace ('es-US/auth').
  const namespaces = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const found = NAMESPACE_CHUNK.exec(key);
    if (found) namespaces.set(`${found[1]}/${found[2]}`, `/${chunk.file}`);
  }
  /**
   * The chunks of a page's own namespaces in its language; a Spanish form's validation also reads the
   * English sentences, to find each one's key (apps/web/src/lib/page-texts.ts).
   */
  const pageTexts = (index: number, locale: string): string[] => {
    const wanted = (ROUTE_TEXTS[index] ?? []).map((ns) => `${locale}/${ns}`);
    if (locale !== 'en-US' && ROUTE_TEXTS[index]?.includes('validation')) wanted.push('en-US/validation');
    return wanted.flatMap((id) => namespaces.get(id) ?? []);
  };

  const cache = new Map<number, string[]>();
  return (pathname) => {
    const bare = pathWithoutLocale(pathname);
    const p = bare.length > 1 ? bare.replace(/\/$/, '') : bare;
    const text = p === paths.home ? undefined : texts.get(localeOfPath(pathname));
    const index = ROUTE_MODULES.findIndex(([pattern]) => pattern.test(p));
    let urls = cache.get(index);
    if (!urls) {
      const files = new Set<string>();
      for (const module of ROUTE_MODULES[index]?.[1] ?? []) collect(module, files);
      urls = [...files].filter((f) => !loaded.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
      cache.set(index, urls);
    }
    return [...(text ? [text] : []), ...pageTexts(index, localeOfPath(pathname)), ...urls];
  };
}
