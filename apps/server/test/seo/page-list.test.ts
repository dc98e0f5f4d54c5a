import fs from 'node:fs';
import path from 'node:path';
import { isKnownPage, paths } from '@mx/contract';
import { OTHER_ADDRESSES, PAGE_AREAS, PAGE_MODULES } from '@mx/contract/pages';
import { describe, expect, it } from 'vitest';
import { type ChunkingContext, sharedChunkOf } from '../../../web/shared-chunks.ts';
import { REPO_ROOT } from '../helpers/child-process.ts';

const WEB = path.join(REPO_ROOT, 'apps/web');

/** Every TypeScript file of the web app (tests aside), by its path inside apps/web. */
function webSources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(WEB, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(WEB, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

/** Every string value of the route table, the pages with parameters as the router writes them. */
function staticPaths(): string[] {
  const values: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') values.push(node);
    else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
  };
  walk(paths);
  return values;
}

describe('the page list', () => {
  const listed = new Set(PAGE_MODULES.map((page) => page.module));

  it('names only modules that exist in the web app', () => {
    const modules = [...listed, ...Object.values(PAGE_AREAS).map((area) => area.layout)];
    for (const module of modules) expect(fs.existsSync(path.join(WEB, module)), module).toBe(true);
  });

  it('holds every page module of the web app', () => {
    const pages = [...webSources().keys()].filter((file) =>
      /^src\/features\/[^/]+\/((?:[^/]+\/)?pages\/[^/]+|[^/]+-page)\.tsx$/.test(file),
    );
    expect(pages.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('gives every page of the route table a module, and nothing else', () => {
    const pagePaths = new Set(PAGE_MODULES.map((page) => page.path));
    const missing = staticPaths().filter(
      (p) => p.startsWith('/') && !p.includes('#') && p !== paths.notFound && !pagePaths.has(p),
    );
    expect(missing).toEqual([]);
    const unknown = PAGE_MODULES.filter(
      (page) => page.path !== OTHER_ADDRESSES && !isKnownPage(page.path.replace(/:[^/]+/g, 'x')),
    );
    expect(unknown).toEqual([]);
  });

  it('is where the router takes its pages from: no route path or page import written in the router', () => {
    const router = fs.readFileSync(path.join(WEB, 'src/app/router.tsx'), 'utf8');
    expect(router).not.toMatch(/path:\s*['"`]/);
    expect(router).not.toMatch(/import\(\s*['"`][^'"`]*-page\.tsx/);
    expect(router).toMatch(/pagesOf\(area\)/);
  });
});

describe('links in the web app', () => {
  it('take every page address from the route table, never a string of their own', () => {
    const pageAddress = /(["'`])\/(?:[a-z0-9-]+(?:\/[a-z0-9:-]+)*)?(?:[?#][^"'`]*)?\1/g;
    const written: string[] = [];
    for (const [file, text] of webSources()) {
      for (const match of text.matchAll(pageAddress)) {
        const literal = match[0].slice(1, -1);
        const address = literal.split(/[?#]/)[0] ?? '';
        if (address.startsWith('/api/') || !(isKnownPage(address) || address === paths.notFound)) continue;
        written.push(`${file}: ${match[0]}`);
      }
    }
    expect(written).toEqual([]);
  });
});

describe("the build's shared chunks", () => {
  const web = (file: string) => path.join(WEB, file);
  const LANDING = web('src/features/landing/landing-page.tsx');
  const SIGN_IN = web('src/features/auth/pages/signin-page.tsx');
  const DIRECTORY = web('src/features/directory/pages/directory-page.tsx');
  const PROFILE = web('src/features/directory/pages/professional-profile-page.tsx');
  const MXPERT = web('src/features/mxpert/pages/mxpert-dashboard-page.tsx');
  const ADMIN = web('src/features/admin/pages/admin-dashboard-page.tsx');
  const RADIX = path.join(REPO_ROOT, 'node_modules/radix-ui/dist/index.mjs');

  /** A module graph: each module and what it imports statically. */
  function graph(imports: Record<string, string[]>): ChunkingContext {
    return {
      getModuleInfo: (id) => ({
        importedIds: imports[id] ?? [],
        importers: Object.keys(imports).filter((importer) => imports[importer]?.includes(id)),
      }),
    };
  }

  it('puts what the landing page shares with another page in the shell, unless it pulls a heavy library', () => {
    const button = web('src/components/ui/button.tsx');
    const dialog = web('src/components/ui/dialog.tsx');
    const ctx = graph({ [LANDING]: [button, dialog], [SIGN_IN]: [button, dialog], [dialog]: [RADIX] });
    expect(sharedChunkOf(button, ctx)).toBe('shell');
    expect(sharedChunkOf(dialog, ctx)).toBeNull();
  });

  it('puts what other public pages share, through their components, in the ui chunk', () => {
    const input = web('src/components/ui/input.tsx');
    const card = web('src/features/directory/components/professional-card.tsx');
    const ctx = graph({ [DIRECTORY]: [card], [PROFILE]: [input], [card]: [input] });
    expect(sharedChunkOf(input, ctx)).toBe('ui');
    // Feature code stays with its pages.
    expect(sharedChunkOf(card, ctx)).toBeNull();
  });

  it('leaves what signed-in pages share, or one page alone uses, out of the public chunks', () => {
    const format = web('src/lib/format.ts');
    const avatar = web('src/components/ui/avatar.tsx');
    const ctx = graph({ [MXPERT]: [format], [ADMIN]: [format], [DIRECTORY]: [avatar] });
    expect(sharedChunkOf(format, ctx)).toBeNull();
    expect(sharedChunkOf(avatar, ctx)).toBeNull();
  });
});
