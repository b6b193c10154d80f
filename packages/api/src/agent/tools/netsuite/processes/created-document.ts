import { formatValue } from '@erp-agent/core';
import type { NetsuiteConnector } from '../../../../netsuite/connector/index.ts';
import { sqlId } from '../../../netsuite/suiteql-literals.ts';

/** What a confirmation says of the document it made: its number, total and currency. */
export interface CreatedDocument {
  readonly number?: string;
  readonly total?: number;
  readonly currency?: string;
}

/**
 * The document just created, read back for the words that confirm it: `SO1522`, not only the
 * internal id. The record exists whatever this read does, so a failed read only leaves the words
 * with the internal id: failing the turn would make a done write look undone, and be retried.
 */
export async function readCreatedDocument(
  connector: NetsuiteConnector,
  id: string,
  signal: AbortSignal | undefined,
): Promise<CreatedDocument> {
  try {
    const result = await connector.suiteql(
      `SELECT t.tranid AS number, t.foreigntotal AS total, cu.symbol AS currency FROM transaction t JOIN currency cu ON cu.id = t.currency WHERE t.id = ${sqlId(id)}`,
      { maxRows: 1, ...(signal ? { signal } : {}) },
    );
    const row = result.items[0];
    const total = Number(row?.total);
    return {
      ...(typeof row?.number === 'string' ? { number: row.number } : {}),
      ...(row?.total !== null && row?.total !== undefined && Number.isFinite(total) ? { total } : {}),
      ...(typeof row?.currency === 'string' ? { currency: row.currency } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * A created document in words: `sales order **SO1522** (id 3001)`, or `sales order (id 3001)`
 * when its number could not be read.
 */
export function createdDocumentWords(label: string, id: string, created: CreatedDocument): string {
  return created.number ? `${label} **${created.number}** (id ${id})` : `${label} (id ${id})`;
}

/** `, total $95.37`, or nothing when the total is not known. */
export function createdTotalWords(created: CreatedDocument): string {
  if (created.total === undefined) return '';
  const total = formatValue(
    Math.abs(created.total),
    { kind: 'currency', currency: created.currency },
    { locale: 'en-US' },
  );
  return `, total ${total}`;
}
