import type { Company } from '../../generate/generate-company.ts';
import type { TableName } from '../../store/schema.ts';

/**
 * How one REST record type maps onto the sandbox's SuiteQL tables, declared once: the request
 * validation, the JSON a client reads, the JSON Schema of the metadata catalog and every SQL
 * statement are derived from it, so a record written through REST reads back the same through
 * SuiteQL.
 */

/** A column of `Table`, checked by the compiler against the generator's row type. */
export type ColumnOf<Table extends TableName> = keyof Company[Table][number] & string;

/** A reference's other end: the record a client follows `links` to. */
export interface ReferenceTarget {
  /** The record type as NetSuite names it in URLs, e.g. `subsidiary`. */
  readonly recordType: string;
  readonly table: TableName;
  /** SQL over the target row (aliased `t`) giving what NetSuite shows as `refName`. */
  readonly refName: string;
  /** SQL over the target row (aliased `t`) narrowing the rows NetSuite accepts, e.g. sales reps. */
  readonly condition?: string;
}

/** What a create that leaves a field out stores. */
export type FieldDefault =
  /** A constant, in the column's own representation ('F', 0, an account id). */
  | { readonly kind: 'value'; readonly value: string | number }
  /** `prefix` followed by the new internal id, as NetSuite's auto-generated entity numbers. */
  | { readonly kind: 'autonumber'; readonly prefix: string }
  /** A column of the record another reference field of the body points at (the subsidiary's currency). */
  | { readonly kind: 'lookup'; readonly from: string; readonly column: string };

/** Set by the sandbox, never by a client. */
export type SystemValue = 'id' | 'created' | 'modified';

interface FieldBase<Column extends string> {
  readonly column: Column;
  /** NetSuite's label for the field: error messages and the metadata catalog show it. */
  readonly title: string;
  readonly description?: string;
  readonly system?: SystemValue;
  /** A create without it is refused, and it can never be cleared. */
  readonly required?: boolean;
  /** A field with a default always holds a value; one with neither this nor `required` starts empty. */
  readonly default?: FieldDefault;
  /** No two records of the type may share a non-empty value. */
  readonly unique?: boolean;
  /** Worked out by NetSuite from other fields (a total, a status); a client reads it, never writes it. */
  readonly readOnly?: boolean;
}

export interface IdField<Column extends string> extends FieldBase<Column> {
  readonly kind: 'id';
}

export interface TextField<Column extends string> extends FieldBase<Column> {
  /** `email` is text that must be an email address. */
  readonly kind: 'text' | 'email';
  readonly maxLength: number;
}

/** Stored as NetSuite's 'T'/'F' flag, shown as a JSON boolean. */
export interface BooleanField<Column extends string> extends FieldBase<Column> {
  readonly kind: 'boolean';
}

export interface MoneyField<Column extends string> extends FieldBase<Column> {
  readonly kind: 'money';
}

/** A date column shown as NetSuite shows a datetime, `2026-11-22T00:00:00Z`. */
export interface DateTimeField<Column extends string> extends FieldBase<Column> {
  readonly kind: 'datetime';
}

/** A date column shown as NetSuite shows a date field, `2026-11-22`. */
export interface DateField<Column extends string> extends FieldBase<Column> {
  readonly kind: 'date';
}

/** An id column shown as `{ id, refName, links }`, written as `{ id }`. */
export interface ReferenceField<Column extends string> extends FieldBase<Column> {
  readonly kind: 'reference';
  readonly target: ReferenceTarget;
}

export type RecordField<Column extends string = string> =
  | IdField<Column>
  | TextField<Column>
  | BooleanField<Column>
  | MoneyField<Column>
  | DateTimeField<Column>
  | DateField<Column>
  | ReferenceField<Column>;

export type FieldKind = RecordField['kind'];

/** A row elsewhere pointing at the record: while one exists, NetSuite refuses the delete. */
export interface Dependent {
  readonly table: TableName;
  readonly column: string;
}

/** Rows that belong to the record and go with it: `table.column` holds the record's `recordColumn`. */
export interface OwnedRows {
  readonly table: TableName;
  readonly column: string;
  readonly recordColumn: string;
}

export interface RecordTypeSpec<Table extends TableName = TableName> {
  /** The type as NetSuite names it in URLs and the metadata catalog: lower case, `inventoryitem`. */
  readonly name: string;
  readonly title: string;
  readonly table: Table;
  /** For a type that is some of a shared table's rows, e.g. inventory items among all items. */
  readonly discriminator?: { readonly column: ColumnOf<Table>; readonly value: string };
  /** Tables whose ids the type shares, so a new record's id is new across all of them. */
  readonly idSpace: readonly TableName[];
  /** REST field name to column, in the order the metadata catalog lists them. */
  readonly fields: Readonly<Record<string, RecordField<ColumnOf<Table>>>>;
  readonly dependents: readonly Dependent[];
  readonly owned?: readonly OwnedRows[];
}

/** The loose view the derived code works with, once a type's own spec has been checked. */
export interface AnyRecordTypeSpec {
  readonly name: string;
  readonly title: string;
  readonly table: TableName;
  readonly discriminator?: { readonly column: string; readonly value: string };
  readonly idSpace: readonly TableName[];
  readonly fields: Readonly<Record<string, RecordField>>;
  readonly dependents: readonly Dependent[];
  readonly owned?: readonly OwnedRows[];
}

/** Checks a spec against its table's columns, then hands back the loose view. */
export function defineRecordType<Table extends TableName>(spec: RecordTypeSpec<Table>): AnyRecordTypeSpec {
  return spec;
}

export interface FieldEntry {
  readonly name: string;
  readonly field: RecordField;
}

export function fieldEntries(spec: AnyRecordTypeSpec): FieldEntry[] {
  return Object.entries(spec.fields).map(([name, field]) => ({ name, field }));
}

/** The field holding the internal id; every type has one. */
export function idColumn(spec: AnyRecordTypeSpec): string {
  const entry = fieldEntries(spec).find(({ field }) => field.system === 'id');
  if (!entry) throw new TypeError(`Record type ${spec.name} declares no id field.`);
  return entry.field.column;
}

/** The column behind `externalId`, which every sandbox type has, as NetSuite's record types do. */
export function externalIdColumn(spec: AnyRecordTypeSpec): string {
  const field = spec.fields.externalId;
  if (!field) throw new TypeError(`Record type ${spec.name} declares no externalId field.`);
  return field.column;
}

/** Whether a client may leave the field empty or clear it with null. */
export function isNullable(field: RecordField): boolean {
  return !field.required && field.default === undefined && field.system === undefined && !field.readOnly;
}

export function isWritable(field: RecordField): boolean {
  return field.system === undefined && !field.readOnly;
}
