import type { SdfDeployPreview, SdfDeployResult, SdfProjectDetail } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { deferred, jsonResponse, resetSession } from '../../test-support/session-fixtures.ts';

const PROJECT: SdfProjectDetail = {
  name: 'ue_memo',
  kind: 'script',
  files: { 'src/FileCabinet/SuiteScripts/ue_memo.js': '/** @NApiVersion 2.1 */\ndefine([], () => ({}));\n' },
  updatedAt: new Date(Date.now() - 60_000).toISOString(),
};

const CHANGE = {
  action: 'Create',
  kind: 'object',
  id: 'customscript_ue_memo',
  element: 'usereventscript',
  label: 'Memo',
} as const;
const preview = (sandbox: boolean): SdfDeployPreview => ({
  projectName: 'ue_memo',
  accountId: sandbox ? 'TSTDRV1' : '7654321',
  sandbox,
  changes: [CHANGE, { action: 'Create', kind: 'file', id: '~/FileCabinet/SuiteScripts/ue_memo.js' }],
});
const RESULT: SdfDeployResult = {
  projectName: 'ue_memo',
  accountId: 'TSTDRV1',
  via: 'sandbox',
  log: 'Begin deployment\nInstallation COMPLETE (0 minutes 1 second)',
  changes: [CHANGE],
};

const base = {
  'GET /api/projects': () => jsonResponse(200, { projects: [] }),
  'GET /api/projects/ue_memo': () => jsonResponse(200, PROJECT),
};

async function openDeploy() {
  renderRoutes('/netsuite/scripts?view=projects&project=ue_memo');
  // The first render of a file loads the console's lazy routes, slow on a busy machine.
  const review = await screen.findByRole('region', { name: 'PROJECT: ue_memo' }, { timeout: 10_000 });
  await userEvent.click(within(review).getByRole('button', { name: 'DEPLOY' }));
  return screen.findByRole('dialog', { name: 'DEPLOY ue_memo' });
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Deploy from the project review', () => {
  it('previews what NetSuite will create, deploys on DEPLOY with progress, and says so only after success', async () => {
    const answer = deferred<Response>();
    const fetchMock = serveAdmin({
      ...base,
      'POST /api/projects/ue_memo/deploy/preview': () => jsonResponse(200, preview(true)),
      'POST /api/projects/ue_memo/deploy': () => answer.promise,
    });
    const dialog = await openDeploy();
    expect(await within(dialog).findByText('Create usereventscript customscript_ue_memo (Memo)')).toBeDefined();
    expect(within(dialog).getByText('Create file ~/FileCabinet/SuiteScripts/ue_memo.js')).toBeDefined();
    expect(callsTo(fetchMock, 'POST /api/projects/ue_memo/deploy')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'DEPLOY' }));
    expect(within(dialog).getByRole('status').textContent).toBe('DEPLOYING to TSTDRV1...');
    expect(within(dialog).getByRole('button', { name: 'DEPLOY' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByText(/Deployed successfully/)).toBeNull();

    answer.resolve(jsonResponse(200, RESULT));
    await within(dialog).findByText('Success. Deployed successfully.');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Success. Deployed successfully. Project ue_memo is in account TSTDRV1.',
    );
    expect(dialog.querySelector('pre')?.textContent).toBe(RESULT.log);
    expect(callsTo(fetchMock, 'POST /api/projects/ue_memo/deploy')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'DEPLOYED.SCRIPTS' }).getAttribute('href')).toBe(
      '/netsuite/scripts',
    );
  });

  it('asks for the account id before deploying to a production account', async () => {
    const fetchMock = serveAdmin({
      ...base,
      'POST /api/projects/ue_memo/deploy/preview': () => jsonResponse(200, preview(false)),
      'POST /api/projects/ue_memo/deploy': () => jsonResponse(200, { ...RESULT, accountId: '7654321' }),
    });
    const dialog = await openDeploy();
    expect((await within(dialog).findByRole('note')).textContent).toBe(
      '7654321 is a production account: the scripts go live for its users.',
    );
    const deploy = within(dialog).getByRole('button', { name: 'DEPLOY' });
    expect(deploy.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('TYPE 7654321 TO CONFIRM'), '765432');
    expect(deploy.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('TYPE 7654321 TO CONFIRM'), '1');
    expect(deploy.hasAttribute('disabled')).toBe(false);
    await userEvent.click(deploy);
    expect(await within(dialog).findByText(/Deployed successfully/)).toBeDefined();
    expect(callsTo(fetchMock, 'POST /api/projects/ue_memo/deploy')).toHaveLength(1);
  });

  it("shows NetSuite's refusal of a bad project and offers no DEPLOY", async () => {
    const log = 'NetSuite would refuse project ue_memo:\nAn error occurred during custom object validation.';
    serveAdmin({
      ...base,
      'POST /api/projects/ue_memo/deploy/preview': () => jsonResponse(422, { code: 'invalid_project', message: log }),
    });
    const dialog = await openDeploy();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(log);
    expect(within(dialog).queryByRole('button', { name: 'DEPLOY' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the preview when the deploy fails, with the reason, and lets it be tried again', async () => {
    let attempts = 0;
    serveAdmin({
      ...base,
      'POST /api/projects/ue_memo/deploy/preview': () => jsonResponse(200, preview(true)),
      'POST /api/projects/ue_memo/deploy': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(504, { code: 'sdf_deploy_failed', message: 'Failed to deploy the project' })
          : jsonResponse(200, RESULT);
      },
    });
    const dialog = await openDeploy();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'DEPLOY' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('NetSuite did not deploy the project.Failed to deploy the project');
    expect(within(dialog).getByText('Create usereventscript customscript_ue_memo (Memo)')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'TRY.AGAIN' }));
    expect(await within(dialog).findByText(/Deployed successfully/)).toBeDefined();
  });
});
