import * as z from 'zod';
import type { DeployChange } from '../../../netsuite/sdf/index.ts';
import { type DeployTarget, deployStoredProject, previewDeploy } from '../../projects/deploy/deploy-stored-project.ts';
import type { StoredProject } from '../../projects/project-store.ts';
import type { ToolContext } from '../tool-context.ts';
import { writeTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';

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

async function targetOf(context: ToolContext): Promise<DeployTarget> {
  const account = await context.account();
  return {
    accountId: account.accountId,
    sandbox: account.sandbox,
    netsuite: () => context.netsuite(),
    suiteCloudCli: context.suiteCloudCli,
    signal: context.signal,
  };
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
    const target = await targetOf(context);
    const changes = await previewDeploy(project, target);
    return {
      title: `Deploy ${project.name} to ${target.accountId}`,
      preview: {
        action: 'deploy',
        recordType: 'sdfDeployment',
        recordLabel: 'SuiteCloud deploy',
        target: `${project.name} → ${target.accountId}${target.sandbox ? ' (sandbox)' : ''}`,
        fields: previewFields(changes),
      },
    };
  },
  async run({ name }, context) {
    const project = await projectNamed(context, name);
    const outcome = await deployStoredProject(project, await targetOf(context));
    return { ...outcome, changes: [...outcome.changes] };
  },
  outcomeLead: 'Success.',
  describeOutcome(output) {
    const made = output.changes.filter((change) => change.kind === 'object').map((change) => `\`${change.id}\``);
    return `Deployed successfully. Project **${output.projectName}** is in account ${output.accountId}${made.length > 0 ? ` (${made.join(', ')})` : ''}.`;
  },
});
