import { type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import { sqlString } from '../../../netsuite/suiteql-literals.ts';
import { findMentioned } from '../directory.ts';
import type { Candidate } from '../planner-state.ts';
import { parseNumber } from '../text/numbers.ts';
import type { NextVerb, ProcessStep } from '../understand/classify.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { asked, runSuiteql } from './query-handler.ts';
import { resolveName, whichOne } from './resolve-names.ts';

/**
 * The steps of Procure to Pay and Order to Cash: orders made from the words (party, items,
 * quantities, prices, location), and each later step made from the document before it, found by
 * its number or as the one open document of a named party.
 */

interface TransformStep {
  readonly tool: string;
  readonly source: RecordKind;
  /** Statuses of the source that have something left for this step. */
  readonly open: readonly string[];
  readonly party: 'vendor' | 'customer';
}

const TRANSFORMS: Readonly<Partial<Record<ProcessStep, TransformStep>>> = {
  item_receipt: { tool: 'ns_receivePurchaseOrder', source: 'purchaseOrder', open: ['B', 'D', 'E'], party: 'vendor' },
  vendor_bill: { tool: 'ns_billPurchaseOrder', source: 'purchaseOrder', open: ['D', 'E', 'F'], party: 'vendor' },
  vendor_payment: { tool: 'ns_payVendorBill', source: 'vendorBill', open: ['A'], party: 'vendor' },
  item_fulfillment: { tool: 'ns_fulfillSalesOrder', source: 'salesOrder', open: ['B', 'D', 'E'], party: 'customer' },
  invoice: { tool: 'ns_invoiceSalesOrder', source: 'salesOrder', open: ['D', 'E', 'F'], party: 'customer' },
  customer_payment: { tool: 'ns_receiveCustomerPayment', source: 'invoice', open: ['A'], party: 'customer' },
};

async function propose(request: Request, tool: string, input: Record<string, unknown>): Promise<Handled> {
  const result = await request.session.tools.call(tool, input);
  if (result.status === 'proposed') {
    return {
      outcome: { kind: 'confirmation', confirmation: result.confirmation },
      intent: 'process_step',
      state: request.state,
    };
  }
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? {
          outcome: { kind: 'refusal', code: 'forbidden', message: result.message },
          intent: 'process_step',
          state: request.state,
        }
      : failed('process_step', request.state, result.code, result.message);
  }
  throw new Error(`${tool} writes: it always waits for a confirmation`);
}

/** The source document: by its number or id, else the one open document of the named party. */
async function sourceDocument(request: Request, step: TransformStep): Promise<Candidate | Handled> {
  const spec = recordSpec(step.source);
  const type = sqlString(spec.transactionType ?? '');
  const { ids } = request.reading;
  // Vendor bills carry the vendor's own invoice numbers ("UL-950375"): any code-like word may be one.
  const codes = request.reading.leftovers.flatMap(
    (run) => run.match(/\b[a-z0-9]*\d[a-z0-9]*(?:-[a-z0-9]+)+\b|\b[a-z]+-\d+\b/g) ?? [],
  );
  const documents = [...request.reading.documents, ...codes.map((code) => code.toUpperCase())];
  const numbered = documents.length > 0 || ids.length > 0;
  const condition = numbered
    ? [
        ...documents.map((document) => `UPPER(t.tranid) = ${sqlString(document)}`),
        ...documents
          .filter((document) => /^\d+$/.test(document))
          .map((document) => `t.tranid LIKE ${sqlString(`%${document}`)}`),
        ...ids.map((id) => `t.id = ${Number(id)}`),
      ].join(' OR ')
    : undefined;
  let partyCondition = '';
  if (!numbered) {
    const party = await resolveName(request, [step.party]);
    if (party.kind === 'ambiguous') return asked(request, party.text, party.question);
    if (party.kind !== 'found') {
      return failed(
        'process_step',
        request.state,
        'unclear',
        `Which ${spec.label.toLowerCase()}? Give its number (for example ${spec.transactionType === 'PurchOrd' ? 'PO1001' : spec.transactionType === 'SalesOrd' ? 'SO1001' : 'INV1001'}) or the ${step.party} it is for.`,
      );
    }
    partyCondition = `t.entity = ${Number(party.candidate.id)} AND t.status IN (${step.open.map(sqlString).join(', ')})`;
  }
  const ran = await runSuiteql(
    request,
    `SELECT t.id AS id, t.tranid AS tranid, BUILTIN.DF(t.entity) AS party, BUILTIN.DF(t.status) AS status FROM transaction t WHERE t.type = ${type} AND (${condition ?? partyCondition}) ORDER BY t.trandate, t.id FETCH FIRST 25 ROWS ONLY`,
    25,
  );
  if (!ran.ok) return ran.handled;
  const found = ran.output.rows.map((row) => ({
    id: String(row.id),
    name: `${spec.label} ${row.tranid} (${row.party}, ${String(row.status ?? '').replace(/^.* : /, '')})`,
    kind: spec.label.toLowerCase(),
  }));
  if (found.length === 0) {
    return failed(
      'process_step',
      request.state,
      'not_found',
      numbered
        ? `I couldn't find ${spec.label.toLowerCase()} ${[...documents, ...ids].join(', ')}.`
        : `There is no open ${spec.label.toLowerCase()} for that ${step.party}.`,
    );
  }
  if (found.length > 1) {
    const resolution = whichOne(request, documents[0] ?? `open ${spec.plural}`, found);
    if (resolution.kind === 'ambiguous')
      return asked(request, `There are ${found.length} ${spec.plural} that fit. Which one?`, resolution.question);
  }
  return found[0] as Candidate;
}

const ITEM_CODE = /\b([a-z]{2,4}-\d{3,6})\b/gi;

interface OrderLine {
  itemId: string;
  itemName: string;
  quantity: number;
  rate?: number;
}

/**
 * "8 x Gorgeous Steel Chair", "6 of the Sleek Steel Bike": a line naming its item by name, the
 * quantity first. The rate, if said, follows the name.
 */
const NAMED_LINE =
  /^(?:.*?[\s:–-])?(\d+(?:\.\d+)?)\s*(?:x|×|units?\s+of|pcs\s+of|pieces\s+of|of|units?|pcs|pieces)?\s+(?:the\s+)?([a-z][a-z0-9 '&./-]{2,60}?)(?:\s+(?:at|@)\s+\$?\d.*|\s+\$\d.*)?\s*$/i;

/** The one item a line names by its name (or its name said in the plural), if one has it. */
async function namedItem(request: Request, name: string): Promise<Candidate | Handled | undefined> {
  const said = name.trim();
  for (const phrase of [said, said.replace(/(?<=[a-z]{3})e?s$/i, '')]) {
    const resolution = await resolveName(request, ['item'], [phrase]);
    if (resolution.kind === 'found') return resolution.candidate;
    if (resolution.kind === 'ambiguous') return asked(request, resolution.text, resolution.question);
  }
  return undefined;
}

/** "10 units of NW-1001 at $4.50 and 5 x NW-1002": the lines an order's words give. */
async function orderLines(request: Request): Promise<OrderLine[] | Handled> {
  const text = request.reading.text;
  const lines: OrderLine[] = [];
  const segments = text.split(/\s*(?:,|;|:|\s[-–—]\s|\band\b|\bplus\b)\s*/);
  for (const segment of segments) {
    const codes = [...segment.matchAll(ITEM_CODE)].map((match) => match[1] as string);
    const named = codes.length === 0 ? NAMED_LINE.exec(segment) : null;
    if (named?.[1] && named[2]) {
      const item = await namedItem(request, named[2]);
      if (item && 'outcome' in item) return item;
      if (!item) {
        return failed(
          'process_step',
          request.state,
          'not_found',
          `I couldn't find an item called "${named[2].trim()}". Say its code (for example NW-1001) or check the name.`,
        );
      }
      const quantity = parseNumber(named[1]);
      lines.push({ itemId: item.id, itemName: item.name, quantity: quantity ?? 1 });
      continue;
    }
    const quantityMatch =
      /\b(\d+(?:\.\d+)?)\s*(?:units?|pcs|pieces|x|×|each|of|ea)?\s*(?:units?\s+)?(?:of\s+)?(?=[a-z])/i.exec(segment) ??
      /(?:x|×)\s*(\d+)\b/i.exec(segment);
    const rateMatch =
      /(?:\bat\b|@)\s*\$?\s*(\d+(?:\.\d+)?)|\$\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:each|per unit|a unit|apiece|\/unit)/i.exec(
        segment,
      );
    const rate = rateMatch ? Number(rateMatch[1] ?? rateMatch[2] ?? rateMatch[3]) : undefined;
    if (codes.length === 0) continue;
    for (const code of codes) {
      const ran = await runSuiteql(
        request,
        `SELECT id, itemid, isinactive FROM item WHERE UPPER(itemid) = ${sqlString(code.toUpperCase())}`,
        1,
      );
      if (!ran.ok) return ran.handled;
      const item = ran.output.rows[0];
      if (!item)
        return failed('process_step', request.state, 'not_found', `I couldn't find an item ${code.toUpperCase()}.`);
      if (item.isinactive === 'T') {
        return failed(
          'process_step',
          request.state,
          'inactive_item',
          `Item ${item.itemid} is inactive, so it cannot go on an order.`,
        );
      }
      const quantity = quantityMatch?.[1] ? parseNumber(quantityMatch[1]) : undefined;
      lines.push({
        itemId: String(item.id),
        itemName: String(item.itemid),
        quantity: quantity ?? 1,
        ...(rate !== undefined && Number.isFinite(rate) ? { rate } : {}),
      });
    }
  }
  return lines;
}

/** Where stock goes when no location is named: the first location of the party's subsidiary. */
async function defaultLocation(
  request: Request,
  party: 'vendor' | 'customer',
  partyId: string,
): Promise<Candidate | Handled | undefined> {
  const ran = await runSuiteql(
    request,
    `SELECT l.id AS id, l.name AS name FROM location l WHERE l.subsidiary = (SELECT p.subsidiary FROM ${party} p WHERE p.id = ${Number(partyId)}) AND l.isinactive = 'F' ORDER BY l.id FETCH FIRST 1 ROWS ONLY`,
    1,
  );
  if (!ran.ok) return ran.handled;
  const row = ran.output.rows[0];
  return row ? { id: String(row.id), name: String(row.name), kind: 'location' } : undefined;
}

async function createOrder(
  request: Request,
  step: 'purchase_order' | 'sales_order',
  known?: Candidate,
): Promise<Handled> {
  const party = step === 'purchase_order' ? 'vendor' : 'customer';
  const label = step === 'purchase_order' ? 'purchase order' : 'sales order';
  const lines = await orderLines(request);
  if (!Array.isArray(lines)) return lines;
  if (lines.length === 0) {
    // The answer completes this order: "2 units of NW-1026" after "create a sales order for Green and Sons".
    return asked(
      request,
      `Which items, and how many? For example: "10 units of NW-1001"${party === 'vendor' ? ' (and the vendor, if not named yet)' : ''}.`,
      { kind: 'append', prompt: request.prompt, template: '{prompt} {answer}' },
    );
  }
  const words = request.reading.text.replace(ITEM_CODE, ' ');
  const cue =
    party === 'vendor'
      ? /\b(?:from|with|to)\s+(?:vendor\s+|supplier\s+)?(.+?)(?=\s+(?:for|of|with)\s+\d|\s+\d|\s*[:,]|$)/
      : /\b(?:for|to)\s+(?:customer\s+|client\s+)?(.+?)(?=\s+(?:for|of|with)\s+\d|\s+\d|\s*[:,]|$)/;
  // Without a preposition the party follows the order's name: "PO Moore Inc 8 x NW-1016".
  const terse = /\b(?:po|purchase order|so|sales order)\s+(?!for\b|from\b|to\b|with\b)([a-z].+?)(?=\s+\d|\s*[:,]|$)/;
  // Or leads the sentence: "Spinka Group just called in an order - 6 of the Sleek Steel Bike".
  const leading =
    /^([a-z].+?)\s+(?:just\s+)?(?:called in|phoned in|placed|sent in|put in|called|phoned|rang|emailed|wants|would like|needs)\b/;
  // "Put that order in for them": a pronoun names no one; the party is said elsewhere.
  const named = (match: RegExpExecArray | null) =>
    match?.[1] && !/^(?:them|him|her|it|us|me|they)\b/.test(match[1]) ? match[1] : undefined;
  const phrase = named(cue.exec(words)) ?? named(terse.exec(words)) ?? named(leading.exec(words));
  const found = known
    ? ({ kind: 'found', candidate: known, phrase: known.name } as const)
    : await resolveName(request, [party], phrase ? [phrase] : undefined);
  if (found.kind === 'ambiguous') return asked(request, found.text, found.question);
  if (found.kind !== 'found') {
    return asked(request, `Which ${party} is the ${label} ${party === 'vendor' ? 'from' : 'for'}?`, {
      kind: 'append',
      prompt: request.prompt,
      template: `{prompt} ${party === 'vendor' ? 'from' : 'for'} {answer}`,
    });
  }
  const [mentioned] = await findMentioned(request.session.tools, 'location', request.reading.text);
  const location = mentioned ?? (await defaultLocation(request, party, found.candidate.id));
  if (location && 'outcome' in location) return location;
  return propose(request, step === 'purchase_order' ? 'ns_createPurchaseOrder' : 'ns_createSalesOrder', {
    partyId: found.candidate.id,
    partyName: found.candidate.name,
    ...(location ? { locationId: location.id, locationName: location.name } : {}),
    lines,
  });
}

/** The document a tool made or worked on, by the tool's name: what "it" is in the next request. */
const DOCUMENT_OF: Readonly<Record<string, { record: RecordKind; from: 'output' | 'source' }>> = {
  ns_createPurchaseOrder: { record: 'purchaseOrder', from: 'output' },
  ns_receivePurchaseOrder: { record: 'purchaseOrder', from: 'source' },
  ns_billPurchaseOrder: { record: 'vendorBill', from: 'output' },
  ns_createSalesOrder: { record: 'salesOrder', from: 'output' },
  ns_fulfillSalesOrder: { record: 'salesOrder', from: 'source' },
  ns_invoiceSalesOrder: { record: 'invoice', from: 'output' },
};

/** Which step a verb means for the document it follows: "bill" a purchase order, "bill" a sales order. */
const NEXT_STEPS: Readonly<Partial<Record<RecordKind, Partial<Record<NextVerb, ProcessStep>>>>> = {
  purchaseOrder: { receive: 'item_receipt', bill: 'vendor_bill' },
  vendorBill: { pay: 'vendor_payment' },
  salesOrder: { ship: 'item_fulfillment', bill: 'invoice', invoice: 'invoice' },
  invoice: { pay: 'customer_payment' },
};

async function nextStep(request: Request, verb: NextVerb): Promise<Handled> {
  const last = await request.session.lastWrite();
  const document = last && DOCUMENT_OF[last.tool];
  if (!last || !document) {
    return failed(
      'process_step',
      request.state,
      'unclear',
      `What should I ${verb}? Give the document's number, for example "${verb} PO1001".`,
    );
  }
  const step = NEXT_STEPS[document.record]?.[verb];
  const spec = recordSpec(document.record);
  if (!step) return failed('process_step', request.state, 'unclear', `I can't ${verb} a ${spec.label.toLowerCase()}.`);
  const transform = TRANSFORMS[step];
  const id = document.from === 'output' ? last.output.id : last.input.sourceId;
  if (!transform || typeof id !== 'string')
    return failed('process_step', request.state, 'unclear', `What should I ${verb}?`);
  return propose(request, transform.tool, { sourceId: id });
}

/** `party`: the vendor or customer already known, for a new order that follows a list of theirs. */
export async function handleProcessStep(
  request: Request,
  step: ProcessStep | 'next',
  party?: Candidate,
): Promise<Handled> {
  if (step === 'next') {
    const classified = request.classified;
    return nextStep(request, classified.intent === 'process_step' && 'verb' in classified ? classified.verb : 'bill');
  }
  if (step === 'purchase_order' || step === 'sales_order') return createOrder(request, step, party);
  const transform = TRANSFORMS[step];
  if (!transform) return failed('process_step', request.state, 'unsupported', 'That process step is not one I know.');
  const source = await sourceDocument(request, transform);
  if ('outcome' in source) return source;
  const amount =
    request.reading.money[0]?.value ??
    (() => {
      const written = /\b(?:of|for)\s+\$?\s*(\d[\d,]*(?:\.\d+)?)\b/.exec(request.reading.text);
      return written?.[1] ? Number(written[1].replaceAll(',', '')) : undefined;
    })();
  const payment = step === 'vendor_payment' || step === 'customer_payment';
  return propose(request, transform.tool, {
    sourceId: source.id,
    ...(payment && amount !== undefined ? { amount } : {}),
  });
}
