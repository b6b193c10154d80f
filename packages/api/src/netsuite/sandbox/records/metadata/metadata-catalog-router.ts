import { type Context, Hono } from 'hono';
import type { SandboxEnv } from '../../http/sandbox-env.ts';
import { jsonResponse } from '../json-response.ts';
import { unknownRecordType } from '../record-errors.ts';
import { metadataCatalogUrl, serviceBase } from '../service-url.ts';
import { DESCRIBED_TYPES, type DescribedType, findDescribedType } from './described-type.ts';
import { recordOpenApi } from './record-openapi.ts';

/**
 * `/record/v1/metadata-catalog`: the record types served, each with links to its description,
 * and per type its description in the form the `Accept` header asks for: JSON Schema
 * (`application/schema+json`, also the default) or OpenAPI 3.0 (`application/swagger+json`).
 */

const SCHEMA_JSON = 'application/schema+json';
const SWAGGER_JSON = 'application/swagger+json';

type Description = 'schema' | 'openapi';

function describedAs(accept: string | undefined): Description {
  return accept?.toLowerCase().includes(SWAGGER_JSON) ? 'openapi' : 'schema';
}

/** The type a URL names, or NetSuite's 404 for a type the record service does not serve. */
function describedType(name: string): DescribedType {
  const type = findDescribedType(name);
  if (!type)
    throw unknownRecordType(
      name,
      DESCRIBED_TYPES.map((served) => served.name),
    );
  return type;
}

/** `select=customer,vendor` narrows the catalog, as it does NetSuite's. */
function selected(select: string | undefined): readonly DescribedType[] {
  if (select === undefined || select.trim() === '') return DESCRIBED_TYPES;
  return select.split(',').map((name) => describedType(name.trim()));
}

/** Routes under the record service: mount at its root, before the record types' own routes. */
export function metadataCatalogRouter() {
  const router = new Hono<SandboxEnv>();
  const list = (c: Context<SandboxEnv>) => {
    const base = serviceBase(c.req.url);
    const types = selected(c.req.query('select'));
    if (describedAs(c.req.header('Accept')) === 'openapi')
      return jsonResponse(recordOpenApi(types, base), SWAGGER_JSON);
    const items = types.map((spec) => {
      const href = metadataCatalogUrl(base, spec.name);
      return {
        name: spec.name,
        links: [
          { rel: 'canonical', href, mediaType: 'application/json' },
          { rel: 'alternate', href, mediaType: SWAGGER_JSON },
          { rel: 'alternate', href, mediaType: SCHEMA_JSON },
        ],
      };
    });
    return jsonResponse({ items, links: [{ rel: 'self', href: c.req.url }] }, 'application/json');
  };
  // NetSuite answers the catalog with or without the trailing slash.
  router.get('/metadata-catalog', list);
  router.get('/metadata-catalog/', list);
  router.get('/metadata-catalog/:type', (c) => {
    const type = describedType(c.req.param('type'));
    if (describedAs(c.req.header('Accept')) === 'openapi') {
      return jsonResponse(recordOpenApi([type], serviceBase(c.req.url)), SWAGGER_JSON);
    }
    return jsonResponse(type.schema, SCHEMA_JSON);
  });
  return router;
}
