import { stringLiteral } from '../../../../sap/connector/index.ts';
import { type TypedRow, typedRows } from '../../../netsuite/typed-rows.ts';
import type { PlannerSession } from '../../planner.ts';
import { ITEM_COLUMNS, readSap, type SapQuery, WAREHOUSE_COLUMNS } from '../erp/sap-reading.ts';
import type { PlannerState } from '../planner-state.ts';
import { answered, failed, type Handled } from './handler.ts';

/** Words that name SAP Business One, or what only SAP calls so. */
const NAMES_SAP = /\b(?:sap|b1|business one|service layer|business partners?)\b/;
/** The platform's name where it only says where to look: "open orders in SAP". */
const PLATFORM_WORDS = /\b(?:(?:in|from|on) )?(?:sap(?: business one)?|sap b1|business one|service layer)\b/g;

/** Whether the words name SAP Business One. */
export function namesSap(text: string): boolean {
  return NAMES_SAP.test(text);
}

const ROWS_SHOWN = 100;

function failure(
  intent: 'query' | 'count' | 'create_record',
  state: PlannerState,
  code: string,
  message: string,
): Handled {
  return code === 'forbidden'
    ? { outcome: { kind: 'refusal', code: 'forbidden', message }, intent, state }
    : failed(intent, state, code, message);
}

/**
 * Everyday SAP Business One questions, read from the words (`erp/sap-reading.ts`) and answered
 * through the Service Layer tools: documents by kind and status, business partners (by
 * balance), items and their stock (by warehouse), how many of each, and a new business partner
 * behind confirmation. Undefined when the words are not one of these, so the caller can say what
 * SAP questions it answers; a question when some of the words cannot be placed.
 */
export async function handleSap(
  text: string,
  prompt: string,
  session: PlannerSession,
  state: PlannerState,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<Handled | undefined> {
  const words = text.replace(PLATFORM_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const create =
    /^(?:please )?(?:can you |could you )?(?:create|add|make|set up|new)(?: a| an| new)*(?: sap)? (business partner|customer|vendor|supplier|lead)\b,?(?: (?:a |an )?(customer|vendor|supplier|lead)\b)?(?: (?:named|called|for))?(.*)$/.exec(
      words,
    );
  if (create) {
    const kind = create[2] ?? create[1] ?? 'customer';
    const name = (create[3] ?? '').replace(/,? not an? \w+$/, '').trim();
    if (name === '') {
      return {
        outcome: {
          kind: 'question',
          text: `What should the new ${kind} be called${kind === 'business partner' ? ', and is it a customer, a vendor or a lead' : ''}?`,
          options: [],
        },
        intent: 'create_record',
        state: { ...state, question: { kind: 'append', prompt, template: '{prompt} {answer}' } },
      };
    }
    return createPartner(kind, originalWords(prompt, name), session, state);
  }
  const addAs = /^(?:please )?add (.+?) as an? (customer|vendor|supplier|lead)\b/.exec(words);
  if (addAs) return createPartner(addAs[2] ?? 'customer', originalWords(prompt, addAs[1] ?? ''), session, state);
  const reading = readSap(words, today);
  if (reading.kind === 'none') return undefined;
  if (reading.kind === 'unplaced') {
    const phrase = reading.words.join(' ');
    const why =
      reading.entitySet === 'BusinessPartners'
        ? ' A business partner has a city and a country in SAP Business One, but no state or region.'
        : '';
    return {
      outcome: {
        kind: 'question',
        text: `I can't place "${phrase}" in a question about SAP Business One ${reading.noun}.${why} What should "${phrase}" mean, or shall I go on without it?`,
        options: [],
      },
      intent: 'query',
      state: { ...state, question: { kind: 'rephrase', prompt, phrase } },
    };
  }
  const nextState: PlannerState = { ...state, erp: { system: 'sap', words } };
  const { query } = reading;
  if (query.subject.entitySet === 'Items' && (query.itemCode || query.itemName || query.byWarehouse)) {
    return itemStock(query, prompt, session, nextState);
  }
  const { subject } = query;
  const filter = subject.filters.length > 0 ? subject.filters.join(' and ') : undefined;
  if (query.count) {
    const counted = await session.tools.call('sap_query', {
      entitySet: subject.entitySet,
      select: [subject.columns[0]?.key ?? 'DocEntry'],
      ...(filter ? { filter } : {}),
      top: 1,
      count: true,
    });
    if (counted.status !== 'ok') {
      return failure('count', state, counted.status === 'failed' ? counted.code : 'unavailable', messageOf(counted));
    }
    const total = (counted.output as { count: number }).count;
    return answered(
      'count',
      nextState,
      `There ${total === 1 ? 'is' : 'are'} **${total}** ${subject.noun} in SAP Business One.`,
    );
  }
  const top = query.top ?? ROWS_SHOWN;
  const result = await session.tools.call('sap_query', {
    entitySet: subject.entitySet,
    select: subject.columns.map((column) => column.key),
    ...(filter ? { filter } : {}),
    orderBy: subject.orderBy,
    top,
    count: true,
  });
  if (result.status !== 'ok') {
    return failure('query', state, result.status === 'failed' ? result.code : 'unavailable', messageOf(result));
  }
  const output = result.output as { rows: Record<string, string | number | null>[]; count: number };
  if (output.rows.length === 0) {
    return answered('query', nextState, `There are no ${subject.noun} in SAP Business One.`);
  }
  const rows: TypedRow[] = typedRows(output.rows, subject.columns);
  return {
    outcome: {
      kind: 'table',
      rows,
      count: query.top === undefined ? output.count : rows.length,
      caption: `${subject.noun[0]?.toUpperCase() ?? ''}${subject.noun.slice(1)} in SAP Business One`,
      columns: subject.columns,
    },
    intent: 'query',
    state: nextState,
  };
}

interface WarehouseLine {
  readonly WarehouseCode?: string;
  readonly InStock?: number;
  readonly Committed?: number;
  readonly Ordered?: number;
}

/** Keeps the warehouse lines a stock comparison allows ("only where we have more than 10"). */
function lineAllowed(filters: readonly string[], inStock: number): boolean {
  return filters.every((filter) => {
    const match = /^QuantityOnStock (gt|ge|lt|le|eq) (-?[\d.]+)$/.exec(filter);
    if (!match) return true;
    const value = Number(match[2]);
    return {
      gt: inStock > value,
      ge: inStock >= value,
      lt: inStock < value,
      le: inStock <= value,
      eq: inStock === value,
    }[match[1] as 'gt'];
  });
}

/** One item's stock (by its code or name), or stock by warehouse: its lines in every warehouse. */
async function itemStock(query: SapQuery, prompt: string, session: PlannerSession, state: PlannerState) {
  const name = query.itemName ? originalWords(prompt, query.itemName) : undefined;
  const itemFilter = query.itemCode
    ? `ItemCode eq ${stringLiteral(query.itemCode)}`
    : name
      ? `contains(ItemName, ${stringLiteral(name)})`
      : undefined;
  const stockFilters = query.byWarehouse ? [] : query.subject.filters;
  const filter = [itemFilter, ...stockFilters].filter(Boolean).join(' and ') || undefined;
  const result = await session.tools.call('sap_query', {
    entitySet: 'Items',
    select: ['ItemCode', 'ItemName', 'QuantityOnStock', ...(query.byWarehouse ? ['ItemWarehouseInfoCollection'] : [])],
    ...(filter ? { filter } : {}),
    orderBy: 'ItemCode asc',
    top: 1000,
  });
  if (result.status !== 'ok') {
    return failure('query', state, result.status === 'failed' ? result.code : 'unavailable', messageOf(result));
  }
  const items = (result.output as { rows: Record<string, unknown>[] }).rows;
  if (items.length === 0) {
    return failed(
      'query',
      state,
      'not_found',
      `I couldn't find an item matching "${query.itemCode ?? name}" in SAP Business One.`,
    );
  }
  const [first] = items;
  if (!query.byWarehouse && items.length === 1 && first) {
    return answered(
      'query',
      state,
      `There are **${Number(first.QuantityOnStock ?? 0)}** ${String(first.ItemName)} (${String(first.ItemCode)}) in stock in SAP Business One.`,
    );
  }
  if (!query.byWarehouse) {
    const rows = typedRows(items as Record<string, string | number | null>[], ITEM_COLUMNS);
    return {
      outcome: {
        kind: 'table' as const,
        rows,
        count: rows.length,
        caption: 'Items in SAP Business One',
        columns: ITEM_COLUMNS,
      },
      intent: 'query' as const,
      state,
    };
  }
  const lines = items.flatMap((item) =>
    ((item.ItemWarehouseInfoCollection ?? []) as WarehouseLine[])
      .filter((line) => lineAllowed(query.subject.filters, Number(line.InStock ?? 0)))
      .map((line) => ({
        ItemCode: String(item.ItemCode),
        ItemName: String(item.ItemName),
        WarehouseCode: line.WarehouseCode ?? null,
        InStock: line.InStock ?? 0,
        Committed: line.Committed ?? 0,
        Ordered: line.Ordered ?? 0,
      })),
  );
  const rows = typedRows(lines, WAREHOUSE_COLUMNS);
  const whose = items.length === 1 && first ? ` of ${String(first.ItemName)} (${String(first.ItemCode)})` : '';
  return {
    outcome: {
      kind: 'table' as const,
      rows,
      count: rows.length,
      caption: `Stock by warehouse${whose} in SAP Business One`,
      columns: WAREHOUSE_COLUMNS,
    },
    intent: 'query' as const,
    state,
  };
}

function messageOf(result: { status: string; message?: string }): string {
  return result.message ?? 'SAP Business One did not answer.';
}

/** The words as the user typed them (case and all), found again in the prompt. */
function originalWords(prompt: string, lowered: string): string {
  const at = prompt.toLowerCase().indexOf(lowered);
  const found = at === -1 ? lowered : prompt.slice(at, at + lowered.length);
  return found.replace(/[?!.]+$/, '').trim();
}

const CARD_TYPES: Readonly<Record<string, readonly [string, string]>> = {
  'business partner': ['cCustomer', 'C'],
  customer: ['cCustomer', 'C'],
  vendor: ['cSupplier', 'V'],
  supplier: ['cSupplier', 'V'],
  lead: ['cLid', 'L'],
};

/** A new business partner's code, as B1 companies often make them: the type's letter and the name's first letters. */
function cardCodeFor(prefix: string, name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return `${prefix}${letters.slice(0, 14) || 'NEW'}`;
}

async function createPartner(
  kind: string,
  name: string,
  session: PlannerSession,
  state: PlannerState,
): Promise<Handled> {
  const [cardType, prefix] = CARD_TYPES[kind] ?? ['cCustomer', 'C'];
  if (name === '') return answered('create_record', state, `What should the new ${kind} be called?`);
  const result = await session.tools.call('sap_createRecord', {
    entitySet: 'BusinessPartners',
    fields: { CardCode: cardCodeFor(prefix, name), CardName: name, CardType: cardType },
  });
  if (result.status === 'proposed') {
    return { outcome: { kind: 'confirmation', confirmation: result.confirmation }, intent: 'create_record', state };
  }
  if (result.status === 'failed') return failure('create_record', state, result.code, result.message);
  throw new Error('sap_createRecord writes: it always waits for a confirmation');
}

/** What to say to SAP words this planner does not read: what it does read. */
export function sapHelp(state: PlannerState): Handled {
  return answered(
    'help',
    state,
    [
      'In SAP Business One I can list or count documents and master data, for example:',
      '',
      '- "open sales orders in SAP", "how many open purchase orders in SAP"',
      '- "SAP A/R invoices", "closed deliveries in SAP"',
      '- "top 5 business partners by open balance", "SAP vendors", "items in SAP"',
      '- "create a customer Acme Ltd in SAP" (after you confirm)',
    ].join('\n'),
  );
}
