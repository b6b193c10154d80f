import { RECORD_TYPES } from '../record-types/index.ts';
import type { AnyRecordTypeSpec } from '../record-types/record-type-spec.ts';
import { transactionJsonSchema } from '../transactions/metadata/transaction-json-schema.ts';
import { TRANSFORM_PAIRS } from '../transactions/operations/transform-transaction.ts';
import { TRANSACTION_TYPES, type TransactionTypeSpec } from '../transactions/transaction-types.ts';
import { type JsonSchema, recordJsonSchema } from './record-json-schema.ts';

/**
 * A record type as the metadata catalog describes it: its schema and the operations its paths
 * offer, whether it is a record of one table or a transaction.
 */
export interface DescribedType {
  readonly name: string;
  readonly title: string;
  readonly schema: JsonSchema;
  /** POST to the collection creates one. */
  readonly creatable: boolean;
  readonly deletable: boolean;
  /** The types it transforms into. */
  readonly transformsTo: readonly string[];
}

function entityType(spec: AnyRecordTypeSpec): DescribedType {
  return {
    name: spec.name,
    title: spec.title,
    schema: recordJsonSchema(spec),
    creatable: true,
    deletable: true,
    transformsTo: [],
  };
}

function transactionType(spec: TransactionTypeSpec): DescribedType {
  return {
    name: spec.name,
    title: spec.title,
    schema: transactionJsonSchema(spec),
    creatable: spec.creatable,
    deletable: spec.deletable,
    transformsTo: TRANSFORM_PAIRS.filter(([from]) => from === spec.name).map(([, to]) => to),
  };
}

/** Every type the record service serves, in the catalog's order: by name. */
export const DESCRIBED_TYPES: readonly DescribedType[] = [
  ...RECORD_TYPES.map(entityType),
  ...TRANSACTION_TYPES.map(transactionType),
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const BY_NAME = new Map(DESCRIBED_TYPES.map((type) => [type.name, type]));

export function findDescribedType(name: string): DescribedType | undefined {
  return BY_NAME.get(name.toLowerCase());
}
