import type { BuiltQuery } from './build-suiteql.ts';
import { sqlDate, sqlString } from './suiteql-literals.ts';

/**
 * Figures read from the ledger rather than listed: cash in the bank and days outstanding. Only
 * NetSuite's own tables and columns, so each runs unchanged on a real account.
 */

/**
 * Each bank account (`account.accttype = 'Bank'`) with its balance: the sum of its posting
 * accounting lines dated on or before `asOf`. A line's amount is in the currency of its
 * transaction's subsidiary, so each account is shown in that currency and in the base currency
 * (`balance_<base>`, at the currency's exchange rate, unrounded so the accounts add up to the
 * exact total), and only the latter adds up across accounts. Accounts with no postings show 0.
 */
export function buildCashBalanceQuery(asOf: string, baseCurrency: string): BuiltQuery {
  const base = `balance_${baseCurrency.toLowerCase()}`;
  const posted = `SELECT tal.account AS account, tal.amount AS amount, tal.amount * cu.exchangerate AS base_amount, cu.symbol AS currency FROM transactionaccountingline tal JOIN transaction t ON t.id = tal.transaction JOIN subsidiary s ON s.id = t.subsidiary JOIN currency cu ON cu.id = s.currency WHERE tal.posting = 'T' AND t.trandate <= ${sqlDate(asOf)}`;
  return {
    sql: `SELECT a.id AS id, a.acctnumber AS number, a.fullname AS account, NVL(MAX(p.currency), ${sqlString(baseCurrency)}) AS currency, ROUND(NVL(SUM(p.amount), 0), 2) AS balance, NVL(SUM(p.base_amount), 0) AS ${base} FROM account a LEFT JOIN (${posted}) p ON p.account = a.id WHERE a.accttype = 'Bank' AND a.isinactive = 'F' GROUP BY a.id, a.acctnumber, a.fullname ORDER BY a.acctnumber`,
    columns: [
      { key: 'id', type: 'id' },
      { key: 'number', type: 'text', label: 'Account number' },
      { key: 'account', type: 'text' },
      { key: 'currency', type: 'text' },
      { key: 'balance', type: 'money', currency: 'row' },
      { key: base, type: 'money', label: `Balance (${baseCurrency})`, baseOf: 'balance' },
    ],
  };
}

/**
 * What days sales (or payables) outstanding is computed from: what is open now on invoices (or
 * vendor bills), and what was invoiced (or billed) from `from` to `to`, both in the base currency
 * at each currency's exchange rate. DSO = open ÷ period total × days in the period.
 */
export function buildDaysOutstandingQuery(type: 'CustInvc' | 'VendBill', from: string, to: string): BuiltQuery {
  const converted = (money: string, where: string) =>
    `(SELECT ROUND(NVL(SUM(t.${money} * cu.exchangerate), 0), 2) FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.type = '${type}' AND ${where})`;
  return {
    sql: `SELECT ${converted('foreignamountunpaid', "t.status = 'A'")} AS open_balance, ${converted('foreigntotal', `t.trandate >= ${sqlDate(from)} AND t.trandate <= ${sqlDate(to)}`)} AS period_total FROM DUAL`,
    columns: [
      { key: 'open_balance', type: 'money' },
      { key: 'period_total', type: 'money' },
    ],
  };
}
