import { ROLE_PERMISSIONS } from '@erp-agent/core';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession } from '../../test-support/session-fixtures.ts';
import { quickActions } from './quick-actions.ts';

const opened = vi.hoisted(() => vi.fn());
vi.mock('../../assistant/open-assistant.ts', () => ({ openAssistant: opened, onOpenAssistant: () => () => undefined }));

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QUICK.ACTIONS', () => {
  it('offers each role only what it may do where the action leads', () => {
    expect(quickActions(ROLE_PERMISSIONS.admin).map((action) => action.label)).toEqual([
      'Review Script Errors',
      'Create Saved Search',
      'Start Workflow From Template',
      'Deploy SuiteCloud Project',
      'Manage Integration Records',
      'Ask The Assistant',
    ]);
    expect(quickActions(ROLE_PERMISSIONS.analyst).map((action) => action.label)).toEqual([
      'Review Script Errors',
      'Create Saved Search',
      'Manage Integration Records',
      'Ask The Assistant',
    ]);
  });

  it('links to the screens at the right tab or filter, and opens the assistant', async () => {
    serveAdmin({
      'GET /api/netsuite/dashboard?period=24h': () =>
        jsonResponse(409, { code: 'netsuite_not_connected', message: 'Not connected to NetSuite' }),
    });
    renderRoutes('/netsuite');
    const panel = await screen.findByRole('region', { name: 'QUICK.ACTIONS' }, { timeout: 10_000 });
    const links = [...panel.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Review Script Errors', '/netsuite/scripts?status=error'],
      ['Create Saved Search', '/netsuite/reports?view=templates'],
      ['Start Workflow From Template', '/netsuite/workflows?tab=templates'],
      ['Deploy SuiteCloud Project', '/netsuite/scripts?view=projects'],
      ['Manage Integration Records', '/netsuite/integrations?tab=third-party'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Ask The Assistant' }));
    expect(opened).toHaveBeenCalledOnce();
  });
});
