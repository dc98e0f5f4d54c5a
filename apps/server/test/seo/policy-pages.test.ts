import fs from 'node:fs';
import path from 'node:path';
import { PAGE_META, POLICY_PAGES, paths } from '@mx/contract';
import { PAGE_MODULES } from '@mx/contract/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/child-process.ts';
import { canonicalOf, descriptionOf, titleOf } from '../helpers/page-html.ts';
import { buildTestApp, INDEX_TEMPLATE, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webIndexHtml: INDEX_TEMPLATE });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const decode = (s: string | undefined) =>
  s
    ?.replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

describe('the policy pages and the support page', () => {
  it('are the five policy pages', () => {
    expect([...POLICY_PAGES].sort()).toEqual(['/acceptable-use', '/licensing', '/privacy', '/support', '/terms']);
  });

  for (const url of POLICY_PAGES) {
    it(`${url} is served with its own title, description and canonical URL, indexable`, async () => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const meta = PAGE_META[url];
      expect(meta?.indexable).toBe(true);
      expect(titleOf(res.body)).toBe(meta?.title);
      expect(decode(descriptionOf(res.body))).toBe(meta?.description);
      expect(canonicalOf(res.body)).toBe(`http://localhost:3000${url}`);
      expect(res.body).not.toContain('noindex');
      expect(res.body).not.toContain('Template title');
    });
  }

  it('have titles and descriptions no other page has', () => {
    const titles = Object.values(PAGE_META).map((m) => m.title);
    const descriptions = Object.values(PAGE_META).map((m) => m.description);
    for (const url of POLICY_PAGES) {
      expect(titles.filter((x) => x === PAGE_META[url]?.title)).toHaveLength(1);
      expect(descriptions.filter((x) => x === PAGE_META[url]?.description)).toHaveLength(1);
    }
  });

  it('are in the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemaps/pages.xml' });
    for (const url of POLICY_PAGES) expect(res.body).toContain(`<loc>http://localhost:3000${url}</loc>`);
  });

  it('are public pages of the page list, each with its own module', () => {
    const modules = POLICY_PAGES.map((url) => PAGE_MODULES.find((p) => p.path === url));
    expect(modules.map((m) => m?.area)).toEqual(POLICY_PAGES.map(() => 'public'));
    expect(new Set(modules.map((m) => m?.module)).size).toBe(POLICY_PAGES.length);
  });

  it('are each linked from the footer of the public layout (the browser journey clicks them)', () => {
    const layout = fs.readFileSync(path.join(REPO_ROOT, 'apps/web/src/app/layouts/public-layout.tsx'), 'utf8');
    const keys = {
      privacy: paths.privacy,
      acceptableUse: paths.acceptableUse,
      terms: paths.terms,
      licensing: paths.licensing,
      support: paths.support,
    };
    for (const key of Object.keys(keys)) expect(layout).toContain(`to: paths.${key} }`);
    expect(layout).not.toContain("homeSection('privacy')");
    // The notice is the footer's text in the English catalogue, taken from the contract's constant.
    expect(layout).toContain("t('shell.equalHousing')");
    const english = fs.readFileSync(path.join(REPO_ROOT, 'packages/contract/src/i18n/en-US/shell.ts'), 'utf8');
    expect(english).toContain('equalHousing: EQUAL_HOUSING_NOTICE');
  });
});
