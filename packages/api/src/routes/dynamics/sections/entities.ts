import type { DynamicsEntity } from '@erp-agent/core';
import type { DynamicsConnector } from '../../../dynamics/connector/index.ts';
import { entityCategory } from '../../../dynamics/entity-categories.ts';
import { inBatches, label, text } from './row-values.ts';

/** Dataverse's RetrieveTotalRecordCount takes this many tables at once comfortably. */
const COUNT_BATCH = 50;

/** Row counts of the tables, through RetrieveTotalRecordCount (one call per batch of tables). */
async function recordCounts(connector: DynamicsConnector, names: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const batches: string[][] = [];
  for (let start = 0; start < names.length; start += COUNT_BATCH) batches.push(names.slice(start, start + COUNT_BATCH));
  await inBatches(batches, 2, async (batch) => {
    const list = `[${batch.map((name) => `'${name}'`).join(',')}]`;
    const answer = await connector.callFunction(
      `RetrieveTotalRecordCount(EntityNames=@p1)?@p1=${encodeURIComponent(list)}`,
    );
    const collection = answer.EntityRecordCountCollection as { Keys?: unknown; Values?: unknown } | undefined;
    const keys = Array.isArray(collection?.Keys) ? collection.Keys : [];
    const values = Array.isArray(collection?.Values) ? collection.Values : [];
    keys.forEach((key, index) => {
      const value = values[index];
      if (typeof key === 'string' && typeof value === 'number') counts.set(key, value);
    });
  });
  return counts;
}

/**
 * Every table of the environment with what the entities screen shows: rows counted, relationships,
 * custom columns and processes on it, its primary column and the publisher of a custom table.
 */
export async function readEntities(connector: DynamicsConnector): Promise<DynamicsEntity[]> {
  const [definitions, workflows, publishers] = await Promise.all([
    connector.metadata('EntityDefinitions', {
      select: [
        'MetadataId',
        'LogicalName',
        'DisplayName',
        'Description',
        'IsCustomEntity',
        'PrimaryNameAttribute',
        'ModifiedOn',
      ],
      expand: [
        'Attributes($select=LogicalName,IsCustomAttribute)',
        'ManyToOneRelationships($select=SchemaName)',
        'OneToManyRelationships($select=SchemaName)',
      ],
    }),
    connector.list('workflows', { select: ['primaryentity'], filter: 'type eq 1' }),
    connector.list('publishers', { select: ['friendlyname', 'customizationprefix'] }),
  ]);
  const counts = await recordCounts(
    connector,
    definitions.map((definition) => String(definition.LogicalName)),
  );
  const processesOn = new Map<string, number>();
  for (const row of workflows.rows) {
    const entity = text(row, 'primaryentity');
    if (entity) processesOn.set(entity, (processesOn.get(entity) ?? 0) + 1);
  }
  return definitions.map((definition) => {
    const name = String(definition.LogicalName);
    const description = label(definition.Description);
    const custom = definition.IsCustomEntity === true;
    const attributes = Array.isArray(definition.Attributes) ? (definition.Attributes as Record<string, unknown>[]) : [];
    const relationships =
      (Array.isArray(definition.ManyToOneRelationships) ? definition.ManyToOneRelationships.length : 0) +
      (Array.isArray(definition.OneToManyRelationships) ? definition.OneToManyRelationships.length : 0);
    const prefix = name.includes('_') ? name.split('_')[0] : undefined;
    const publisher = publishers.rows.find((row) => text(row, 'customizationprefix') === prefix);
    const records = counts.get(name) ?? 0;
    return {
      id: String(definition.MetadataId),
      name,
      displayName: label(definition.DisplayName) || name,
      description,
      category: entityCategory(name, description),
      custom,
      status: records > 0 ? 'active' : 'inactive',
      records,
      relationships,
      customFields: attributes.filter((attribute) => attribute.IsCustomAttribute === true).length,
      workflows: processesOn.get(name) ?? 0,
      primaryField: String(definition.PrimaryNameAttribute ?? ''),
      lastModified: typeof definition.ModifiedOn === 'string' ? definition.ModifiedOn : null,
      owner: custom ? (publisher ? text(publisher, 'friendlyname') : (prefix ?? null)) : null,
    } satisfies DynamicsEntity;
  });
}
