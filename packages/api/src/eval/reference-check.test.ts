import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSuiteqlSandbox, type SuiteqlSandbox } from '../netsuite/sandbox/suiteql/suiteql-client.fixture.ts';
import { readCases } from './case-files.ts';
import { parseCases } from './eval-case.ts';
import { openODataSandboxes } from './odata-sandboxes.fixture.ts';
import { runReferences } from './reference-check.ts';

describe('runReferences', () => {
  it('runs every reading of every case and reports rows or the error', async () => {
    const cases = parseCases(
      [
        { id: 't', expect: { table: { suiteql: ['good', 'bad'] } } },
        { id: 'a', expect: { asks: { about: ['which'] } } },
      ]
        .map((entry) => JSON.stringify({ family: 'f', form: 'terse', turns: ['x'], intent: 'query', ...entry }))
        .join('\n'),
    );
    const runs = await runReferences(cases, async (query) => {
      if (query === 'bad') throw new Error('Field bad was not found');
      return [{ id: '1' }, { id: '2' }];
    });
    expect(runs).toEqual([
      { caseId: 't', query: 'good', rows: 2 },
      { caseId: 't', query: 'bad', error: 'Field bad was not found' },
    ]);
  });
});

// The evaluation set's own references, against a small generated company: every one must be SuiteQL
// that NetSuite (here the sandbox, which refuses what NetSuite refuses) accepts.
describe('the evaluation set references', () => {
  let sandbox: SuiteqlSandbox;
  beforeAll(async () => {
    sandbox = await openSuiteqlSandbox({ scale: 300 });
  });
  afterAll(() => sandbox?.close());

  it('all run without an error', async () => {
    const { cases } = await readCases(fileURLToPath(new URL('../../eval/cases', import.meta.url)));
    const runs = await runReferences(cases, async (query) => {
      const response = await sandbox.suiteql(query, { limit: 1000 });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return (response.body as { items: Record<string, unknown>[] }).items;
    });
    expect(runs.filter((run) => run.error !== undefined)).toEqual([]);
    expect(runs.length).toBeGreaterThan(400);
  });
});

// The Dynamics 365 and SAP Business One references: OData that Dataverse and Service Layer (here
// their sandboxes, which refuse an unknown property or entity set as they do) accept.
describe('the evaluation set OData references', () => {
  it('all run without an error', async () => {
    const { cases } = await readCases(fileURLToPath(new URL('../../eval/cases', import.meta.url)));
    const read = await openODataSandboxes();
    const odataCases = cases.filter((entry) => entry.connections?.some((system) => system !== 'netsuite'));
    const runs = await runReferences(odataCases, async () => [], read);
    expect(runs.filter((run) => run.error !== undefined)).toEqual([]);
    expect(runs.length).toBeGreaterThan(20);
  });
});
