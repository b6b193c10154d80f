/**
 * Rows of NetSuite's setup tables, with the column names SuiteQL uses. Booleans are NetSuite's
 * 'T'/'F' and dates ISO `YYYY-MM-DD` strings, so the rows load into PostgreSQL unchanged.
 */

export type Flag = 'T' | 'F';

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export interface CurrencyRow {
  id: number;
  /** The ISO code: USD, EUR... */
  symbol: string;
  name: string;
  displaysymbol: string;
  /** Units of the base currency (USD) one unit of this currency buys. */
  exchangerate: number;
  isbasecurrency: Flag;
  isinactive: Flag;
}

export interface SubsidiaryRow {
  id: number;
  name: string;
  /** Parent names joined by ' : ', as NetSuite shows hierarchies. */
  fullname: string;
  parent: number | null;
  currency: number;
  country: string;
  iselimination: Flag;
  isinactive: Flag;
}

export interface DepartmentRow {
  id: number;
  name: string;
  fullname: string;
  parent: number | null;
  isinactive: Flag;
}

export interface LocationRow {
  id: number;
  name: string;
  fullname: string;
  subsidiary: number;
  parent: number | null;
  isinactive: Flag;
}

/** NetSuite's account type codes (account.accttype); BUILTIN.DF shows the names beside them. */
export const ACCOUNT_TYPES = {
  Bank: 'Bank',
  AcctRec: 'Accounts Receivable',
  OthCurrAsset: 'Other Current Asset',
  FixedAsset: 'Fixed Asset',
  AcctPay: 'Accounts Payable',
  OthCurrLiab: 'Other Current Liability',
  Equity: 'Equity',
  Income: 'Income',
  COGS: 'Cost of Goods Sold',
  Expense: 'Expense',
} as const;

export type AccountType = keyof typeof ACCOUNT_TYPES;

export interface AccountRow {
  id: number;
  acctnumber: string;
  accountsearchdisplayname: string;
  fullname: string;
  displaynamewithhierarchy: string;
  accttype: AccountType;
  parent: number | null;
  isinactive: Flag;
}

/** Payment terms (SuiteQL table `term`), which customers and vendors reference. */
export interface TermRow {
  id: number;
  name: string;
  daysuntilnetdue: number;
  isinactive: Flag;
}

/** Shape shared by `customercategory` and `vendorcategory`. */
export interface CategoryRow {
  id: number;
  name: string;
  isinactive: Flag;
}
