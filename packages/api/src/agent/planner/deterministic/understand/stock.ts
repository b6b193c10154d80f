import type { Comparator, QuantityMeasure, StockState } from '../../../netsuite/query-spec.ts';
import { comparatorAfter, comparatorBefore } from './comparisons.ts';
import type { MarkedText } from './spans.ts';

/**
 * Stock, as NetSuite keeps it per item and location (`inventoryitemlocations`): how much is on
 * hand, available (on hand less what open orders committed), on order, back-ordered, and the
 * reorder point. "Less than 5 available" is about a quantity, never about the price.
 */

export interface QuantityCondition {
  readonly measure: QuantityMeasure;
  readonly comparator: Comparator;
  readonly value: number;
}

export interface StockReading {
  readonly state: StockState | undefined;
  readonly quantities: readonly QuantityCondition[];
  /** "by warehouse", "at each location": one row per item and location. */
  readonly byLocation: boolean;
  /** Stock is what is asked about: a state, a quantity, or the words "stock", "inventory", "on hand". */
  readonly subject: boolean;
}

const STATES: readonly (readonly [RegExp, StockState])[] = [
  // "At or under the reorder point" is low: at it counts too.
  [
    /\b(?:at or (?:below|under)|no (?:more|higher) than|not above|not over) (?:the |their |its |our )?re-?order (?:points?|levels?)\b/,
    'low',
  ],
  [
    /\b(?:below|under|beneath|less than|lower than|dropped below|fallen below|fell below) (?:the |their |its |our )?(?:re-?order|min(?:imum)?) (?:points?|levels?|thresholds?|quantit(?:y|ies))\b/,
    'below_reorder',
  ],
  [
    /\b(?:out of stock|stocked out|sold out|no stock|zero stock|not in stock|none (?:left|available|in stock|on hand)|nothing (?:left|available|in stock|on hand)|no (?:inventory|units|quantity) (?:left|available|on hand))\b/,
    'out',
  ],
  [
    /\b(?:low (?:on )?(?:stock|inventory|quantit(?:y|ies)|supply)|(?:stock|inventory|supply|quantit(?:y|ies)) (?:is |are |running |getting )?low|running (?:low|short|out)|short (?:on|of) stock|low[- ]stock|(?:at|reached|hit) (?:the |their |its )?re-?order (?:points?|levels?)|(?:need|needs|needing|due) (?:to be )?re-?order(?:ed|ing)?|to re-?order|re-?order (?:list|alerts?)|(?:should|must) re-?order)\b/,
    'low',
  ],
  [/\b(?:in stock|on the shelf|available (?:in|from) stock)\b/, 'in'],
];

const MEASURE_WORDS: readonly (readonly [RegExp, QuantityMeasure])[] = [
  [/\bon[- ]?hand\b/, 'onhand'],
  [/\bon order\b|\bon (?:a |open )?(?:purchase orders?|pos)\b|\bincoming\b/, 'onorder'],
  [/\bback-?ordered\b|\bon back-?order\b|\bbackorders?\b/, 'backordered'],
  [
    /\bavailable\b|\bavailability\b|\bin stock\b|\bleft\b|\bin inventory\b|\bunits?\b|\bqty\b|\bquantit(?:y|ies)\b|\bstock\b/,
    'available',
  ],
];

/** Words around a number that make it a quantity rather than money. */
const QUANTITY_AFTER =
  /^\s*(?:units?\s+|pcs\s+|pieces\s+|items?\s+|qty\s+)?(?:available|in stock|on[- ]?hand|left|remaining in stock|in inventory|on order|back-?ordered|on back-?order)\b|^\s*(?:units?|pcs|pieces)\b/;
const QUANTITY_BEFORE =
  /\b(?:quantity|qty|stock|units|on[- ]?hand|available|availability|inventory|on order|back-?ordered)(?:\s+(?:available|on[- ]?hand|on order|level|levels|count|is|are|of))*\s*$/;

const TRADED =
  /\b(?:sold|sell|sells|bought|purchased|ordered|shipped|received|invoiced|billed)(?:\s+(?:in\s+)?total)?$/;

function measureOf(words: string): QuantityMeasure {
  return MEASURE_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'available';
}

/** Reads stock states, quantity conditions and "by warehouse"; takes the words it reads. */
/** "That we don't have on order", "with nothing on order": none on order, a quantity of zero. */
const NONE_ON_ORDER =
  /\b(?:(?:that |which )?(?:we |you )?(?:don't|do not|doesn't|does not|haven't|have not|aren't|are not|isn't|is not|not)(?: yet)?(?: have| got)?(?: any)?|with (?:nothing|none|no (?:units|stock|quantity))|(?:nothing|none))(?: units)? (?:on order|on (?:a |open )?(?:purchase orders?|pos)|incoming)\b/;

/** "Items on order", "products we have on order": some units on order (a PO's "on order" is its status). */
const ITEMS_ON_ORDER =
  /\b(?:items?|products?|skus?|parts?|stock)\s+(?:that are\s+|which are\s+|currently\s+|(?:that\s+)?we have\s+|still\s+)?on order\b/;
/** "Backordered items", "what's on backorder": some units back-ordered. */
const BACKORDERED = /\b(?:back-?ordered|on back-?orders?|back-?orders?)\b/;

export function readStock(marked: MarkedText): StockReading {
  const noneOnOrder = marked.find(NONE_ON_ORDER) !== undefined;
  const counted = readQuantities(marked);
  // Read after the quantities, which take "more than 5 backordered" with its number.
  const backordered = counted.every((quantity) => quantity.measure !== 'backordered') && marked.find(BACKORDERED);
  const onOrder =
    counted.length === 0 && !noneOnOrder && ITEMS_ON_ORDER.test(marked.rest()) && marked.find(/\bon order\b/);
  const quantities = [
    ...counted,
    ...(onOrder ? [{ measure: 'onorder' as const, comparator: 'gt' as const, value: 0 }] : []),
    ...(noneOnOrder ? [{ measure: 'onorder' as const, comparator: 'eq' as const, value: 0 }] : []),
    ...(backordered ? [{ measure: 'backordered' as const, comparator: 'gt' as const, value: 0 }] : []),
  ];
  let state: StockState | undefined;
  for (const [pattern, found] of STATES) {
    if (!state && marked.find(pattern)) state = found;
  }
  // Once a stock state or quantity is read, "stock" and "inventory" only restate the subject;
  // alone ("inventory at Manchester", "what stock do we have") they make stock the subject.
  let subject = state !== undefined || quantities.length > 0;
  if (subject) {
    for (;;) {
      if (!marked.find(/\b(?:stock|inventory|stock levels?|inventory levels?|levels?|quantit(?:y|ies))\b/)) break;
    }
  }
  for (;;) {
    if (!marked.find(/\b(?:stock levels?|inventory levels?|stock on hand|stock|inventory(?! items?\b)|on[- ]hand)\b/))
      break;
    subject = true;
  }
  // "What stock do we hold at Manchester": holding stock is having it.
  if (subject) marked.find(/\b(?:hold|holds|held|keep|keeps|kept)\b/);
  const byLocation =
    marked.find(
      /\b(?:by|per|for each|at each|in each|across|broken down by) (?:warehouse|location|site)s?\b|\bwarehouse by warehouse\b/,
    ) !== undefined;
  return { state, quantities, byLocation, subject };
}

/** "less than 5 available", "quantity on hand over 100", "10 or more in stock". */
function readQuantities(marked: MarkedText): QuantityCondition[] {
  const quantities: QuantityCondition[] = [];
  for (const match of marked.rest().matchAll(/\b(\d+(?:\.\d+)?)\b/g)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (!marked.isFree(start, end)) continue;
    const text = marked.rest();
    const windowStart = Math.max(0, start - 40);
    const before = text.slice(windowStart, start).trimEnd();
    const after = text.slice(end, end + 40);
    const comparison = comparatorBefore(before);
    const trailing = comparatorAfter(after);
    if (!comparison && !trailing) continue;
    const prefix = before.slice(0, before.length - (comparison?.length ?? 0)).trimEnd();
    // "Sold more than 20 units" counts what was traded, not what is in stock.
    if (TRADED.test(prefix)) continue;
    const quantityBefore = QUANTITY_BEFORE.exec(prefix);
    const quantityAfter = QUANTITY_AFTER.exec(after.slice(trailing?.length ?? 0));
    if (!quantityAfter && !quantityBefore) continue;
    const from = quantityBefore
      ? windowStart + prefix.length - quantityBefore[0].length
      : windowStart + before.length - (comparison?.length ?? 0);
    const to = end + (trailing?.length ?? 0) + (quantityAfter?.[0].length ?? 0);
    marked.take(from, to);
    quantities.push({
      measure: measureOf(`${quantityBefore?.[0] ?? ''} ${quantityAfter?.[0] ?? ''}`),
      comparator: comparison?.comparator ?? trailing?.comparator ?? 'eq',
      value: Number(match[1]),
    });
  }
  return quantities;
}
