import type { QueryColumn } from '../../../netsuite/query-column.ts';
import type { TypedRow } from '../../../netsuite/typed-rows.ts';
import { REPORTS, type ReportId, type ReportParameters } from '../../../tools/netsuite/reports/index.ts';
import { capitalize, money } from '../describe.ts';
import { findMentioned } from '../directory.ts';
import type { PlannerState } from '../planner-state.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { describeNumber, notUnderstood } from './query-handler.ts';

interface RunReportOutput {
  readonly title: string;
  readonly from?: string;
  readonly to?: string;
  readonly rows: TypedRow[];
  readonly columns: QueryColumn[];
  readonly totalRows: number[];
  readonly totalResults: number;
}

export async function listReports(request: Request): Promise<Handled> {
  const lines = Object.values(REPORTS).map((report) => `- **${report.title}**: ${report.description}`);
  return {
    outcome: {
      kind: 'answer',
      markdown: [
        `These are the ${lines.length} reports I can run:`,
        '',
        ...lines,
        '',
        'For example: "run the A/R aging report" or "sales by item last quarter".',
      ].join('\n'),
    },
    intent: 'run_report',
    state: request.state,
  };
}

/**
 * A condition the words put on a report that the report cannot take ("sales by customer, only
 * customers over 10k"): named, so it is asked about rather than answered without.
 */
function conditionNotTaken(request: Request, reportId: ReportId): string | undefined {
  const { reading } = request;
  const [money] = reading.money;
  // An aging is of what is open and overdue, the open orders report of open orders: saying so
  // narrows nothing.
  const aging = reportId === 'ar_aging' || reportId === 'ap_aging';
  const ofOpen = aging || reportId === 'open_orders';
  const said = [
    money ? describeNumber(money) : undefined,
    ofOpen ? undefined : reading.statusPhrases[0],
    reading.region ? `${reading.region.negate ? 'outside' : 'in'} ${reading.region.name}` : undefined,
    reading.overdue && !aging ? 'overdue' : undefined,
    // An aging shows every bucket; "over 90 days past due" would keep only some customers.
    reading.overdueDays ? 'how many days past due' : undefined,
    reading.absences.length > 0 || reading.counts.length > 0 ? 'how much they traded' : undefined,
    reading.stock.quantities.length > 0 ? 'the quantity' : undefined,
  ];
  return said.find((phrase): phrase is string => phrase !== undefined && !request.ignored.includes(phrase));
}

export async function runReport(request: Request, reportId: ReportId, base: ReportParameters = {}): Promise<Handled> {
  const report = REPORTS[reportId];
  const condition = conditionNotTaken(request, reportId);
  if (condition) {
    const by = [...report.parameters, 'a number of rows'].join(', ').replace(/, ([^,]*)$/, ' and $1');
    return notUnderstood(
      request,
      condition,
      `The ${report.title} report can be narrowed by ${by}, not by "${condition}".`,
    );
  }
  const parameters: { -readonly [K in keyof ReportParameters]: ReportParameters[K] } = { ...base };
  const { date, limit } = request.reading;
  if (date && report.parameters.includes('period')) {
    if (date.range.from) parameters.from = date.range.from;
    if (date.range.to) parameters.to = date.range.to;
  }
  if (limit) parameters.limit = limit;
  if (report.parameters.includes('location')) {
    const [location] = await findMentioned(request.session.tools, 'location', request.reading.text);
    if (location) parameters.locationId = location.id;
  }
  if (report.parameters.includes('subsidiary')) {
    const [subsidiary] = await findMentioned(request.session.tools, 'subsidiary', request.reading.text);
    if (subsidiary) parameters.subsidiaryId = subsidiary.id;
  }
  const result = await request.session.tools.call('ns_runReport', { reportId, parameters });
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? {
          outcome: { kind: 'refusal', code: 'forbidden', message: result.message },
          intent: 'run_report',
          state: request.state,
        }
      : failed('run_report', request.state, result.code, result.message);
  }
  if (result.status !== 'ok') throw new Error('ns_runReport only reads: it never waits for a confirmation');
  const output = result.output as RunReportOutput;
  const period =
    output.from || output.to ? ` for ${output.from ?? 'the start'} to ${output.to ?? 'today'}` : ' as of today';
  const state: PlannerState = { last: { kind: 'report', reportId, parameters } };
  if (output.rows.length === 0) {
    return {
      outcome: { kind: 'answer', markdown: `${output.title}${period}: nothing to report.` },
      intent: 'run_report',
      state,
    };
  }
  // The line asked for is the answer: "gross profit last quarter" is the gross profit, else net income.
  const gross = /\bgross (?:profit|margin)\b/.test(request.reading.text);
  const section = gross ? 'Gross Profit' : 'Net Income';
  const net = output.rows.find((row) => row.section === section);
  const { baseCurrency } = await request.session.account();
  const headline = net ? `: ${section.toLowerCase()} ${baseCurrency} ${money(Number(net.amount ?? 0))}` : '';
  return {
    outcome: {
      kind: 'table',
      rows: output.rows,
      columns: output.columns,
      totalRows: output.totalRows,
      count: Math.max(output.totalResults, output.rows.length),
      caption: capitalize(`${output.title}${period}${headline}`),
    },
    intent: 'run_report',
    state,
  };
}
