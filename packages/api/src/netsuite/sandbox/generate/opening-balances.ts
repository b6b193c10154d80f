import { ACCOUNT_IDS, BANK_CUSHIONS } from './chart-of-accounts.ts';
import type { DraftLine } from './ledger.ts';
import type { World } from './world.ts';

/** Opening balances are round: to the next 10,000. */
const ROUNDING_CENTS = 10_000_00;

/** The subsidiary whose books each bank account is in. */
const SUBSIDIARY_OF_ACCOUNT: Readonly<Record<number, number>> = {
  [ACCOUNT_IDS.checking]: 1,
  [ACCOUNT_IDS.savings]: 1,
  [ACCOUNT_IDS.checkingCanada]: 2,
  [ACCOUNT_IDS.checkingUk]: 3,
};

/**
 * Funds every bank account on the first day with a journal from equity (common stock), so no
 * account is ever overdrawn: enough for its lowest day plus a cushion, rounded. Run after the
 * simulation, it draws no random numbers, so the rest of the company is the same as without it.
 */
export function openBankAccounts(world: World): void {
  const accounts = Object.keys(BANK_CUSHIONS).map(Number);
  const lowest = world.ledger.lowestBalances(accounts);
  for (const account of accounts) {
    const needed = -(lowest.get(account) ?? 0) + (BANK_CUSHIONS[account] ?? 0);
    const cents = Math.ceil(needed / ROUNDING_CENTS) * ROUNDING_CENTS;
    const equity: DraftLine = {
      item: null,
      expenseAccount: null,
      quantity: null,
      rate: null,
      foreignCents: -cents,
      baseCents: -cents,
      department: null,
      closed: false,
      memo: 'Opening balance',
      account: ACCOUNT_IDS.commonStock,
    };
    world.ledger.add({
      type: 'Journal',
      day: 0,
      entity: null,
      subsidiary: SUBSIDIARY_OF_ACCOUNT[account] ?? 1,
      currency: 1,
      exchangeRate: 1,
      employee: null,
      location: null,
      memo: 'Opening balance',
      dueDay: null,
      createdFrom: null,
      reference: null,
      totalCents: cents,
      main: { foreignCents: cents, baseCents: cents, account },
      lines: [equity],
      status: 'B',
      posting: true,
    });
  }
}
