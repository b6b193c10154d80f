import { stringLiteral } from '../../../../sap/connector/index.ts';
import type { QueryColumn } from '../../../netsuite/query-column.ts';
import { unplacedWords } from './unplaced-words.ts';

/** What a question about SAP Business One asks for: one entity set, filtered, ranked or counted. */
export interface SapSubject {
  readonly entitySet: string;
  /** What the rows are, for the caption and counts: `open sales orders`. */
  readonly noun: string;
  readonly filters: readonly string[];
  readonly columns: readonly QueryColumn[];
  readonly orderBy: string;
}

export interface SapQuery {
  readonly subject: SapSubject;
  readonly count: boolean;
  readonly top?: number;
  /** Stock by warehouse: each item's warehouse rows, one line each. */
  readonly byWarehouse: boolean;
  /** One item's code (`A00001`), or words of its name as typed, for its stock. */
  readonly itemCode?: string;
  readonly itemName?: string;
}

export type SapReading =
  | { readonly kind: 'query'; readonly query: SapQuery }
  /** Words it could not place: asked about, never dropped (#16). */
  | { readonly kind: 'unplaced'; readonly noun: string; readonly entitySet: string; readonly words: readonly string[] }
  | { readonly kind: 'none' };

const DOCUMENT_COLUMNS: readonly QueryColumn[] = [
  { key: 'DocNum', type: 'document', label: 'Number' },
  { key: 'CardCode', type: 'text', label: 'Code' },
  { key: 'CardName', type: 'text', label: 'Name' },
  { key: 'DocDate', type: 'date', label: 'Date' },
  { key: 'DocDueDate', type: 'date', label: 'Due' },
  { key: 'DocTotal', type: 'money', label: 'Total', currency: 'row' },
  { key: 'DocCurrency', type: 'text', label: 'Currency' },
];
const PARTNER_COLUMNS: readonly QueryColumn[] = [
  { key: 'CardCode', type: 'text', label: 'Code' },
  { key: 'CardName', type: 'text', label: 'Name' },
  { key: 'City', type: 'text', label: 'City' },
  { key: 'CurrentAccountBalance', type: 'money', label: 'Balance' },
];
export const ITEM_COLUMNS: readonly QueryColumn[] = [
  { key: 'ItemCode', type: 'text', label: 'Code' },
  { key: 'ItemName', type: 'text', label: 'Name' },
  { key: 'QuantityOnStock', type: 'number', label: 'In stock' },
];
export const WAREHOUSE_COLUMNS: readonly QueryColumn[] = [
  { key: 'ItemCode', type: 'text', label: 'Code' },
  { key: 'ItemName', type: 'text', label: 'Name' },
  { key: 'WarehouseCode', type: 'text', label: 'Warehouse' },
  { key: 'InStock', type: 'number', label: 'In stock' },
  { key: 'Committed', type: 'number', label: 'Committed' },
  { key: 'Ordered', type: 'number', label: 'Ordered' },
];

/** Service Layer's document entity sets by the words for them; the first that matches wins. */
const DOCUMENTS: readonly (readonly [RegExp, string, string])[] = [
  [/\bpurchase orders?\b|\bpos\b/, 'PurchaseOrders', 'purchase orders'],
  [/\b(?:a\/p|ap|vendor|purchase|supplier) invoices?\b|\bbills\b/, 'PurchaseInvoices', 'A/P invoices'],
  [/\bgoods receipts?\b|\bpurchase deliver(?:y|ies)\b/, 'PurchaseDeliveryNotes', 'goods receipts'],
  [/\bdeliver(?:y|ies)(?: notes?)?\b/, 'DeliveryNotes', 'deliveries'],
  [/\b(?:a\/r |ar |customer |sales )?invoices?\b/, 'Invoices', 'A/R invoices'],
  [/\b(?:sales )?orders?\b|\bsos\b/, 'Orders', 'sales orders'],
];

/** Business partners by the words for them, with the card type each means. */
const PARTNERS: readonly (readonly [RegExp, string | undefined, string])[] = [
  [/\bcustomers?\b/, 'cCustomer', 'customers'],
  [/\b(?:vendors?|suppliers?)\b/, 'cSupplier', 'vendors'],
  [/\bleads?\b/, 'cLid', 'leads'],
  [/\bbusiness partners?\b|\bpartners?\b|\bbps?\b/, undefined, 'business partners'],
];

const ITEMS = /\bitems?\b|\bproducts?\b|\bstock\b|\binventory\b|\bwarehouses?\b/;
const ITEM_CODE = /\b([a-z]\d{5})\b/;

const OPEN =
  /\b(?:that |which )?(?:are |is )?(?:not|aren't|isn't|haven't been) (?:yet )?(?:closed|paid)(?: yet)?\b|\b(?:still )?(?:open|outstanding|unpaid)\b(?: ones?)?(?: only)?|\bstill\b/;
const CLOSED = /\bclosed\b|\bpaid\b/;
const OVERDUE = /\b(?:overdue|past due|late)\b/;

const NUMBER = String.raw`\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|thousand|million)?\b`;
const COMPARISONS: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`\b(?:at least|no less than) ${NUMBER}`), 'ge'],
  [new RegExp(String.raw`\b(?:at most|no more than|up to) ${NUMBER}`), 'le'],
  [new RegExp(String.raw`\b(?:more than|over|above|greater than|bigger than|exceeding) ${NUMBER}`), 'gt'],
  [new RegExp(String.raw`\b(?:less than|less then|fewer than|under|below) ${NUMBER}`), 'lt'],
];
const TOP = /\b(?:top|first|largest|biggest) (\d{1,4})\b|\b(\d{1,4}) (?:largest|biggest)\b/;
const COUNT = /^(?:how many|count(?: of)?|number of)\b|\bhow many\b/;
const BY_WAREHOUSE = /\b(?:by|per|in each|each|for each|across) warehouses?\b|\bwarehouse by warehouse\b/;
/** Words of a question that carry nothing once the rest is read. */
const PLAIN =
  /\b(?:by (?:open )?balance|balances?|by (?:amount|total|value)|with a|with|have|do we have|we have|in stock|on hand|owe us the most|owe us|owe|the most|at all|ones?|please|all|only|which of (?:them|those)|of (?:them|those)|a\/r|ar)\b/;

function amountOf(digits: string, unit: string | undefined): number {
  const factor = unit === 'k' || unit === 'thousand' ? 1000 : unit === 'm' || unit === 'million' ? 1_000_000 : 1;
  return Number(digits.replace(/,/g, '')) * factor;
}

function subjectOf(text: string, today: string, taken: RegExp[]): SapSubject | undefined {
  const overdue = OVERDUE.test(text);
  const open = overdue || OPEN.test(text);
  const closed = !open && CLOSED.test(text);
  taken.push(OVERDUE, OPEN, CLOSED);
  const adjective = overdue ? 'overdue ' : open ? 'open ' : closed ? 'closed ' : '';
  const comparison = (column: string) =>
    COMPARISONS.flatMap(([pattern, operator]) => {
      const match = pattern.exec(text);
      if (!match) return [];
      taken.push(pattern);
      return [`${column} ${operator} ${amountOf(match[1] ?? '0', match[2])}`];
    });
  for (const [words, entitySet, noun] of DOCUMENTS) {
    if (!words.test(text)) continue;
    taken.push(words);
    const status = open ? "DocumentStatus eq 'bost_Open'" : closed ? "DocumentStatus eq 'bost_Close'" : undefined;
    return {
      entitySet,
      noun: `${adjective}${noun}`,
      filters: [
        ...(status ? [status] : []),
        ...(overdue ? [`DocDueDate lt ${stringLiteral(today)}`] : []),
        ...comparison('DocTotal'),
      ],
      columns: DOCUMENT_COLUMNS,
      orderBy: /\b(?:largest|biggest|by (?:amount|total|value))\b/.test(text) ? 'DocTotal desc' : 'DocEntry desc',
    };
  }
  for (const [words, cardType, noun] of PARTNERS) {
    if (!words.test(text)) continue;
    taken.push(words);
    return {
      entitySet: 'BusinessPartners',
      noun,
      filters: [
        ...(cardType ? [`CardType eq ${stringLiteral(cardType)}`] : []),
        ...comparison('CurrentAccountBalance'),
      ],
      columns: PARTNER_COLUMNS,
      orderBy: /\b(?:balance|owe|owes)\b/.test(text) ? 'CurrentAccountBalance desc' : 'CardCode asc',
    };
  }
  if (ITEMS.test(text) || ITEM_CODE.test(text)) {
    const none = /\b(?:out of stock|no stock|not in stock)\b/;
    taken.push(none, ITEMS);
    return {
      entitySet: 'Items',
      noun: 'items',
      filters: none.test(text) ? ['QuantityOnStock eq 0'] : comparison('QuantityOnStock'),
      columns: ITEM_COLUMNS,
      orderBy: /\b(?:most|by) stock\b/.test(text) ? 'QuantityOnStock desc' : 'ItemCode asc',
    };
  }
  return undefined;
}

/**
 * Reads a question about SAP Business One: documents by kind and status (open, closed,
 * overdue), business partners (ranked by balance), items and their stock (by warehouse, one
 * item by code or name), comparisons on amounts, balances and stock, a count or a top N. Words
 * it cannot place make it `unplaced`, so the caller asks instead of answering without them.
 */
export function readSap(words: string, today: string): SapReading {
  // "Per warehouse" is read before "warehouse" alone names items.
  const taken: RegExp[] = [BY_WAREHOUSE];
  const subject = subjectOf(words, today, taken);
  if (!subject) return { kind: 'none' };
  const top = TOP.exec(words);
  const count = COUNT.test(words);
  const byWarehouse = subject.entitySet === 'Items' && BY_WAREHOUSE.test(words);
  const code = subject.entitySet === 'Items' ? ITEM_CODE.exec(words)?.[1] : undefined;
  taken.push(TOP, COUNT, BY_WAREHOUSE, ITEM_CODE, PLAIN, /\bwarehouses?\b/);
  const unplaced = unplacedWords(words, taken);
  // Left over on an item question, the words may be the item's name ("Laser Printer 1200").
  const itemName =
    subject.entitySet === 'Items' && !code && unplaced.length > 0 && !unplaced.some((word) => /^not$|n't$/.test(word))
      ? itemNameIn(words, unplaced)
      : undefined;
  if (unplaced.length > 0 && !itemName) {
    return { kind: 'unplaced', noun: subject.noun, entitySet: subject.entitySet, words: unplaced };
  }
  return {
    kind: 'query',
    query: {
      subject,
      count,
      byWarehouse,
      ...(top ? { top: Math.min(Number(top[1] ?? top[2]), 1000) } : {}),
      ...(code ? { itemCode: code.toUpperCase() } : {}),
      ...(itemName ? { itemName } : {}),
    },
  };
}

/** The run of words holding every unplaced word, as the item's name. */
function itemNameIn(words: string, unplaced: readonly string[]): string | undefined {
  const list = words.split(' ');
  const first = unplaced[0] === undefined ? -1 : list.indexOf(unplaced[0]);
  let last = list.lastIndexOf(unplaced[unplaced.length - 1] ?? '');
  if (first === -1 || last < first) return undefined;
  // A model number after the name is part of it: "laser printer 1200".
  while (/^\d/.test(list[last + 1] ?? '')) last += 1;
  return list.slice(first, last + 1).join(' ');
}
