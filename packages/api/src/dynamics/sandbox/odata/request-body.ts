import { DATAVERSE_CODES, DataverseError } from '../http/dataverse-error.ts';
import type { TableCatalog } from '../schema/catalog.ts';
import { type AttributeDefinition, type EntityDefinition, navigationProperties } from '../schema/entity-definition.ts';
import type { DataverseStore } from '../store/dataverse-store.ts';
import type { ColumnValue, Row } from '../store/row.ts';

const BIND = '@odata.bind';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function payloadError(table: EntityDefinition, message: string): DataverseError {
  return new DataverseError(
    400,
    DATAVERSE_CODES.payloadError,
    `Error identified in Payload provided by the user for Entity :'${table.entitySetName}', For more information on this error please follow this help link https://go.microsoft.com/fwlink/?linkid=2195293  ----> InnerException : Microsoft.OData.ODataException: ${message}`,
  );
}

function wrongType(table: EntityDefinition, attribute: AttributeDefinition, value: unknown): DataverseError {
  return payloadError(
    table,
    `Cannot convert the literal '${String(value)}' to the expected type '${attribute.type}' of property '${attribute.logicalName}'.`,
  );
}

/** A structural property's value, checked against its column's type. */
function columnValue(table: EntityDefinition, attribute: AttributeDefinition, value: unknown): ColumnValue {
  if (value === null) return null;
  switch (attribute.type) {
    case 'String':
    case 'Memo':
    case 'EntityName':
      if (typeof value !== 'string') throw wrongType(table, attribute, value);
      if (attribute.maxLength !== undefined && value.length > attribute.maxLength) {
        throw new DataverseError(
          400,
          DATAVERSE_CODES.payloadError,
          `A validation error occurred. The length of the '${attribute.logicalName}' attribute of the '${table.logicalName}' entity exceeded the maximum allowed length of '${attribute.maxLength}'.`,
        );
      }
      return value;
    case 'Uniqueidentifier':
      if (typeof value !== 'string' || !GUID.test(value)) throw wrongType(table, attribute, value);
      return value.toLowerCase();
    case 'Integer':
    case 'Picklist':
    case 'State':
    case 'Status':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw wrongType(table, attribute, value);
      if (attribute.options && !attribute.options.some((option) => option.value === value)) {
        throw new DataverseError(
          400,
          DATAVERSE_CODES.payloadError,
          `A validation error occurred. The value ${value} of '${attribute.logicalName}' on record of type '${table.logicalName}' is outside the valid range.`,
        );
      }
      return value;
    case 'Decimal':
    case 'Money':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType(table, attribute, value);
      return value;
    case 'Boolean':
      if (typeof value !== 'boolean') throw wrongType(table, attribute, value);
      return value;
    case 'DateTime': {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw wrongType(table, attribute, value);
      const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? `${value}T00:00:00Z`
        : `${new Date(value).toISOString().slice(0, 19)}Z`;
      return date;
    }
    default:
      throw payloadError(
        table,
        `The property '${attribute.logicalName}' is a lookup: set it with '${attribute.logicalName}${BIND}'.`,
      );
  }
}

/**
 * A create or update body as the columns it sets: structural properties by logical name,
 * lookups as `navigation@odata.bind: "/accounts(<id>)"`. A property the table does not have, a
 * value of the wrong type, a column the platform sets, or a bind to a row that does not exist is
 * refused as Dataverse refuses it.
 */
export function readRequestBody(
  body: unknown,
  table: EntityDefinition,
  catalog: TableCatalog,
  store: DataverseStore,
): Row {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw payloadError(table, 'The request body must be a JSON object.');
  }
  const values: Row = {};
  for (const [name, value] of Object.entries(body)) {
    if (name.startsWith('@odata.')) continue;
    if (name.endsWith(BIND)) {
      const navigation = name.slice(0, -BIND.length);
      const bound = bindTarget(table, navigation);
      if (!bound)
        throw payloadError(
          table,
          `An undeclared property '${navigation}' which only has property annotations in the payload but no property value was found in the payload.`,
        );
      if (value === null) {
        values[bound.attribute.logicalName] = null;
        continue;
      }
      const match =
        typeof value === 'string'
          ? /^\/?([A-Za-z0-9_]+)\(([^)]+)\)$/.exec(value.replace(/^.*\/api\/data\/v9\.\d\//, '/'))
          : null;
      const target = match?.[1] ? catalog.bySetName(match[1]) : undefined;
      const id = match?.[2]?.toLowerCase();
      if (!target || !id || !bound.targets.includes(target.logicalName)) {
        throw payloadError(
          table,
          `The value '${String(value)}' of '${name}' is not a reference to a ${bound.targets.join(' or ')} row.`,
        );
      }
      if (!store.get(target.logicalName, id)) {
        throw new DataverseError(404, DATAVERSE_CODES.notFound, `${target.logicalName} With Id = ${id} Does Not Exist`);
      }
      values[bound.attribute.logicalName] = { id, table: target.logicalName };
      continue;
    }
    const attribute = table.attributes.find((candidate) => candidate.logicalName === name);
    if (!attribute) {
      throw payloadError(
        table,
        `The property '${name}' does not exist on type 'Microsoft.Dynamics.CRM.${table.logicalName}'. Make sure to only use property names that are defined by the type or mark the type as open type.`,
      );
    }
    if (attribute.readOnly && attribute.logicalName !== table.primaryIdAttribute) {
      throw new DataverseError(
        400,
        DATAVERSE_CODES.readOnly,
        `The '${attribute.logicalName}' attribute of the '${table.logicalName}' entity is read-only and cannot be set.`,
      );
    }
    values[attribute.logicalName] = columnValue(table, attribute, value);
  }
  return values;
}

function bindTarget(
  table: EntityDefinition,
  navigation: string,
): { readonly attribute: AttributeDefinition; readonly targets: readonly string[] } | undefined {
  for (const attribute of table.attributes) {
    const match = navigationProperties(attribute).find((candidate) => candidate.name === navigation);
    if (match) return { attribute, targets: [match.target] };
  }
  return undefined;
}
