import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes.tsx';

/** The console's real routes in memory, starting at `entry`. */
export function renderRoutes(entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}
