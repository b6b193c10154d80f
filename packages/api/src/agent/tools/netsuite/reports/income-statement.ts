import type { TypedRow } from '../../../netsuite/typed-rows.ts';
import { periodConditions } from './period-condition.ts';
import type { ReportDefinition } from './report-definition.ts';

const SECTIONS = ['Income', 'COGS', 'Expense', 'OthIncome', 'OthExpense'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_NAMES: Readonly<Record<Section, string>> = {
  Income: 'Income',
  COGS: 'Cost of Goods Sold',
  Expense: 'Expenses',
  OthIncome: 'Other Income',
  OthExpense: 'Other Expenses',
};

const amountOf = (row: TypedRow) => Number(row.amount ?? 0);
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Posted amounts per income and expense account for a period, from the general ledger
 * (`transactionaccountingline`), each subsidiary's amounts converted to the base currency.
 */
export const INCOME_STATEMENT: ReportDefinition = {
  id: 'income_statement',
  title: 'Income Statement',
  description:
    'Profit and loss for a period (year to date by default): income, cost of goods sold, gross profit, expenses and net income per account, in the base currency.',
  parameters: ['period', 'subsidiary'],
  defaultPeriod: 'year-to-date',
  build(parameters) {
    const where = [
      "tal.posting = 'T'",
      `a.accttype IN (${SECTIONS.map((section) => `'${section}'`).join(', ')})`,
      ...periodConditions(parameters),
    ].join(' AND ');
    // Income is posted as credits (negative amounts): a statement shows it positive.
    const signed = `CASE WHEN a.accttype IN ('Income', 'OthIncome') THEN -tal.amount ELSE tal.amount END`;
    return {
      sql: `SELECT a.id AS id, BUILTIN.DF(a.accttype) AS section, a.acctnumber || ' ' || a.fullname AS account, ROUND(SUM((${signed}) * cu.exchangerate), 2) AS amount, a.accttype AS accttype FROM transactionaccountingline tal JOIN transaction t ON t.id = tal.transaction JOIN account a ON a.id = tal.account JOIN subsidiary s ON s.id = t.subsidiary JOIN currency cu ON cu.id = s.currency WHERE ${where} GROUP BY a.id, BUILTIN.DF(a.accttype), a.acctnumber || ' ' || a.fullname, a.accttype, a.acctnumber ORDER BY a.acctnumber`,
      columns: [
        { key: 'id', type: 'id' },
        { key: 'section', type: 'text' },
        { key: 'account', type: 'text' },
        { key: 'amount', type: 'money' },
        // Read by summarize, which sorts accounts into sections by it, and not shown.
        { key: 'accttype', type: 'text' },
      ],
    };
  },
  summarize(rows) {
    const total = (section: Section) =>
      cents(rows.filter((row) => row.accttype === section).reduce((sum, row) => sum + amountOf(row), 0));
    const income = total('Income');
    const cogs = total('COGS');
    const gross = cents(income - cogs);
    const expenses = total('Expense');
    const other = cents(total('OthIncome') - total('OthExpense'));
    const net = cents(gross - expenses + other);
    const line = (section: string, amount: number): TypedRow => ({ id: null, section, account: '', amount });
    const ordered = SECTIONS.flatMap((section) =>
      rows
        .filter((row) => row.accttype === section)
        .map(({ accttype: _type, ...row }) => ({ ...row, section: SECTION_NAMES[section] })),
    );
    const totals = [
      line('Total Income', income),
      line('Gross Profit', gross),
      line('Total Expenses', expenses),
      ...(other !== 0 ? [line('Other Income (net)', other)] : []),
      line('Net Income', net),
    ];
    return {
      rows: [...ordered, ...totals],
      totalRows: totals.map((_, index) => ordered.length + index),
    };
  },
};
