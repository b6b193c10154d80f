import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes.tsx';

/**
 * The console's real routes in memory, starting at `entry`, with a query cache of their own so
 * no answer carries over from another test. A failed query fails at once: tests that retry say so.
 */
export function renderRoutes(entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
