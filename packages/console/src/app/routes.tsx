import type { RouteObject } from 'react-router-dom';
import { RouteLoading } from './route-loading.tsx';

/**
 * Every screen is its own chunk, loaded when its route is first visited. The guard is lazy too:
 * it brings the auth client and its schemas, which the public pages do not need.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: RouteLoading,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../pages/home/home-page.tsx')).HomePage }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../pages/login/login-page.tsx')).LoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('../auth/require-auth.tsx')).RequireAuth }),
        children: [
          {
            path: '/change-password',
            lazy: async () => ({
              Component: (await import('../pages/change-password/change-password-page.tsx')).ChangePasswordPage,
            }),
          },
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('../pages/dashboard/dashboard-page.tsx')).DashboardPage }),
          },
          {
            path: '/credentials',
            lazy: async () => ({
              Component: (await import('../pages/credentials/credentials-page.tsx')).CredentialsPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];
