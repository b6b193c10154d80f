import type { QuantityMeasure } from '../../../netsuite/query-spec.ts';

/**
 * Stock of one item named by its code: "how many NW-1005 do we have on hand?", "NW-1044 stock
 * by location", "units of NW-1044 on order", "warehouses with fewer than 5 NW-1010 available".
 * NetSuite keeps these per item and location; the answer is the item's locations and the total.
 */
export interface ItemStockQuestion {
  /** The item code as typed, upper case: `NW-1005`. */
  readonly code: string;
  /** Which quantity is asked for: on hand unless the words say available or on order. */
  readonly measure: Exclude<QuantityMeasure, 'backordered'>;
  /** The words with the code and the measure's words read, for the other readers (location, quantity). */
  readonly rest: string;
  /** "there", "at that warehouse": the location of the last answer. */
  readonly there: boolean;
}

const ITEM_CODE = /\b[a-z]{2,4}-\d{3,6}\b/g;

/** Words that make a request about stock, not about the item's sales or documents. */
const STOCK_CUE =
  /\bon[- ]?hand\b|\bin stock\b|\bstock\b|\binventory\b|\bavailable\b|\bavailability\b|\bon order\b|\b(?:by|per|in each|at each|for each|across(?: the)?|break(?:ing)? (?:it )?down by|down by)\s+(?:warehouse|location|site)s?\b|\bwarehouses?\b|\bhow many\b.{0,30}\b(?:do|did) (?:we|i) (?:have|hold|keep|carry)\b|\bhow many\b.{0,30}\b(?:have we got|are there|are (?:left|in|at))\b/;

/** Words about trading the item or its documents: a question about sales or orders, not stock. */
const TRADING =
  /\b(?:sold|sell|sales|bought|buy|purchased|ordered|shipped|received|invoiced|billed|price|priced|cost|costs|orders?|invoices?|bills?|pos|receipts?|fulfil?ments?|customers?|vendors?|suppliers?|create|add|update|change|set|delete|remove|transfer|move|order|reorder)\b/;

const AVAILABLE =
  /\bon[- ]?hand (?:but|and) (?:not|un)[- ]?committed\b|\b(?:not|un)[- ]?committed\b|\bavailable\b|\bavailability\b|\bfree to (?:sell|use|ship)\b/;
const ON_ORDER = /\bon order\b|\bincoming\b|\bon (?:open )?(?:pos|purchase orders)\b/;

/** The stock question about one item the words ask, or undefined when they ask something else. */
export function readItemStock(text: string): ItemStockQuestion | undefined {
  const codes = [...new Set(text.match(ITEM_CODE) ?? [])];
  if (codes.length !== 1 || !codes[0]) return undefined;
  const code = codes[0];
  const withoutCode = text.replace(ITEM_CODE, ' ');
  // "On order" is the measure, not the verb of ordering.
  const trading = withoutCode.replace(ON_ORDER, ' ');
  if (!STOCK_CUE.test(withoutCode) || TRADING.test(trading)) return undefined;
  if (/\bback-?order/.test(withoutCode)) return undefined;
  const available = AVAILABLE.exec(withoutCode);
  const onOrder = ON_ORDER.exec(withoutCode);
  const measure = onOrder ? 'onorder' : available ? 'available' : 'onhand';
  // "On hand but not committed" is what is available: read here, so no reader takes the "not".
  const rest = (
    available && /committed/.test(available[0]) ? withoutCode.replace(available[0], 'available') : withoutCode
  )
    .replace(/\s+/g, ' ')
    .trim();
  const there = /\bthere\b|\bat (?:that|this|the same) (?:warehouse|location|site)\b/.test(withoutCode);
  return { code: code.toUpperCase(), measure, rest, there };
}
