import {
  type AttributeDefinition,
  type EntityDefinition,
  isReference,
  propertyName,
} from '../schema/entity-definition.ts';
import { type ColumnValue, isRowReference, type Row } from '../store/row.ts';
import type { PropertyResolver } from './properties.ts';
import { type QueryOptions, runQuery } from './run-query.ts';

export const FORMATTED_VALUE = 'OData.Community.Display.V1.FormattedValue';
export const LOOKUP_LOGICAL_NAME = 'Microsoft.Dynamics.CRM.lookuplogicalname';

/** What the client asked to be annotated, from `Prefer: odata.include-annotations="..."`. */
export interface Annotations {
  readonly formattedValues: boolean;
  readonly lookupNames: boolean;
}

export type JsonRecord = Record<string, unknown>;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A value as Dataverse's FormattedValue annotation shows it, or undefined where it adds none. */
function formatted(
  attribute: AttributeDefinition,
  value: ColumnValue,
  properties: PropertyResolver,
): string | undefined {
  if (value === null) return undefined;
  switch (attribute.type) {
    case 'Picklist':
    case 'State':
    case 'Status':
      return attribute.options?.find((option) => option.value === value)?.label;
    case 'Money':
      return typeof value === 'number' ? money.format(value) : undefined;
    case 'Boolean':
      return value === true ? 'Yes' : 'No';
    case 'DateTime':
      return typeof value === 'string' ? dateTime.format(new Date(value)) : undefined;
    case 'Lookup':
    case 'Customer':
    case 'Owner':
      return properties.nameOf(value);
    default:
      return undefined;
  }
}

/** The ETag of a row's current version, as Dataverse makes it from `versionnumber`. */
export function etagOf(row: Row): string {
  return `W/"${String(row.versionnumber ?? 0)}"`;
}

/**
 * One row as the Web API returns it: its ETag, the selected properties (the primary id always),
 * lookups as `_name_value` with their annotations, and expanded navigation properties.
 */
export function serializeRow(
  table: EntityDefinition,
  row: Row,
  query: QueryOptions,
  properties: PropertyResolver,
  annotations: Annotations,
): JsonRecord {
  const record: JsonRecord = { '@odata.etag': etagOf(row) };
  const selected = query.select === undefined ? undefined : new Set(query.select);
  for (const attribute of table.attributes) {
    const name = propertyName(attribute);
    if (selected && !selected.has(name) && attribute.logicalName !== table.primaryIdAttribute) continue;
    const value = row[attribute.logicalName] ?? null;
    if (annotations.formattedValues) {
      const text = formatted(attribute, value, properties);
      if (text !== undefined) record[`${name}@${FORMATTED_VALUE}`] = text;
    }
    if (isReference(attribute)) {
      if (annotations.lookupNames && isRowReference(value)) record[`${name}@${LOOKUP_LOGICAL_NAME}`] = value.table;
      record[name] = isRowReference(value) ? value.id : null;
    } else {
      record[name] = value;
    }
  }
  for (const { navigation, query: nested } of query.expand) {
    if (navigation.kind === 'single') {
      const target = properties.follow(row, navigation);
      record[navigation.name] = target
        ? serializeRow(navigation.target, target, nested, properties, annotations)
        : null;
    } else {
      const related = runQuery(properties.related(table, row, navigation), nested, navigation.target, properties);
      record[navigation.name] = related.rows.map((item) =>
        serializeRow(navigation.target, item, nested, properties, annotations),
      );
    }
  }
  return record;
}

/** Reads `Prefer: odata.include-annotations="*"` (or a list naming the annotations). */
export function annotationsWanted(prefer: string | undefined): Annotations {
  const match = /odata\.include-annotations="([^"]*)"/.exec(prefer ?? '');
  const wanted = match?.[1]?.split(',').map((item) => item.trim()) ?? [];
  const all = wanted.includes('*');
  return {
    formattedValues: all || wanted.includes(FORMATTED_VALUE),
    lookupNames: all || wanted.includes(LOOKUP_LOGICAL_NAME) || wanted.includes('Microsoft.Dynamics.CRM.*'),
  };
}
