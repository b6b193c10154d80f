import { type Context, Hono } from 'hono';
import { MAX_PAGE_SIZE, parseQueryOptions, type QueryOptions, splitTopLevel } from '../odata/query-options.ts';
import { readRequestBody } from '../odata/request-body.ts';
import { runQuery } from '../odata/run-query.ts';
import { annotationsWanted, etagOf, type JsonRecord, serializeRow } from '../odata/serialize.ts';
import type { Organization } from '../organization.ts';
import type { EntityDefinition } from '../schema/entity-definition.ts';
import type { Row } from '../store/row.ts';
import { bearerGuard } from './bearer-guard.ts';
import { DATAVERSE_CODES, DataverseError, unknownProperty } from './dataverse-error.ts';
import {
  ATTRIBUTE_METADATA,
  attributeRows,
  ENTITY_METADATA,
  entityRows,
  LABEL_PROPERTIES,
  label,
  RELATIONSHIP_METADATA,
  relationshipRows,
} from './entity-metadata.ts';
import type { DynamicsSandboxEnv } from './sandbox-env.ts';

/** Where the Web API's resources start, under any host: `/api/data/v9.2/`. */
export const WEB_API_PATH = '/api/data/v9.2';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESOURCE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\(([^)]*)\))?(?:\/(\$count|[A-Za-z][A-Za-z0-9_]*))?$/;

interface Target {
  readonly table: EntityDefinition;
  readonly rows: () => readonly Row[];
  readonly key?: string;
  readonly count: boolean;
  /** Metadata answers wrap label properties. */
  readonly metadata: boolean;
}

function notFoundSegment(segment: string): DataverseError {
  return new DataverseError(404, DATAVERSE_CODES.queryError, `Resource not found for the segment '${segment}'.`);
}

function rowNotFound(table: EntityDefinition, id: string): DataverseError {
  return new DataverseError(404, DATAVERSE_CODES.notFound, `${table.logicalName} With Id = ${id} Does Not Exist`);
}

/** The query string as Dataverse reads it: each option once, names as written. */
function queryOptionsOf(url: URL): Map<string, string> {
  const options = new Map<string, string>();
  for (const [name, value] of url.searchParams) options.set(name, value);
  return options;
}

function resolve(path: string, organization: Organization): Target {
  const match = RESOURCE.exec(path);
  if (!match?.[1]) throw notFoundSegment(path.split('/')[0] ?? path);
  const [, setName, key, sub] = match;
  const { catalog, store } = organization;
  if (setName === 'EntityDefinitions') {
    const created = '2020-01-01T00:00:00Z';
    const all = () => entityRows(catalog, created, (table) => latestModified(store.rows(table.logicalName)) ?? created);
    if (key === undefined) {
      if (sub !== undefined && sub !== '$count') throw notFoundSegment(sub);
      return { table: ENTITY_METADATA, rows: all, count: sub === '$count', metadata: true };
    }
    const logicalName = /^LogicalName='([^']+)'$/.exec(key)?.[1] ?? (GUID.test(key) ? undefined : key);
    const table = logicalName
      ? catalog.byLogicalName(logicalName)
      : catalog.tables.find(
          (candidate) => all().find((row) => row.MetadataId === key)?.LogicalName === candidate.logicalName,
        );
    if (!table) {
      throw new DataverseError(404, DATAVERSE_CODES.notFound, `Could not find entity with key ${key}.`);
    }
    if (sub === 'Attributes')
      return { table: ATTRIBUTE_METADATA, rows: () => attributeRows(table), count: false, metadata: true };
    if (sub === 'ManyToOneRelationships' || sub === 'OneToManyRelationships') {
      const kind = sub === 'ManyToOneRelationships' ? 'ManyToOne' : 'OneToMany';
      return {
        table: RELATIONSHIP_METADATA,
        rows: () => relationshipRows(catalog, table, kind),
        count: false,
        metadata: true,
      };
    }
    if (sub !== undefined) throw notFoundSegment(sub);
    const metadataKey = entityRows(catalog, created, () => created).find(
      (row) => row.LogicalName === table.logicalName,
    )?.MetadataId;
    return { table: ENTITY_METADATA, rows: all, key: String(metadataKey), count: false, metadata: true };
  }
  const table = catalog.bySetName(setName);
  if (!table) throw notFoundSegment(setName);
  if (key !== undefined && !GUID.test(key)) {
    throw new DataverseError(
      400,
      DATAVERSE_CODES.queryError,
      `Bad Request - Error in query syntax: the key '${key}' is not a Guid.`,
    );
  }
  if (sub !== undefined && (sub !== '$count' || key !== undefined)) throw notFoundSegment(sub);
  return {
    table,
    rows: () => store.rows(table.logicalName),
    ...(key === undefined ? {} : { key: key.toLowerCase() }),
    count: sub === '$count',
    metadata: false,
  };
}

function latestModified(rows: readonly Row[]): string | undefined {
  let latest: string | undefined;
  for (const row of rows) {
    const modified = row.modifiedon;
    if (typeof modified === 'string' && (latest === undefined || modified > latest)) latest = modified;
  }
  return latest;
}

function withLabels(record: JsonRecord): JsonRecord {
  for (const name of LABEL_PROPERTIES) if (name in record) record[name] = label(record[name]);
  return record;
}

/** The page size the client asked for with `Prefer: odata.maxpagesize=N`, within Dataverse's limit. */
function pageSizeOf(prefer: string | undefined): number {
  const asked = Number(/odata\.maxpagesize=(\d+)/.exec(prefer ?? '')?.[1]);
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

function readSkipToken(token: string | undefined): number {
  if (token === undefined) return 0;
  const offset = Number(/<cookie pagenumber="(\d+)"/.exec(decodeURIComponent(token))?.[1]);
  if (!Number.isInteger(offset) || offset < 0) {
    throw new DataverseError(400, DATAVERSE_CODES.queryError, 'The $skiptoken is not valid.');
  }
  return offset;
}

/** A paging cookie in the shape Dataverse's look, holding where the next page starts. */
function skipToken(offset: number): string {
  return `<cookie pagenumber="${offset}" istracking="False" />`;
}

function preferenceApplied(c: Context, prefer: string | undefined, pageSize: number | undefined): void {
  const applied: string[] = [];
  const annotations = /odata\.include-annotations="[^"]*"/.exec(prefer ?? '')?.[0];
  if (annotations) applied.push(annotations);
  if (pageSize !== undefined && /odata\.maxpagesize=/.test(prefer ?? '')) applied.push(`odata.maxpagesize=${pageSize}`);
  if (applied.length > 0) c.header('Preference-Applied', applied.join(','));
}

async function readJson(c: Context, table: EntityDefinition): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new DataverseError(
      400,
      DATAVERSE_CODES.payloadError,
      `Error identified in Payload provided by the user for Entity :'${table.entitySetName}': the body is not JSON.`,
    );
  }
}

function entityUrl(c: Context, table: EntityDefinition, id: string): string {
  const url = new URL(c.req.url);
  const base = url.pathname.slice(0, url.pathname.indexOf(WEB_API_PATH) + WEB_API_PATH.length);
  return `${url.origin}${base}/${table.entitySetName}(${id})`;
}

function contextUrl(c: Context, table: EntityDefinition, query: QueryOptions, single: boolean): string {
  const url = new URL(c.req.url);
  const base = url.pathname.slice(0, url.pathname.indexOf(WEB_API_PATH) + WEB_API_PATH.length);
  const select = query.select ? `(${query.select.join(',')})` : '';
  return `${url.origin}${base}/$metadata#${table.entitySetName}${select}${single ? '/$entity' : ''}`;
}

/**
 * The Dataverse Web API at `/api/data/v9.2/` for the sandbox environment: tables by entity set
 * name with the OData query options Dataverse supports, single rows by id, `$count`, creates,
 * updates with If-Match and upserts, deletes, `EntityDefinitions` with their attributes and
 * relationships, and `WhoAmI`. Every request needs an access token from the tenant.
 */
export function webApiRouter() {
  const app = new Hono<DynamicsSandboxEnv>();
  app.use(bearerGuard);
  app.get('/', async (c) => {
    const { catalog } = await c.get('sandbox').organization();
    const url = new URL(c.req.url);
    return c.json({
      '@odata.context': `${url.origin}${url.pathname.replace(/\/$/, '')}/$metadata`,
      value: [
        ...catalog.tables.map((table) => ({ name: table.entitySetName, kind: 'EntitySet', url: table.entitySetName })),
        { name: 'EntityDefinitions', kind: 'EntitySet', url: 'EntityDefinitions' },
      ],
    });
  });
  app.get('/WhoAmI', (c) => whoAmI(c));
  app.get('/WhoAmI()', (c) => whoAmI(c));
  app.get('/RetrieveTotalRecordCount(*', (c) => totalRecordCount(c));

  app.get('/*', async (c) => {
    const deps = c.get('sandbox');
    const organization = await deps.organization();
    const url = new URL(c.req.url);
    const path = decodeURIComponent(url.pathname.slice(url.pathname.indexOf(WEB_API_PATH) + WEB_API_PATH.length + 1));
    const target = resolve(path, organization);
    const options = queryOptionsOf(url);
    const metadataExpand = target.table === ENTITY_METADATA ? takeMetadataExpand(options, organization) : [];
    const query = parseQueryOptions(options, target.table, organization.properties);
    const prefer = c.req.header('Prefer');
    const annotations = annotationsWanted(prefer);
    const serialize = (row: Row) => {
      const record = serializeRow(target.table, row, query, organization.properties, annotations);
      if (!target.metadata) return record;
      for (const expansion of metadataExpand) record[expansion.name] = expansion.rows(row).map(withLabels);
      return withLabels(record);
    };
    c.header('OData-Version', '4.0');
    if (target.count) {
      return c.text(String(runQuery(target.rows(), query, target.table, organization.properties).matched));
    }
    if (target.key !== undefined) {
      const key = target.key;
      const row = target.metadata
        ? target.rows().find((candidate) => candidate[target.table.primaryIdAttribute] === key)
        : organization.store.get(target.table.logicalName, key);
      if (!row) throw rowNotFound(target.table, key);
      preferenceApplied(c, prefer, undefined);
      if (!target.metadata) c.header('ETag', etagOf(row));
      return c.json({ '@odata.context': contextUrl(c, target.table, query, true), ...serialize(row) });
    }
    const result = runQuery(target.rows(), query, target.table, organization.properties);
    const pageSize = query.top === undefined ? pageSizeOf(prefer) : undefined;
    const offset = readSkipToken(url.searchParams.get('$skiptoken') ?? undefined);
    const page = pageSize === undefined ? result.rows : result.rows.slice(offset, offset + pageSize);
    const body: JsonRecord = { '@odata.context': contextUrl(c, target.table, query, false) };
    if (query.count) body['@odata.count'] = Math.min(result.matched, MAX_PAGE_SIZE);
    body.value = page.map(serialize);
    if (pageSize !== undefined && offset + pageSize < result.rows.length) {
      const next = new URL(url);
      next.searchParams.set('$skiptoken', skipToken(offset + pageSize));
      body['@odata.nextLink'] = next.toString();
    }
    preferenceApplied(c, prefer, pageSize);
    return c.json(body);
  });

  app.post('/:set', async (c) => {
    const organization = await c.get('sandbox').organization();
    const table = organization.catalog.bySetName(c.req.param('set'));
    if (!table) throw notFoundSegment(c.req.param('set'));
    const values = readRequestBody(await readJson(c, table), table, organization.catalog, organization.store);
    const id = values[table.primaryIdAttribute];
    if (typeof id === 'string' && organization.store.get(table.logicalName, id)) {
      throw new DataverseError(412, '0x80040237', 'A record with matching key values already exists.');
    }
    for (const attribute of table.attributes) {
      if (attribute.required && (values[attribute.logicalName] ?? null) === null) {
        throw new DataverseError(
          400,
          DATAVERSE_CODES.requiredMissing,
          `Attribute '${attribute.logicalName}' cannot be NULL`,
        );
      }
    }
    const row = await organization.store.create(table, organization.completeWrite(table, values, undefined));
    return written(c, organization, table, row, 201);
  });

  app.patch('/*', async (c) => {
    const organization = await c.get('sandbox').organization();
    const url = new URL(c.req.url);
    const target = resolve(
      decodeURIComponent(url.pathname.slice(url.pathname.indexOf(WEB_API_PATH) + WEB_API_PATH.length + 1)),
      organization,
    );
    if (target.metadata || target.key === undefined || target.count) {
      throw new DataverseError(
        405,
        DATAVERSE_CODES.queryError,
        'The HTTP method PATCH is not allowed on this resource.',
      );
    }
    const { table, key } = target;
    const values = readRequestBody(await readJson(c, table), table, organization.catalog, organization.store);
    const existing = organization.store.get(table.logicalName, key);
    const ifMatch = c.req.header('If-Match');
    const ifNoneMatch = c.req.header('If-None-Match');
    if (!existing) {
      if (ifMatch !== undefined) throw rowNotFound(table, key);
      const created = await organization.store.create(
        table,
        organization.completeWrite(table, { ...values, [table.primaryIdAttribute]: key }, undefined),
      );
      return written(c, organization, table, created, 201);
    }
    if (ifNoneMatch === '*') {
      throw new DataverseError(412, '0x80040237', 'A record with matching key values already exists.');
    }
    if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== etagOf(existing)) {
      throw new DataverseError(
        412,
        DATAVERSE_CODES.versionMismatch,
        "The version of the existing record doesn't match the RowVersion property provided.",
      );
    }
    const row = await organization.store.update(table, key, organization.completeWrite(table, values, existing));
    return written(c, organization, table, row, 200);
  });

  app.delete('/*', async (c) => {
    const organization = await c.get('sandbox').organization();
    const url = new URL(c.req.url);
    const target = resolve(
      decodeURIComponent(url.pathname.slice(url.pathname.indexOf(WEB_API_PATH) + WEB_API_PATH.length + 1)),
      organization,
    );
    if (target.metadata || target.key === undefined || target.count) {
      throw new DataverseError(
        405,
        DATAVERSE_CODES.queryError,
        'The HTTP method DELETE is not allowed on this resource.',
      );
    }
    const existing = organization.store.get(target.table.logicalName, target.key);
    if (!existing) throw rowNotFound(target.table, target.key);
    const ifMatch = c.req.header('If-Match');
    if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== etagOf(existing)) {
      throw new DataverseError(
        412,
        DATAVERSE_CODES.versionMismatch,
        "The version of the existing record doesn't match the RowVersion property provided.",
      );
    }
    await organization.store.delete(target.table, target.key);
    c.header('OData-Version', '4.0');
    return c.body(null, 204);
  });
  return app;
}

/**
 * The answer to a create or update: 204 with the row's URL in `OData-EntityId`, or the row itself
 * (201 for a create, 200 for an update) when the client asked with `Prefer: return=representation`.
 */
function written(
  c: Context,
  organization: Organization,
  table: EntityDefinition,
  row: Row,
  representationStatus: 200 | 201,
) {
  const id = String(row[table.primaryIdAttribute]);
  c.header('OData-Version', '4.0');
  c.header('OData-EntityId', entityUrl(c, table, id));
  c.header('ETag', etagOf(row));
  const prefer = c.req.header('Prefer') ?? '';
  if (!/return=representation/.test(prefer)) return c.body(null, 204);
  const query = parseQueryOptions(queryOptionsOf(new URL(c.req.url)), table, organization.properties);
  c.header('Preference-Applied', 'return=representation');
  return c.json(
    {
      '@odata.context': contextUrl(c, table, query, true),
      ...serializeRow(table, row, query, organization.properties, annotationsWanted(prefer)),
    },
    representationStatus,
  );
}

/** The navigation properties of `EntityDefinitions` that `$expand` may name, each a list of metadata rows. */
const METADATA_NAVIGATION = {
  Attributes: ATTRIBUTE_METADATA,
  ManyToOneRelationships: RELATIONSHIP_METADATA,
  OneToManyRelationships: RELATIONSHIP_METADATA,
} as const;

interface MetadataExpansion {
  readonly name: string;
  rows(entity: Row): JsonRecord[];
}

/**
 * `$expand` of `EntityDefinitions` (Attributes, ManyToOneRelationships, OneToManyRelationships,
 * each with its own `$select`), taken out of the options before the rest are read as for a table.
 */
function takeMetadataExpand(options: Map<string, string>, organization: Organization): MetadataExpansion[] {
  const expand = options.get('$expand');
  if (expand === undefined) return [];
  options.delete('$expand');
  return splitTopLevel(expand).map((item) => {
    const open = item.indexOf('(');
    const name = (open === -1 ? item : item.slice(0, open)).trim();
    if (!Object.hasOwn(METADATA_NAVIGATION, name)) throw unknownProperty(name, 'EntityMetadata');
    const table = METADATA_NAVIGATION[name as keyof typeof METADATA_NAVIGATION];
    const nested = new Map<string, string>();
    for (const option of open === -1 ? [] : splitTopLevel(item.slice(open + 1, -1), ';')) {
      const equals = option.indexOf('=');
      nested.set(option.slice(0, equals).trim(), option.slice(equals + 1).trim());
    }
    const query = parseQueryOptions(nested, table, organization.properties);
    return {
      name,
      rows: (entity: Row) => {
        const described = organization.catalog.byLogicalName(String(entity.LogicalName));
        if (!described) return [];
        const rows =
          name === 'Attributes'
            ? attributeRows(described)
            : relationshipRows(
                organization.catalog,
                described,
                name === 'ManyToOneRelationships' ? 'ManyToOne' : 'OneToMany',
              );
        return runQuery(rows, query, table, organization.properties).rows.map((row) =>
          serializeRow(table, row, query, organization.properties, { formattedValues: false, lookupNames: false }),
        );
      },
    };
  });
}

/**
 * `RetrieveTotalRecordCount(EntityNames=@p1)?@p1=['account','contact']`: the number of rows of
 * each table, as Dataverse's function answers it.
 */
async function totalRecordCount(c: Context<DynamicsSandboxEnv>) {
  const organization = await c.get('sandbox').organization();
  const url = new URL(c.req.url);
  const inline = /EntityNames=(\[[^\]]*\])/.exec(decodeURIComponent(url.pathname))?.[1];
  const alias = /EntityNames=(@\w+)/.exec(decodeURIComponent(url.pathname))?.[1];
  const list = inline ?? (alias ? url.searchParams.get(alias) : null);
  const names = list ? [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '') : [];
  if (names.length === 0) {
    throw new DataverseError(400, DATAVERSE_CODES.queryError, 'EntityNames must list at least one table.');
  }
  const values = names.map((name) => {
    if (!organization.catalog.byLogicalName(name)) {
      throw new DataverseError(404, DATAVERSE_CODES.notFound, `Could not find entity with name ${name}.`);
    }
    return organization.store.rows(name).length;
  });
  c.header('OData-Version', '4.0');
  return c.json({
    '@odata.context': `${url.origin}${WEB_API_PATH}/$metadata#Microsoft.Dynamics.CRM.RetrieveTotalRecordCountResponse`,
    EntityRecordCountCollection: { Count: names.length, IsReadOnly: false, Keys: names, Values: values },
  });
}

async function whoAmI(c: Context<DynamicsSandboxEnv>) {
  const deps = c.get('sandbox');
  const organization = await deps.organization();
  const user = organization.store.rows('systemuser').find((row) => row.fullname === deps.tenant.applicationName);
  c.header('OData-Version', '4.0');
  return c.json({
    '@odata.context': `${new URL(c.req.url).origin}${WEB_API_PATH}/$metadata#Microsoft.Dynamics.CRM.WhoAmIResponse`,
    BusinessUnitId: deps.tenant.tenantId,
    UserId: user?.systemuserid ?? null,
    OrganizationId: deps.tenant.tenantId,
  });
}
