import { type EvalCase, type ODataReading, odataReadings, referenceQueries } from './eval-case.ts';
import type { Row } from './reply-reading.ts';

/** What one reference query of one case gave: its rows, or the error the system answered. */
export interface ReferenceRun {
  readonly caseId: string;
  readonly query: string;
  readonly rows?: number;
  readonly error?: string;
}

/**
 * Runs every reference query of every case (each reading of a question) and reports each one's
 * row count or error, so a reference that NetSuite, Dataverse or Service Layer would refuse is
 * found before an evaluation judges the agent against it. OData references run only when a
 * reader for them is given.
 */
export async function runReferences(
  cases: readonly EvalCase[],
  suiteql: (query: string) => Promise<readonly Row[]>,
  odata?: (reading: ODataReading) => Promise<readonly Row[]>,
): Promise<ReferenceRun[]> {
  const runs: ReferenceRun[] = [];
  const run = async (caseId: string, query: string, rows: () => Promise<readonly Row[]>) => {
    try {
      runs.push({ caseId, query, rows: (await rows()).length });
    } catch (error) {
      runs.push({ caseId, query, error: error instanceof Error ? error.message : String(error) });
    }
  };
  for (const evalCase of cases) {
    for (const query of referenceQueries(evalCase.expect)) await run(evalCase.id, query, () => suiteql(query));
    if (!odata) continue;
    for (const reading of odataReadings(evalCase.expect)) {
      await run(evalCase.id, `${reading.system}: ${reading.path}`, () => odata(reading));
    }
  }
  return runs;
}
