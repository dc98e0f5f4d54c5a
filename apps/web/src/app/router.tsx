import type { Role } from '@mx/contract';
import { hasSpanishPage, pathInLocale } from '@mx/contract/i18n/locale';
import { PAGE_AREAS, type PageArea, pagesOf } from '@mx/contract/pages';
import { paths } from '@mx/contract/paths';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { LocaleSync } from '../lib/i18n.tsx';
import { RouteMeta, ScrollToTop } from '../lib/page-meta.ts';
import { loadQueryClient } from '../lib/query-client-loader.ts';
import PublicLayout from './layouts/public-layout.tsx';

/** A signed-in area: its guard (and the guard screens) load with the area, not with the public pages. */
function guarded(roles: readonly Role[]): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ RequireRole }] = await Promise.all([import('./require-role.tsx'), loadQueryClient()]);
      return { element: <RequireRole roles={roles} /> };
    },
  };
}

/** Every page and lazy layout module, by its path inside apps/web (the names the page list uses). */
const MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: ComponentType }>([
      '../features/*/pages/*.tsx',
      // Features with a part per side keep each side's pages apart (features/plans/consumer/pages).
      '../features/*/*/pages/*.tsx',
      '../features/landing/landing-page.tsx',
      '../features/errors/not-found-page.tsx',
      './layouts/*-layout.tsx',
      // The public layout is part of the entry; the signed-in adaptive layout is loaded by the adaptive one.
      '!./layouts/public-layout.tsx',
      '!./layouts/signed-in-adaptive-layout.tsx',
    ]),
  ).map(([file, load]) => [`src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}`, load]),
);

/** The landing page renders without the query client; every other page waits for it. */
const LANDING_MODULE = pagesOf('public').find((page) => page.path === paths.home)?.module;

/**
 * A route whose code loads when it is first visited (public pages never load area code), with the
 * query client unless it is the landing page.
 */
function lazyModule(module: string): Pick<RouteObject, 'lazy'> {
  const load = MODULES[module];
  if (!load) throw new Error(`No module ${module} in the web app`);
  const needsQueries = module !== LANDING_MODULE;
  return {
    lazy: async () => {
      const [loaded] = await Promise.all([load(), needsQueries ? loadQueryClient() : undefined]);
      return { Component: loaded.default };
    },
  };
}

/** The routes of one area's pages, from the one page list, and the Spanish versions under /es/ of those that have one. */
function pageRoutes(area: PageArea): RouteObject[] {
  const pages = pagesOf(area);
  return [
    ...pages.map((page) => ({ path: page.path, ...lazyModule(page.module) })),
    ...pages
      .filter((page) => hasSpanishPage(page.path))
      .map((page) => ({ path: pathInLocale(page.path, 'es-US'), ...lazyModule(page.module) })),
  ];
}

/** A signed-in area: its guard, then its layout around its pages. */
function signedInArea(area: PageArea, roles: readonly Role[]): RouteObject {
  return {
    ...guarded(roles),
    children: [{ ...lazyModule(PAGE_AREAS[area].layout), children: pageRoutes(area) }],
  };
}

const routes: RouteObject[] = [
  {
    element: (
      <LocaleSync>
        <RouteMeta />
        <ScrollToTop />
        <Outlet />
      </LocaleSync>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { element: <PublicLayout />, children: pageRoutes('public') },
      { ...lazyModule(PAGE_AREAS.directory.layout), children: pageRoutes('directory') },
      signedInArea('consumer', ['CONSUMER']),
      signedInArea('mxpert', ['MXPERT']),
      signedInArea('admin', ['ADMIN']),
    ],
  },
];

export const router = createBrowserRouter(routes);
