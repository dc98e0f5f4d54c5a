import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './catalogues.ts';
import { precompress } from './precompress.ts';
import { type ChunkingContext, sharedChunkOf } from './shared-chunks.ts';
import { PUBLIC_NAMESPACES } from './src/lib/public-namespaces.ts';

/**
 * A catalogue module of the public site's texts (PUBLIC_NAMESPACES, which every page loads before its
 * first render), by language. Other namespaces stay a chunk each, loaded by the pages that ask for them.
 */
const PUBLIC_TEXTS = new RegExp(`[\\\\/]i18n[\\\\/]([a-z]{2}-[A-Z]{2})[\\\\/](${PUBLIC_NAMESPACES.join('|')})\\.ts\\?catalogue$`);
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
/** Everything the server answers itself (npm run dev serves the pages from Vite). */
const serverPaths = ['/api', '/uploads', '/dev/mailbox', '/sitemap.xml', '/sitemaps', '/robots.txt', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), tailwindcss(), catalogues(), precompress()],
  resolve: {
    alias: {
      // @lingui/react imports the hook's shim for React 17; React 19 has it (saves the landing page half a KB).
      'use-sync-external-store/shim': fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((p) => [p, api])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The server reads it to preload each page's own code (apps/server/src/plugins/route-assets.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger shared chunks: a phone on HTTP/1.1 opens six connections per host, so thirty
        // small files cost more round trips than the bytes they save.
        codeSplitting: {
          groups: [
            {
              // One language's texts of the public site in one chunk (not one per namespace): the server
              // preloads it with the page (apps/server/src/plugins/route-assets.ts).
              name: (id: string) => {
                const locale = PUBLIC_TEXTS.exec(id)?.[1];
                return locale ? `texts-${locale}` : null;
              },
              debugName: 'texts',
              priority: 4,
            },
            {
              // The query layer is one library: one file, not seven (its context is the entry's, app/app.tsx).
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](react-query[\\/](?!build[\\/]\w+[\\/](index|QueryClientProvider)\.js)|query-core[\\/])/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            {
              name: 'framework',
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@lingui[\\/](core|react))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context|Icon|createLucideIcon|defaultAttributes))/,
              priority: 3,
            },
            {
              // The app's shared modules (components/ui, lib, the contract), each in the chunk its pages decide.
              name: (id: string, ctx: ChunkingContext) => sharedChunkOf(id, ctx),
              debugName: 'shared',
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
