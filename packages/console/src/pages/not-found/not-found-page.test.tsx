import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('answers an unknown path with the exact text and a link home', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeDefined();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
