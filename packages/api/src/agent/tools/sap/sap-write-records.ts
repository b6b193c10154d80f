import type { PreviewChange, PreviewField } from '@erp-agent/core';
import * as z from 'zod';
import { writeTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';
import { entitySetInput, keyInput, sapFieldsInput } from './sap-input.ts';
import { throughServiceLayer } from './sap-tool-error.ts';

/** `BusinessPartners` -> `Business Partners`, `Orders` -> `Orders`. */
function entityLabel(entitySet: string): string {
  return entitySet.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** What names a record for people: its code and name, or its document number. */
function recordName(record: Record<string, unknown>, key: string | number): string {
  const name = record.CardName ?? record.ItemName ?? record.Name;
  const code = record.CardCode ?? record.ItemCode ?? record.Code;
  if (record.DocNum !== undefined) return `${String(record.DocNum)}${name ? ` (${String(name)})` : ''}`;
  if (code !== undefined && name !== undefined) return `${String(code)} ${String(name)}`;
  return String(name ?? code ?? key);
}

const KEY_PROPERTIES = ['DocEntry', 'CardCode', 'ItemCode', 'Code', 'InternalKey', 'AbsoluteEntry'] as const;

function keyOf(record: Record<string, unknown>): string | number | undefined {
  for (const property of KEY_PROPERTIES) {
    const value = record[property];
    if (typeof value === 'number' || typeof value === 'string') return value;
  }
  return undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Creates a record through Service Layer, after the user confirms it. */
export const sapCreateRecord = writeTool({
  name: 'sap_createRecord',
  title: 'Create an SAP Business One record',
  description:
    "Creates one record in a Service Layer entity set (BusinessPartners, Items, Orders, PurchaseOrders...) from properties as SAP names them, such as { CardCode, CardName, CardType: 'cCustomer' } or a document's CardCode, DocDueDate and DocumentLines; runs only after the user confirms the preview.",
  input: z.object({ entitySet: entitySetInput, fields: sapFieldsInput.describe("The new record's properties") }),
  output: z.object({ entitySet: z.string(), key: z.union([z.string(), z.number()]).nullable(), name: z.string() }),
  permission: 'records:write',
  platform: 'sap',
  risk: 'write',
  async preview({ entitySet, fields }, context) {
    await context.sap();
    const label = entityLabel(entitySet);
    const shown: PreviewField[] = Object.entries(fields).map(([name, value]) => ({ name, label: name, value }));
    const name = recordName(fields, '');
    return {
      title: `Create ${name === '' ? 'a record' : name} in ${label}, SAP Business One`,
      preview: { action: 'create', recordType: entitySet, recordLabel: label, fields: shown },
    };
  },
  async run({ entitySet, fields }, context) {
    const sap = await context.sap();
    const created = await throughServiceLayer(() => sap.create(entitySet, fields, context.signal));
    const key = keyOf(created) ?? null;
    return { entitySet, key, name: recordName(created, key ?? '') };
  },
  describeOutcome(output) {
    const key = output.key === null ? '' : ` (key ${output.key})`;
    return `Created ${output.name}${key} in ${entityLabel(output.entitySet)}, SAP Business One.`;
  },
});

/** Changes properties of one record through Service Layer (a PATCH), after the user confirms each change. */
export const sapUpdateRecord = writeTool({
  name: 'sap_updateRecord',
  title: 'Update an SAP Business One record',
  description:
    'Changes the given properties of one Service Layer record with a PATCH, leaving the others as they are; the preview shows each property from its current value, and it runs only after the user confirms.',
  input: z.object({
    entitySet: entitySetInput,
    key: keyInput,
    fields: sapFieldsInput.describe('The properties to change and their new values'),
  }),
  output: z.object({ entitySet: z.string(), key: z.union([z.string(), z.number()]), fields: z.array(z.string()) }),
  permission: 'records:write',
  platform: 'sap',
  risk: 'write',
  async preview({ entitySet, key, fields }, context) {
    const sap = await context.sap();
    const current = await throughServiceLayer(() => sap.get(entitySet, key, undefined, context.signal));
    const changes: PreviewChange[] = Object.entries(fields)
      .filter(([name, value]) => !same(current[name], value))
      .map(([name, value]) => ({ name, label: name, from: current[name] ?? null, to: value }));
    const label = entityLabel(entitySet);
    const name = recordName(current, key);
    if (changes.length === 0) {
      const values = Object.keys(fields).length === 1 ? 'that value' : 'those values';
      throw new ToolError('refused', `${label} ${name} already has ${values}: nothing to change.`);
    }
    return {
      title: `Update ${label.toLowerCase()} ${name} in SAP Business One`,
      preview: { action: 'update', recordType: entitySet, recordLabel: label, target: `${name} (key ${key})`, changes },
    };
  },
  async run({ entitySet, key, fields }, context) {
    const sap = await context.sap();
    await throughServiceLayer(() => sap.update(entitySet, key, fields, context.signal));
    return { entitySet, key, fields: Object.keys(fields) };
  },
  describeOutcome(output) {
    return `Updated ${entityLabel(output.entitySet).toLowerCase()} key ${output.key} in SAP Business One: ${output.fields.join(', ')}.`;
  },
});
