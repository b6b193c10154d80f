/**
 * The sandbox's model of Dataverse tables, in Dataverse's own terms (the `AttributeTypeCode`s and
 * logical names of `EntityDefinitions`), so the same description answers metadata requests and
 * checks every query and write.
 */

/** Dataverse's attribute types, as `AttributeMetadata.AttributeType` names them. */
export type AttributeType =
  | 'Uniqueidentifier'
  | 'String'
  | 'Memo'
  | 'Integer'
  | 'Decimal'
  | 'Money'
  | 'Boolean'
  | 'DateTime'
  | 'Picklist'
  | 'State'
  | 'Status'
  | 'Lookup'
  | 'Customer'
  | 'Owner'
  | 'EntityName';

export interface OptionValue {
  readonly value: number;
  readonly label: string;
  /** For a status reason: the state it belongs to; the first of a state is its default. */
  readonly state?: number;
}

export interface AttributeDefinition {
  readonly logicalName: string;
  readonly type: AttributeType;
  readonly displayName: string;
  /** Choices of a Picklist, State or Status column. */
  readonly options?: readonly OptionValue[];
  /** The tables a Lookup, Customer or Owner column may point at. */
  readonly targets?: readonly string[];
  /** Set by the platform only: a create or update naming it is refused. */
  readonly readOnly?: boolean;
  /** A create without it is refused (`ApplicationRequired`). */
  readonly required?: boolean;
  /** The longest text a String column takes. */
  readonly maxLength?: number;
}

/** A one-to-many relationship, as the referenced table's collection-valued navigation property. */
export interface OneToManyRelationship {
  /** The navigation property on the referenced ("one") table: `contact_customer_accounts`. */
  readonly schemaName: string;
  readonly referencingEntity: string;
  readonly referencingAttribute: string;
}

export interface EntityDefinition {
  readonly logicalName: string;
  readonly entitySetName: string;
  readonly displayName: string;
  readonly displayCollectionName: string;
  readonly description: string;
  readonly primaryIdAttribute: string;
  readonly primaryNameAttribute: string;
  readonly isCustomEntity: boolean;
  /** Business process flow tables hold one row per record running the flow. */
  readonly isBusinessProcessEntity?: boolean;
  readonly attributes: readonly AttributeDefinition[];
  readonly oneToMany?: readonly OneToManyRelationship[];
}

/** Whether the column refers to another row, which the Web API shows as `_name_value`. */
export function isReference(attribute: AttributeDefinition): boolean {
  return attribute.type === 'Lookup' || attribute.type === 'Customer' || attribute.type === 'Owner';
}

/** How the Web API names a column's property: lookups as `_parentcustomerid_value`. */
export function propertyName(attribute: AttributeDefinition): string {
  return isReference(attribute) ? `_${attribute.logicalName}_value` : attribute.logicalName;
}

/**
 * The single-valued navigation properties of a lookup, each with the table it reaches: one named
 * as the column for a plain lookup, one per target (`customerid_account`) for a Customer column.
 */
export function navigationProperties(
  attribute: AttributeDefinition,
): readonly { readonly name: string; readonly target: string }[] {
  const targets = attribute.targets ?? [];
  if (attribute.type === 'Customer') {
    return targets.map((target) => ({ name: `${attribute.logicalName}_${target}`, target }));
  }
  return targets.slice(0, 1).map((target) => ({ name: attribute.logicalName, target }));
}
