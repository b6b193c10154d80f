export { SANDBOX_TABLES, TableCatalog } from './catalog.ts';
export { CUSTOM_PREFIX } from './custom-tables.ts';
export {
  type AttributeDefinition,
  type AttributeType,
  type EntityDefinition,
  isReference,
  navigationProperties,
  type OneToManyRelationship,
  type OptionValue,
  propertyName,
} from './entity-definition.ts';
export { WORKFLOW_CATEGORY, WORKFLOW_STATE } from './process-tables.ts';
