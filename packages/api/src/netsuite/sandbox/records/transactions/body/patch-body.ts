import { z } from 'zod';
import { missingValues } from '../../record-errors.ts';
import { unchangeableField } from '../transaction-errors.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { canonicalFields, ISO_DATE, parseBody, text } from './body-fields.ts';
import { echoedHeaderFields, ORDER_STATUS, settableHeaderFields } from './create-body.ts';

/**
 * A PATCH of a transaction: the header fields that change nothing else (memo, date, document
 * number, the other party's reference, due date, external id) and a sales order's approval
 * (`orderStatus: { id: 'B' }`). The party, currency, location and lines of a saved transaction
 * stay as they are: changing them would re-post it, which the sandbox does not do.
 */

export interface PatchRequest {
  readonly externalId?: string | null;
  readonly tranId?: string;
  readonly tranDate?: string;
  readonly memo?: string | null;
  readonly otherRefNum?: string | null;
  readonly dueDate?: string;
  readonly orderStatus?: 'A' | 'B';
}

const PATCHABLE = ['externalId', 'tranId', 'tranDate', 'memo', 'otherRefNum', 'dueDate', 'orderStatus'];

const BODY = z.strictObject({
  externalId: text(255).nullable().optional(),
  tranId: text(45).nullable().optional(),
  tranDate: ISO_DATE.nullable().optional(),
  memo: text(4000).nullable().optional(),
  otherRefNum: text(45).nullable().optional(),
  dueDate: ISO_DATE.nullable().optional(),
  orderStatus: ORDER_STATUS.optional(),
});

export function parsePatchBody(spec: TransactionTypeSpec, body: Readonly<Record<string, unknown>>): PatchRequest {
  const settable = settableHeaderFields(spec).filter((name) => PATCHABLE.includes(name));
  const fixed = new Set(
    [...settableHeaderFields(spec), ...spec.sublists]
      .filter((name) => !PATCHABLE.includes(name))
      .map((name) => name.toLowerCase()),
  );
  const canonical = canonicalFields(
    body,
    {
      settable,
      echoed: echoedHeaderFields(spec),
      fixed: (field, path) => (fixed.has(field.toLowerCase()) ? unchangeableField(path, spec.title) : undefined),
    },
    '',
    spec.name,
  );
  const parsed = parseBody(BODY, canonical, spec.name);
  for (const [name, title] of [
    ['tranId', spec.header.fields.tranId?.title],
    ['tranDate', 'Date'],
    ['dueDate', 'Due Date'],
  ] as const) {
    if (parsed[name] === null) throw missingValues([{ name, title: title ?? name }]);
  }
  return {
    externalId: parsed.externalId,
    tranId: parsed.tranId ?? undefined,
    tranDate: parsed.tranDate ?? undefined,
    memo: parsed.memo,
    otherRefNum: parsed.otherRefNum,
    dueDate: parsed.dueDate ?? undefined,
    orderStatus: parsed.orderStatus?.id,
  };
}
