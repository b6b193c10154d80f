import * as z from 'zod';
import { readTool } from '../tool-definition.ts';
import { columnsInput, entitySetInput, signalOf } from './dataverse-input.ts';

const MAX_ROWS = 500;

export const queryRows = readTool({
  name: 'dv_queryRows',
  title: 'Query Dynamics 365 rows',
  description:
    "Reads rows of one Dataverse table through the Web API with OData options: $select columns, a $filter expression in the table's column names (address1_stateorprovince eq 'Texas'), $orderby, $top, $expand. Returns the rows, how many matched in all, and whether more matched than were read.",
  input: z.object({
    entitySet: entitySetInput,
    select: columnsInput.optional().describe('Only these columns'),
    filter: z.string().min(1).max(2000).optional().describe('An OData $filter expression'),
    orderBy: z.array(z.string().min(1).max(200)).max(10).optional().describe('revenue desc, name'),
    top: z
      .number()
      .int()
      .min(1)
      .max(MAX_ROWS)
      .optional()
      .describe(`Rows at most; 50 when left out, ${MAX_ROWS} at most`),
    expand: z.array(z.string().min(1).max(500)).max(10).optional().describe('primarycontactid($select=fullname)'),
  }),
  output: z.object({
    entitySet: z.string(),
    rows: z.array(z.record(z.string(), z.unknown())),
    count: z.number().nullable(),
    truncated: z.boolean(),
  }),
  permission: 'erp:query',
  platform: 'dynamics',
  risk: 'read',
  async run({ entitySet, select, filter, orderBy, top, expand }, context) {
    const connector = await context.dynamics();
    const result = await connector.list(entitySet, {
      ...(select ? { select } : {}),
      ...(filter ? { filter } : {}),
      ...(orderBy ? { orderBy } : {}),
      ...(expand ? { expand } : {}),
      count: true,
      maxRows: top ?? 50,
      ...signalOf(context),
    });
    const rows = result.rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('@odata.'))),
    );
    return { entitySet, rows, count: result.count ?? null, truncated: result.truncated };
  },
});
