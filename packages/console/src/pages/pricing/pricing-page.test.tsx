import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { resetSession } from '../../test-support/session-fixtures.ts';

beforeEach(resetSession);
afterEach(cleanup);

describe('PricingPage', () => {
  it('starts annual at 20% below the monthly price, and the switch shows monthly prices', async () => {
    const router = renderRoutes('/pricing');
    const growth = await screen.findByRole('article', { name: 'Growth' });
    expect(within(growth).getByText('$2,800')).toBeDefined();
    expect(within(growth).getByText('/mo, billed annually')).toBeDefined();
    expect(within(growth).getByText('MOST POPULAR')).toBeDefined();
    expect(screen.getByText('SAVE 20%')).toBeDefined();

    await userEvent.click(screen.getByRole('switch', { name: 'Bill annually' }));
    expect(within(growth).getByText('$3,500')).toBeDefined();
    expect(within(growth).getByText('/mo')).toBeDefined();
    expect(router.state.location.search).toBe('?billing=monthly');
  });
});
