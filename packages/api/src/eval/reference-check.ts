import { type EvalCase, referenceQueries } from './eval-case.ts';
import type { Row } from './reply-reading.ts';

/** What one reference query of one case gave: its rows, or the error NetSuite answered. */
export interface ReferenceRun {
  readonly caseId: string;
  readonly query: string;
  readonly rows?: number;
  readonly error?: string;
}

/**
 * Runs every reference query of every case (each reading of a question) and reports each one's
 * row count or error, so a reference that NetSuite would refuse is found before an evaluation
 * judges the agent against it.
 */
export async function runReferences(
  cases: readonly EvalCase[],
  suiteql: (query: string) => Promise<readonly Row[]>,
): Promise<ReferenceRun[]> {
  const runs: ReferenceRun[] = [];
  for (const evalCase of cases) {
    for (const query of referenceQueries(evalCase.expect)) {
      try {
        runs.push({ caseId: evalCase.id, query, rows: (await suiteql(query)).length });
      } catch (error) {
        runs.push({ caseId: evalCase.id, query, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return runs;
}
