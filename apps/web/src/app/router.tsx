import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import PublicLayout from './layouts/public-layout.tsx';
import { RequireRole } from './require-role.tsx';

/** A route whose code loads when it is first visited (public pages never load area code). */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const routes: RouteObject[] = [
  {
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
        element: <RequireRole roles={['CONSUMER']} />,
        children: [
          {
            ...page(() => import('./layouts/consumer-layout.tsx')),
            children: [
              { path: '/consumer/dashboard', ...page(() => import('../features/consumer/pages/consumer-dashboard-page.tsx')) },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={['MXPERT']} />,
        children: [
          {
            ...page(() => import('./layouts/mxpert-layout.tsx')),
            children: [
              { path: '/mxpert/dashboard', ...page(() => import('../features/mxpert/pages/mxpert-dashboard-page.tsx')) },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={['ADMIN']} />,
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
