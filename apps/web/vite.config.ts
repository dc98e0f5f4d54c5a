import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './catalogues.ts';
import { precompress } from './precompress.ts';
import { type ChunkingContext, sharedChunkOf } from './shared-chunks.ts';

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
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
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
