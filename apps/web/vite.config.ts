import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
/** Everything the server answers itself (npm run dev serves the pages from Vite). */
const serverPaths = ['/api', '/uploads', '/dev/mailbox', '/sitemap.xml', '/sitemaps', '/robots.txt', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
              name: 'shell',
              // Small shared modules of the public pages; nothing that pulls Radix, sonner or zod.
              test: /(src[\\/]components[\\/]ui[\\/](button|card|cn|spinner|logo)\.tsx?$)|(src[\\/]lib[\\/](api-client|page-meta|preloaded|query-client|session-hint|session-store|toast)\.tsx?$)|(packages[\\/]contract[\\/]src[\\/](vocab|paths|texts|limits|sanitize)\.ts$)/,
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 2,
            },
            {
              name: 'ui',
              // What the directory, profile and account pages share beyond the shell (not the landing page).
              test: /(src[\\/]components[\\/]ui[\\/](avatar|badge|input|form-field|alert|pagination)\.tsx?$)|(src[\\/]lib[\\/](auth|lazy-resolver|use-debounced-value|format)\.tsx?$)/,
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
