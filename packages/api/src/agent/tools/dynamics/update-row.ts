import type { PreviewChange } from '@erp-agent/core';
import * as z from 'zod';
import { writeTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';
import { entitySetInput, rowIdInput, rowName, rowValuesInput, signalOf, tableNames } from './dataverse-input.ts';

export const updateRow = writeTool({
  name: 'dv_updateRow',
  title: 'Update a Dynamics 365 row',
  description:
    'Changes the given columns of one Dataverse row and leaves the others as they are, after the user confirms a preview of each change from its current value. The change is made only if the row is still as previewed (If-Match).',
  input: z.object({
    entitySet: entitySetInput,
    id: rowIdInput,
    values: rowValuesInput.describe('The columns to change and their new values'),
  }),
  output: z.object({ entitySet: z.string(), id: z.string(), label: z.string(), columns: z.array(z.string()) }),
  permission: 'records:write',
  platform: 'dynamics',
  risk: 'write',
  async preview({ entitySet, id, values }, context) {
    const connector = await context.dynamics();
    const names = await tableNames(connector, entitySet, context.signal);
    const current = await connector.get(entitySet, id, signalOf(context));
    const changes: PreviewChange[] = Object.entries(values)
      .filter(([column, value]) => (current[column] ?? null) !== value)
      .map(([column, value]) => ({ name: column, label: column, from: current[column] ?? null, to: value }));
    const name = rowName(current, names) ?? `id ${id}`;
    if (changes.length === 0) {
      throw new ToolError('refused', `${names.label} ${name} already has those values: nothing to change.`);
    }
    return {
      title: `Update ${names.label.toLowerCase()} ${name}`,
      preview: {
        action: 'update',
        recordType: entitySet,
        recordLabel: names.label,
        target: `${name} (id ${id})`,
        changes,
      },
    };
  },
  async run({ entitySet, id, values }, context) {
    const connector = await context.dynamics();
    const names = await tableNames(connector, entitySet, context.signal);
    const current = await connector.get(entitySet, id, signalOf(context));
    const etag = current['@odata.etag'];
    await connector.update(entitySet, id, values, {
      ...(typeof etag === 'string' ? { etag } : {}),
      ...signalOf(context),
    });
    return { entitySet, id, label: names.label, columns: Object.keys(values) };
  },
  describeOutcome(output) {
    return `Updated ${output.label.toLowerCase()} id ${output.id}: ${output.columns.join(', ')}.`;
  },
});
