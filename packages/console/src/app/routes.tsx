import type { RouteObject } from 'react-router-dom';

/**
 * Every screen is its own chunk, loaded when its route is first visited. Later issues add the
 * public pages, the signed-in shell and its screens here.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('../pages/home/home-page.tsx')).HomePage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../pages/not-found/not-found-page.tsx')).NotFoundPage }),
  },
];
