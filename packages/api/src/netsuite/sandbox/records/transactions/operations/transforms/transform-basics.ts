import { statusDisplayName, TRANSACTION_TYPES } from '../../../../generate/status-codes.ts';
import { invalidFieldValue } from '../../../record-errors.ts';
import type { TransformRequest } from '../../body/transform-body.ts';
import type { MasterDataReader } from '../../state/master-data.ts';
import type { StoredLine, StoredTransaction } from '../../state/stored-transaction.ts';
import type { OrderLineState } from '../../status/document-status.ts';
import { cannotInitialize } from '../../transaction-errors.ts';
import type { PickedLine } from '../pick-lines.ts';
import type { WriteContext } from '../write-context.ts';

/** What the transforms share: naming the source, checking its status, and the order's lines after a change. */

export interface TransformInput {
  readonly context: WriteContext;
  readonly master: MasterDataReader;
  readonly source: StoredTransaction;
  readonly request: TransformRequest;
  /** `?replace=item`: only the lines the body names. */
  readonly replace: boolean;
  /** The REST name of the type being made, as refusals name it. */
  readonly toType: string;
}

/** `Purchase Order #PO1050`, as BUILTIN.DF names a transaction. */
export function documentName(source: StoredTransaction): string {
  return `${TRANSACTION_TYPES[source.type]} #${source.tranid}`;
}

/** Refuses the transform unless the source's status allows it, saying which status it is in. */
export function requireStatus(input: TransformInput, allowed: readonly string[], why: string): void {
  const { source, toType } = input;
  if (source.status !== null && allowed.includes(source.status)) return;
  const status = statusDisplayName(source.type, source.status) ?? source.status ?? 'without a status';
  throw cannotInitialize(toType, source.id, `${documentName(source)} is ${status}: ${why}`);
}

export function nothingLeft(input: TransformInput, why: string): Error {
  return cannotInitialize(input.toType, input.source.id, `${documentName(input.source)}: ${why}`);
}

/** An order line's state for the status rules, with `done` applied on top of what it had. */
export function lineState(line: StoredLine, done?: { shipRecv?: number; billed?: number }): OrderLineState {
  return {
    quantity: Math.abs(line.quantity),
    shipRecv: line.shipRecv + (done?.shipRecv ?? 0),
    billed: line.billed + (done?.billed ?? 0),
    needsShipping: line.itemType === 'InvtPart',
    closed: line.closed,
  };
}

/** Locations the body gave for lines must exist, be active and belong to the source's subsidiary. */
export async function checkLineLocations(input: TransformInput, picked: readonly PickedLine[]): Promise<void> {
  const given = picked.filter((line) => line.location !== undefined);
  if (given.length === 0) return;
  const found = await input.master.locations(given.map((line) => line.location ?? 0));
  for (const line of given) {
    const location = found.get(line.location ?? 0);
    if (!location || location.inactive || location.subsidiary !== input.source.subsidiary) {
      throw invalidFieldValue(`${line.path}.location`, String(line.location));
    }
  }
}

/** Where a picked line's goods move: the body's location, the order line's, or the order's. */
export function pickedLocation(picked: PickedLine, source: StoredTransaction): number | null {
  return picked.location ?? picked.line.location ?? source.location;
}
