import type { DynamicsColumn } from '@erp-agent/core';
import type { DataverseRow, DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { label, text } from './row-values.ts';

/**
 * The AttributeMetadata properties read, all of the base type: a property of one kind of column
 * only (a string's MaxLength) is refused by Dataverse when selected over every column.
 */
const ATTRIBUTES = [
  'LogicalName',
  'DisplayName',
  'AttributeType',
  'IsCustomAttribute',
  'IsPrimaryId',
  'IsPrimaryName',
  'IsValidForCreate',
  'IsValidForUpdate',
] as const;

function columnOf(table: string, attribute: DataverseRow): DynamicsColumn {
  const name = text(attribute, 'LogicalName') ?? '';
  return {
    table,
    name,
    displayName: label(attribute.DisplayName) || name,
    type: text(attribute, 'AttributeType') ?? '',
    custom: attribute.IsCustomAttribute === true,
    primaryId: attribute.IsPrimaryId === true,
    primaryName: attribute.IsPrimaryName === true,
    validForCreate: attribute.IsValidForCreate === true,
    validForUpdate: attribute.IsValidForUpdate === true,
  };
}

/** Primary id first, then primary name, then by name: the order a schema is read in. */
function byImportance(a: DynamicsColumn, b: DynamicsColumn): number {
  const rank = (column: DynamicsColumn) => (column.primaryId ? 0 : column.primaryName ? 1 : 2);
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

/** VIEW: the columns of one table, by its MetadataId. */
export async function readTableColumns(connector: DynamicsConnector, metadataId: string): Promise<DynamicsColumn[]> {
  // One table's definition is an object, not a list: read it as a function's answer is.
  const definition = await connector.callFunction(`EntityDefinitions(${metadataId})?$select=LogicalName`);
  const table = text(definition, 'LogicalName') ?? '';
  const attributes = await connector.metadata(`EntityDefinitions(${metadataId})/Attributes`, {
    select: [...ATTRIBUTES],
  });
  return attributes.map((attribute) => columnOf(table, attribute)).sort(byImportance);
}

/** EXPORT.SCHEMA: every column of every table, table by table, in one metadata request. */
export async function readSchema(connector: DynamicsConnector): Promise<DynamicsColumn[]> {
  const definitions = await connector.metadata('EntityDefinitions', {
    select: ['LogicalName'],
    expand: [`Attributes($select=${ATTRIBUTES.join(',')})`],
  });
  return definitions
    .map((definition) => ({
      table: text(definition, 'LogicalName') ?? '',
      attributes: Array.isArray(definition.Attributes) ? (definition.Attributes as DataverseRow[]) : [],
    }))
    .sort((a, b) => a.table.localeCompare(b.table))
    .flatMap(({ table, attributes }) => attributes.map((attribute) => columnOf(table, attribute)).sort(byImportance));
}
