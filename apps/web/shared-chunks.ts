import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_AREAS, PAGE_MODULES } from '../../packages/contract/src/pages.ts';
import { paths } from '../../packages/contract/src/paths.ts';

/** What rolldown tells a chunk group about the module graph. */
export interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[] } | null;
}

const WEB = path.dirname(fileURLToPath(import.meta.url));
const absolute = (module: string) => path.join(WEB, module);

const PAGES = new Set(PAGE_MODULES.map((page) => absolute(page.module)));
/** The pages an anonymous visitor opens (the ones the server preloads). */
const PUBLIC_PAGES = new Set(PAGE_MODULES.filter((page) => PAGE_AREAS[page.area].preload).map((page) => absolute(page.module)));
const LANDING_PAGE = absolute(PAGE_MODULES.find((page) => page.path === paths.home)?.module ?? '');
const ENTRY = absolute('src/main.tsx');
/** The shared layers: design-system components, lib and the contract (feature code stays with its pages). */
const SHARED_LAYER =
  /([\\/]apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib)|[\\/]packages[\\/]contract[\\/]src([\\/]i18n)?)[\\/][^\\/]+\.tsx?$/;
const OWN_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/].+\.tsx?$/;
/** Libraries the landing page must not load: the shell never pulls them in. */
const HEAVY_LIBRARIES = /node_modules[\\/](radix-ui|@radix-ui[\\/][^\\/]+|sonner|zod)[\\/]/;

/** The pages (and the entry) whose static imports reach a module; a page stops the walk. */
function usersOf(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const users = new Set<string>();
  memo.set(id, users);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (PAGES.has(importer) || importer === ENTRY) users.add(importer);
    else if (OWN_SOURCE.test(importer)) for (const user of usersOf(importer, ctx, memo)) users.add(user);
  }
  return users;
}

/** Whether a module's static imports pull in a heavy library. */
function pullsHeavyLibrary(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some(
    (dep) => HEAVY_LIBRARIES.test(dep) || (OWN_SOURCE.test(dep) && pullsHeavyLibrary(dep, ctx, seen)),
  );
}

/** A Lucide icon's module (the app imports them by name from the package's index). */
const ICON_MODULE = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/;
const SOURCE_DIR = absolute('src');

/** The web source files that import each icon, by the icon's file name ('ChevronLeft' is chevron-left). */
function iconImporters(): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, names = ''] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
          for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? '')) {
            if (!name || name.startsWith('type ')) continue;
            const icon = name
              .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
              .replace(/([a-zA-Z])(\d)/g, '$1-$2')
              .toLowerCase();
            importers.set(icon, [...(importers.get(icon) ?? []), file]);
          }
        }
      }
    }
  };
  walk(SOURCE_DIR);
  return importers;
}

/** Each chunking pass has its own answers (a rebuild in watch mode sees a new graph). */
const usersByPass = new WeakMap<ChunkingContext, Map<string, Set<string>>>();

let icons: Map<string, string[]> | undefined;

/**
 * The pages (and the entry) that use an icon: through the package's index the module graph does not
 * say, so the source files that import it by name tell.
 */
function iconUsersOf(icon: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): Set<string> {
  icons ??= iconImporters();
  const users = new Set<string>();
  for (const file of icons.get(icon) ?? []) {
    if (PAGES.has(file) || file === ENTRY) users.add(file);
    else for (const user of usersOf(file, ctx, memo)) users.add(user);
  }
  return users;
}

/**
 * The shared chunk of a shared-layer module or a Lucide icon, decided by the pages that use it: 'shell' when the
 * landing page or the entry uses it with another page and it pulls no heavy library; 'ui' when other
 * public pages share it; otherwise none (it stays with its pages).
 */
export function sharedChunkOf(id: string, ctx: ChunkingContext): string | null {
  const icon = ICON_MODULE.exec(id)?.[1];
  if (!icon && !SHARED_LAYER.test(id)) return null;
  let memo = usersByPass.get(ctx);
  if (!memo) {
    memo = new Map();
    usersByPass.set(ctx, memo);
  }
  const using = icon ? iconUsersOf(icon, ctx, memo) : usersOf(id, ctx, memo);
  if (using.size < 2) return null;
  if (using.has(LANDING_PAGE) || using.has(ENTRY)) return pullsHeavyLibrary(id, ctx) ? null : 'shell';
  return [...using].some((user) => PUBLIC_PAGES.has(user)) ? 'ui' : null;
}
