import { stringLiteral } from '../../../../sap/connector/index.ts';
import type { QueryColumn } from '../../../netsuite/query-column.ts';
import { type TypedRow, typedRows } from '../../../netsuite/typed-rows.ts';
import type { PlannerSession } from '../../planner.ts';
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

interface SapSubject {
  readonly entitySet: string;
  /** What the rows are, for the caption and counts: `open sales orders`. */
  readonly noun: string;
  readonly filters: readonly string[];
  readonly columns: readonly QueryColumn[];
  readonly orderBy: string;
}

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
const ITEM_COLUMNS: readonly QueryColumn[] = [
  { key: 'ItemCode', type: 'text', label: 'Code' },
  { key: 'ItemName', type: 'text', label: 'Name' },
  { key: 'QuantityOnStock', type: 'number', label: 'In stock' },
];

/** Service Layer's document entity sets by the words for them; the first that matches wins. */
const DOCUMENTS: readonly (readonly [RegExp, string, string])[] = [
  [/\bpurchase orders?\b|\bpos\b/, 'PurchaseOrders', 'purchase orders'],
  [/\b(?:a\/p|ap|vendor|purchase|supplier) invoices?\b|\bbills\b/, 'PurchaseInvoices', 'A/P invoices'],
  [/\bgoods receipts?\b|\bpurchase deliver(?:y|ies)\b/, 'PurchaseDeliveryNotes', 'goods receipts'],
  [/\bdeliver(?:y|ies)(?: notes?)?\b/, 'DeliveryNotes', 'deliveries'],
  [/\binvoices?\b/, 'Invoices', 'A/R invoices'],
  [/\b(?:sales )?orders?\b/, 'Orders', 'sales orders'],
];

/** Business partners by the words for them, with the card type each means. */
const PARTNERS: readonly (readonly [RegExp, string | undefined, string])[] = [
  [/\bcustomers?\b/, 'cCustomer', 'customers'],
  [/\b(?:vendors?|suppliers?)\b/, 'cSupplier', 'vendors'],
  [/\bleads?\b/, 'cLid', 'leads'],
  [/\bbusiness partners?\b|\bpartners?\b/, undefined, 'business partners'],
];

function subjectOf(text: string): SapSubject | undefined {
  const open = /\bopen\b|\boutstanding\b|\bnot (?:yet )?closed\b/.test(text);
  const closed = !open && /\bclosed\b/.test(text);
  const status = open ? "DocumentStatus eq 'bost_Open'" : closed ? "DocumentStatus eq 'bost_Close'" : undefined;
  const adjective = open ? 'open ' : closed ? 'closed ' : '';
  for (const [words, entitySet, noun] of DOCUMENTS) {
    if (words.test(text)) {
      return {
        entitySet,
        noun: `${adjective}${noun}`,
        filters: status ? [status] : [],
        columns: DOCUMENT_COLUMNS,
        orderBy: /\b(?:largest|biggest|by (?:amount|total|value))\b/.test(text) ? 'DocTotal desc' : 'DocEntry desc',
      };
    }
  }
  for (const [words, cardType, noun] of PARTNERS) {
    if (words.test(text)) {
      return {
        entitySet: 'BusinessPartners',
        noun,
        filters: cardType ? [`CardType eq ${stringLiteral(cardType)}`] : [],
        columns: PARTNER_COLUMNS,
        orderBy: /\bbalance\b/.test(text) ? 'CurrentAccountBalance desc' : 'CardCode asc',
      };
    }
  }
  if (/\bitems?\b|\bproducts?\b/.test(text)) {
    return {
      entitySet: 'Items',
      noun: 'items',
      filters: /\bout of stock\b|\bno stock\b/.test(text) ? ['QuantityOnStock eq 0'] : [],
      columns: ITEM_COLUMNS,
      orderBy: /\b(?:most|by) stock\b/.test(text) ? 'QuantityOnStock desc' : 'ItemCode asc',
    };
  }
  return undefined;
}

/** "top 5", "first 10", "5 largest": how many rows were asked for, if a number was. */
function limitOf(text: string): number | undefined {
  const match = /\b(?:top|first|largest|biggest) (\d{1,4})\b|\b(\d{1,4}) (?:largest|biggest)\b/.exec(text);
  const value = Number(match?.[1] ?? match?.[2]);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 1000) : undefined;
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
 * Everyday SAP Business One questions, read from the words and answered through the Service
 * Layer tools: documents by kind and status, business partners (by balance), items, how many of
 * each, and a new business partner behind confirmation. Undefined when the words are not one of
 * these, so the caller can say what SAP questions it answers.
 */
export async function handleSap(
  text: string,
  prompt: string,
  session: PlannerSession,
  state: PlannerState,
): Promise<Handled | undefined> {
  const words = text.replace(PLATFORM_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const create =
    /^(?:please )?(?:create|add|make|set up|new)(?: a| an| new)* (business partner|customer|vendor|supplier|lead)(?: (?:named|called|for))? (.+)$/.exec(
      words,
    );
  if (create) return createPartner(create[1] ?? '', originalWords(prompt, create[2] ?? ''), session, state);

  const subject = subjectOf(words);
  if (!subject) return undefined;
  const filter = subject.filters.length > 0 ? subject.filters.join(' and ') : undefined;
  if (/^(?:how many|count|number of)\b/.test(words)) {
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
      state,
      `There ${total === 1 ? 'is' : 'are'} **${total}** ${subject.noun} in SAP Business One.`,
    );
  }
  const top = limitOf(words) ?? ROWS_SHOWN;
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
  if (output.rows.length === 0) return answered('query', state, `There are no ${subject.noun} in SAP Business One.`);
  const rows: TypedRow[] = typedRows(output.rows, subject.columns);
  return {
    outcome: {
      kind: 'table',
      rows,
      count: limitOf(words) === undefined ? output.count : rows.length,
      caption: `${subject.noun[0]?.toUpperCase() ?? ''}${subject.noun.slice(1)} in SAP Business One`,
      columns: subject.columns,
    },
    intent: 'query',
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
