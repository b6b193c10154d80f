import type { TableCatalog } from '../schema/catalog.ts';
import {
  type AttributeDefinition,
  type EntityDefinition,
  isReference,
  navigationProperties,
  propertyName,
} from '../schema/entity-definition.ts';
import type { DataverseStore } from '../store/dataverse-store.ts';
import { type ColumnValue, isRowReference, type Row } from '../store/row.ts';

/** A single-valued navigation property: the lookup column it follows and the table it reaches. */
export interface SingleNavigation {
  readonly kind: 'single';
  readonly name: string;
  readonly attribute: AttributeDefinition;
  readonly target: EntityDefinition;
}

/** A collection-valued navigation property: the rows of another table whose lookup points here. */
export interface CollectionNavigation {
  readonly kind: 'collection';
  readonly name: string;
  readonly target: EntityDefinition;
  readonly referencingAttribute: string;
}

export type Navigation = SingleNavigation | CollectionNavigation;

/**
 * What a table's Web API properties are: each column under its property name (`name`,
 * `_parentcustomerid_value`), and the navigation properties of its lookups and relationships.
 */
export class PropertyResolver {
  readonly #catalog: TableCatalog;
  readonly #store: DataverseStore;

  constructor(catalog: TableCatalog, store: DataverseStore) {
    this.#catalog = catalog;
    this.#store = store;
  }

  /** The column a structural property names, or undefined. */
  attribute(table: EntityDefinition, property: string): AttributeDefinition | undefined {
    return table.attributes.find((attribute) => propertyName(attribute) === property);
  }

  navigation(table: EntityDefinition, name: string): Navigation | undefined {
    for (const attribute of table.attributes) {
      if (!isReference(attribute)) continue;
      for (const navigation of navigationProperties(attribute)) {
        const target = this.#catalog.byLogicalName(navigation.target);
        if (navigation.name === name && target) return { kind: 'single', name, attribute, target };
      }
    }
    const relationship = table.oneToMany?.find((candidate) => candidate.schemaName === name);
    const target = relationship && this.#catalog.byLogicalName(relationship.referencingEntity);
    if (relationship && target) {
      return { kind: 'collection', name, target, referencingAttribute: relationship.referencingAttribute };
    }
    return undefined;
  }

  /** The row a lookup of `row` points at, following a single-valued navigation property. */
  follow(row: Row, navigation: SingleNavigation): Row | undefined {
    const value = row[navigation.attribute.logicalName];
    if (!isRowReference(value) || value.table !== navigation.target.logicalName) return undefined;
    return this.#store.get(value.table, value.id);
  }

  /** The rows of a collection-valued navigation property of `row`. */
  related(table: EntityDefinition, row: Row, navigation: CollectionNavigation): readonly Row[] {
    const id = row[table.primaryIdAttribute];
    return this.#store.rows(navigation.target.logicalName).filter((candidate) => {
      const value = candidate[navigation.referencingAttribute];
      return isRowReference(value) && value.id === id && value.table === table.logicalName;
    });
  }

  /**
   * How to read a property path of a row: `name`, `_primarycontactid_value`, or one lookup step
   * such as `primarycontactid/fullname`. Undefined when the path names nothing.
   */
  reader(table: EntityDefinition, path: string): ((row: Row) => ColumnValue | undefined) | undefined {
    const [first, second, ...rest] = path.split('/');
    if (first === undefined || rest.length > 0) return undefined;
    if (second === undefined) {
      const attribute = this.attribute(table, first);
      return attribute ? (row) => row[attribute.logicalName] : undefined;
    }
    const navigation = this.navigation(table, first);
    if (navigation?.kind !== 'single') return undefined;
    const attribute = this.attribute(navigation.target, second);
    if (!attribute) return undefined;
    return (row) => this.follow(row, navigation)?.[attribute.logicalName] ?? null;
  }

  /** The primary name of the row a reference points at, for formatted values. */
  nameOf(value: ColumnValue): string | undefined {
    if (!isRowReference(value)) return undefined;
    const target = this.#catalog.byLogicalName(value.table);
    const row = target && this.#store.get(value.table, value.id);
    const name = target && row?.[target.primaryNameAttribute];
    return typeof name === 'string' ? name : undefined;
  }
}
