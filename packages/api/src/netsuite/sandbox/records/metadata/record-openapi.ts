import { recordServiceUrl } from '../service-url.ts';
import { type DescribedType, findDescribedType } from './described-type.ts';
import type { JsonSchema } from './record-json-schema.ts';

/**
 * The OpenAPI 3.0 description the metadata catalog serves for `Accept: application/swagger+json`:
 * the record service's paths for the chosen types, their records as component schemas (the
 * same JSON Schema `application/schema+json` gives) and NetSuite's error envelope.
 */

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    'o:errorDetails': {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          detail: { type: 'string' },
          'o:errorCode': { type: 'string' },
          'o:errorPath': { type: 'string' },
          'o:errorQueryParam': { type: 'string' },
        },
      },
    },
  },
};

const COLLECTION_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    links: { type: 'array', items: { type: 'object' } },
    count: { type: 'integer' },
    hasMore: { type: 'boolean' },
    offset: { type: 'integer' },
    totalResults: { type: 'integer' },
    items: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, links: { type: 'array' } } },
    },
  },
};

const ERROR_RESPONSE = {
  description: 'Error response.',
  content: { 'application/vnd.oracle.resource+json; type=error': { schema: { $ref: '#/components/schemas/nsError' } } },
};

const NO_CONTENT = { description: 'Done; the Location header names the record.' };

function transformPaths(spec: DescribedType): [string, JsonSchema][] {
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: '107 or eid:PO-0001' };
  return spec.transformsTo.map((to) => [
    `/${spec.name}/{id}/!transform/${to}`,
    {
      parameters: [id],
      post: {
        tags: [spec.name],
        summary: `Transform a ${spec.title} record into a ${to} record.`,
        requestBody: {
          required: false,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${to}` } } },
        },
        responses: { '204': NO_CONTENT, default: ERROR_RESPONSE },
      },
    },
  ]);
}

function recordPaths(spec: DescribedType): [string, JsonSchema][] {
  const record = { $ref: `#/components/schemas/${spec.name}` };
  const body = { required: true, content: { 'application/json': { schema: record } } };
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: '107 or eid:CID001' };
  const tags = [spec.name];
  return [
    [
      `/${spec.name}`,
      {
        get: {
          tags,
          summary: `Get list of ${spec.title} records.`,
          parameters: [
            { name: 'q', in: 'query', schema: { type: 'string' }, description: 'Search query used to filter results' },
            { name: 'limit', in: 'query', schema: { type: 'integer', default: 1000, minimum: 1, maximum: 1000 } },
            { name: 'offset', in: 'query', schema: { type: 'integer', default: 0, minimum: 0 } },
          ],
          responses: {
            '200': {
              description: 'A page of record ids.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/nsCollection' } } },
            },
            default: ERROR_RESPONSE,
          },
        },
        ...(spec.creatable
          ? {
              post: {
                tags,
                summary: `Insert a ${spec.title} record.`,
                requestBody: body,
                responses: { '204': NO_CONTENT, default: ERROR_RESPONSE },
              },
            }
          : {}),
      },
    ],
    [
      `/${spec.name}/{id}`,
      {
        parameters: [id],
        get: {
          tags,
          summary: `Get a ${spec.title} record.`,
          responses: {
            '200': { description: 'The record.', content: { 'application/json': { schema: record } } },
            default: ERROR_RESPONSE,
          },
        },
        patch: {
          tags,
          summary: `Update a ${spec.title} record; fields left out are unchanged.`,
          requestBody: body,
          responses: { '204': { description: 'Updated.' }, default: ERROR_RESPONSE },
        },
        put: {
          tags,
          summary: `Insert or update a ${spec.title} record by external id (eid:...).`,
          requestBody: body,
          responses: { '204': NO_CONTENT, default: ERROR_RESPONSE },
        },
        ...(spec.deletable
          ? {
              delete: {
                tags,
                summary: `Remove a ${spec.title} record.`,
                responses: { '204': { description: 'Removed.' }, default: ERROR_RESPONSE },
              },
            }
          : {}),
      },
    ],
    ...transformPaths(spec),
  ];
}

export function recordOpenApi(types: readonly DescribedType[], base: string): JsonSchema {
  // A transform's body is its target's record, so the target's schema comes along.
  const targets = types.flatMap((type) => type.transformsTo.flatMap((name) => findDescribedType(name) ?? []));
  const schemas = new Map([...types, ...targets].map((type) => [type.name, type.schema]));
  return {
    openapi: '3.0.1',
    info: { title: 'NetSuite REST Record API', version: 'v1' },
    servers: [{ url: recordServiceUrl(base) }],
    tags: types.map((type) => ({ name: type.name })),
    paths: Object.fromEntries(types.flatMap(recordPaths)),
    components: {
      schemas: {
        ...Object.fromEntries(schemas),
        nsCollection: COLLECTION_SCHEMA,
        nsError: ERROR_SCHEMA,
      },
    },
  };
}
