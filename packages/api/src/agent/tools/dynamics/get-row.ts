import * as z from 'zod';
import { readTool } from '../tool-definition.ts';
import { columnsInput, entitySetInput, rowIdInput, signalOf } from './dataverse-input.ts';

export const getRow = readTool({
  name: 'dv_getRow',
  title: 'Read a Dynamics 365 row',
  description: 'Reads one Dataverse row by its id, with the columns asked for (every column when none are named).',
  input: z.object({
    entitySet: entitySetInput,
    id: rowIdInput,
    select: columnsInput.optional().describe('Only these columns'),
  }),
  output: z.object({ entitySet: z.string(), row: z.record(z.string(), z.unknown()) }),
  permission: 'erp:read',
  platform: 'dynamics',
  risk: 'read',
  async run({ entitySet, id, select }, context) {
    const connector = await context.dynamics();
    const row = await connector.get(entitySet, id, { ...(select ? { select } : {}), ...signalOf(context) });
    return { entitySet, row };
  },
});
