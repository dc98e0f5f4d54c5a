import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import { localeOfPath, pathWithoutLocale } from '@mx/contract/i18n/locale';
import { isExpertProfilePath, paths } from '@mx/contract/paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

function setMeta(title: string, description?: string): void {
  document.title = title;
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical) canonical.setAttribute('href', window.location.origin + window.location.pathname + window.location.search);
}

/** The navigation (location key) whose page set a title of its own: the route table's title does not replace it. */
let ownTitleKey: string | null = null;

/**
 * A page with its own title (the directory, an expert profile, a guard screen standing in for the
 * page): keeps the document in step after navigation.
 */
export function usePageMeta(title: string | null | undefined, description?: string): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!title) return;
    ownTitleKey = key;
    setMeta(title, description);
  }, [title, description, key]);
}

const SPANISH_META: Record<string, string> = {
  [paths.home]: 'home',
  [paths.privacy]: 'privacy',
  [paths.acceptableUse]: 'acceptableUse',
  [paths.terms]: 'terms',
  [paths.licensing]: 'licensing',
};

async function spanishMeta(path: string): Promise<{ title: string; description: string } | null> {
  const name = SPANISH_META[path];
  if (!name) return null;
  const { i18n, loadLocale } = await import('./i18n.tsx');
  await loadLocale('es-US', ['seo']);
  return {
    title: i18n._(`seo.${name}Title` as MessageIdIn<'seo'>),
    description: i18n._(`seo.${name}Description` as MessageIdIn<'seo'>),
  };
}

/**
 * Pages with fixed content take their title from the shared table when the route changes. The first
 * page already has it in the HTML the server sent, so the table loads only on the first navigation.
 */
export function RouteMeta() {
  const { pathname, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const locale = localeOfPath(pathname);
    const bare = pathWithoutLocale(pathname);
    const path = bare.length > 1 ? bare.replace(/\/$/, '') : bare;
    if (path === paths.directory || isExpertProfilePath(path)) return;
    if (locale !== 'en-US') {
      // The Spanish pages' titles are in the catalogue's seo namespace, loaded with the first navigation.
      void spanishMeta(path).then((meta) => {
        if (ownTitleKey !== key && meta) setMeta(meta.title, meta.description);
      });
      return;
    }
    void import('@mx/contract/seo').then(({ PAGE_META }) => {
      if (ownTitleKey === key) return;
      const meta = PAGE_META[path] ?? PAGE_META[paths.notFound];
      if (meta) setMeta(meta.title, meta.description);
    });
  }, [pathname, key]);
  return null;
}

/**
 * A new page opens at its top (a link, a redirect, the end of onboarding); going back or forward
 * keeps where the browser puts it, and a change of the query alone (filters, a list's page) or a
 * section link (#…) does not move the page.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path moves the page; the kind of navigation and the hash are read at that moment.
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
