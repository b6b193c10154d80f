import type { TableName } from '../../store/schema.ts';
import type { Dependent } from './record-type-spec.ts';

/**
 * Customers, vendors and employees share NetSuite's entity id space, so `transaction.entity`
 * names one of them unambiguously; a new entity's id is new across all three tables.
 */
export const ENTITY_ID_SPACE: readonly TableName[] = ['customer', 'vendor', 'employee'];

/** Transactions naming a customer or vendor keep it from being deleted, as in NetSuite. */
export const ENTITY_DEPENDENTS: readonly Dependent[] = [
  { table: 'transaction', column: 'entity' },
  { table: 'transactionline', column: 'entity' },
];
