import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSessionCache } from '../auth/session-cache.ts';
import { renderRoutes } from '../test-support/render-routes.tsx';
import { resetSession, sessionUser } from '../test-support/session-fixtures.ts';

beforeEach(resetSession);
afterEach(cleanup);

describe('the public header and footer', () => {
  it('offer HOME, the page links and Login / Signup to a visitor, and the copyright of this year', async () => {
    renderRoutes('/how-it-works');
    const header = await screen.findByRole('navigation', { name: 'Site' });
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['HOW.IT.WORKS', '/how-it-works'],
      ['IMPLEMENTATION', '/implementation'],
      ['PRICING', '/pricing'],
      ['CONTACT', '/contact'],
      ['HOME', '/'],
      ['Login / Signup', '/login'],
    ]);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'PRIVACY.POLICY' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeDefined();
  });

  it('offers DASHBOARD to a signed-in visitor', async () => {
    writeSessionCache(localStorage, sessionUser());
    renderRoutes('/pricing');
    const header = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(header).getByRole('link', { name: 'DASHBOARD' }).getAttribute('href')).toBe('/dashboard');
    expect(within(header).queryByRole('link', { name: 'Login / Signup' })).toBeNull();
  });
});
