/**
 * `npm run eval:check [cases]`: runs every case's reference SuiteQL (each reading) against a
 * sandbox generated for today at the default scale (the company `npm run eval` meets), and its
 * OData references against the Dataverse and Service Layer sandboxes in memory, prints how many
 * rows each gives, and exits 1 when any is refused. No API, no agent: seconds, not minutes.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCases } from '../src/eval/case-files.ts';
import { openODataSandboxes } from '../src/eval/odata-sandboxes.fixture.ts';
import { runReferences } from '../src/eval/reference-check.ts';
import { localIsoDate } from '../src/netsuite/sandbox/open-sandbox.ts';
import { openSuiteqlSandbox } from '../src/netsuite/sandbox/suiteql/suiteql-client.fixture.ts';

const argument = process.argv[2];
const casesPath = argument
  ? isAbsolute(argument)
    ? argument
    : resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : fileURLToPath(new URL('./cases', import.meta.url));

const { cases } = await readCases(casesPath);
// Today's company, as `npm run eval` generates it, so the row counts are the ones the agent meets.
const sandbox = await openSuiteqlSandbox({ scale: 3000, today: localIsoDate() });
try {
  const runs = await runReferences(
    cases,
    async (query) => {
      const response = await sandbox.suiteql(query, { limit: 1000 });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return (response.body as { items: Record<string, unknown>[] }).items;
    },
    await openODataSandboxes(),
  );
  for (const run of runs) {
    console.log(
      `${run.error === undefined ? String(run.rows).padStart(5) : 'ERROR'}  ${run.caseId}${run.error ? `: ${run.error}` : ''}`,
    );
  }
  const failed = runs.filter((run) => run.error !== undefined);
  console.log(`\n${runs.length} reference queries of ${cases.length} cases; ${failed.length} refused`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await sandbox.close();
}
