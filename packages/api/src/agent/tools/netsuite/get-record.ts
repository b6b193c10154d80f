import * as z from 'zod';
import { readTool } from '../tool-definition.ts';

export const getRecord = readTool({
  name: 'ns_getRecord',
  title: 'Read a record',
  description:
    'Reads one NetSuite record by its internal id (or `eid:<externalId>`), with its fields as the REST record API gives them; references come as { id, refName }.',
  input: z.object({
    recordType: z.string().min(1).max(100).describe('The REST record type, such as customer or invoice'),
    id: z.string().min(1).max(300).describe('The internal id, or eid:<externalId>'),
    fields: z.array(z.string().min(1).max(100)).max(100).optional().describe('Only these fields'),
  }),
  output: z.object({ recordType: z.string(), record: z.record(z.string(), z.unknown()) }),
  permission: 'erp:read',
  risk: 'read',
  async run({ recordType, id, fields }, context) {
    const connector = await context.netsuite();
    const key = id.startsWith('eid:') ? { externalId: id.slice(4) } : id;
    const record = await connector.getRecord(recordType, key, {
      ...(fields ? { fields } : {}),
      ...(context.signal ? { signal: context.signal } : {}),
    });
    const { links: _links, ...rest } = record;
    return { recordType, record: rest };
  },
});
