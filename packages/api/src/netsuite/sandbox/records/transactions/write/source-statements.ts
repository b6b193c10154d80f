import type { SandboxStatement } from '../../../engine/sandbox-engine.ts';
import { settledStatus } from '../status/document-status.ts';

/**
 * What a new document changes on the one it came from: the order lines' received, fulfilled and
 * billed counters (signed as each line's quantity), and the source's status and amounts paid.
 */

export interface LineProgress {
  readonly line: number;
  /** Signed as the order line's quantity: negative on sales orders. */
  readonly shipRecv: number;
  readonly billed: number;
}

export function orderProgressStatement(order: number, progress: readonly LineProgress[]): SandboxStatement[] {
  const changed = progress.filter((line) => line.shipRecv !== 0 || line.billed !== 0);
  if (changed.length === 0) return [];
  return [
    {
      sql: `update "transactionline" l
               set "quantityshiprecv" = coalesce(l."quantityshiprecv", 0) + d."shipRecv",
                   "quantitybilled" = coalesce(l."quantitybilled", 0) + d."billed"
              from jsonb_to_recordset($2::jsonb) as d("line" integer, "shipRecv" numeric, "billed" numeric)
             where l."transaction" = $1 and l."id" = d."line"`,
      params: [order, JSON.stringify(changed)],
    },
  ];
}

export function statusStatement(id: number, status: string | null): SandboxStatement {
  return { sql: `update "transaction" set "status" = $2 where "id" = $1`, params: [id, status] };
}

/** A bill's or invoice's amounts after a payment, and its status: open, or paid in full. */
export function settlementStatement(id: number, paidCents: number, unpaidCents: number): SandboxStatement {
  return {
    sql: `update "transaction" set "foreignamountpaid" = $2, "foreignamountunpaid" = $3, "status" = $4 where "id" = $1`,
    params: [id, paidCents / 100, unpaidCents / 100, settledStatus(unpaidCents)],
  };
}
