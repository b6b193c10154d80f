import type { NetsuiteRecord } from '../../../../netsuite/connector/index.ts';
import { shownValue } from '../record-labels.ts';

/** One line of an order or a bill as the REST API gives it with `expandSubResources=true`. */
export interface DocumentLine {
  readonly line: number;
  /** The item's internal id, and its code as the record shows it. */
  readonly itemId: string;
  readonly item: string;
  readonly quantity: number;
  readonly rate: number;
  readonly amount: number;
  /** Received on a purchase order, fulfilled on a sales order. */
  readonly moved: number;
  readonly billed: number;
}

const referenceId = (value: unknown) =>
  value !== null && typeof value === 'object' && 'id' in value ? String(value.id) : '';
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** The document's item lines, whatever the source calls its movement counter. */
export function documentLines(record: NetsuiteRecord): DocumentLine[] {
  const sublist = record.item as { items?: Record<string, unknown>[] } | undefined;
  return (sublist?.items ?? []).map((line) => ({
    line: number(line.line),
    itemId: referenceId(line.item),
    item: String(shownValue(line.item) ?? ''),
    quantity: Math.abs(number(line.quantity)),
    rate: number(line.rate),
    amount: number(line.amount),
    moved: Math.abs(number(line.quantityReceived ?? line.quantityFulfilled ?? line.quantityShipRecv)),
    billed: Math.abs(number(line.quantityBilled)),
  }));
}

/** A document's name as people say it: `Purchase Order PO1001 for Moore Inc`. */
export function documentName(label: string, record: NetsuiteRecord): string {
  const number = typeof record.tranId === 'string' ? ` ${record.tranId}` : '';
  const party = shownValue(record.entity);
  return `${label}${number}${typeof party === 'string' ? ` (${party})` : ''}`;
}
