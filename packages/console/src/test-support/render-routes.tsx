import type { PublicSettings } from '@erp-agent/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes.tsx';
import { PUBLIC_SETTINGS_KEY } from '../settings/index.ts';

/** What `GET /api/settings/public` answers on a new server. */
export const PUBLIC_SETTINGS: PublicSettings = {
  systemName: 'ERP AI Agent',
  theme: 'dark',
  passwordPolicy: 'strong',
  twoFactorRequired: false,
  systemAlerts: true,
  desktopNotifications: true,
  netsuiteAutoSync: true,
  syncIntervalMinutes: 15,
};

export interface RenderOptions {
  /** The public settings every page reads, already known, so tests' `fetch` stubs need not answer them. */
  readonly publicSettings?: PublicSettings;
}

/** A server-state cache of the test's own, which already knows the public settings. */
export function testQueryClient(publicSettings: PublicSettings = PUBLIC_SETTINGS): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(PUBLIC_SETTINGS_KEY, publicSettings);
  return queryClient;
}

type Router = ReturnType<typeof createMemoryRouter>;

/** A router (the console's or a test's own) rendered inside {@link testQueryClient}. */
export function renderRouter(router: Router, options: RenderOptions = {}): Router {
  render(
    <QueryClientProvider client={testQueryClient(options.publicSettings)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The console's real routes in memory, starting at `entry`, with a server-state cache of their own. */
export function renderRoutes(entry: InitialEntry, options: RenderOptions = {}): Router {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [entry] }), options);
}
