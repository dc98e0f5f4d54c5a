import type { Role } from '@mx/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { RouteMeta } from '../lib/page-meta.ts';
import PublicLayout from './layouts/public-layout.tsx';

/** A signed-in area: its guard (and the guard screens) load with the area, not with the public pages. */
function guarded(roles: readonly Role[]): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { RequireRole } = await import('./require-role.tsx');
      return { element: <RequireRole roles={roles} /> };
    },
  };
}

/** A route whose code loads when it is first visited (public pages never load area code). */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteMeta />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', ...page(() => import('../features/landing/landing-page.tsx')) },
          { path: '/signin', ...page(() => import('../features/auth/pages/signin-page.tsx')) },
          { path: '/signup', ...page(() => import('../features/auth/pages/signup-page.tsx')) },
          { path: '/signup-success', ...page(() => import('../features/auth/pages/signup-success-page.tsx')) },
          { path: '/create-account', ...page(() => import('../features/auth/pages/create-account-page.tsx')) },
          { path: '/forgot-password', ...page(() => import('../features/auth/pages/forgot-password-page.tsx')) },
          { path: '/reset-password', ...page(() => import('../features/auth/pages/reset-password-page.tsx')) },
          { path: '/verify-email', ...page(() => import('../features/auth/pages/verify-email-page.tsx')) },
          { path: '/confirm-sender', ...page(() => import('../features/inquiries/pages/confirm-sender-page.tsx')) },
          { path: '*', ...page(() => import('../features/errors/not-found-page.tsx')) },
        ],
      },
      {
        ...page(() => import('./layouts/adaptive-layout.tsx')),
        children: [
          { path: '/mortgageexperts', ...page(() => import('../features/directory/pages/directory-page.tsx')) },
          { path: '/xperts/:state/:cxid', ...page(() => import('../features/directory/pages/expert-profile-page.tsx')) },
        ],
      },
      {
        ...guarded(['CONSUMER']),
        children: [
          {
            ...page(() => import('./layouts/consumer-layout.tsx')),
            children: [
              { path: '/consumer/dashboard', ...page(() => import('../features/consumer/pages/consumer-dashboard-page.tsx')) },
              { path: '/consumer/messages', ...page(() => import('../features/consumer/pages/my-messages-page.tsx')) },
              { path: '/consumer/requests', ...page(() => import('../features/consumer/pages/my-requests-page.tsx')) },
            ],
          },
        ],
      },
      {
        ...guarded(['MXPERT']),
        children: [
          {
            ...page(() => import('./layouts/mxpert-layout.tsx')),
            children: [
              { path: '/mxpert/dashboard', ...page(() => import('../features/mxpert/pages/mxpert-dashboard-page.tsx')) },
              { path: '/mxpert/onboard', ...page(() => import('../features/onboarding/pages/onboarding-page.tsx')) },
              { path: '/mxpert/profile', ...page(() => import('../features/mxpert/pages/mxpert-profile-page.tsx')) },
              { path: '/mxpert/messages', ...page(() => import('../features/inquiries/pages/messages-page.tsx')) },
              { path: '/mxpert/messages/closed', ...page(() => import('../features/inquiries/pages/messages-page.tsx')) },
              { path: '/mxpert/cop-requests', ...page(() => import('../features/inquiries/pages/cop-requests-page.tsx')) },
            ],
          },
        ],
      },
      {
        ...guarded(['ADMIN']),
        children: [
          {
            ...page(() => import('./layouts/admin-layout.tsx')),
            children: [
              { path: '/admin/dashboard', ...page(() => import('../features/admin/pages/admin-dashboard-page.tsx')) },
              { path: '/admin/mortgagexperts', ...page(() => import('../features/admin/pages/admin-mortgagexperts-page.tsx')) },
              { path: '/admin/reports', ...page(() => import('../features/admin/pages/admin-reports-page.tsx')) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
