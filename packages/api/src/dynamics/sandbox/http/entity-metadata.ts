import { createHash } from 'node:crypto';
import type { TableCatalog } from '../schema/catalog.ts';
import { date, flag, id, integer, text } from '../schema/columns.ts';
import { CUSTOM_PREFIX } from '../schema/custom-tables.ts';
import { type EntityDefinition, isReference } from '../schema/entity-definition.ts';
import type { Row } from '../store/row.ts';

/**
 * `EntityDefinitions` and their attributes and relationships, served by the same query engine as
 * the tables: each is described as a table of its own (PascalCase properties, as the metadata
 * Web API names them), whose rows are made from the sandbox's table descriptions.
 */

/** A stable MetadataId for a name, as Dataverse keeps one per table and column. */
function metadataId(name: string): string {
  const hex = createHash('sha256').update(`metadata:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Properties that are Label objects in the metadata API; rows keep their text. */
export const LABEL_PROPERTIES = new Set(['DisplayName', 'DisplayCollectionName', 'Description']);

export const ENTITY_METADATA: EntityDefinition = {
  logicalName: 'EntityMetadata',
  entitySetName: 'EntityDefinitions',
  displayName: 'Entity',
  displayCollectionName: 'Entities',
  description: 'Table definitions.',
  primaryIdAttribute: 'MetadataId',
  primaryNameAttribute: 'LogicalName',
  isCustomEntity: false,
  attributes: [
    id('MetadataId', 'Metadata Id'),
    text('LogicalName', 'Logical Name'),
    text('SchemaName', 'Schema Name'),
    text('EntitySetName', 'Entity Set Name'),
    text('LogicalCollectionName', 'Logical Collection Name'),
    text('DisplayName', 'Display Name'),
    text('DisplayCollectionName', 'Display Collection Name'),
    text('Description', 'Description'),
    text('PrimaryIdAttribute', 'Primary Id Attribute'),
    text('PrimaryNameAttribute', 'Primary Name Attribute'),
    flag('IsCustomEntity', 'Is Custom Entity'),
    flag('IsBPFEntity', 'Is BPF Entity'),
    flag('IsActivity', 'Is Activity'),
    text('OwnershipType', 'Ownership Type'),
    integer('ObjectTypeCode', 'Object Type Code'),
    text('IntroducedVersion', 'Introduced Version'),
    date('CreatedOn', 'Created On'),
    date('ModifiedOn', 'Modified On'),
  ],
};

export const ATTRIBUTE_METADATA: EntityDefinition = {
  logicalName: 'AttributeMetadata',
  entitySetName: 'Attributes',
  displayName: 'Attribute',
  displayCollectionName: 'Attributes',
  description: 'Column definitions.',
  primaryIdAttribute: 'MetadataId',
  primaryNameAttribute: 'LogicalName',
  isCustomEntity: false,
  attributes: [
    id('MetadataId', 'Metadata Id'),
    text('LogicalName', 'Logical Name'),
    text('SchemaName', 'Schema Name'),
    text('EntityLogicalName', 'Entity Logical Name'),
    text('AttributeType', 'Attribute Type'),
    text('DisplayName', 'Display Name'),
    flag('IsCustomAttribute', 'Is Custom Attribute'),
    flag('IsPrimaryId', 'Is Primary Id'),
    flag('IsPrimaryName', 'Is Primary Name'),
    flag('IsValidForCreate', 'Is Valid For Create'),
    flag('IsValidForUpdate', 'Is Valid For Update'),
    integer('MaxLength', 'Max Length'),
  ],
};

export const RELATIONSHIP_METADATA: EntityDefinition = {
  logicalName: 'RelationshipMetadataBase',
  entitySetName: 'Relationships',
  displayName: 'Relationship',
  displayCollectionName: 'Relationships',
  description: 'Relationship definitions.',
  primaryIdAttribute: 'MetadataId',
  primaryNameAttribute: 'SchemaName',
  isCustomEntity: false,
  attributes: [
    id('MetadataId', 'Metadata Id'),
    text('SchemaName', 'Schema Name'),
    text('ReferencedEntity', 'Referenced Entity'),
    text('ReferencedAttribute', 'Referenced Attribute'),
    text('ReferencingEntity', 'Referencing Entity'),
    text('ReferencingAttribute', 'Referencing Attribute'),
    text('ReferencingEntityNavigationPropertyName', 'Referencing Navigation Property'),
    text('ReferencedEntityNavigationPropertyName', 'Referenced Navigation Property'),
    flag('IsCustomRelationship', 'Is Custom Relationship'),
    text('RelationshipType', 'Relationship Type'),
  ],
};

function pascal(name: string): string {
  return name
    .split('_')
    .map((part) => (part === CUSTOM_PREFIX ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('_');
}

/** The rows of `EntityDefinitions`. */
export function entityRows(
  catalog: TableCatalog,
  createdOn: string,
  modifiedOn: (table: EntityDefinition) => string,
): Row[] {
  return catalog.tables.map((table, index) => ({
    MetadataId: metadataId(table.logicalName),
    LogicalName: table.logicalName,
    SchemaName: pascal(table.logicalName),
    EntitySetName: table.entitySetName,
    LogicalCollectionName: table.entitySetName,
    DisplayName: table.displayName,
    DisplayCollectionName: table.displayCollectionName,
    Description: table.description,
    PrimaryIdAttribute: table.primaryIdAttribute,
    PrimaryNameAttribute: table.primaryNameAttribute,
    IsCustomEntity: table.isCustomEntity,
    IsBPFEntity: table.isBusinessProcessEntity === true,
    IsActivity: false,
    OwnershipType: table.attributes.some((attribute) => attribute.logicalName === 'ownerid')
      ? 'UserOwned'
      : 'OrganizationOwned',
    ObjectTypeCode: table.isCustomEntity ? 10_000 + index : index + 1,
    IntroducedVersion: table.isCustomEntity ? '1.0.0.0' : '5.0.0.0',
    CreatedOn: createdOn,
    ModifiedOn: modifiedOn(table),
  }));
}

/** Whether a column was added by the company: its name carries the publisher's prefix. */
export function isCustomAttribute(name: string): boolean {
  return name.startsWith(`${CUSTOM_PREFIX}_`);
}

/** The rows of a table's `Attributes`. */
export function attributeRows(table: EntityDefinition): Row[] {
  return table.attributes.map((attribute) => ({
    MetadataId: metadataId(`${table.logicalName}.${attribute.logicalName}`),
    LogicalName: attribute.logicalName,
    SchemaName: pascal(attribute.logicalName),
    EntityLogicalName: table.logicalName,
    AttributeType: attribute.type,
    DisplayName: attribute.displayName,
    IsCustomAttribute: isCustomAttribute(attribute.logicalName),
    IsPrimaryId: attribute.logicalName === table.primaryIdAttribute,
    IsPrimaryName: attribute.logicalName === table.primaryNameAttribute,
    IsValidForCreate: attribute.readOnly !== true,
    IsValidForUpdate: attribute.readOnly !== true,
    MaxLength: attribute.maxLength ?? null,
  }));
}

/** The table's many-to-one relationships (its own lookups) or one-to-many (others' lookups to it). */
export function relationshipRows(
  catalog: TableCatalog,
  table: EntityDefinition,
  kind: 'ManyToOne' | 'OneToMany',
): Row[] {
  const rows: Row[] = [];
  for (const referencing of catalog.tables) {
    for (const attribute of referencing.attributes) {
      if (!isReference(attribute) || attribute.logicalName === 'ownerid') continue;
      for (const target of attribute.targets ?? []) {
        const mine =
          kind === 'ManyToOne' ? referencing.logicalName === table.logicalName : target === table.logicalName;
        const referenced = catalog.byLogicalName(target);
        if (!mine || !referenced) continue;
        const declared = referenced.oneToMany?.find(
          (relationship) =>
            relationship.referencingEntity === referencing.logicalName &&
            relationship.referencingAttribute === attribute.logicalName,
        );
        const schemaName = declared?.schemaName ?? `${referencing.logicalName}_${attribute.logicalName}_${target}`;
        rows.push({
          MetadataId: metadataId(schemaName),
          SchemaName: schemaName,
          ReferencedEntity: target,
          ReferencedAttribute: referenced.primaryIdAttribute,
          ReferencingEntity: referencing.logicalName,
          ReferencingAttribute: attribute.logicalName,
          ReferencingEntityNavigationPropertyName:
            attribute.type === 'Customer' ? `${attribute.logicalName}_${target}` : attribute.logicalName,
          ReferencedEntityNavigationPropertyName: schemaName,
          IsCustomRelationship: isCustomAttribute(attribute.logicalName) || referencing.isCustomEntity,
          RelationshipType: 'OneToManyRelationship',
        });
      }
    }
  }
  return rows;
}

/** A Label as the metadata API returns one. */
export function label(text: unknown): Record<string, unknown> {
  const localized = { Label: typeof text === 'string' ? text : '', LanguageCode: 1033, IsManaged: false };
  return { LocalizedLabels: [localized], UserLocalizedLabel: localized };
}
