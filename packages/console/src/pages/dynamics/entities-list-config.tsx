import { DYNAMICS_ENTITY_CATEGORIES, type DynamicsEntity } from '@erp-agent/core';
import type { ResourceListConfig } from '../../components/resource-list/index.ts';
import { countFormat, DynamicsCard, formatWhen } from './dynamics-card.tsx';

/**
 * DYNAMICS.ENTITIES (001 section 2): the environment's tables, standard and custom, with their
 * rows counted. VIEW shows a table's columns; nothing here changes the environment.
 */
export function entitiesListConfig(view: (entity: DynamicsEntity) => void): ResourceListConfig<DynamicsEntity> {
  return {
    label: 'Dynamics 365 entities',
    noun: { one: 'entity', other: 'entities' },
    recordId: (entity) => entity.id,
    recordLabel: (entity) => entity.displayName,
    // Cards draw the records; the column only names the sort.
    columns: [
      { id: 'name', header: 'NAME', sortValue: (entity) => entity.displayName, cell: (entity) => entity.displayName },
    ],
    search: {
      label: 'SEARCH.ENTITIES',
      placeholder: 'Search entities...',
      fields: [(entity) => entity.displayName, (entity) => entity.name, (entity) => entity.description],
    },
    tabs: [
      { id: 'standard', label: 'STANDARD.ENTITIES', keep: (entity) => !entity.custom },
      { id: 'custom', label: 'CUSTOM.ENTITIES', keep: (entity) => entity.custom },
    ],
    filters: [
      {
        id: 'category',
        label: 'CATEGORY',
        allLabel: 'All Categories',
        options: DYNAMICS_ENTITY_CATEGORIES.map((category) => ({ value: category, label: category })),
        value: (entity) => entity.category,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions: [{ id: 'view', label: 'VIEW', run: view }],
    layout: {
      kind: 'cards',
      card: (entity) => (
        <DynamicsCard
          title={entity.displayName}
          description={entity.description}
          status={entity.status}
          facts={[
            ['NAME', entity.name],
            ['CATEGORY', entity.category],
            ...(entity.custom ? ([['OWNER', entity.owner]] as const) : []),
            ['RECORDS', countFormat.format(entity.records)],
            ['RELATIONSHIPS', entity.relationships],
            ['CUSTOM.FIELDS', entity.customFields],
            ['WORKFLOWS', entity.workflows],
            ['PRIMARY.FIELD', entity.primaryField],
            ['LAST.MODIFIED', formatWhen(entity.lastModified)],
          ]}
        />
      ),
    },
    tiles: [
      { label: 'STANDARD.ENTITIES', value: (entities) => entities.filter((entity) => !entity.custom).length },
      { label: 'CUSTOM.ENTITIES', value: (entities) => entities.filter((entity) => entity.custom).length },
      {
        label: 'TOTAL.RECORDS',
        value: (entities) => countFormat.format(entities.reduce((sum, entity) => sum + entity.records, 0)),
      },
      { label: 'ACTIVE.ENTITIES', value: (entities) => entities.filter((entity) => entity.status === 'active').length },
    ],
    emptyText: 'The environment lists no tables.',
  };
}
