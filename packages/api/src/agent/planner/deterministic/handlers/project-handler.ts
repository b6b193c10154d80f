import type { ProjectSpec } from '../../../projects/project-spec.ts';
import { projectProblems } from '../../../projects/validate-project.ts';
import { readField, readScript, readWorkflow } from '../understand/read-project.ts';
import { failed, type Handled, type Request } from './handler.ts';

type ProjectIntent = 'create_script' | 'create_field' | 'create_workflow';

const READERS = { create_script: readScript, create_field: readField, create_workflow: readWorkflow } as const;

function refused(intent: Handled['intent'], request: Request, message: string): Handled {
  return { outcome: { kind: 'refusal', code: 'forbidden', message }, intent, state: request.state };
}

/**
 * "Write a user event script that ...", "add a custom field ...", "create a workflow that ...":
 * the words become a project spec, and the project is previewed file by file for the user to
 * confirm; the confirmed write answers with the seed's project summary.
 */
export async function createProjectFromWords(request: Request, intent: ProjectIntent): Promise<Handled> {
  const reading = READERS[intent](request.reading, request.prompt);
  if (reading.kind === 'missing') {
    return {
      outcome: { kind: 'question', text: reading.ask, options: [] },
      intent,
      state: { ...request.state, question: { kind: 'append', prompt: request.prompt, template: reading.template } },
    };
  }
  return proposeProject(request, intent, reading.spec);
}

async function proposeProject(request: Request, intent: ProjectIntent, spec: ProjectSpec): Promise<Handled> {
  const result = await request.session.tools.call('sdf_createProject', { spec });
  if (result.status === 'proposed') {
    const overwrite = result.confirmation.title.startsWith('Overwrite');
    return {
      outcome: {
        kind: 'confirmation',
        confirmation: result.confirmation,
        ...(overwrite ? { lead: 'A project of that name exists. Do you want to overwrite the existing project?' } : {}),
      },
      intent,
      state: request.state,
    };
  }
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? refused(intent, request, result.message)
      : failed(intent, request.state, result.code, result.message);
  }
  throw new Error('sdf_createProject writes: it always waits for a confirmation');
}

/** The project a deploy is about: one the words name, or the latest. */
function namedProject(text: string): string | undefined {
  return /\b((?:ue|cs|ss|sl|rl|field|workflow)_[a-z0-9_]+)\b/.exec(text)?.[1];
}

/**
 * "Deploy it": the project is read and checked as the SuiteCloud CLI would check it. Deploying
 * into the account is not wired up yet, and the answer says so rather than pretending.
 */
export async function deployProject(request: Request): Promise<Handled> {
  const name = namedProject(request.reading.text);
  const result = await request.session.tools.call('sdf_getProject', name ? { name } : {});
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? refused('deploy', request, result.message)
      : failed('deploy', request.state, result.code, result.message);
  }
  if (result.status !== 'ok') throw new Error('sdf_getProject only reads');
  const project = result.output as { name: string; files: Record<string, string> };
  const problems = projectProblems(project.files);
  if (problems.length > 0) {
    return failed(
      'deploy',
      request.state,
      'invalid_project',
      `Project ${project.name} cannot be deployed: ${problems.join('; ')}.`,
    );
  }
  return failed(
    'deploy',
    request.state,
    'deploy_unavailable',
    `Project ${project.name} passed validation (${Object.keys(project.files).length} files), but deploying to NetSuite from the agent is not available yet. Deploy it with the SuiteCloud CLI: suitecloud project:deploy.`,
  );
}
