import { POLICY_PAGES, paths } from '@mx/contract';
import { hasSpanishPage, pathInLocale } from '@mx/contract/i18n/locale';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { countPublicProfiles, publicProfilesPage } from '../mxpert/public-mxpert.ts';

/** A sitemap file holds at most 50,000 URLs; each profile is two (English and Spanish). */
const PROFILES_PER_SITEMAP = 25_000;
const ENGLISH_PAGES = [paths.home, paths.directory, paths.signUp, paths.createAccount, paths.signIn, ...POLICY_PAGES];
/** Every public page, and the Spanish version of those that have one. */
const PUBLIC_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.filter(hasSpanishPage).map((p) => pathInLocale(p, 'es-US'))];

function xml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** /robots.txt and the sitemaps: the public pages and every approved profile. */
export function seoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = ctx.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /mxpert/',
          'Disallow: /admin/',
          'Disallow: /consumer/',
          'Disallow: /dev/',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  /** How many expert sitemaps there are: one per 25,000 public profiles, and always the first. */
  const expertSitemaps = async () => {
    return Math.max(1, Math.ceil((await countPublicProfiles(ctx.db)) / PROFILES_PER_SITEMAP));
  };

  /** The index: the pages sitemap and one sitemap per 25,000 profiles. */
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = await expertSitemaps();
    const entries = ['pages', ...Array.from({ length: files }, (_, i) => `experts-${i + 1}`)]
      .map((name) => `  <sitemap><loc>${escapeXml(`${base}/sitemaps/${name}.xml`)}</loc></sitemap>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params.name;
    let urls: { loc: string; lastmod?: string }[];
    if (name === 'pages.xml') {
      urls = PUBLIC_PAGES.map((p) => ({ loc: `${base}${p}` }));
    } else {
      const page = /^experts-(\d{1,6})\.xml$/.exec(name);
      const number = Number(page?.[1]);
      // Only the files the index lists exist: experts-0.xml or one past the last is no sitemap.
      if (!page || number < 1 || number > (await expertSitemaps())) return reply.callNotFound();
      const index = number - 1;
      const rows = await publicProfilesPage(ctx.db, PROFILES_PER_SITEMAP, index * PROFILES_PER_SITEMAP);
      urls = rows.flatMap((r) => {
        const profilePath = paths.professionalProfile((r.state ?? 'all').toLowerCase(), r.cxid);
        const lastmod = r.updatedAt.toISOString().slice(0, 10);
        return [
          { loc: `${base}${profilePath}`, lastmod },
          { loc: `${base}${pathInLocale(profilePath, 'es-US')}`, lastmod },
        ];
      });
    }
    const body = urls
      .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>`));
  });
}
