import type { TableColumn } from '@erp-agent/core';
import * as z from 'zod';
import { isNetsuiteConnectorError } from '../../../netsuite/connector/index.ts';
import { columnLabel } from '../../reply/column-labels.ts';
import { writeTool } from '../tool-definition.ts';
import { recordLabel, recordName, shownValue } from './record-labels.ts';

/** The fields a delete preview shows of the record, so the user sees what goes. */
const SHOWN = ['entityId', 'companyName', 'tranId', 'itemId', 'email', 'phone', 'subsidiary', 'total'];

/** How the preview shows one of those fields: `tranId` as a document number, `total` as money. */
function shownColumn(key: string, recordLabel: string): TableColumn {
  if (key === 'id') return { key, label: 'Internal ID', kind: 'id' };
  if (key === 'tranId') return { key, label: 'Document number', kind: 'document' };
  if (key === 'entityId') return { key, label: `${recordLabel} ID`, kind: 'text' };
  // The record's currency is not among the fields read: the total shows without a symbol.
  if (key === 'total') return { key, label: 'Total', kind: 'currency' };
  return { key, label: columnLabel(key, undefined), kind: 'text' };
}

const deletedRecord = z.object({ recordType: z.string(), id: z.string(), name: z.string().optional() });

export const deleteRecord = writeTool({
  name: 'ns_deleteRecord',
  title: 'Delete a record',
  description:
    'Deletes one NetSuite record by internal id, after the user confirms a preview of the record. NetSuite refuses records other records depend on (a customer with transactions).',
  input: z.object({
    recordType: z.string().min(1).max(100),
    id: z.string().regex(/^\d+$/, 'An internal id').describe('The internal id'),
  }),
  output: deletedRecord,
  permission: 'records:write',
  risk: 'destructive',
  async preview({ recordType, id }, context) {
    const connector = await context.netsuite();
    const record = await connector.getRecord(recordType, id, context.signal ? { signal: context.signal } : {});
    const row: Record<string, unknown> = { id };
    for (const field of SHOWN) if (record[field] !== undefined) row[field] = shownValue(record[field]);
    const name = recordName(record);
    const label = recordLabel(recordType);
    return {
      title: `Delete ${label.toLowerCase()} ${name ?? `id ${id}`}`,
      preview: {
        action: 'delete',
        recordType,
        recordLabel: label,
        target: `${name ?? label} (id ${id})`,
        rows: [row],
        columns: Object.keys(row).map((key) => shownColumn(key, label)),
      },
    };
  },
  async run({ recordType, id }, context) {
    const connector = await context.netsuite();
    const signal = context.signal ? { signal: context.signal } : {};
    const name = recordName(await connector.getRecord(recordType, id, signal));
    await connector.deleteRecord(recordType, id, signal);
    return { recordType, id, ...(name ? { name } : {}) };
  },
  /**
   * A delete cut short is done when the record is gone: the user wanted it gone, and whoever else
   * may have deleted it meanwhile, it is. While it is still there, it was not deleted.
   */
  async recover({ recordType, id }, context) {
    const connector = await context.netsuite();
    try {
      await connector.getRecord(recordType, id, context.signal ? { signal: context.signal } : {});
      return undefined;
    } catch (error) {
      if (isNetsuiteConnectorError(error) && error.code === 'not_found') {
        const gone: z.infer<typeof deletedRecord> = { recordType, id };
        return gone;
      }
      throw error;
    }
  },
  notDone: 'It was not done: the record is still there; ask again if you still want it deleted.',
  describeOutcome(output) {
    return `Deleted ${recordLabel(output.recordType).toLowerCase()} ${output.name ? `**${output.name}** ` : ''}(id ${output.id}).`;
  },
});
