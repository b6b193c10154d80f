import { ACCOUNT_IDS, EXPENSE_ACCOUNTS_BY_VENDOR_CATEGORY, operatingAccountOf } from './chart-of-accounts.ts';
import type { DraftLine } from './ledger.ts';
import { DEPARTMENTS, SUBSIDIARY_WEIGHTS, subsidiaryById } from './organisation.ts';
import { scheduleBillPayment, vendorInvoiceNumber } from './purchase-cycle.ts';
import { cumulative } from './random.ts';
import type { World } from './world.ts';

const SUBSIDIARY_IDS = [...SUBSIDIARY_WEIGHTS.keys()];
const SUBSIDIARY_CUMULATIVE = cumulative([...SUBSIDIARY_WEIGHTS.values()]);

/** A service or facilities bill coded straight to expense accounts: no order, no receipt. */
export function openExpenseBill(world: World, day: number): void {
  const { random } = world;
  const subsidiary = SUBSIDIARY_IDS[random.weightedIndex(SUBSIDIARY_CUMULATIVE)] ?? 1;
  const vendors = world.suppliers.serviceVendors.get(subsidiary) ?? [];
  if (vendors.length === 0) return;
  const vendor = random.pick(vendors);
  const { category } = vendor.row;
  const accounts = (category === null ? undefined : EXPENSE_ACCOUNTS_BY_VENDOR_CATEGORY[category]) ?? [
    ACCOUNT_IDS.purchasedServices,
  ];
  const lines = Array.from({ length: random.int(1, 3) }, (): DraftLine => {
    const cents = Math.round(Math.exp(4 + random.next() * 5)) * 100 + random.int(0, 99);
    const account = random.pick(accounts);
    return {
      item: null,
      expenseAccount: account,
      quantity: null,
      rate: null,
      foreignCents: cents,
      baseCents: cents,
      department: random.pick(DEPARTMENTS).id,
      closed: false,
      memo: random.faker.finance.transactionDescription().slice(0, 80),
      account,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.foreignCents, 0);
  const bill = world.ledger.add({
    type: 'VendBill',
    day,
    entity: vendor.row.id,
    subsidiary,
    currency: vendor.row.currency,
    exchangeRate: 1,
    employee: null,
    location: null,
    memo: null,
    dueDay: day + vendor.termDays,
    createdFrom: null,
    reference: vendorInvoiceNumber(world),
    totalCents,
    main: { foreignCents: -totalCents, baseCents: -totalCents, account: ACCOUNT_IDS.payables },
    lines,
    status: 'A',
  });
  scheduleBillPayment(world, bill, vendor);
}

const JOURNALS = [
  { memo: 'Payroll', debit: ACCOUNT_IDS.salaries, credit: ACCOUNT_IDS.checking, scale: 4 },
  {
    memo: 'Monthly depreciation',
    debit: ACCOUNT_IDS.depreciation,
    credit: ACCOUNT_IDS.accumulatedDepreciation,
    scale: 1,
  },
  { memo: 'Accrued expenses', debit: ACCOUNT_IDS.professionalFees, credit: ACCOUNT_IDS.accruedLiabilities, scale: 1 },
  { memo: 'Prepaid software amortization', debit: ACCOUNT_IDS.software, credit: ACCOUNT_IDS.prepaid, scale: 0.5 },
  { memo: 'Payroll taxes', debit: ACCOUNT_IDS.salaries, credit: ACCOUNT_IDS.payrollLiabilities, scale: 1 },
] as const;

/** A balanced journal entry; the first line is the main line, as NetSuite flags it. */
export function openJournal(world: World, day: number): void {
  const { random, calendar } = world;
  const template = random.pick(JOURNALS);
  const subsidiary = SUBSIDIARY_IDS[random.weightedIndex(SUBSIDIARY_CUMULATIVE)] ?? 1;
  const splits = random.int(1, 3);
  const debits = Array.from(
    { length: splits },
    () => Math.round(Math.exp(6 + random.next() * 3) * template.scale) * 100,
  );
  const totalCents = debits.reduce((sum, cents) => sum + cents, 0);
  const line = (cents: number, account: number, department: number | null): DraftLine => ({
    item: null,
    expenseAccount: null,
    quantity: null,
    rate: null,
    foreignCents: cents,
    baseCents: cents,
    department,
    closed: false,
    memo: template.memo,
    account,
  });
  const [first = 0, ...rest] = debits;
  const main = { foreignCents: first, baseCents: first, account: template.debit };
  const lines = [
    ...rest.map((cents) => line(cents, template.debit, random.pick(DEPARTMENTS).id)),
    // Payroll leaves the subsidiary's own bank account.
    line(
      -totalCents,
      template.credit === ACCOUNT_IDS.checking ? operatingAccountOf(subsidiary) : template.credit,
      null,
    ),
  ];
  const pending = day > calendar.lastDay - 4 && random.chance(0.4);
  world.ledger.add({
    type: 'Journal',
    day,
    entity: null,
    subsidiary,
    currency: subsidiaryById(subsidiary).currency,
    exchangeRate: 1,
    employee: null,
    location: null,
    memo: template.memo,
    dueDay: null,
    createdFrom: null,
    reference: null,
    totalCents,
    main,
    lines,
    status: pending ? 'A' : 'B',
    posting: !pending,
  });
}
