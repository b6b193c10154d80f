import * as z from 'zod';
import { readTool } from '../tool-definition.ts';
import { entitySetInput, keyInput } from './sap-input.ts';
import { throughServiceLayer } from './sap-tool-error.ts';

const MAX_ROWS = 1000;

/** Reads SAP Business One records through Service Layer with OData query options. */
export const sapQuery = readTool({
  name: 'sap_query',
  title: 'Query SAP Business One',
  description:
    "Reads records of one Service Layer entity set with OData options: $select (properties as SAP names them, such as CardCode, DocTotal), $filter (OData v4: DocumentStatus eq 'bost_Open' and DocTotal gt 1000), $orderby, $top and $skip; with count, also how many records match. Service Layer refuses an unknown property or entity set and says which.",
  input: z.object({
    entitySet: entitySetInput,
    select: z.array(z.string().min(1).max(100)).max(100).optional().describe('Only these properties'),
    filter: z.string().min(1).max(2000).optional().describe('An OData v4 $filter expression'),
    orderBy: z.string().min(1).max(300).optional().describe('An OData $orderby: DocTotal desc'),
    top: z.number().int().min(1).max(MAX_ROWS).optional().describe(`Rows at most; ${MAX_ROWS} at most, 100 by default`),
    skip: z.number().int().min(0).optional(),
    count: z.boolean().optional().describe('Also count every matching record'),
  }),
  output: z.object({
    entitySet: z.string(),
    rows: z.array(z.record(z.string(), z.unknown())),
    count: z.number().nullable(),
    truncated: z.boolean(),
  }),
  permission: 'erp:read',
  platform: 'sap',
  risk: 'read',
  async run({ entitySet, select, filter, orderBy, top = 100, skip, count }, context) {
    const sap = await context.sap();
    const signal = context.signal ? { signal: context.signal } : {};
    const [result, total] = await throughServiceLayer(() =>
      Promise.all([
        sap.query(entitySet, {
          ...(select ? { select } : {}),
          ...(filter ? { filter } : {}),
          ...(orderBy ? { orderBy } : {}),
          ...(skip ? { skip } : {}),
          top,
          maxRows: top,
          ...signal,
        }),
        count ? sap.count(entitySet, filter, context.signal) : Promise.resolve(null),
      ]),
    );
    const rows = result.rows.map(({ 'odata.etag': _v1, '@odata.etag': _v2, ...row }) => row);
    return { entitySet, rows, count: total, truncated: result.truncated };
  },
});

/** Reads one SAP Business One record by its key. */
export const sapGetRecord = readTool({
  name: 'sap_getRecord',
  title: 'Read an SAP Business One record',
  description:
    'Reads one Service Layer record by its key (DocEntry for documents, CardCode for business partners, ItemCode for items), optionally only some properties.',
  input: z.object({
    entitySet: entitySetInput,
    key: keyInput,
    select: z.array(z.string().min(1).max(100)).max(100).optional().describe('Only these properties'),
  }),
  output: z.object({ entitySet: z.string(), record: z.record(z.string(), z.unknown()) }),
  permission: 'erp:read',
  platform: 'sap',
  risk: 'read',
  async run({ entitySet, key, select }, context) {
    const sap = await context.sap();
    const record = await throughServiceLayer(() => sap.get(entitySet, key, select, context.signal));
    const { 'odata.etag': _v1, '@odata.etag': _v2, 'odata.metadata': _m1, '@odata.context': _m2, ...rest } = record;
    return { entitySet, record: rest };
  },
});
