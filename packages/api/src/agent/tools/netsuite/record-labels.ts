import type { PreviewField } from '@erp-agent/core';
import type { NetsuiteConnector } from '../../../netsuite/connector/index.ts';
import { recordKindOfRestType, recordSpec } from '../../netsuite/record-catalog.ts';
import { ToolError } from '../tool-error.ts';
import { fieldsOf } from './record-fields.ts';

/** `inventoryItem` -> `Inventory Item`, for record types the catalog does not name. */
function humanize(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function recordLabel(recordType: string): string {
  const kind = recordKindOfRestType(recordType);
  return kind ? recordSpec(kind).label : humanize(recordType);
}

/** What a person reads for a field value: a reference's name, else the value itself. */
export function shownValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const reference = value as { id?: unknown; refName?: unknown };
    if (typeof reference.refName === 'string') return reference.refName;
    if (typeof reference.id === 'string') return `id ${reference.id}`;
  }
  return value;
}

/**
 * A record body as NetSuite takes it: references reduced to `{ id }`. Names the planner attached
 * for the preview (`refName`) stay out of the request.
 */
export function requestBody(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
        return [key, { id: (value as { id: unknown }).id }];
      }
      return [key, value];
    }),
  );
}

/**
 * The fields as a preview lists them, each under NetSuite's own label for it. A field the record
 * type does not have is refused here, before the user is asked to confirm a write that would fail.
 */
export async function previewFields(
  connector: NetsuiteConnector,
  recordType: string,
  fields: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<PreviewField[]> {
  const titles = new Map(
    fieldsOf(await connector.recordMetadata(recordType, signal ? { signal } : {})).map((field) => [
      field.id,
      field.title,
    ]),
  );
  const unknown = Object.keys(fields).filter((name) => !titles.has(name));
  if (unknown.length > 0) {
    const near = unknown.flatMap((name) => [...titles.keys()].filter((id) => id.toLowerCase() === name.toLowerCase()));
    throw new ToolError(
      'invalid_input',
      `${recordLabel(recordType)} has no field ${unknown.join(', ')}${near.length > 0 ? ` (did you mean ${near.join(', ')}?)` : ''}. Nothing was changed.`,
    );
  }
  return Object.entries(fields).map(([name, value]) => ({
    name,
    label: titles.get(name) ?? name,
    value: shownValue(value),
  }));
}

/** The name a person knows a record by, from whichever naming field it has. */
export function recordName(record: Readonly<Record<string, unknown>>): string | undefined {
  for (const field of ['companyName', 'entityId', 'itemId', 'tranId', 'name']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  // A person before a title: an employee's title is the job, a saved search's its name.
  const first = record.firstName;
  const last = record.lastName;
  if (typeof first === 'string' || typeof last === 'string') return [first, last].filter(Boolean).join(' ');
  const title = record.title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}
