import * as z from 'zod';
import { queryColumnSchema } from '../../netsuite/query-column.ts';
import { typedRows } from '../../netsuite/typed-rows.ts';
import { readTool } from '../tool-definition.ts';
import { REPORT_IDS, REPORTS, reportParametersSchema } from './reports/index.ts';

export const listAllReports = readTool({
  name: 'ns_listAllReports',
  title: 'List reports',
  description: 'Lists the reports the agent can run, with what each shows and the parameters it takes.',
  input: z.object({}),
  output: z.object({
    reports: z.array(
      z.object({ id: z.enum(REPORT_IDS), title: z.string(), description: z.string(), parameters: z.array(z.string()) }),
    ),
  }),
  permission: 'reports:run',
  risk: 'read',
  async run() {
    return {
      reports: REPORT_IDS.map((id) => {
        const { title, description, parameters } = REPORTS[id];
        return { id, title, description, parameters: [...parameters] };
      }),
    };
  },
});

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** The first day of the year `today` falls in, and of its month. */
function periodStart(today: string, period: 'year-to-date' | 'month-to-date'): string {
  return period === 'year-to-date' ? `${today.slice(0, 4)}-01-01` : `${today.slice(0, 7)}-01`;
}

export const runReport = readTool({
  name: 'ns_runReport',
  title: 'Run a report',
  description:
    'Runs one of the standard reports (ns_listAllReports lists them): A/R and A/P aging, sales by customer or item, open orders, inventory on hand, income statement. Amounts are in the base currency.',
  input: z.object({
    reportId: z.enum(REPORT_IDS),
    parameters: reportParametersSchema.default({}),
  }),
  output: z.object({
    reportId: z.enum(REPORT_IDS),
    title: z.string(),
    from: z.string().optional(),
    to: z.string().optional(),
    rows: z.array(z.record(z.string(), cellSchema)),
    /** What each column holds, so a table can label and format it. */
    columns: z.array(queryColumnSchema),
    /** Positions in `rows` of totals and subtotals (a statement's Gross Profit, Net Income). */
    totalRows: z.array(z.number().int()),
    totalResults: z.number(),
    query: z.string(),
  }),
  permission: 'reports:run',
  risk: 'read',
  async run({ reportId, parameters }, context) {
    const report = REPORTS[reportId];
    const { today, baseCurrency } = await context.account();
    const period =
      report.defaultPeriod && parameters.from === undefined && parameters.to === undefined
        ? { from: periodStart(today, report.defaultPeriod), to: today }
        : {};
    const effective = { ...parameters, ...period };
    const built = report.build(effective, { today, baseCurrency });
    const connector = await context.netsuite();
    const result = await connector.suiteql(built.sql, {
      maxRows: parameters.limit ?? 1000,
      ...(context.signal ? { signal: context.signal } : {}),
    });
    const typed = typedRows(result.items, built.columns);
    const { rows, totalRows } = report.summarize ? report.summarize(typed) : { rows: typed, totalRows: [] };
    return {
      reportId,
      title: report.title,
      ...(effective.from ? { from: effective.from } : {}),
      ...(effective.to ? { to: effective.to } : {}),
      rows,
      columns: [...built.columns],
      totalRows,
      totalResults: result.totalResults,
      query: built.sql,
    };
  },
});
