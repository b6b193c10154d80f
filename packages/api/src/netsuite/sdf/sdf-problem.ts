/** The validation steps of a deploy, in the order NetSuite runs them and its log names them. */
export const VALIDATION_STEPS = [
  'Validate manifest',
  'Validate deploy file',
  'Validate objects',
  'Validate files',
  'Validate Custom Objects against the Account',
  'Validate file cabinet items against the account',
] as const;
export type ValidationStep = (typeof VALIDATION_STEPS)[number];

/** One thing that stops a deploy, as NetSuite reports it: the object, its details, the file. */
export interface SdfProblem {
  readonly step: ValidationStep;
  /** The object's script id, when the problem is an object's. */
  readonly object?: string;
  /** The file, as the log names it: `~/Objects/customscript_x.xml`, `~/FileCabinet/...`, `~/manifest.xml`. */
  readonly file: string;
  /** Each a `Details:` line. */
  readonly details: readonly string[];
}

/** A project path as NetSuite's log writes it. */
export function logPath(path: string): string {
  return `~/${path}`;
}

/** How a problem reads in the deploy log, as NetSuite writes object and file errors. */
export function problemText(problem: SdfProblem): string {
  const lead =
    problem.object === undefined
      ? `An error occurred during ${problem.step === 'Validate manifest' ? 'manifest' : 'project'} validation.`
      : `An error occurred during custom object validation. (${problem.object})`;
  return [lead, ...problem.details.map((detail) => `Details: ${detail}`), `File: ${problem.file}`].join('\n');
}
