import { exclusiveWrite } from '../../../engine/exclusive-writes.ts';
import { recordNotFound } from '../../record-errors.ts';
import { findRecordId, type RecordKey } from '../../record-store.ts';
import type { TransformRequest } from '../body/transform-body.ts';
import { masterDataReader } from '../state/master-data.ts';
import { readStoredTransaction } from '../state/stored-transaction.ts';
import { invalidTransform } from '../transaction-errors.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { billOrder } from './transforms/bill-order.ts';
import { fulfilOrder } from './transforms/fulfil-order.ts';
import { invoiceOrder } from './transforms/invoice-order.ts';
import { receiveOrder } from './transforms/receive-order.ts';
import { settleDocument } from './transforms/settle-document.ts';
import type { TransformInput } from './transforms/transform-basics.ts';
import { checkExternalId, type WriteContext } from './write-context.ts';

/**
 * `POST /{fromType}/{id}/!transform/{toType}`: the transforms Procure to Pay and Order to Cash
 * take, each reading its source and writing the new document and every change it makes in one
 * database transaction, in the sandbox's write turn.
 */

type Transform = (input: TransformInput) => Promise<number>;

const TRANSFORMS: Readonly<Record<string, Transform>> = {
  'purchaseorder>itemreceipt': receiveOrder,
  'purchaseorder>vendorbill': billOrder,
  'vendorbill>vendorpayment': settleDocument,
  'salesorder>itemfulfillment': fulfilOrder,
  'salesorder>invoice': invoiceOrder,
  'invoice>customerpayment': settleDocument,
};

/** The transforms the sandbox has, as `from>to` pairs of REST type names. */
export const TRANSFORM_PAIRS: readonly (readonly [string, string])[] = Object.keys(TRANSFORMS).map(
  (pair) => pair.split('>') as [string, string],
);

function findTransform(from: TransactionTypeSpec, to: TransactionTypeSpec): Transform {
  const transform = TRANSFORMS[`${from.name}>${to.name}`];
  if (!transform) throw invalidTransform(from.name, to.name);
  return transform;
}

export async function transformTransaction(
  context: WriteContext,
  from: TransactionTypeSpec,
  key: RecordKey,
  to: TransactionTypeSpec,
  request: TransformRequest,
  replace: boolean,
): Promise<number> {
  const transform = findTransform(from, to);
  const { engine, timeoutMs } = context;
  return exclusiveWrite(engine, async () => {
    const id = await findRecordId({ engine, spec: from.header, timeoutMs }, key);
    const source = id === undefined ? undefined : await readStoredTransaction(engine, id, timeoutMs);
    if (!source) throw recordNotFound();
    await checkExternalId(context, to, request.externalId);
    return transform({
      context,
      master: masterDataReader(engine, timeoutMs),
      source,
      request,
      replace,
      toType: to.name,
    });
  });
}
