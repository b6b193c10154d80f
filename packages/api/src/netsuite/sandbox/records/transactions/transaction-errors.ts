import { NetsuiteError } from '../../http/netsuite-error.ts';

/**
 * The refusals of transaction writes, with NetSuite's codes: INVALID_RCRD_TRANSFORM for a
 * transform NetSuite does not have, INVALID_INITIALIZE_REF for a source whose state allows no
 * such document (NetSuite's "You can not initialize ...: invalid reference ..."), USER_ERROR for
 * quantities and amounts beyond what is left. Each says why, and names the field at fault.
 */

export function invalidTransform(from: string, to: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_RCRD_TRANSFORM',
    `That type of record transformation is not allowed: ${from} to ${to}. The sandbox transforms purchaseorder to itemreceipt or vendorbill, vendorbill to vendorpayment, salesorder to itemfulfillment or invoice, and invoice to customerpayment.`,
  );
}

/** The source's status leaves nothing for the new document to take. */
export function cannotInitialize(toType: string, sourceId: number, reason: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'INVALID_INITIALIZE_REF',
    `You can not initialize ${toType}: invalid reference ${sourceId}. ${reason}`,
  );
}

export function noLines(): NetsuiteError {
  return new NetsuiteError(400, 'USER_ERROR', 'You must enter at least one line item for this transaction.', {
    'o:errorPath': 'item',
  });
}

export function beyondRemaining(path: string, verb: string, wanted: number, item: string, left: number, line: number) {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `You cannot ${verb} ${wanted} of ${item}: only ${left} remain to ${verb} on order line ${line}.`,
    { 'o:errorPath': path },
  );
}

export function beyondOnHand(path: string, wanted: number, item: string, location: string, onHand: number) {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `You cannot fulfill ${wanted} of ${item} from ${location}: only ${onHand} on hand.`,
    { 'o:errorPath': path },
  );
}

export function beyondDue(path: string, amount: string, due: string, document: string): NetsuiteError {
  return new NetsuiteError(400, 'USER_ERROR', `The payment of ${amount} is more than the ${due} due on ${document}.`, {
    'o:errorPath': path,
  });
}

/** Inventory changes hands through orders in the sandbox, so stock always equals receipts minus shipments. */
export function inventoryNeedsOrder(path: string, item: string, order: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `${item} is an inventory item: the sandbox takes inventory items on a ${order} and its receipts or fulfilments, not on a standalone document.`,
    { 'o:errorPath': path },
  );
}

export function unchangeableField(path: string, title: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `The sandbox does not change '${path}' on a saved ${title}: a PATCH may set externalId, tranId, tranDate, memo, otherRefNum, dueDate and a sales order's orderStatus.`,
    { 'o:errorPath': path },
  );
}

export function notDeletable(title: string): NetsuiteError {
  return new NetsuiteError(
    400,
    'USER_ERROR',
    `The sandbox does not delete a ${title}: only purchase orders and sales orders from which nothing was made.`,
  );
}

export function noSuchSublist(sublist: string, type: string): NetsuiteError {
  return new NetsuiteError(404, 'NONEXISTENT_ID', `The record type '${type}' has no sublist '${sublist}'.`);
}

/** Receipts, fulfilments and payments come from their source documents, as in NetSuite. */
export function madeByTransform(title: string, name: string, sources: readonly string[]): NetsuiteError {
  const from = sources.map((source) => `POST /${source}/{id}/!transform/${name}`).join(' or ');
  return new NetsuiteError(400, 'USER_ERROR', `A ${title} is made from the document it follows: ${from}.`);
}
