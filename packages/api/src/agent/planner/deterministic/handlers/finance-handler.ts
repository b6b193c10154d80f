import { buildPeriodComparisonQuery } from '../../../netsuite/build-suiteql.ts';
import { buildCashBalanceQuery, buildDaysOutstandingQuery } from '../../../netsuite/finance-queries.ts';
import type { QuerySpec } from '../../../netsuite/query-spec.ts';
import { recordSpec } from '../../../netsuite/record-catalog.ts';
import { type TypedRow, typedRows } from '../../../netsuite/typed-rows.ts';
import { capitalize, describeQuery, money, whole } from '../describe.ts';
import type { PlannerState } from '../planner-state.ts';
import { addDays, compareDays, formatDay, parseDay } from '../text/calendar.ts';
import type { FinanceMetric } from '../understand/classify.ts';
import { readComparedPeriods } from '../understand/compared-periods.ts';
import { readRequest } from '../understand/read-request.ts';
import { carriedOver, lastQuery } from './follow-up.ts';
import { answered, failed, type Handled, type Request } from './handler.ts';
import { notUnderstood, querySpecFromReading, runSuiteql, unplacedWords } from './query-handler.ts';

/**
 * Money questions answered with a figure: cash in the bank, days sales or payables outstanding,
 * and a total this period against another, with the change. Each states how it was computed.
 */
export async function handleFinance(request: Request, metric: FinanceMetric): Promise<Handled> {
  switch (metric) {
    case 'cash_balance':
      return cashBalance(request);
    case 'dso':
      return daysOutstanding(request, 'CustInvc');
    case 'dpo':
      return daysOutstanding(request, 'VendBill');
    case 'compare':
      return comparePeriods(request);
  }
}

async function today(request: Request): Promise<string> {
  return (await request.session.account()).today;
}

async function cashBalance(request: Request): Promise<Handled> {
  const { baseCurrency } = await request.session.account();
  const asOf = request.reading.date?.range.to ?? (await today(request));
  const built = buildCashBalanceQuery(asOf, baseCurrency);
  const ran = await runSuiteql(request, built.sql);
  if (!ran.ok) return ran.handled;
  const rows = typedRows(ran.output.rows, built.columns);
  if (rows.length === 0) {
    return failed('aggregate', request.state, 'no_bank_accounts', 'The account has no active bank accounts.');
  }
  const baseKey = `balance_${baseCurrency.toLowerCase()}`;
  const state: PlannerState = {
    rows: rows.map((row) => ({ id: String(row.id), record: 'account', label: String(row.account) })),
  };
  // "The balance in 1000 Operating Checking", "how much is in the money market account?": that one.
  const [named, ...others] = namedAccounts(rows, request.reading.text);
  if (named && others.length === 0) {
    const inBase =
      named.currency === baseCurrency
        ? ''
        : ` (${baseCurrency} ${money(Number(named[baseKey] ?? 0))} at current exchange rates)`;
    return answered(
      'aggregate',
      state,
      `${String(named.account)} (${String(named.number)}) holds **${String(named.currency)} ${money(Number(named.balance ?? 0))}** as of ${asOf}${inBase}.`,
    );
  }
  // "Which bank account has the most money in it?": the one at that end, by its base-currency balance.
  const end = /\b(?:most|highest|biggest|largest|more)\b/.test(request.reading.text)
    ? -1
    : /\b(?:least|lowest|smallest|less)\b/.test(request.reading.text)
      ? 1
      : 0;
  if (end !== 0 && rows.length > 0) {
    const ranked = [...rows].sort((a, b) => end * (Number(a[baseKey] ?? 0) - Number(b[baseKey] ?? 0)));
    const top = ranked[0] as TypedRow;
    const inBase = top.currency === baseCurrency ? '' : ` (${baseCurrency} ${money(Number(top[baseKey] ?? 0))})`;
    return {
      outcome: {
        kind: 'table',
        rows: [top],
        count: 1,
        caption: `${String(top.account)} holds the ${end < 0 ? 'most' : 'least'} of ${whole(rows.length)} bank accounts: ${String(top.currency)} ${money(Number(top.balance ?? 0))}${inBase} as of ${asOf}`,
      },
      intent: 'aggregate',
      state,
    };
  }
  // Added up before rounding: the total of the rounded rows can be a cent off.
  const total = ran.output.rows.reduce((sum, row) => sum + Number(row[baseKey] ?? 0), 0);
  const caption = `Cash in ${whole(rows.length)} bank account${rows.length === 1 ? '' : 's'}: ${baseCurrency} ${money(Math.round(total * 100) / 100)} in total, as of ${asOf} (posted transactions; each account in its subsidiary's currency, the total in ${baseCurrency} at current exchange rates)`;
  return { outcome: { kind: 'table', rows, count: rows.length, caption }, intent: 'aggregate', state };
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

/**
 * The bank accounts the words name: by number ("1000"), by a word only one account's name has
 * ("UK", "money market"), or by the whole name. None when they name no account, so all are shown.
 */
export function namedAccounts(rows: readonly TypedRow[], text: string): TypedRow[] {
  // Words every question about cash may use name no account: "the most money in it".
  const said = new Set(
    wordsOf(text)
      .filter((word) => !CASH_WORDS.has(word))
      .map((word) => COUNTRY_OF[word] ?? word),
  );
  const byNumber = rows.filter((row) => said.has(String(row.number)));
  if (byNumber.length > 0) return byNumber;
  const names = rows.map((row) => wordsOf(String(row.account)));
  const telling = rows.filter((_, index) =>
    (names[index] ?? []).some((word) => said.has(word) && names.filter((name) => name.includes(word)).length === 1),
  );
  if (telling.length > 0) return telling;
  const whole = rows.filter((_, index) => (names[index] ?? []).every((word) => said.has(word)));
  const longest = Math.max(0, ...whole.map((row) => wordsOf(String(row.account)).length));
  return whole.filter((row) => wordsOf(String(row.account)).length === longest);
}

/** "The Canadian bank account" is the one named for Canada. */
const COUNTRY_OF: Readonly<Record<string, string>> = {
  canadian: 'canada',
  british: 'uk',
  english: 'uk',
  american: 'us',
};

const CASH_WORDS = new Set(['money', 'cash', 'bank', 'banks', 'account', 'accounts', 'balance', 'balances', 'funds']);

/** The window DSO is measured over: the period the words name, else the last 90 days. */
function window(request: Request, todayIso: string): { from: string; to: string; label: string } {
  const range = request.reading.date?.range;
  // "Over the last 90 days" is a 90-day period ending today, as DSO's period always is.
  const rolling = range && /^last (\d+) days$/.exec(range.label);
  if (range && rolling?.[1]) {
    return { from: formatDay(addDays(parseDay(todayIso), 1 - Number(rolling[1]))), to: todayIso, label: range.label };
  }
  if (range?.from) {
    const to = range.to && compareDays(parseDay(range.to), parseDay(todayIso)) < 0 ? range.to : todayIso;
    return { from: range.from, to, label: range.label };
  }
  return { from: formatDay(addDays(parseDay(todayIso), -89)), to: todayIso, label: 'the last 90 days' };
}

/** Words of asking for DSO or DPO that its reading takes: the metric's own name and its parts. */
const METRIC_WORDS = new Set(
  `dso dpo days day sales payables payable receivables receivable outstanding our current currently figure number
  metric ratio collect collection collections based calculated computed`.split(/\s+/),
);

async function daysOutstanding(request: Request, type: 'CustInvc' | 'VendBill'): Promise<Handled> {
  // "Is DSO on the last 30 days better than on the last 90?": one figure would drop the rest.
  const unplaced = unplacedWords(request, new Set()).filter((word) => !METRIC_WORDS.has(word));
  if (unplaced.length > 0) {
    const phrase = unplaced.join(' ');
    return notUnderstood(
      request,
      phrase,
      `I didn't understand "${phrase}" in your request. I work out ${type === 'CustInvc' ? 'DSO' : 'DPO'} for one period at a time ("DSO over the last 90 days").`,
    );
  }
  const { baseCurrency } = await request.session.account();
  const period = window(request, await today(request));
  const days = Math.round(compareDays(parseDay(period.to), parseDay(period.from)) / 86_400_000) + 1;
  const built = buildDaysOutstandingQuery(type, period.from, period.to);
  const ran = await runSuiteql(request, built.sql, 1);
  if (!ran.ok) return ran.handled;
  const [row] = typedRows(ran.output.rows, built.columns);
  const open = Number(row?.open_balance ?? 0);
  const total = Number(row?.period_total ?? 0);
  const sales = type === 'CustInvc';
  const name = sales ? 'Days sales outstanding (DSO)' : 'Days payables outstanding (DPO)';
  const openWords = sales ? 'open receivables' : 'open payables';
  const totalWords = sales ? 'invoiced' : 'billed';
  if (total === 0) {
    return failed(
      'aggregate',
      request.state,
      'no_activity',
      `Nothing was ${totalWords} from ${period.from} to ${period.to}, so ${name} cannot be computed for that period.`,
    );
  }
  const value = (open / total) * days;
  const markdown = [
    `${name} is **${value.toFixed(1)} days**.`,
    '',
    `- ${capitalize(openWords)} now: ${baseCurrency} ${money(open)}`,
    `- ${capitalize(totalWords)} in ${period.label} (${period.from} to ${period.to}, ${days} days): ${baseCurrency} ${money(total)}`,
    `- ${capitalize(openWords)} ÷ ${totalWords} × ${days} days, in ${baseCurrency} at current exchange rates.`,
  ].join('\n');
  return { outcome: { kind: 'answer', markdown }, intent: 'aggregate', state: request.state };
}

/** Words that say two things are compared; read, they name nothing. */
const COMPARING_WORDS = [
  'compare',
  'compared',
  'comparing',
  'comparison',
  'versus',
  'vs',
  'against',
  'over',
  'yoy',
  'mom',
  'growth',
  'change',
  'changed',
  // "And the difference": the answer states the change anyway.
  'difference',
  'delta',
  'variance',
  'up',
  'down',
  'increase',
  'decrease',
  // "With the month before", "the previous quarter": the second period is the one before.
  'before',
  'previous',
  'prior',
  'preceding',
  // "Did we invoice more last month than ...": a comparative between the periods.
  'more',
  'less',
  'than',
  'higher',
  'lower',
  'better',
  'worse',
  'same',
];

async function comparePeriods(request: Request): Promise<Handled> {
  // "Average order size this year vs last year": a comparison of totals would answer another question.
  const measure = /\b(?:average|avg|mean|median|typical|maximum|max|minimum|min)\b/.exec(request.reading.text)?.[0];
  if (measure && !request.ignored.includes(measure)) {
    return notUnderstood(
      request,
      measure,
      `I compare the totals of two periods, not the ${measure === 'avg' ? 'average' : measure}: ask for each period's ${measure} on its own ("${measure} sales order this year").`,
    );
  }
  const { baseCurrency } = await request.session.account();
  const todayIso = await today(request);
  // "Total sales last month", then "how does that compare with the month before?": the period shown.
  const shown = lastQuery(request.state)?.filters.find(
    (filter) => filter.kind === 'date' && filter.field === 'date' && !filter.negate,
  );
  const compared = readComparedPeriods(
    request.reading.text,
    todayIso,
    shown?.kind === 'date' && shown.from && shown.to
      ? { from: shown.from, to: shown.to, label: shown.label }
      : undefined,
  );
  if (!compared) {
    return notUnderstood(
      request,
      'compare',
      'Which two periods should I compare? For example "sales this year against last year" or "bills this month vs last month".',
    );
  }
  const { periods } = compared;
  // What is compared, read again without the periods' words: "with the quarter before" names no one.
  let undatedText = request.reading.text;
  for (const phrase of compared.phrases) undatedText = undatedText.replace(phrase, ' ');
  const undated: Request = {
    ...request,
    reading: { ...readRequest(undatedText.replace(/\s+/g, ' ').trim(), todayIso), date: undefined },
    ignored: [...request.ignored, ...COMPARING_WORDS, 'year', 'month', 'quarter', 'week'],
  };
  const built = await querySpecFromReading(undated);
  if (built.kind === 'stop') return built.handled;
  // "Vendor spend", "customer sales": what the parties traded, their bills or invoices.
  const traded =
    built.value.record === 'vendor' && /\b(?:spend|spent|spending|purchases|bills|bought)\b/.test(request.reading.text)
      ? 'vendorBill'
      : built.value.record === 'customer' && /\b(?:sales|revenue|invoiced|bought)\b/.test(request.reading.text)
        ? 'invoice'
        : undefined;
  // The periods compared replace any date a followed-up question carried.
  const undatedFilters = built.value.filters.filter((filter) => filter.kind !== 'date');
  const query: QuerySpec = traded
    ? { record: traded, filters: carriedOver(undatedFilters, built.value.record, traded) }
    : { record: built.value.record, filters: undatedFilters };
  const spec = recordSpec(query.record);
  if (!spec.amountSql || !spec.dateSql || spec.table !== 'transaction') {
    return failed(
      'aggregate',
      request.state,
      'unsupported',
      `I can compare totals of transactions, not of ${spec.plural}.`,
    );
  }
  const sql = buildPeriodComparisonQuery(query, periods, 'amount', baseCurrency);
  const ran = await runSuiteql(request, sql.sql, 1);
  if (!ran.ok) return ran.handled;
  const [row] = typedRows(ran.output.rows, sql.columns);
  const base = baseCurrency.toLowerCase();
  const current = Number(row?.[`first_${base}`] ?? 0);
  const previous = Number(row?.[`second_${base}`] ?? 0);
  const change = Math.round((current - previous) * 100) / 100;
  const percent = previous === 0 ? undefined : (change / Math.abs(previous)) * 100;
  const [first, second] = periods;
  const noun = describeQuery(query);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  const markdown = [
    `Total ${noun}: **${baseCurrency} ${money(current)}** ${first.label} against **${baseCurrency} ${money(previous)}** ${second.label}, a change of **${sign}${baseCurrency} ${money(Math.abs(change))}**${percent === undefined ? '' : ` (${sign}${Math.abs(percent).toFixed(1)}%)`}.`,
    '',
    `- ${capitalize(first.label)} (${first.from} to ${first.to}): ${baseCurrency} ${money(current)} from ${whole(Number(row?.first_count ?? 0))} ${spec.plural}`,
    `- ${capitalize(second.label)} (${second.from} to ${second.to}): ${baseCurrency} ${money(previous)} from ${whole(Number(row?.second_count ?? 0))} ${spec.plural}`,
    '',
    `Amounts in ${baseCurrency} at current exchange rates.`,
  ].join('\n');
  return { outcome: { kind: 'answer', markdown }, intent: 'aggregate', state: { last: { kind: 'query', query } } };
}
