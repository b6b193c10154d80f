import { z } from 'zod';
import { invalidFieldValue, missingValues } from '../../record-errors.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { AMOUNT, canonicalFields, canonicalSublist, ISO_DATE, parseBody, REFERENCE, text } from './body-fields.ts';
import { echoedHeaderFields } from './create-body.ts';

/**
 * The optional body of `POST /{type}/{id}/!transform/{toType}`: header fields for the new
 * document, and overrides of the lines it would take from its source. Lines are named by the
 * source's line (`orderLine`); a line left out is taken whole, `itemReceive: false` or a zero
 * quantity leaves it out, and `?replace=item` takes only the lines named, as in NetSuite.
 * A payment may say how much it pays: `payment` (customer payments) or the `apply` line's `amount`.
 */

export interface LineOverride {
  readonly orderLine: number;
  readonly quantity?: number;
  readonly itemReceive?: boolean;
  readonly location?: number;
}

export interface TransformRequest {
  readonly externalId?: string | null;
  readonly tranId?: string;
  readonly tranDate?: string;
  readonly memo?: string | null;
  readonly otherRefNum?: string | null;
  readonly dueDate?: string;
  readonly lines: readonly LineOverride[];
  /** What a payment pays, when less than the whole amount due. */
  readonly amount?: number;
  /** The document a payment's `apply` line names, which must be the one transformed. */
  readonly appliesTo?: number;
}

const LINE = z.strictObject({
  orderLine: z.int().min(1).optional(),
  quantity: AMOUNT.nonnegative().optional(),
  itemReceive: z.boolean().optional(),
  location: REFERENCE.optional(),
});

const APPLY_LINE = z.strictObject({
  doc: REFERENCE.optional(),
  apply: z.boolean().optional(),
  amount: AMOUNT.positive().optional(),
});

const BODY = z.strictObject({
  externalId: text(255).nullable().optional(),
  tranId: text(45).optional(),
  tranDate: ISO_DATE.optional(),
  memo: text(4000).nullable().optional(),
  otherRefNum: text(45).nullable().optional(),
  dueDate: ISO_DATE.optional(),
  item: z.strictObject({ items: z.array(LINE).max(1000) }).optional(),
  payment: AMOUNT.positive().optional(),
  apply: z.strictObject({ items: z.array(APPLY_LINE).max(1) }).optional(),
});

/** What a line of the new document shows on a GET and a body may carry back unchanged. */
const ECHOED_LINE_FIELDS = ['links', 'line', 'item', 'description', 'quantityRemaining', 'onHand', 'itemType'];
const ECHOED_APPLY_FIELDS = ['links', 'line', 'due', 'total', 'refNum', 'applyDate', 'type', 'currency'];
/** Header fields a new document takes from its source, whatever the body says. */
const FROM_SOURCE = ['entity', 'customer', 'subsidiary', 'currency', 'location', 'createdFrom', 'salesRep', 'employee'];

function settable(target: TransactionTypeSpec): string[] {
  const header = ['externalId', 'tranId', 'tranDate', 'memo', 'otherRefNum', 'dueDate'].filter(
    (name) => target.header.fields[name] !== undefined,
  );
  const isPayment = target.sublists.includes('apply');
  return [...header, ...(isPayment ? ['apply'] : ['item']), ...(target.code === 'CustPymt' ? ['payment'] : [])];
}

export function parseTransformBody(
  target: TransactionTypeSpec,
  body: Readonly<Record<string, unknown>>,
): TransformRequest {
  const header = canonicalFields(
    body,
    { settable: settable(target), echoed: [...echoedHeaderFields(target), ...FROM_SOURCE] },
    '',
    target.name,
  ) as Record<string, unknown>;
  const canonical = {
    ...header,
    ...(header.item === undefined
      ? {}
      : {
          item: canonicalSublist(
            header.item,
            { settable: Object.keys(LINE.shape), echoed: ECHOED_LINE_FIELDS },
            'item',
            target.name,
          ),
        }),
    ...(header.apply === undefined
      ? {}
      : {
          apply: canonicalSublist(
            header.apply,
            { settable: Object.keys(APPLY_LINE.shape), echoed: ECHOED_APPLY_FIELDS },
            'apply',
            target.name,
          ),
        }),
  };
  const parsed = parseBody(BODY, canonical, target.name);
  const lines = (parsed.item?.items ?? []).map((line, index): LineOverride => {
    if (line.orderLine === undefined) {
      throw missingValues([{ name: `item.items[${index}].orderLine`, title: 'Order Line' }]);
    }
    return { ...line, orderLine: line.orderLine };
  });
  const [applied] = parsed.apply?.items ?? [];
  // A payment made from one bill or invoice exists to apply to it.
  if (applied?.apply === false) throw invalidFieldValue('apply.items[0].apply', 'false');
  return {
    externalId: parsed.externalId,
    tranId: parsed.tranId,
    tranDate: parsed.tranDate,
    memo: parsed.memo,
    otherRefNum: parsed.otherRefNum,
    dueDate: parsed.dueDate,
    lines,
    amount: parsed.payment ?? applied?.amount,
    appliesTo: applied?.doc,
  };
}
