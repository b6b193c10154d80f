import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualDeployInstructions, runSuiteCloud } from './suitecloud-cli.ts';

/** A stand-in for the CLI: prints what it was asked and the project it found, and fails on request. */
let fake: string;
let record: string;
beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'fake-suitecloud-'));
  fake = join(folder, 'suitecloud');
  record = join(folder, 'calls.txt');
  await writeFile(
    fake,
    `#!/bin/sh
echo "$@ in $(cat project.json | tr -d '\\n ')" >> "${record}"
if [ -f src/FileCabinet/SuiteScripts/broken.js ]; then
  echo "The deployment process has encountered an error." >&2
  exit 1
fi
echo "Begin deployment"
echo "Installation COMPLETE (0 minutes 2 seconds)"
`,
  );
  await chmod(fake, 0o755);
});

const files = { 'src/manifest.xml': '<manifest/>', 'src/FileCabinet/SuiteScripts/ok.js': 'define([], () => ({}));' };

describe('running the SuiteCloud CLI', () => {
  it('deploys from a folder of the project with the auth id in project.json, and reads the log', async () => {
    const outcome = await runSuiteCloud({ command: fake, authId: 'prod-admin' }, files, 'deploy');
    expect(outcome).toEqual({ succeeded: true, log: 'Begin deployment\nInstallation COMPLETE (0 minutes 2 seconds)' });
    expect(await readFile(record, 'utf8')).toContain('project:deploy in {"defaultAuthId":"prod-admin"}');
  });

  it('reports a refused deploy with what the CLI said, and a missing CLI by name', async () => {
    const refused = await runSuiteCloud(
      { command: fake, authId: 'prod-admin' },
      { ...files, 'src/FileCabinet/SuiteScripts/broken.js': '' },
      'deploy',
    );
    expect(refused.succeeded).toBe(false);
    expect(refused.log).toContain('The deployment process has encountered an error.');
    const missing = await runSuiteCloud({ command: '/nonexistent/suitecloud', authId: 'x' }, files, 'deploy');
    expect(missing).toMatchObject({ succeeded: false, log: expect.stringContaining('is not installed') });
  });

  it('says exactly what to run by hand', () => {
    const text = manualDeployInstructions('ue_memo_salesorder', '1234567', '/api/projects/ue_memo_salesorder/zip');
    expect(text).toContain('/api/projects/ue_memo_salesorder/zip');
    expect(text).toContain('suitecloud project:deploy');
    expect(text).toContain('unzip ue_memo_salesorder.zip');
  });
});
