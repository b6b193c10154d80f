import type { PublicSettings } from '@erp-agent/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client.ts';
import { routes } from '../app/routes.tsx';
import { publicSettingsStore } from '../settings/index.ts';

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

type Router = ReturnType<typeof createMemoryRouter>;

/** A router (the console's or a test's own), with the public settings known and nothing cached. */
export function renderRouter(router: Router, { publicSettings = PUBLIC_SETTINGS }: RenderOptions = {}): Router {
  publicSettingsStore.setState({ settings: publicSettings, loadedAt: Date.now() });
  queryClient.clear();
  render(<RouterProvider router={router} />);
  return router;
}

/** The console's real routes in memory, starting at `entry`. */
export function renderRoutes(entry: InitialEntry, options: RenderOptions = {}): Router {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [entry] }), options);
}
