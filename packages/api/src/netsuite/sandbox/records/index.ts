export { MAX_RECORD_BODY_BYTES } from './json-body.ts';
export { recordRouter } from './record-router.ts';
export { type AnyRecordTypeSpec, findRecordType, RECORD_TYPES, type RecordField } from './record-types/index.ts';
