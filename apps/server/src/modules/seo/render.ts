import { escapeHtml } from '../mail/render.ts';
import type { PageMeta } from './page-meta.ts';

/** JSON inside a <script> block: no '<' may close it early. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The app's index.html with the page's language, its own title, description, canonical URL, structured data and first answers. */
export function renderIndexHtml(template: string, meta: PageMeta, modulePreloads: string[] = []): string {
  const preloaded = meta.preloaded ?? {};
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...(meta.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta.indexable ? '' : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="MortgageXperts" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
    meta.leadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(meta.leadImage)}" />` : '',
    ...modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    // Data, not script: the CSP allows no inline script, and none runs from here.
    Object.keys(preloaded).length ? `<script type="application/json" id="mx-preloaded">${safeJson(preloaded)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, never replacement strings: a `$&` or `$'` in a name or a search is text, not a pattern.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(meta.locale)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
