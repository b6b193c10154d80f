import * as z from 'zod';
import { readTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';

/** Rows a query returns at most, whatever the caller asks: a chat table is read, not downloaded. */
export const SUITEQL_ROW_CAP = 1000;

const suiteqlValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Comments and leading brackets removed, so the first word says what the statement is. */
function firstWord(query: string): string {
  const withoutComments = query.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
  return (/^[\s(]*([a-z]+)/i.exec(withoutComments)?.[1] ?? '').toLowerCase();
}

export const runCustomSuiteQL = readTool({
  name: 'ns_runCustomSuiteQL',
  title: 'Run a SuiteQL query',
  description:
    "Runs a read-only SuiteQL query (NetSuite's SQL over its records: customer, vendor, employee, item, transaction, transactionline, account...) and returns its rows, at most `maxRows`. Only SELECT (and WITH) statements run. Values come back as NetSuite gives them: numbers and dates as text.",
  input: z.object({
    query: z.string().min(1).max(20_000).describe('One SuiteQL SELECT statement'),
    maxRows: z.number().int().min(1).max(SUITEQL_ROW_CAP).default(500).describe('Rows to return at most'),
  }),
  output: z.object({
    rows: z.array(z.record(z.string(), suiteqlValue)),
    /** Every row the query matches, returned or not. */
    totalResults: z.number(),
    truncated: z.boolean(),
  }),
  permission: 'erp:query',
  risk: 'read',
  async run({ query, maxRows }, context) {
    // NetSuite's SuiteQL only reads anyway; refusing here says so before a round trip.
    if (!['select', 'with'].includes(firstWord(query))) {
      throw new ToolError('refused', 'SuiteQL only reads: send one SELECT statement.');
    }
    const connector = await context.netsuite();
    const result = await connector.suiteql(query, {
      maxRows,
      ...(context.signal ? { signal: context.signal } : {}),
    });
    return { rows: result.items, totalResults: result.totalResults, truncated: result.truncated };
  },
});
