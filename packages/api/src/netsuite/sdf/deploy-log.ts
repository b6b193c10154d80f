import { problemText, type SdfProblem, VALIDATION_STEPS, type ValidationStep } from './sdf-problem.ts';

/** One thing a deploy makes or changes, as the log and the preview list it. */
export interface DeployChange {
  readonly action: 'Create' | 'Update';
  readonly kind: 'object' | 'file';
  /** The object's script id, or the file's project path (`~/FileCabinet/SuiteScripts/x.js`). */
  readonly id: string;
  /** The object element (`usereventscript`), for objects. */
  readonly element?: string;
  /** What it is called (the script's name, the field's label), for objects. */
  readonly label?: string;
}

export interface DeployLogInput {
  readonly mode: 'deploy' | 'validate';
  readonly accountId: string;
  readonly companyName: string;
  readonly projectName: string;
  readonly startedAt: Date;
  readonly passed: readonly ValidationStep[];
  readonly problems: readonly SdfProblem[];
  /** What the deploy made, when it went ahead. */
  readonly changes: readonly DeployChange[];
  readonly elapsedMs: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

function localTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function elapsed(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'} ${rest} second${rest === 1 ? '' : 's'}`;
}

export function changeLine(change: DeployChange): string {
  return change.kind === 'object'
    ? `${change.action} object -- ${change.id} (${change.element ?? 'object'})`
    : `${change.action} file -- ${change.id}`;
}

/** The deploy's log, in the lines and words NetSuite's deployment log uses. */
export function deployLog(input: DeployLogInput): string {
  const failed = input.problems.length > 0;
  const lines: string[] = [];
  if (failed)
    lines.push(`The ${input.mode === 'deploy' ? 'deployment' : 'validation'} process has encountered an error.`);
  lines.push(
    `${input.mode === 'deploy' ? 'Deploying to' : 'Validating against'} ${input.accountId.toUpperCase().replace('-', '_')} - ${input.companyName} - Administrator.`,
    `${localTime(input.startedAt)} ${input.mode === 'deploy' ? 'Installation' : 'Validation'} started`,
    `Info -- Account [(SANDBOX) ${input.companyName}]`,
    `Info -- Account Customization Project [${input.projectName}]`,
    'Info -- Framework Version [1.0]',
  );
  for (const step of input.passed) lines.push(`${step} -- Success`);
  if (failed) {
    const step = VALIDATION_STEPS.find((candidate) => !input.passed.includes(candidate)) ?? input.problems[0]?.step;
    lines.push(`${step} -- Failed`, ...input.problems.map(problemText));
    return lines.join('\n');
  }
  if (input.mode === 'validate') {
    lines.push('The validation process has completed successfully.');
    return lines.join('\n');
  }
  lines.push('Begin deployment', ...input.changes.map(changeLine));
  lines.push(`Installation COMPLETE (${elapsed(input.elapsedMs)})`);
  return lines.join('\n');
}
