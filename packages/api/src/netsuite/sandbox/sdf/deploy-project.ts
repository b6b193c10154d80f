import {
  type DeployChange,
  deployLog,
  type ProjectFiles,
  type SdfProblem,
  type ValidationStep,
  validateProject,
} from '../../sdf/index.ts';
import { TOKEN_USER_SQL } from '../account/token-user.ts';
import { DEPLOY_LOG_TABLE } from '../customization/customization-schema.ts';
import { exclusiveWrite } from '../engine/exclusive-writes.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import { readAccountState } from './account-state.ts';
import { planDeploy } from './deploy-plan.ts';
import { deployStatements } from './deploy-statements.ts';

export interface DeployOptions {
  /** `validate` checks against the account and says what a deploy would do, changing nothing. */
  readonly mode: 'deploy' | 'validate';
  readonly accountId: string;
  readonly now: Date;
}

export interface DeployOutcome {
  readonly succeeded: boolean;
  readonly projectName: string;
  /** The deployment log, as NetSuite writes it. */
  readonly log: string;
  readonly passed: readonly ValidationStep[];
  readonly problems: readonly SdfProblem[];
  /** What was made or changed (deploy), or would be (validate). */
  readonly changes: readonly DeployChange[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as SuiteQL's timestamp columns hold it: local time, to the second. */
export function localTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Validates a project as NetSuite does on deploy and, when every step passes and the mode is
 * `deploy`, makes its files and objects in the account in one transaction, so SuiteQL and the
 * record service see them at once. Every deploy is logged, refused ones too.
 */
export async function deploySdfProject(
  engine: SandboxEngine,
  files: ProjectFiles,
  options: DeployOptions,
): Promise<DeployOutcome> {
  const started = performance.now();
  const validation = validateProject(files);
  const projectName =
    validation.project?.name ?? files.get('manifest.xml')?.match(/<projectname>(.*?)<\/projectname>/)?.[1] ?? 'project';
  const { rows: companies } = await engine.query<{ name: string }>(
    'select name from subsidiary where parent is null order by id fetch first 1 rows only',
  );
  const logOf = (
    passed: readonly ValidationStep[],
    problems: readonly SdfProblem[],
    changes: readonly DeployChange[],
  ) =>
    deployLog({
      mode: options.mode,
      accountId: options.accountId,
      companyName: companies[0]?.name ?? 'Sandbox',
      projectName,
      startedAt: options.now,
      passed,
      problems,
      changes,
      elapsedMs: performance.now() - started,
    });

  return exclusiveWrite(engine, async () => {
    let outcome: DeployOutcome;
    if (validation.project === undefined) {
      outcome = {
        succeeded: false,
        projectName,
        passed: validation.passed,
        problems: validation.problems,
        changes: [],
        log: logOf(validation.passed, validation.problems, []),
      };
    } else {
      const account = await readAccountState(engine);
      const plan = planDeploy(validation.project, account);
      const passed: ValidationStep[] = [...validation.passed];
      if (plan.problems.length === 0)
        passed.push('Validate Custom Objects against the Account', 'Validate file cabinet items against the account');
      else if (plan.problems[0]?.step === 'Validate file cabinet items against the account') {
        passed.push('Validate Custom Objects against the Account');
      }
      if (plan.problems.length === 0 && options.mode === 'deploy') {
        const { rows } = await engine.query<{ id: number | null }>(TOKEN_USER_SQL);
        await engine.transaction(
          deployStatements({
            project: validation.project,
            plan,
            account,
            owner: rows[0]?.id ?? null,
            now: localTimestamp(options.now),
            projectName,
          }),
        );
      }
      outcome = {
        succeeded: plan.problems.length === 0,
        projectName,
        passed,
        problems: plan.problems,
        changes: plan.changes,
        log: logOf(passed, plan.problems, plan.changes),
      };
    }
    if (options.mode === 'deploy') {
      await engine.query(
        `insert into ${DEPLOY_LOG_TABLE} (project, deployed_at, succeeded, log) values ($1, $2, $3, $4)`,
        [projectName, localTimestamp(options.now), outcome.succeeded, outcome.log],
      );
    }
    return outcome;
  });
}
