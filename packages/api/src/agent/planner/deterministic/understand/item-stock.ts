import type { QuantityMeasure } from '../../../netsuite/query-spec.ts';
import { RECORD_PHRASES } from './lexicon.ts';

/**
 * Stock of one item named by its code: "how many NW-1005 do we have on hand?", "NW-1044 stock
 * by location", "units of NW-1044 on order", "warehouses with fewer than 5 NW-1010 available".
 * NetSuite keeps these per item and location; the answer is the item's locations and the total.
 */
export interface ItemStockQuestion {
  /** The item code as typed, upper case: `NW-1005`; or, when no code is said, the item's name as said. */
  readonly item: { readonly code: string } | { readonly name: string };
  /** Which quantity is asked for: on hand unless the words say available or on order. */
  readonly measure: Exclude<QuantityMeasure, 'backordered'>;
  /** The words with the code and the measure's words read, for the other readers (location, quantity). */
  readonly rest: string;
  /** "there", "at that warehouse": the location of the last answer. */
  readonly there: boolean;
}

/** A word naming a kind of record: never an item's name. */
const RECORD_WORD = new RegExp(`\\b(?:${RECORD_PHRASES.map(({ phrase }) => phrase).join('|')})\\b`);

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

/**
 * An item named by its name in a stock question: "how many Refined Wooden Bike are available at
 * West Coast?", "stock of the Sleek Steel Bike". The handler finds it among the items.
 */
const NAMED_ITEM = [
  /^how many (?:units of |pcs of |pieces of |of (?:the )?)?(?<name>.+?) (?:do we have|have we got|are there|are (?:available|left|in stock|on hand)|(?:are )?(?:available|left|in stock|on hand))\b/,
  /\b(?:stock|inventory|stock levels?|availability|quantity on hand|quantity available) (?:of|for) (?:the |our )?(?<name>.+?)(?= at | in | across | by |$)/,
  // "Elegant Ceramic Computer stock by location"
  /^(?<name>[a-z0-9][^?]*?) (?:stock(?: levels?)?|inventory|on hand|availability)(?= by | per | at | in | across |$)/,
];

/** Words of a stock state or a question, never of an item's name: "what's running low on stock". */
const NOT_AN_ITEM = /\b(?:low|running|out|below|under|reorder|what|which|how|show|list|our|all|any|total)\b/;

/**
 * The stock question about one item the words ask, or undefined when they ask something else.
 * `shown` is the item whose stock the last answer showed: "and how many are on order?" asks of it.
 */
export function readItemStock(text: string, shown?: { readonly code: string }): ItemStockQuestion | undefined {
  const codes = [...new Set(text.match(ITEM_CODE) ?? [])];
  if (codes.length > 1) return undefined;
  const [code] = codes;
  if (code !== undefined) return aboutStock({ code: code.toUpperCase() }, text.replace(ITEM_CODE, ' '));
  const name = NAMED_ITEM.map((pattern) => pattern.exec(text)?.groups?.name).find((found) => found !== undefined);
  // "How many items are available", "how many invoices do we have": records in general, for the general planner.
  if (
    name &&
    !RECORD_WORD.test(name) &&
    !NOT_AN_ITEM.test(name) &&
    !/\b(?:things|stuff|inventory|stock|they|them|those|it)\b/.test(name)
  )
    return aboutStock({ name }, text.replace(name, ' '));
  // "On order" is a quantity, not sales orders.
  const records = RECORD_WORD.test(text.replace(ON_ORDER, ' '));
  return shown && !records && FOLLOWING_ON.test(text) ? aboutStock(shown, text) : undefined;
}

/** A question that goes on from the last answer: "and how many are on order?", "what about available?" */
const FOLLOWING_ON = /^(?:and|what about|how about|now|also|then|ok|okay|so)\b|\b(?:they|them|those|it)\b/;

/** What the words besides the item ask of its stock, if they ask of its stock at all. */
function aboutStock(item: ItemStockQuestion['item'], withoutItem: string): ItemStockQuestion | undefined {
  // "On order" is the measure, not the verb of ordering.
  const trading = withoutItem.replace(ON_ORDER, ' ');
  if (!STOCK_CUE.test(withoutItem) || TRADING.test(trading)) return undefined;
  if (/\bback-?order/.test(withoutItem)) return undefined;
  const available = AVAILABLE.exec(withoutItem);
  const onOrder = ON_ORDER.exec(withoutItem);
  const measure = onOrder ? 'onorder' : available ? 'available' : 'onhand';
  // "On hand but not committed" is what is available: read here, so no reader takes the "not".
  const rest = (
    available && /committed/.test(available[0]) ? withoutItem.replace(available[0], 'available') : withoutItem
  )
    .replace(/\s+/g, ' ')
    .trim();
  const there = /\bthere\b|\bat (?:that|this|the same) (?:warehouse|location|site)\b/.test(withoutItem);
  return { item, measure, rest, there };
}
