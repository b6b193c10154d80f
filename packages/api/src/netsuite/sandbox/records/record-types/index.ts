export {
  type AnyRecordTypeSpec,
  externalIdColumn,
  type FieldKind,
  fieldEntries,
  idColumn,
  isNullable,
  isWritable,
  type RecordField,
} from './record-type-spec.ts';
export { findRecordType, RECORD_TYPES, requireRecordType } from './record-types.ts';
