import type { Comparator, Filter, QuerySpec } from '../../../netsuite/query-spec.ts';
import { sqlString } from '../../../netsuite/suiteql-literals.ts';
import { whole } from '../describe.ts';
import { findMentioned } from '../directory.ts';
import type { Candidate } from '../planner-state.ts';
import type { ItemStockQuestion } from '../understand/item-stock.ts';
import type { Reading } from '../understand/read-request.ts';
import { lastQuery } from './follow-up.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { asked, listRecords, runSuiteql, unplacedWords } from './query-handler.ts';
import { resolveName } from './resolve-names.ts';

/**
 * Stock of one item by its code, per location, with the total of the quantity asked stated as the
 * answer: "how many NW-1005 do we have on hand?" is **28**, and the table shows where they are.
 */

const MEASURE_LABEL = { onhand: 'on hand', available: 'available', onorder: 'on order' } as const;
const MEASURE_COLUMN = { onhand: 'on_hand', available: 'available', onorder: 'on_order' } as const;

/** Words of a stock question that carry no condition: the subject and how it is broken down. */
const STOCK_WORDS = new Set(
  `stock stocks inventory on hand units unit pieces pcs qty quantity quantities level levels available availability
  warehouse warehouses location locations site sites by per each across break breaking down hold held keep carry
  there same that this where committed free left remaining remain remains still`.split(/\s+/),
);

const COMPARED: Readonly<Record<Comparator, (quantity: number, value: number) => boolean>> = {
  gt: (quantity, value) => quantity > value,
  gte: (quantity, value) => quantity >= value,
  lt: (quantity, value) => quantity < value,
  lte: (quantity, value) => quantity <= value,
  eq: (quantity, value) => quantity === value,
  between: (quantity, value) => quantity >= value,
};

const COMPARED_WORDS: Readonly<Record<Comparator, string>> = {
  gt: 'more than',
  gte: 'at least',
  lt: 'fewer than',
  lte: 'at most',
  eq: 'exactly',
  between: 'at least',
};

/** Whether one item's stock at one place meets a condition, with the quantity it has there. */
async function quantityAnswer(
  request: Request,
  condition: { readonly measure: keyof typeof MEASURE_COLUMN; readonly comparator: Comparator; readonly value: number },
  filters: readonly Filter[],
  itemName: string,
  place: string,
): Promise<Handled> {
  const handled = await listRecords(request, { record: 'itemLocation', filters: [...filters] });
  const { outcome } = handled;
  if (outcome.kind !== 'table' && outcome.kind !== 'answer') return handled;
  const rows = outcome.kind === 'table' ? outcome.rows : [];
  const column = MEASURE_COLUMN[condition.measure];
  const quantity = rows.reduce((sum, row) => sum + (typeof row[column] === 'number' ? row[column] : 0), 0);
  const holds = COMPARED[condition.comparator](quantity, condition.value);
  const markdown = `${holds ? 'Yes' : 'No'}: ${itemName} has **${whole(quantity)}** ${MEASURE_LABEL[condition.measure]} at ${place} (you asked about ${COMPARED_WORDS[condition.comparator]} ${whole(condition.value)}).`;
  return { ...handled, intent: 'aggregate', outcome: { kind: 'answer', markdown } };
}

/** The location the words name, or the one the last answer was about when they say "there". */
async function locationOf(
  request: Request,
  question: ItemStockQuestion,
): Promise<Candidate | 'none' | 'unknown' | 'several'> {
  const mentioned = await findMentioned(request.session.tools, 'location', question.rest);
  if (mentioned.length === 1 && mentioned[0]) return mentioned[0];
  if (mentioned.length > 1) return 'several';
  if (!question.there) return 'none';
  const last = request.state.last;
  if (last?.kind === 'report' && last.parameters.locationId) {
    return { id: last.parameters.locationId, name: 'that location', kind: 'location' };
  }
  const filter = lastQuery(request.state)?.filters.find((candidate) => candidate.kind === 'location');
  return filter?.kind === 'location' ? { id: filter.id, name: filter.name, kind: 'location' } : 'unknown';
}

/**
 * The item the question is about: by its code, or by a name the items' names or display names
 * hold ('none' when no item has it, so the general planner reads the words instead).
 */
async function itemOf(
  request: Request,
  question: ItemStockQuestion,
): Promise<{ kind: 'found'; id: string; name: string } | { kind: 'none' } | Handled> {
  if ('code' in question.item) {
    const { code } = question.item;
    const found = await runSuiteql(request, `SELECT id, itemid FROM item WHERE UPPER(itemid) = ${sqlString(code)}`, 1);
    if (!found.ok) return found.handled;
    const row = found.output.rows[0];
    if (!row) return failed('query', request.state, 'not_found', `I couldn't find an item ${code}.`);
    return { kind: 'found', id: String(row.id), name: String(row.itemid) };
  }
  const resolution = await resolveName(request, ['item'], [question.item.name]);
  if (resolution.kind === 'ambiguous') return asked(request, resolution.text, resolution.question);
  if (resolution.kind !== 'found') return { kind: 'none' };
  return { kind: 'found', id: resolution.candidate.id, name: resolution.candidate.name };
}

/**
 * The answer, or undefined when the words hold more than a stock question can place (a date,
 * an amount, a name): the general planner then reads them, and asks about what it cannot.
 */
export async function handleItemStock(
  request: Request,
  question: ItemStockQuestion,
  rest: Reading,
): Promise<Handled | undefined> {
  if (
    rest.date ||
    rest.money.length > 0 ||
    // "On order" reads as a purchase order status too; here it is the quantity asked for.
    rest.statusPhrases.some((phrase) => phrase !== 'on order') ||
    rest.absences.length > 0 ||
    rest.counts.length > 0 ||
    rest.overdue ||
    (rest.stock.state !== undefined && rest.stock.state !== 'in') ||
    rest.unreadNegations.length > 0 ||
    rest.records.some(
      (found) =>
        found.kind !== 'location' &&
        found.kind !== 'itemLocation' &&
        found.kind !== 'item' &&
        // "On order" is a quantity, not sales orders.
        !rest.text.includes(`on ${found.phrase}`),
    )
  ) {
    return undefined;
  }
  const location = await locationOf(request, question);
  if (location === 'several' || location === 'unknown') return undefined;
  const locationWords = location === 'none' ? [] : location.name.toLowerCase().split(/[^a-z0-9]+/);
  const unplaced = unplacedWords({ ...request, reading: rest }, new Set()).filter(
    (word) => !STOCK_WORDS.has(word) && !locationWords.includes(word) && !/^\d+$/.test(word),
  );
  if (unplaced.length > 0) return undefined;

  const item = await itemOf(request, question);
  if ('outcome' in item) return item;
  if (item.kind === 'none') return undefined;

  const filters: Filter[] = [{ kind: 'item', id: item.id, name: item.name }];
  if (location !== 'none') filters.push({ kind: 'location', id: location.id, name: location.name });
  // "Do we have more than 10 NW-1004 available at East Coast?": the quantity there, and whether it is.
  const [condition, ...others] = rest.stock.quantities;
  // Back-orders are no column of the stock rows: those stay a filter.
  if (condition && others.length === 0 && location !== 'none' && condition.measure !== 'backordered') {
    return quantityAnswer(request, { ...condition, measure: condition.measure }, filters, item.name, location.name);
  }
  for (const quantity of rest.stock.quantities) filters.push({ kind: 'quantity', ...quantity });
  const query: QuerySpec = { record: 'itemLocation', filters };
  const handled = await listRecords(request, query);
  const { outcome } = handled;
  if (outcome.kind !== 'table' || outcome.rows.length < outcome.count) return handled;
  const column = MEASURE_COLUMN[question.measure];
  const total = outcome.rows.reduce((sum, row) => sum + (typeof row[column] === 'number' ? row[column] : 0), 0);
  const where =
    location === 'none'
      ? `across ${whole(outcome.count)} location${outcome.count === 1 ? '' : 's'}`
      : `at ${outcome.rows[0]?.location ?? location.name}`;
  return {
    ...handled,
    intent: /\bhow many\b|\bhow much\b/.test(request.reading.text) ? 'aggregate' : 'query',
    outcome: {
      ...outcome,
      caption: `**${whole(total)}** units of ${item.name} ${MEASURE_LABEL[question.measure]} ${where}`,
    },
  };
}
