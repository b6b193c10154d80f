import * as z from 'zod';
import { readTool } from '../tool-definition.ts';
import { fieldsOf, recordFieldSchema } from './record-fields.ts';

export const getRecordTypeMetadata = readTool({
  name: 'ns_getRecordTypeMetadata',
  title: 'Describe a record type',
  description:
    "Lists a NetSuite record type's fields from the account's metadata catalog: each field's id (as record bodies use it), label, type and, for references, the record type it points at. Read it before creating or updating a record instead of guessing field ids.",
  input: z.object({
    recordType: z.string().min(1).max(100).describe('The REST record type, such as customer, vendor, salesOrder'),
  }),
  output: z.object({ recordType: z.string(), fields: z.array(recordFieldSchema) }),
  permission: 'erp:read',
  risk: 'read',
  async run({ recordType }, context) {
    const connector = await context.netsuite();
    const schema = await connector.recordMetadata(recordType, context.signal ? { signal: context.signal } : {});
    return { recordType, fields: fieldsOf(schema) };
  },
});
