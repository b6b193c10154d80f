import { RECORD_KINDS, RECORDS } from '../../../netsuite/record-catalog.ts';
import type { PlannerState } from '../planner-state.ts';
import { Speller } from '../text/spelling.ts';
import type { Handled } from './handler.ts';

/** The tables SuiteQL statements name, for a typo in one ("SELECT id FROM vendr"). */
const SUITEQL_TABLES = new Speller([
  ...new Set([...RECORD_KINDS.map((kind) => RECORDS[kind].table), 'transactionline', 'entityaddress', 'script']),
]);

/**
 * A statement NetSuite refused for a table it does not have, one typo from a table it has: asked
 * about with the statement put right to pick, rather than NetSuite's error alone.
 */
export function suiteqlTypo(statement: string, refused: Handled, state: PlannerState): Handled | undefined {
  if (refused.outcome.kind !== 'failure') return undefined;
  const table = /Record '([^']+)' was not found/.exec(refused.outcome.message)?.[1];
  const meant = table ? SUITEQL_TABLES.correct(table.toLowerCase()) : undefined;
  if (!table || !meant || meant === table.toLowerCase()) return undefined;
  const corrected = statement.replace(new RegExp(`\\b${table.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), meant);
  return {
    outcome: {
      kind: 'question',
      text: `SuiteQL has no table "${table}". Did you mean "${meant}"?`,
      options: [{ label: corrected, value: corrected }],
    },
    intent: 'query',
    state: { ...state, question: { kind: 'rephrase', prompt: statement, phrase: table } },
  };
}
