import { ACCOUNT_IDS, operatingAccountOf } from './chart-of-accounts.ts';
import { customerOn } from './customers.ts';
import type { ItemRow } from './entity-rows.ts';
import { type Draft, type DraftLine, followingLine } from './ledger.ts';
import { toBaseCents } from './money.ts';
import {
  currencyById,
  DEPARTMENT_IDS,
  exchangeRate,
  LOCATION_WEIGHTS,
  LOCATIONS,
  locationsOf,
  SUBSIDIARY_WEIGHTS,
  subsidiaryById,
} from './organisation.ts';
import { cumulative } from './random.ts';
import type { SalesOrder, StockLine, World } from './world.ts';

const SUBSIDIARY_IDS = [...SUBSIDIARY_WEIGHTS.keys()];
const SUBSIDIARY_CUMULATIVE = cumulative([...SUBSIDIARY_WEIGHTS.values()]);
/** Orders still unshipped after this many days are closed as lost. */
const GIVE_UP_DAYS = 45;

/** A customer's order: priced lines, committed stock, and a fulfilment date to aim for. */
export function openSalesOrder(world: World, day: number): void {
  const { random, calendar, catalogue, stock } = world;
  const subsidiary = SUBSIDIARY_IDS[random.weightedIndex(SUBSIDIARY_CUMULATIVE)] ?? 1;
  const customer = customerOn(world.clientele.bySubsidiary.get(subsidiary) ?? [], day, random);
  if (!customer) return;
  const locations = locationsOf(subsidiary);
  const location = locations[random.weightedIndex(cumulative(locations.map((l) => LOCATION_WEIGHTS.get(l.id) ?? 1)))];
  const locationIndex = LOCATIONS.findIndex((row) => row.id === location?.id);
  const currency = customer.row.currency;
  const rate = exchangeRate(currency, subsidiary);
  const unitsPerBase = currencyById(currency).exchangerate;

  const chosen = new Set<ItemRow>();
  const wanted = random.int(1, 4);
  for (let tries = 0; chosen.size < wanted && tries < wanted * 3; tries += 1) {
    const item = catalogue.sellable[random.weightedIndex(catalogue.sellableWeights)];
    if (item) chosen.add(item);
  }
  const lines: DraftLine[] = [];
  const stockLines: StockLine[] = [];
  for (const item of chosen) {
    const quantity = item.itemtype === 'Service' ? random.int(1, 16) : 1 + Math.floor(-Math.log(1 - random.next()) * 3);
    const discount = random.chance(0.2) ? 0.85 + random.next() * 0.1 : 1;
    const unitPrice = Math.max(0.01, Math.round((item.baseprice / unitsPerBase) * discount * 100) / 100);
    const foreignCents = -Math.round(quantity * unitPrice * 100);
    lines.push({
      item: item.id,
      expenseAccount: null,
      quantity: -quantity,
      rate: unitPrice,
      foreignCents,
      baseCents: toBaseCents(foreignCents, rate),
      department: DEPARTMENT_IDS.sales,
      closed: false,
      memo: null,
      account: null,
    });
    const stockedIndex = catalogue.stockedIndex.get(item.id);
    if (stockedIndex !== undefined) {
      stockLines.push({ slot: stock.slot(stockedIndex, locationIndex), item, quantity, line: lines.length - 1 });
    }
  }
  const totalCents = -lines.reduce((sum, line) => sum + line.foreignCents, 0);
  const draft = world.ledger.add({
    type: 'SalesOrd',
    day,
    entity: customer.row.id,
    subsidiary,
    currency,
    exchangeRate: rate,
    employee: customer.row.salesrep,
    location: location?.id ?? null,
    memo: random.chance(0.15) ? `PO ${random.int(10000, 99999)} from ${customer.row.companyname}` : null,
    dueDay: null,
    createdFrom: null,
    reference: null,
    totalCents,
    main: { foreignCents: totalCents, baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0), account: null },
    lines,
    status: 'B',
  });
  const order: SalesOrder = { draft, customer, stockLines };

  if (day > calendar.lastDay - 5 && random.chance(0.3)) {
    draft.status = 'A';
  } else if (random.chance(0.015)) {
    draft.status = 'C';
    for (const line of lines) line.closed = true;
  } else if (stockLines.length > 0) {
    for (const line of stockLines) stock.demand[line.slot] = (stock.demand[line.slot] ?? 0) + line.quantity;
    world.agenda.schedule(day + random.int(1, 6), { kind: 'ship', order });
  } else {
    // Nothing to fulfil: a services-only order waits for billing straight away.
    draft.status = 'F';
    world.agenda.schedule(day + random.int(0, 5), { kind: 'invoice', order });
  }
}

/** Ships the whole order if every line is on the shelf; otherwise it waits, and in the end closes. */
export function shipSalesOrder(world: World, order: SalesOrder, day: number): void {
  const { stock, random } = world;
  const { draft } = order;
  const available = order.stockLines.every((line) => (stock.onHand[line.slot] ?? 0) >= line.quantity);
  if (!available) {
    if (day - draft.day > GIVE_UP_DAYS) {
      draft.status = 'H';
      for (const line of draft.lines) line.closed = true;
      for (const line of order.stockLines) stock.demand[line.slot] = (stock.demand[line.slot] ?? 0) - line.quantity;
    } else {
      world.agenda.schedule(day + random.int(2, 5), { kind: 'ship', order });
    }
    return;
  }
  const baseRate = currencyById(subsidiaryById(draft.subsidiary).currency).exchangerate;
  const lines = order.stockLines.map((line): DraftLine => {
    stock.onHand[line.slot] = (stock.onHand[line.slot] ?? 0) - line.quantity;
    stock.demand[line.slot] = (stock.demand[line.slot] ?? 0) - line.quantity;
    const unitCost = Math.round((line.item.cost / baseRate) * 100) / 100;
    const baseCents = -Math.round(line.quantity * unitCost * 100);
    const orderLine = draft.lines[line.line];
    if (orderLine) orderLine.shipped = line.quantity;
    return {
      item: line.item.id,
      expenseAccount: null,
      quantity: -line.quantity,
      rate: unitCost,
      foreignCents: Math.round(baseCents / draft.exchangeRate),
      baseCents,
      department: DEPARTMENT_IDS.operations,
      closed: false,
      memo: null,
      account: ACCOUNT_IDS.inventory,
      orderLine: line.line + 1,
    };
  });
  // The cost of what left the shelf moves from inventory to cost of goods sold.
  world.ledger.add({
    type: 'ItemShip',
    day,
    entity: draft.entity,
    subsidiary: draft.subsidiary,
    currency: draft.currency,
    exchangeRate: draft.exchangeRate,
    employee: null,
    location: draft.location,
    memo: null,
    dueDay: null,
    createdFrom: draft,
    reference: null,
    totalCents: null,
    main: {
      foreignCents: -lines.reduce((sum, line) => sum + line.foreignCents, 0),
      baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0),
      account: ACCOUNT_IDS.costOfGoodsSold,
    },
    lines,
    status: 'C',
  });
  draft.status = 'F';
  world.agenda.schedule(day + random.int(0, 3), { kind: 'invoice', order });
}

/** Bills the order in full and decides when, if ever, the customer pays. */
export function invoiceSalesOrder(world: World, order: SalesOrder, day: number): void {
  const { random, catalogue } = world;
  const { draft, customer } = order;
  const lines = draft.lines.map((line, index) =>
    followingLine(line, index + 1, catalogue.rows[(line.item ?? 0) - 1]?.incomeaccount ?? ACCOUNT_IDS.productSales),
  );
  for (const line of draft.lines) line.billed = Math.abs(line.quantity ?? 0);
  const baseCents = -lines.reduce((sum, line) => sum + line.baseCents, 0);
  const dueDay = day + customer.termDays;
  const invoice = world.ledger.add({
    type: 'CustInvc',
    day,
    entity: draft.entity,
    subsidiary: draft.subsidiary,
    currency: draft.currency,
    exchangeRate: draft.exchangeRate,
    employee: draft.employee,
    location: draft.location,
    memo: null,
    dueDay,
    createdFrom: draft,
    reference: null,
    totalCents: draft.totalCents,
    main: { foreignCents: draft.totalCents ?? 0, baseCents, account: ACCOUNT_IDS.receivables },
    lines,
    status: 'A',
  });
  draft.status = 'G';
  if (random.chance(0.03)) return;
  const early = random.chance(0.25) ? random.int(0, customer.termDays) : 0;
  const late = random.chance(0.2) ? random.int(5, 40) : 0;
  const payDay = Math.max(day + 1, dueDay + Math.round(random.normal() * 5) + late - early);
  world.agenda.schedule(payDay, { kind: 'collect', invoice });
}

/** The customer pays the invoice in full into the operating bank account. */
export function collectPayment(world: World, invoice: Draft, day: number): void {
  const totalCents = invoice.totalCents ?? 0;
  world.ledger.add({
    type: 'CustPymt',
    day,
    entity: invoice.entity,
    subsidiary: invoice.subsidiary,
    currency: invoice.currency,
    exchangeRate: invoice.exchangeRate,
    employee: null,
    location: null,
    memo: null,
    dueDay: null,
    createdFrom: null,
    reference: null,
    totalCents,
    main: {
      foreignCents: totalCents,
      baseCents: invoice.main.baseCents,
      account: operatingAccountOf(invoice.subsidiary),
    },
    lines: [settlementLine(-totalCents, -invoice.main.baseCents, ACCOUNT_IDS.receivables)],
    status: 'C',
    applies: { document: invoice, foreignCents: totalCents, baseCents: invoice.main.baseCents },
  });
  invoice.status = 'B';
  invoice.paidCents = totalCents;
}

export function settlementLine(foreignCents: number, baseCents: number, account: number): DraftLine {
  return {
    item: null,
    expenseAccount: null,
    quantity: null,
    rate: null,
    foreignCents,
    baseCents,
    department: null,
    closed: false,
    memo: null,
    account,
  };
}
