import * as z from 'zod';
import { externalIdFor } from '../tool-context.ts';
import { writeTool } from '../tool-definition.ts';
import { findCreated } from './find-created.ts';
import { recordFieldsInput } from './record-fields-input.ts';
import { previewFields, recordLabel, recordName, requestBody } from './record-labels.ts';

export const createRecord = writeTool({
  name: 'ns_createRecord',
  title: 'Create a record',
  description:
    'Creates one NetSuite record (customer, vendor, employee, inventoryItem...) from field ids and values, after the user confirms a preview. Read the record type metadata first for the field ids. References are { id }.',
  input: z.object({
    recordType: z.string().min(1).max(100).describe('The REST record type, such as customer'),
    fields: recordFieldsInput.describe('Field ids and values; references as { id }'),
  }),
  output: z.object({ recordType: z.string(), id: z.string(), externalId: z.string() }),
  permission: 'records:write',
  risk: 'write',
  async preview({ recordType, fields }, context) {
    const connector = await context.netsuite();
    const name = recordName(fields);
    const label = recordLabel(recordType);
    return {
      title: `Create ${label.toLowerCase()}${name ? ` ${name}` : ''}`,
      preview: {
        action: 'create',
        recordType,
        recordLabel: label,
        fields: await previewFields(connector, recordType, fields, context.signal),
      },
    };
  },
  async run({ recordType, fields }, context) {
    const connector = await context.netsuite();
    const externalId = externalIdFor(context, 'record');
    const created = await connector.createRecord(recordType, requestBody(fields), {
      ...(externalId ? { externalId } : {}),
      ...(context.signal ? { signal: context.signal } : {}),
    });
    return { recordType, id: created.id, externalId: created.externalId };
  },
  async recover({ recordType }, context) {
    const externalId = externalIdFor(context, 'record');
    if (externalId === undefined) return undefined;
    const id = await findCreated(await context.netsuite(), recordType, externalId, context.signal);
    return id === undefined ? undefined : { recordType, id, externalId };
  },
  describeOutcome(output, input) {
    const name = recordName(input.fields);
    return `Created ${recordLabel(input.recordType).toLowerCase()} ${name ? `**${name}** ` : ''}(id ${output.id}).`;
  },
});
