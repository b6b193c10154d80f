import type { SdfProjectDetail, SdfProjectList } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession } from '../../test-support/session-fixtures.ts';

const SCRIPT = `/**
 * @NApiVersion 2.1
 * @NScriptType UserEventScript
 */
define(['N/record'], (record) => ({ beforeSubmit: () => {} }));
`;

const PROJECT: SdfProjectDetail = {
  name: 'ue_memo',
  kind: 'script',
  files: {
    'suitecloud.config.js': 'module.exports = { defaultProjectFolder: "src" };',
    'src/manifest.xml': '<manifest projecttype="ACCOUNTCUSTOMIZATION"><projectname>ue_memo</projectname></manifest>',
    'src/FileCabinet/SuiteScripts/ue_memo.js': SCRIPT,
  },
  updatedAt: new Date(Date.now() - 60_000).toISOString(),
};

const LIST: SdfProjectList = {
  projects: [
    { name: PROJECT.name, kind: 'script', files: Object.keys(PROJECT.files), updatedAt: PROJECT.updatedAt },
    { name: 'cf_region', kind: 'field', files: ['src/Objects/custentity_region.xml'], updatedAt: PROJECT.updatedAt },
  ],
};

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SUITECLOUD.PROJECTS', () => {
  it('lists the projects, and REVIEW opens one on its script with the file tree, and another file on a click', async () => {
    serveAdmin({
      'GET /api/projects': () => jsonResponse(200, LIST),
      'GET /api/projects/ue_memo': () => jsonResponse(200, PROJECT),
    });
    const router = renderRoutes('/netsuite/scripts?view=projects');
    const list = await screen.findByRole('region', { name: 'SuiteCloud projects' });
    expect(await within(list).findByText('2 of 2 projects')).toBeDefined();

    await userEvent.click(within(list).getByRole('button', { name: 'REVIEW ue_memo' }));
    expect(router.state.location.search).toBe('?view=projects&project=ue_memo');
    const review = await screen.findByRole('region', { name: 'PROJECT: ue_memo' });
    expect(document.activeElement).toBe(within(review).getByRole('heading', { name: 'PROJECT: ue_memo' }));
    const files = await within(review).findByRole('navigation', { name: 'Files of ue_memo' });
    expect(within(files).getByText('src/')).toBeDefined();
    expect(within(files).getByRole('button', { name: 'ue_memo.js' }).getAttribute('aria-current')).toBe('true');
    expect(review.querySelector('pre')?.textContent).toBe(SCRIPT);
    expect(review.querySelector('pre code')?.getAttribute('data-language')).toBe('javascript');
    expect(within(review).getByRole('link', { name: 'DOWNLOAD.ZIP' }).getAttribute('href')).toBe(
      '/api/projects/ue_memo/zip',
    );

    await userEvent.click(within(files).getByRole('button', { name: 'manifest.xml' }));
    expect(within(review).getByText('src/manifest.xml')).toBeDefined();
    expect(review.querySelector('pre')?.textContent).toBe(PROJECT.files['src/manifest.xml']);
    expect(review.querySelector('pre code')?.getAttribute('data-language')).toBe('xml');

    await userEvent.click(within(review).getByRole('button', { name: 'CLOSE' }));
    expect(router.state.location.search).toBe('?view=projects');
    expect(screen.queryByRole('region', { name: 'PROJECT: ue_memo' })).toBeNull();
  });

  it('says when a project is gone, in the API’s words', async () => {
    serveAdmin({
      'GET /api/projects': () => jsonResponse(200, LIST),
      'GET /api/projects/gone': () => jsonResponse(404, { code: 'not_found', message: 'The project was not found.' }),
    });
    renderRoutes('/netsuite/scripts?view=projects&project=gone');
    const review = await screen.findByRole('region', { name: 'PROJECT: gone' });
    expect((await within(review).findByRole('alert')).textContent).toBe('The project was not found.');
  });

  it('is not offered to a role that may not deploy', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, {
          user: {
            id: 'u-2',
            username: 'ana',
            name: 'Ana Lyst',
            email: 'ana@example.com',
            role: 'analyst',
            status: 'active',
            platforms: ['netsuite'],
            permissions: ['erp:query', 'erp:read'],
            mustChangePassword: false,
            twoFactorEnabled: false,
            mustSetUpTwoFactor: false,
          },
          expiresAt: '2030-01-01T00:00:00.000Z',
        }),
      'GET /api/netsuite/scripts': () => jsonResponse(200, { scripts: [], executions24h: 0, errorRate24h: null }),
    });
    renderRoutes('/netsuite/scripts');
    expect(await screen.findByRole('tab', { name: 'DEPLOYED.SCRIPTS' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'SUITECLOUD.PROJECTS' })).toBeNull();
  });
});
