import { recordSpec } from '../../../netsuite/record-catalog.ts';
import type { TypedRow } from '../../../netsuite/typed-rows.ts';
import type { RecordField } from '../../../tools/netsuite/record-fields.ts';
import { failed, type Handled, type Request } from './handler.ts';

/** "What fields does a vendor have?": the record type's fields from the account's metadata catalog. */
export async function describeRecordType(request: Request): Promise<Handled> {
  const found = request.reading.records.find((record) => recordSpec(record.kind).restType);
  if (!found) {
    return failed(
      'record_metadata',
      request.state,
      'unclear',
      'Which record type? For example: "what fields does a customer have?" (customer, vendor, employee, item, sales order, purchase order, invoice, vendor bill).',
    );
  }
  const spec = recordSpec(found.kind);
  const result = await request.session.tools.call('ns_getRecordTypeMetadata', { recordType: spec.restType });
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? {
          outcome: { kind: 'refusal', code: 'forbidden', message: result.message },
          intent: 'record_metadata',
          state: request.state,
        }
      : failed('record_metadata', request.state, result.code, result.message);
  }
  if (result.status !== 'ok') throw new Error('ns_getRecordTypeMetadata only reads');
  const fields = (result.output as { fields: RecordField[] }).fields;
  const rows: TypedRow[] = fields.map((field) => ({
    field: field.id,
    label: field.title,
    type: field.references ? `reference to ${field.references}` : field.type,
    read_only: field.readOnly ? 'yes' : 'no',
  }));
  return {
    outcome: {
      kind: 'table',
      rows,
      count: rows.length,
      caption: `The ${spec.label.toLowerCase()} record (${spec.restType}) has ${rows.length} fields`,
    },
    intent: 'record_metadata',
    state: request.state,
  };
}
