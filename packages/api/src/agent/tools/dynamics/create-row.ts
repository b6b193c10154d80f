import * as z from 'zod';
import { writeTool } from '../tool-definition.ts';
import { entitySetInput, rowIdFor, rowName, rowValuesInput, signalOf, tableNames } from './dataverse-input.ts';

export const createRow = writeTool({
  name: 'dv_createRow',
  title: 'Create a Dynamics 365 row',
  description:
    'Creates one Dataverse row (a lead, an account, a contact...) from column values in the table\'s column names, after the user confirms a preview. Lookups are given as `<navigation>@odata.bind: "/accounts(<id>)"`.',
  input: z.object({ entitySet: entitySetInput, values: rowValuesInput.describe('Column names and values') }),
  output: z.object({ entitySet: z.string(), id: z.string(), label: z.string(), name: z.string().nullable() }),
  permission: 'records:write',
  platform: 'dynamics',
  risk: 'write',
  async preview({ entitySet, values }, context) {
    const connector = await context.dynamics();
    const names = await tableNames(connector, entitySet, context.signal);
    const name = rowName(values, names);
    return {
      title: `Create ${names.label.toLowerCase()}${name ? ` ${name}` : ''}`,
      preview: {
        action: 'create',
        recordType: entitySet,
        recordLabel: names.label,
        fields: Object.entries(values).map(([column, value]) => ({ name: column, label: column, value })),
      },
    };
  },
  async run({ entitySet, values }, context) {
    const connector = await context.dynamics();
    const names = await tableNames(connector, entitySet, context.signal);
    const id = rowIdFor(context);
    const created = await connector.create(entitySet, values, { ...(id ? { id } : {}), ...signalOf(context) });
    return { entitySet, id: created.id, label: names.label, name: rowName(values, names) ?? null };
  },
  describeOutcome(output) {
    return `Created ${output.label.toLowerCase()} ${output.name ? `**${output.name}** ` : ''}(id ${output.id}).`;
  },
});
