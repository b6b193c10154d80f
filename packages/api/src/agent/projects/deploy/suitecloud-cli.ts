import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Oracle's SuiteCloud CLI, for deploying to a real account: the project is written to a folder
 * of its own with a `project.json` naming the auth id the server was set up with, and
 * `suitecloud project:deploy` (or `project:validate --server`) runs there. NetSuite's answer is
 * the CLI's output, its deployment log.
 */
export interface SuiteCloudCli {
  readonly command: string;
  readonly authId: string;
  /** How long one run may take; deploys of large projects take minutes. */
  readonly timeoutMs?: number;
}

export interface CliOutcome {
  readonly succeeded: boolean;
  /** What the CLI printed: NetSuite's deployment or validation log. */
  readonly log: string;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** The deploy log says this when NetSuite installed the project; the CLI's exit code says the rest. */
const COMPLETE = /Installation COMPLETE|The validation process has completed successfully|has been validated/i;

function run(cli: SuiteCloudCli, args: readonly string[], cwd: string): Promise<CliOutcome> {
  return new Promise((resolve) => {
    execFile(
      cli.command,
      [...args],
      { cwd, timeout: cli.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxBuffer: 8 * 1024 * 1024, env: process.env },
      (error, stdout, stderr) => {
        const log = [stdout, stderr]
          .filter((text) => text.trim() !== '')
          .join('\n')
          .trim();
        if (error) {
          const reason =
            'code' in error && error.code === 'ENOENT' ? `The SuiteCloud CLI (${cli.command}) is not installed.` : '';
          resolve({ succeeded: false, log: [reason, log].filter((text) => text !== '').join('\n') || error.message });
        } else resolve({ succeeded: COMPLETE.test(log) || args[0] === 'project:validate', log });
      },
    );
  });
}

/** Runs the CLI on the project's files: `deploy` installs it, `validate` asks the account to check it. */
export async function runSuiteCloud(
  cli: SuiteCloudCli,
  files: Readonly<Record<string, string>>,
  mode: 'deploy' | 'validate',
): Promise<CliOutcome> {
  const folder = await mkdtemp(join(tmpdir(), 'erp-agent-sdf-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      const target = join(folder, path);
      if (!target.startsWith(folder)) continue;
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    await writeFile(join(folder, 'project.json'), `${JSON.stringify({ defaultAuthId: cli.authId }, null, 2)}\n`);
    return await run(cli, mode === 'deploy' ? ['project:deploy'] : ['project:validate', '--server'], folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What to run by hand when the server has no SuiteCloud CLI set up, with the project's zip. */
export function manualDeployInstructions(projectName: string, accountId: string, downloadPath: string): string {
  return [
    `Deploying to ${accountId} needs Oracle's SuiteCloud CLI, which this server is not set up to run (set SUITECLOUD_AUTH_ID to the auth id of an account set up with \`suitecloud account:setup\`).`,
    `Download the project from ${downloadPath} and run:`,
    '',
    '```sh',
    `unzip ${projectName}.zip -d ${projectName} && cd ${projectName}`,
    'npm install -g @oracle/suitecloud-cli',
    `suitecloud account:setup        # choose account ${accountId}`,
    'suitecloud project:deploy',
    '```',
  ].join('\n');
}
