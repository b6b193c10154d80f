import * as z from 'zod';
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
import { manualDeployInstructions, runSuiteCloud } from '../../projects/deploy/suitecloud-cli.ts';
import type { StoredProject } from '../../projects/project-store.ts';
import type { ToolContext } from '../tool-context.ts';
import { writeTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';

/** Where the console and anyone else download a project: what the manual deploy instructions name. */
export const projectDownloadPath = (name: string) => `/api/projects/${encodeURIComponent(name)}/zip`;

const changeSchema = z.object({
  action: z.enum(['Create', 'Update']),
  kind: z.enum(['object', 'file']),
  id: z.string(),
  element: z.string().optional(),
  label: z.string().optional(),
});

async function projectNamed(context: ToolContext, name: string | undefined): Promise<StoredProject> {
  const projects = context.projects();
  const project = name ? await projects.find(name) : await projects.latest();
  if (!project) {
    throw new ToolError(
      'not_found',
      name
        ? `There is no project called ${name}.`
        : 'There is no SuiteCloud project yet. Ask me to write a script first.',
    );
  }
  return project;
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

/** A field of the preview per change: `Create object` · `customscript_x (usereventscript)`. */
function previewFields(changes: readonly DeployChange[]) {
  return changes.map((change) => ({
    name: change.id,
    label: `${change.action} ${change.kind}`,
    value: change.kind === 'object' ? `${change.label ?? change.id} (${change.element ?? 'object'})` : change.id,
  }));
}

export const deployProject = writeTool({
  name: 'sdf_deployProject',
  title: 'Deploy a SuiteCloud project',
  description:
    "Deploys one of the caller's SuiteCloud projects (the one named, or the latest) to their NetSuite account, after the user confirms a preview of what it creates or updates. The embedded sandbox deploys it itself; a real account through Oracle's SuiteCloud CLI when the server has it set up, otherwise the answer says what to run.",
  input: z.object({
    name: z.string().min(1).max(100).optional().describe('The project name; the latest when left out'),
  }),
  output: z.object({
    projectName: z.string(),
    accountId: z.string(),
    via: z.enum(['sandbox', 'suitecloud-cli']),
    log: z.string(),
    changes: z.array(changeSchema),
  }),
  permission: 'scripts:deploy',
  risk: 'write',
  async preview({ name }, context) {
    const project = await projectNamed(context, name);
    const validated = checkedLocally(project);
    const account = await context.account();
    let changes: DeployChange[];
    if (account.sandbox) {
      const connector = await context.netsuite();
      const outcome = await connector.sdf.validate(
        zipFiles(project.files),
        context.signal ? { signal: context.signal } : {},
      );
      if (!outcome.succeeded) {
        throw new ToolError('invalid_project', `NetSuite would refuse project ${project.name}:\n${outcome.log}`);
      }
      changes = outcome.changes;
    } else if (context.suiteCloudCli) {
      // The CLI tells creates from updates only while it deploys; the preview lists what goes.
      changes = [
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
    } else {
      throw new ToolError(
        'deploy_unavailable',
        manualDeployInstructions(project.name, account.accountId, projectDownloadPath(project.name)),
      );
    }
    return {
      title: `Deploy ${project.name} to ${account.accountId}`,
      preview: {
        action: 'deploy',
        recordType: 'sdfDeployment',
        recordLabel: 'SuiteCloud deploy',
        target: `${project.name} → ${account.accountId}${account.sandbox ? ' (sandbox)' : ''}`,
        fields: previewFields(changes),
      },
    };
  },
  async run({ name }, context) {
    const project = await projectNamed(context, name);
    checkedLocally(project);
    const account = await context.account();
    if (account.sandbox) {
      const connector = await context.netsuite();
      try {
        const outcome = await connector.sdf.deploy(
          zipFiles(project.files),
          context.signal ? { signal: context.signal } : {},
        );
        return {
          projectName: project.name,
          accountId: account.accountId,
          via: 'sandbox' as const,
          log: outcome.log,
          changes: outcome.changes,
        };
      } catch (error) {
        if (isNetsuiteConnectorError(error) && error.details[0]?.errorCode === 'DEPLOY_FAILED') {
          throw new ToolError(
            'invalid_project',
            `NetSuite refused project ${project.name}:\n${error.details[0].detail}`,
            { cause: error },
          );
        }
        throw error;
      }
    }
    if (!context.suiteCloudCli) {
      throw new ToolError(
        'deploy_unavailable',
        manualDeployInstructions(project.name, account.accountId, projectDownloadPath(project.name)),
      );
    }
    const outcome = await runSuiteCloud(context.suiteCloudCli, project.files, 'deploy');
    if (!outcome.succeeded)
      throw new ToolError('invalid_project', `NetSuite refused project ${project.name}:\n${outcome.log}`);
    return {
      projectName: project.name,
      accountId: account.accountId,
      via: 'suitecloud-cli' as const,
      log: outcome.log,
      changes: [],
    };
  },
  outcomeLead: 'Success.',
  describeOutcome(output) {
    const made = output.changes.filter((change) => change.kind === 'object').map((change) => `\`${change.id}\``);
    return `Deployed successfully. Project **${output.projectName}** is in account ${output.accountId}${made.length > 0 ? ` (${made.join(', ')})` : ''}.`;
  },
});
