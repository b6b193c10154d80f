import type { ProjectSpec } from '../../../projects/project-spec.ts';
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
 * "Deploy it" (the chatbot's Deploy button): the project (the one named, or the latest) is
 * checked as NetSuite checks it on deploy, and what it would create or update in the account is
 * previewed for the user to confirm. A project NetSuite would refuse is answered with NetSuite's
 * own messages; an account this server cannot deploy to with what to run instead.
 */
export async function deployProject(request: Request): Promise<Handled> {
  const name = namedProject(request.reading.text);
  const result = await request.session.tools.call('sdf_deployProject', name ? { name } : {});
  if (result.status === 'proposed') {
    return {
      outcome: { kind: 'confirmation', confirmation: result.confirmation },
      intent: 'deploy',
      state: request.state,
    };
  }
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? refused('deploy', request, result.message)
      : failed('deploy', request.state, result.code, result.message);
  }
  throw new Error('sdf_deployProject writes: it always waits for a confirmation');
}
