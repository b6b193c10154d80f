import type { QueryColumn } from '../../../netsuite/query-column.ts';
import type { TypedRow } from '../../../netsuite/typed-rows.ts';
import { REPORTS, type ReportId, type ReportParameters } from '../../../tools/netsuite/reports/index.ts';
import { capitalize, money } from '../describe.ts';
import { findMentioned, nameTokens } from '../directory.ts';
import type { PlannerState } from '../planner-state.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { describeNumber, notUnderstood, unplacedWords } from './query-handler.ts';

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

/** Words that name a report or ask for one: the report's reading takes them. */
const REPORT_WORDS = new Set(
  `run report reports aging ageing aged age receivable receivables payable payables a/r ar a/p ap sales customer
  customers client clients vendor vendors supplier suppliers item items product products income statement profit loss
  pnl p&l net gross inventory stock levels level hand open orders order balance margin summary detail warehouse
  warehouses location locations subsidiary subsidiaries hold held make made debtors creditors valuation value did
  much how old owe owed bills invoices`.split(/\s+/),
);

const NOTHING_HELD =
  /\b(?:leaving out|leave out|excluding|without|except|skipping|skip|hiding|hide)\s+(?:the\s+)?(?:items|products|ones|lines)?\s*(?:with|that have|having)?\s*(?:none|zero|nothing|no stock|0)(?:\s+on hand|\s+in stock)?\b/;

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
  const [location] = report.parameters.includes('location')
    ? await findMentioned(request.session.tools, 'location', request.reading.text)
    : [];
  const [subsidiary] = report.parameters.includes('subsidiary')
    ? await findMentioned(request.session.tools, 'subsidiary', request.reading.text)
    : [];
  // "Items where what we have available is under half the preferred level": the report would
  // answer without the words it cannot take.
  const named = new Set([location, subsidiary].flatMap((found) => (found ? nameTokens(found.name) : [])));
  // The inventory report lists what is held: "leaving out items with none" says so again.
  const restated = new Set(
    reportId === 'inventory_on_hand' ? (NOTHING_HELD.exec(request.reading.text)?.[0].split(' ') ?? []) : [],
  );
  const unplaced = unplacedWords(request, new Set()).filter(
    (word) => !REPORT_WORDS.has(word) && !named.has(word) && !restated.has(word),
  );
  if (unplaced.length > 0) {
    const phrase = unplaced.join(' ');
    return notUnderstood(
      request,
      phrase,
      `I didn't understand "${phrase}" in your request for the ${report.title} report.`,
    );
  }
  const { date, limit } = request.reading;
  if (date && report.parameters.includes('period')) {
    if (date.range.from) parameters.from = date.range.from;
    if (date.range.to) parameters.to = date.range.to;
  }
  if (limit) parameters.limit = limit;
  if (location) parameters.locationId = location.id;
  if (subsidiary) parameters.subsidiaryId = subsidiary.id;
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
