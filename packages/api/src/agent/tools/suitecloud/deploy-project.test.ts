import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SuiteCloudCli } from '../../projects/deploy/suitecloud-cli.ts';
import type { StoredProject } from '../../projects/project-store.ts';
import { buildProject } from '../../projects/sdf-project.ts';
import type { ToolContext } from '../tool-context.ts';
import { ToolError } from '../tool-error.ts';
import { deployProject } from './deploy-project.ts';

const built = buildProject({
  kind: 'workflow',
  id: 'po_email',
  title: 'Email on big POs',
  description: 'Emails the approver.',
  recordType: 'PURCHASEORDER',
  minimumTotal: 10000,
  action: { kind: 'email', to: 'approver', subject: 'Please approve' },
});
const stored: StoredProject = { name: built.name, kind: built.kind, files: built.files, updatedAt: new Date() };

/** A caller connected to a real account (not the sandbox), with the CLI set up or not. */
function realAccount(suiteCloudCli: SuiteCloudCli | undefined): ToolContext {
  return {
    netsuite: () => Promise.reject(new Error('a real account is not reached in this test')),
    sap: () => Promise.reject(new Error('no SAP in this test')),
    dynamics: () => Promise.reject(new Error('no Dynamics 365 in this test')),
    account: async () => ({ accountId: '7654321', today: '2026-11-22', baseCurrency: 'USD', sandbox: false }),
    projects: () => ({
      find: async (name) => (name === stored.name ? stored : undefined),
      latest: async () => stored,
      save: async () => undefined,
      list: async () => [stored],
    }),
    suiteCloudCli,
    actionId: undefined,
    signal: undefined,
  };
}

describe('deploying to a real account', () => {
  it('says exactly what to run, with the download, when the server has no SuiteCloud CLI', async () => {
    const failure = await deployProject.preview({}, realAccount(undefined)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolError);
    expect((failure as ToolError).code).toBe('deploy_unavailable');
    expect((failure as ToolError).message).toContain('/api/projects/workflow_po_email/zip');
    expect((failure as ToolError).message).toContain('suitecloud project:deploy');
  });

  it('previews what goes, then runs the CLI with the auth id it was set up with', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'fake-cli-'));
    const command = join(folder, 'suitecloud');
    await writeFile(command, '#!/bin/sh\necho "Installation COMPLETE (0 minutes 1 second)"\n');
    await chmod(command, 0o755);
    const context = realAccount({ command, authId: 'prod' });
    const preview = await deployProject.preview({}, context);
    expect(preview.title).toBe('Deploy workflow_po_email to 7654321');
    expect(preview.preview.fields?.map((field) => field.name)).toEqual(['customworkflow_po_email']);
    const done = await deployProject.run({}, context);
    expect(done).toMatchObject({ via: 'suitecloud-cli', log: 'Installation COMPLETE (0 minutes 1 second)' });
    expect(deployProject.describeOutcome(done, {})).toBe(
      'Deployed successfully. Project **workflow_po_email** is in account 7654321.',
    );
    expect(deployProject.outcomeLead).toBe('Success.');
  });
});
