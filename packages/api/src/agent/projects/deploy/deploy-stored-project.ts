import type { NetsuiteConnector } from '../../../netsuite/connector/index.ts';
import { isNetsuiteConnectorError } from '../../../netsuite/connector/index.ts';
import {
  type DeployChange,
  objectElement,
  objectLabel,
  problemText,
  projectFromFiles,
  validateProject,
  zipFiles,
} from '../../../netsuite/sdf/index.ts';
import { ToolError } from '../../tools/tool-error.ts';
import type { StoredProject } from '../project-store.ts';
import { manualDeployInstructions, runSuiteCloud, type SuiteCloudCli } from './suitecloud-cli.ts';

/** Where the console and anyone else download a project: what the manual deploy instructions name. */
export const projectDownloadPath = (name: string) => `/api/projects/${encodeURIComponent(name)}/zip`;

/**
 * The account a project deploys to. The chat's deploy tool and the console's Deploy button both
 * deploy through here, so they preview, refuse and succeed alike.
 */
export interface DeployTarget {
  readonly accountId: string;
  /** The embedded sandbox deploys a project itself; a real account needs the SuiteCloud CLI. */
  readonly sandbox: boolean;
  netsuite(): Promise<NetsuiteConnector>;
  readonly suiteCloudCli: SuiteCloudCli | undefined;
  readonly signal: AbortSignal | undefined;
}

export interface DeployOutcome {
  readonly projectName: string;
  readonly accountId: string;
  readonly via: 'sandbox' | 'suitecloud-cli';
  /** NetSuite's deployment log. */
  readonly log: string;
  readonly changes: DeployChange[];
}

/** What NetSuite's validation says before anything leaves: the same checks the account runs first. */
function checkedLocally(project: StoredProject) {
  const validation = validateProject(projectFromFiles(project.files));
  if (validation.project === undefined) {
    throw new ToolError(
      'invalid_project',
      `NetSuite would refuse project ${project.name}:\n${validation.problems.map(problemText).join('\n')}`,
    );
  }
  return validation.project;
}

const unavailable = (project: StoredProject, target: DeployTarget) =>
  new ToolError(
    'deploy_unavailable',
    manualDeployInstructions(project.name, target.accountId, projectDownloadPath(project.name)),
  );

/**
 * What a deploy would create or update, without changing anything. Fails with `invalid_project`
 * (NetSuite's log) when the account would refuse it and `deploy_unavailable` (what to run
 * instead) when this server cannot deploy to the account.
 */
export async function previewDeploy(project: StoredProject, target: DeployTarget): Promise<DeployChange[]> {
  const validated = checkedLocally(project);
  if (target.sandbox) {
    const connector = await target.netsuite();
    const outcome = await connector.sdf.validate(
      zipFiles(project.files),
      target.signal ? { signal: target.signal } : {},
    );
    if (!outcome.succeeded) {
      throw new ToolError('invalid_project', `NetSuite would refuse project ${project.name}:\n${outcome.log}`);
    }
    return outcome.changes;
  }
  if (!target.suiteCloudCli) throw unavailable(project, target);
  // The CLI tells creates from updates only while it deploys; the preview lists what goes.
  return [
    ...validated.objects.map(
      (object): DeployChange => ({
        action: 'Create',
        kind: 'object',
        id: object.scriptId,
        element: objectElement(object),
        label: objectLabel(object),
      }),
    ),
    ...validated.files.map((file): DeployChange => ({ action: 'Create', kind: 'file', id: `~/${file.path}` })),
  ];
}

/** Deploys the project; a refusal is `invalid_project` with NetSuite's deployment log. */
export async function deployStoredProject(project: StoredProject, target: DeployTarget): Promise<DeployOutcome> {
  checkedLocally(project);
  if (target.sandbox) {
    const connector = await target.netsuite();
    try {
      const outcome = await connector.sdf.deploy(
        zipFiles(project.files),
        target.signal ? { signal: target.signal } : {},
      );
      return {
        projectName: project.name,
        accountId: target.accountId,
        via: 'sandbox',
        log: outcome.log,
        changes: outcome.changes,
      };
    } catch (error) {
      if (isNetsuiteConnectorError(error) && error.details[0]?.errorCode === 'DEPLOY_FAILED') {
        throw new ToolError(
          'invalid_project',
          `NetSuite refused project ${project.name}:\n${error.details[0].detail}`,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  }
  if (!target.suiteCloudCli) throw unavailable(project, target);
  const outcome = await runSuiteCloud(target.suiteCloudCli, project.files, 'deploy');
  if (!outcome.succeeded)
    throw new ToolError('invalid_project', `NetSuite refused project ${project.name}:\n${outcome.log}`);
  return {
    projectName: project.name,
    accountId: target.accountId,
    via: 'suitecloud-cli',
    log: outcome.log,
    changes: [],
  };
}
