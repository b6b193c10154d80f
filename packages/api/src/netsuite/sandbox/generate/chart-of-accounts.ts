import type { AccountRow, AccountType } from './setup-rows.ts';

/**
 * The chart of accounts every flow posts to. Ids are named so the flows read as bookkeeping
 * ("debit receivables, credit sales") rather than as numbers.
 */
export const ACCOUNT_IDS = {
  checking: 1,
  receivables: 2,
  inventory: 3,
  prepaid: 4,
  equipment: 5,
  accumulatedDepreciation: 6,
  payables: 7,
  receivedNotBilled: 8,
  accruedLiabilities: 9,
  payrollLiabilities: 10,
  commonStock: 11,
  retainedEarnings: 12,
  productSales: 13,
  serviceRevenue: 14,
  costOfGoodsSold: 15,
  salaries: 16,
  rent: 17,
  utilities: 18,
  software: 19,
  professionalFees: 20,
  advertising: 21,
  officeSupplies: 22,
  travel: 23,
  depreciation: 24,
  purchasedServices: 25,
  savings: 26,
  checkingCanada: 27,
  checkingUk: 28,
} as const;

type AccountKey = keyof typeof ACCOUNT_IDS;

const DEFINITIONS: Readonly<Record<AccountKey, readonly [string, string, AccountType]>> = {
  checking: ['1000', 'Operating Checking', 'Bank'],
  receivables: ['1100', 'Accounts Receivable', 'AcctRec'],
  inventory: ['1200', 'Inventory Asset', 'OthCurrAsset'],
  prepaid: ['1300', 'Prepaid Expenses', 'OthCurrAsset'],
  equipment: ['1500', 'Furniture and Equipment', 'FixedAsset'],
  accumulatedDepreciation: ['1590', 'Accumulated Depreciation', 'FixedAsset'],
  payables: ['2000', 'Accounts Payable', 'AcctPay'],
  receivedNotBilled: ['2100', 'Inventory Received Not Billed', 'OthCurrLiab'],
  accruedLiabilities: ['2200', 'Accrued Liabilities', 'OthCurrLiab'],
  payrollLiabilities: ['2300', 'Payroll Liabilities', 'OthCurrLiab'],
  commonStock: ['3000', 'Common Stock', 'Equity'],
  retainedEarnings: ['3100', 'Retained Earnings', 'Equity'],
  productSales: ['4000', 'Product Sales', 'Income'],
  serviceRevenue: ['4100', 'Service Revenue', 'Income'],
  costOfGoodsSold: ['5000', 'Cost of Goods Sold', 'COGS'],
  salaries: ['6000', 'Salaries and Wages', 'Expense'],
  rent: ['6100', 'Rent', 'Expense'],
  utilities: ['6200', 'Utilities', 'Expense'],
  software: ['6300', 'Software Subscriptions', 'Expense'],
  professionalFees: ['6400', 'Professional Fees', 'Expense'],
  advertising: ['6500', 'Advertising and Marketing', 'Expense'],
  officeSupplies: ['6600', 'Office Supplies', 'Expense'],
  travel: ['6700', 'Travel and Entertainment', 'Expense'],
  depreciation: ['6800', 'Depreciation Expense', 'Expense'],
  purchasedServices: ['6900', 'Purchased Services', 'Expense'],
  savings: ['1010', 'Money Market Savings', 'Bank'],
  checkingCanada: ['1020', 'Operating Checking - Canada', 'Bank'],
  checkingUk: ['1030', 'Operating Checking - UK', 'Bank'],
};

export const ACCOUNTS: readonly AccountRow[] = (Object.keys(ACCOUNT_IDS) as AccountKey[]).map((key) => {
  const [acctnumber, name, accttype] = DEFINITIONS[key];
  return {
    id: ACCOUNT_IDS[key],
    acctnumber,
    accountsearchdisplayname: name,
    fullname: name,
    displaynamewithhierarchy: `${acctnumber} ${name}`,
    accttype,
    parent: null,
    isinactive: 'F',
  };
});

/** Accounts an operating expense bill may be coded to, by vendor category. */
export const EXPENSE_ACCOUNTS_BY_VENDOR_CATEGORY: Readonly<Record<number, readonly number[]>> = {
  2: [ACCOUNT_IDS.professionalFees, ACCOUNT_IDS.advertising, ACCOUNT_IDS.software, ACCOUNT_IDS.travel],
  3: [ACCOUNT_IDS.rent, ACCOUNT_IDS.utilities, ACCOUNT_IDS.officeSupplies],
};

/** Each subsidiary's operating bank account: where its customers pay in and its bills are paid from. */
const OPERATING_ACCOUNT_BY_SUBSIDIARY: Readonly<Record<number, number>> = {
  1: ACCOUNT_IDS.checking,
  2: ACCOUNT_IDS.checkingCanada,
  3: ACCOUNT_IDS.checkingUk,
};

export function operatingAccountOf(subsidiary: number): number {
  return OPERATING_ACCOUNT_BY_SUBSIDIARY[subsidiary] ?? ACCOUNT_IDS.checking;
}

/** The bank accounts and what each holds at least, beyond what its lowest day needed. */
export const BANK_CUSHIONS: Readonly<Record<number, number>> = {
  [ACCOUNT_IDS.checking]: 150_000_00,
  [ACCOUNT_IDS.checkingCanada]: 40_000_00,
  [ACCOUNT_IDS.checkingUk]: 25_000_00,
  [ACCOUNT_IDS.savings]: 500_000_00,
};
