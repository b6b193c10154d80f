/**
 * Statuses as each document's life moves them, in the single letters the generator writes and
 * BUILTIN.DF names. A purchase order goes pending receipt (B), partially received (D) or pending
 * billing/partially received (E), pending bill (F), fully billed (G); a sales order pending
 * fulfillment (B), partially fulfilled (D) or pending billing/partially fulfilled (E), pending
 * billing (F), billed (G); an invoice or bill open (A), paid in full (B).
 */

export interface OrderLineState {
  /** Units ordered, unsigned. */
  readonly quantity: number;
  /** Units received or fulfilled, and billed, unsigned. */
  readonly shipRecv: number;
  readonly billed: number;
  /** Whether the line waits for a receipt or fulfilment before it is billed: inventory items. */
  readonly needsShipping: boolean;
  readonly closed: boolean;
}

function open(lines: readonly OrderLineState[]): readonly OrderLineState[] {
  return lines.filter((line) => !line.closed);
}

export function purchaseOrderStatus(lines: readonly OrderLineState[]): 'B' | 'D' | 'E' | 'F' | 'G' {
  const active = open(lines);
  if (active.every((line) => line.billed >= line.quantity)) return 'G';
  if (active.every((line) => line.shipRecv === 0)) return 'B';
  if (active.every((line) => line.shipRecv >= line.quantity)) return 'F';
  return active.some((line) => line.shipRecv > line.billed) ? 'E' : 'D';
}

/** Statuses no receipt, fulfilment or bill moves a sales order out of. */
const SETTLED_SALES_ORDER_STATUSES = new Set(['A', 'C', 'H']);

/** Pending approval, cancelled and closed orders keep their status; the others follow their lines. */
export function salesOrderStatus(current: string, lines: readonly OrderLineState[]): string {
  if (SETTLED_SALES_ORDER_STATUSES.has(current)) return current;
  const active = open(lines);
  if (active.every((line) => line.billed >= line.quantity)) return 'G';
  const shipped = active.filter((line) => line.needsShipping);
  if (shipped.every((line) => line.shipRecv >= line.quantity)) return 'F';
  if (shipped.every((line) => line.shipRecv === 0)) return 'B';
  const billable = active.some((line) =>
    line.needsShipping ? line.shipRecv > line.billed : line.billed < line.quantity,
  );
  return billable ? 'E' : 'D';
}

/** An invoice or bill: open while anything is unpaid. */
export function settledStatus(unpaidCents: number): 'A' | 'B' {
  return unpaidCents === 0 ? 'B' : 'A';
}
