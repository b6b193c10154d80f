import { exclusiveWrite } from '../../../engine/exclusive-writes.ts';
import { ACCOUNT_IDS } from '../../../generate/chart-of-accounts.ts';
import type { DraftLine } from '../../../generate/document-rows.ts';
import { toBaseCents } from '../../../generate/money.ts';
import { invalidFieldValue, missingValues } from '../../record-errors.ts';
import type { CreateRequest, ExpenseLineRequest, ItemLineRequest } from '../body/create-body.ts';
import { type ItemRecord, type LocationRecord, type MasterDataReader, masterDataReader } from '../state/master-data.ts';
import { salesOrderStatus } from '../status/document-status.ts';
import { inventoryNeedsOrder, noLines } from '../transaction-errors.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { type InventoryChange, inventoryStatements } from '../write/inventory-statements.ts';
import { newDocumentStatements } from '../write/row-statements.ts';
import { addDays, exchangeRateBetween, lineCents, priceIn } from './document-math.ts';
import { checkExternalId, type WriteContext } from './write-context.ts';

/**
 * A purchase order, sales order, invoice or bill created directly: references checked, defaults
 * sourced from the customer or vendor and the items (currency, terms, sales rep, prices), lines
 * signed and posted as the generator writes them, and the order's effect on stock (on order for
 * a purchase order, demand for an approved sales order) written in the same transaction.
 */

const SALES_TYPES = new Set(['SalesOrd', 'CustInvc']);

/** An item line with everything it refers to looked up. */
interface ResolvedLine {
  readonly request: ItemLineRequest;
  readonly item: ItemRecord;
  readonly location: number | null;
}

async function locationsOf(
  master: MasterDataReader,
  subsidiary: number,
  wanted: readonly { path: string; id: number }[],
): Promise<ReadonlyMap<number, LocationRecord>> {
  const found = await master.locations(wanted.map(({ id }) => id));
  for (const { path, id } of wanted) {
    const location = found.get(id);
    // NetSuite offers only the transaction's subsidiary's locations.
    if (!location || location.inactive || location.subsidiary !== subsidiary) throw invalidFieldValue(path, String(id));
  }
  return found;
}

async function resolveLines(
  master: MasterDataReader,
  spec: TransactionTypeSpec,
  request: CreateRequest,
): Promise<ResolvedLine[]> {
  const items = await master.items(request.lines.map((line) => line.item));
  return request.lines.map((line, index) => {
    const item = items.get(line.item);
    const path = `item.items[${index}]`;
    if (!item || item.inactive) throw invalidFieldValue(`${path}.item`, String(line.item));
    const location = line.location ?? request.location ?? null;
    if (item.itemType === 'InvtPart') {
      if (spec.code === 'CustInvc') throw inventoryNeedsOrder(`${path}.item`, item.itemId, 'sales order');
      if (spec.code === 'VendBill') throw inventoryNeedsOrder(`${path}.item`, item.itemId, 'purchase order');
      // Stock is kept per location, so an inventory line must say where.
      if (location === null) throw missingValues([{ name: `${path}.location`, title: 'Location' }]);
    }
    return { request: line, item, location };
  });
}

async function checkExpenses(master: MasterDataReader, expenses: readonly ExpenseLineRequest[]): Promise<void> {
  const accounts = await master.accounts(expenses.map((line) => line.account));
  const departments = await master.departments(expenses.flatMap((line) => line.department ?? []));
  expenses.forEach((line, index) => {
    if (!accounts.has(line.account)) throw invalidFieldValue(`expense.items[${index}].account`, String(line.account));
    if (line.department !== undefined && !departments.has(line.department)) {
      throw invalidFieldValue(`expense.items[${index}].department`, String(line.department));
    }
  });
}

function itemAccount(spec: TransactionTypeSpec, item: ItemRecord): number | null {
  if (spec.code === 'CustInvc') return item.incomeAccount;
  if (spec.code === 'VendBill') return item.expenseAccount ?? ACCOUNT_IDS.purchasedServices;
  return null;
}

export async function createTransaction(
  context: WriteContext,
  spec: TransactionTypeSpec,
  request: CreateRequest,
): Promise<number> {
  const { engine, timeoutMs, today } = context;
  return exclusiveWrite(engine, async () => {
    const master = masterDataReader(engine, timeoutMs);
    const party = await master.party(spec.party, request.party);
    if (!party || party.inactive) throw invalidFieldValue(spec.partyField, String(request.party));
    if (request.subsidiary !== undefined && request.subsidiary !== party.subsidiary) {
      throw invalidFieldValue('subsidiary', String(request.subsidiary));
    }
    const subsidiary = await master.subsidiary(party.subsidiary);
    if (!subsidiary) throw invalidFieldValue('subsidiary', String(party.subsidiary));
    const currency = await master.currency(request.currency ?? party.currency);
    if (!currency) throw invalidFieldValue('currency', String(request.currency ?? party.currency));
    if (request.lines.length === 0 && request.expenses.length === 0) throw noLines();
    await checkExternalId(context, spec, request.externalId);

    const lines = await resolveLines(master, spec, request);
    await locationsOf(master, party.subsidiary, [
      ...(request.location === undefined ? [] : [{ path: 'location', id: request.location }]),
      ...request.lines.flatMap((line, index) =>
        line.location === undefined ? [] : [{ path: `item.items[${index}].location`, id: line.location }],
      ),
    ]);
    await checkExpenses(master, request.expenses);
    const salesRep = spec.employeeField === 'salesRep';
    if (request.employee !== undefined && request.employee !== null) {
      if (!(await master.employee(request.employee, salesRep))) {
        throw invalidFieldValue(spec.employeeField ?? 'employee', String(request.employee));
      }
    }

    const sale = SALES_TYPES.has(spec.code);
    const sign = sale ? -1 : 1;
    const exchangeRate = exchangeRateBetween(currency.rate, subsidiary.baseRate);
    const draftLines: DraftLine[] = lines.map(({ request: line, item, location }) => {
      const rate =
        line.rate ??
        (line.amount === undefined
          ? priceIn(sale ? item.basePrice : item.cost, currency.rate)
          : Math.round((line.amount / line.quantity) * 1e8) / 1e8);
      const cents = line.amount === undefined ? lineCents(line.quantity, rate) : Math.round(line.amount * 100);
      return {
        item: item.id,
        expenseAccount: null,
        quantity: sign * line.quantity,
        rate,
        foreignCents: sign * cents,
        baseCents: toBaseCents(sign * cents, exchangeRate),
        department: null,
        closed: false,
        memo: line.description ?? null,
        account: itemAccount(spec, item),
        location,
      };
    });
    for (const line of request.expenses) {
      const cents = Math.round(line.amount * 100);
      draftLines.push({
        item: null,
        expenseAccount: line.account,
        quantity: null,
        rate: null,
        foreignCents: cents,
        baseCents: toBaseCents(cents, exchangeRate),
        department: line.department ?? null,
        closed: false,
        memo: line.memo ?? null,
        account: line.account,
        location: request.location ?? null,
      });
    }
    const totalCents = sign * draftLines.reduce((sum, line) => sum + line.foreignCents, 0);
    const baseCents = -draftLines.reduce((sum, line) => sum + line.baseCents, 0);
    const trandate = request.tranDate ?? today;
    const settled = spec.code === 'CustInvc' || spec.code === 'VendBill';
    const approved = spec.code === 'SalesOrd' && request.orderStatus !== 'A';
    const status =
      spec.code === 'PurchOrd'
        ? 'B'
        : spec.code === 'SalesOrd'
          ? salesOrderStatus(
              request.orderStatus ?? 'B',
              lines.map(({ request: line, item }) => ({
                quantity: line.quantity,
                shipRecv: 0,
                billed: 0,
                needsShipping: item.itemType === 'InvtPart',
                closed: false,
              })),
            )
          : 'A';

    const written = await newDocumentStatements(
      engine,
      {
        tranid: request.tranId,
        type: spec.code,
        trandate,
        duedate: settled ? (request.dueDate ?? addDays(trandate, party.termDays)) : null,
        createddate: today,
        entity: party.id,
        subsidiary: party.subsidiary,
        currency: currency.id,
        exchangeRate,
        employee: request.employee === undefined ? (salesRep ? party.salesRep : null) : request.employee,
        location: request.location ?? null,
        memo: request.memo ?? null,
        otherrefnum: request.otherRefNum ?? null,
        externalid: request.externalId ?? null,
        status,
        posting: settled,
        totalCents,
        paidCents: 0,
        createdFrom: null,
        main: {
          foreignCents: -sign * totalCents,
          baseCents,
          account: spec.code === 'CustInvc' ? ACCOUNT_IDS.receivables : settled ? ACCOUNT_IDS.payables : null,
        },
        lines: draftLines,
        applies: null,
      },
      timeoutMs,
    );
    const stock: InventoryChange[] = lines.flatMap(({ request: line, item, location }) => {
      if (item.itemType !== 'InvtPart' || location === null) return [];
      if (spec.code === 'PurchOrd') return [{ item: item.id, location, onHand: 0, onOrder: line.quantity, demand: 0 }];
      if (approved) return [{ item: item.id, location, onHand: 0, onOrder: 0, demand: line.quantity }];
      return [];
    });
    await engine.transaction([...written.statements, ...inventoryStatements(stock)]);
    return written.id;
  });
}
