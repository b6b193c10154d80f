import type { PreviewChange } from '@erp-agent/core';
import * as z from 'zod';
import { writeTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';
import { recordFieldsInput } from './record-fields-input.ts';
import { previewFields, recordLabel, recordName, requestBody, shownValue } from './record-labels.ts';

/** Two field values are the same when a person would read them the same. */
function sameValue(current: unknown, next: unknown): boolean {
  const a = shownValue(current);
  const b = shownValue(next);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(current) === JSON.stringify(next);
  return String(a ?? '') === String(b ?? '');
}

function sameReference(current: unknown, next: unknown): boolean {
  const idOf = (value: unknown) =>
    value !== null && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : undefined;
  const a = idOf(current);
  return a !== undefined && a === idOf(next);
}

export const updateRecord = writeTool({
  name: 'ns_updateRecord',
  title: 'Update a record',
  description:
    'Changes the given fields of one NetSuite record and leaves the others as they are, after the user confirms a preview of each change from its current value.',
  input: z.object({
    recordType: z.string().min(1).max(100),
    id: z.string().regex(/^\d+$/, 'An internal id').describe('The internal id'),
    fields: recordFieldsInput.describe('The fields to change and their new values'),
  }),
  output: z.object({ recordType: z.string(), id: z.string() }),
  permission: 'records:write',
  risk: 'write',
  async preview({ recordType, id, fields }, context) {
    const connector = await context.netsuite();
    const signal = context.signal ? { signal: context.signal } : {};
    const current = await connector.getRecord(recordType, id, signal);
    const labelled = await previewFields(connector, recordType, fields, context.signal);
    const changes: PreviewChange[] = labelled
      .filter(({ name }) => !sameValue(current[name], fields[name]) && !sameReference(current[name], fields[name]))
      .map(({ name, label, value }) => ({ name, label, from: shownValue(current[name] ?? null), to: value }));
    const name = recordName(current);
    const label = recordLabel(recordType);
    if (changes.length === 0) {
      throw new ToolError(
        'refused',
        `${label} ${name ?? id} already has ${labelled.length === 1 ? 'that value' : 'those values'}: nothing to change.`,
      );
    }
    return {
      title: `Update ${label.toLowerCase()} ${name ?? `id ${id}`}`,
      preview: { action: 'update', recordType, recordLabel: label, target: `${name ?? label} (id ${id})`, changes },
    };
  },
  async run({ recordType, id, fields }, context) {
    const connector = await context.netsuite();
    await connector.updateRecord(recordType, id, requestBody(fields), context.signal ? { signal: context.signal } : {});
    return { recordType, id };
  },
  describeOutcome(output, input) {
    const fields = Object.keys(input.fields);
    return `Updated ${recordLabel(output.recordType).toLowerCase()} id ${output.id}: ${fields.join(', ')}.`;
  },
});
