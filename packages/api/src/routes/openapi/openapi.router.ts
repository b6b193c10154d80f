import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { Hono as Router } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { openAPIRouteHandler } from 'hono-openapi';
// Not the package's index, which loads the whole 1.5 MB UI bundle into the server to say where it is
// (half a second of every start).
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import type { AppEnv } from '../../lib/app-env.ts';
import { VERSION } from '../../version.ts';

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>ERP AI Agent API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** Kept out of the page so the page runs under a CSP without inline scripts. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true });\n`;

/** Swagger UI's own files, read from the package, by the media type they are sent with. */
const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

interface DocsAsset {
  readonly body: string;
  readonly type: string;
  readonly cache: string;
}

/** Swagger UI's files as read, once each: they do not change while the server runs. */
const swaggerFileText = new Map<string, Promise<string>>();

function readSwaggerFile(name: string): Promise<string> {
  let text = swaggerFileText.get(name);
  if (!text) {
    text = readFile(join(getAbsoluteFSPath(), name), 'utf8');
    swaggerFileText.set(name, text);
  }
  return text;
}

/**
 * A file under `/api/docs/`. One route serves them all, the script written here included: a fixed
 * path beside a parameter at the same place would make Hono give up its fastest router for the
 * whole app.
 */
async function docsAsset(name: string): Promise<DocsAsset | undefined> {
  // Ours changes with a release, so it is revalidated; Swagger UI's files may be kept a day.
  if (name === 'init.js') return { body: INIT_SCRIPT, type: 'text/javascript; charset=utf-8', cache: 'no-cache' };
  const type = SWAGGER_FILES[name];
  if (!type) return undefined;
  return { body: await readSwaggerFile(name), type, cache: 'public, max-age=86400' };
}

/**
 * `/api/openapi.json`, generated from the routes' own schemas, and `/api/docs`, Swagger UI over
 * it, served from the package rather than a CDN so it works offline and under this CSP.
 */
export function openApiRouter(app: Hono<AppEnv>) {
  // Swagger UI styles some elements inline; the relaxation is confined to these pages.
  const docsHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
    },
  });
  return new Router<AppEnv>()
    .get(
      '/openapi.json',
      openAPIRouteHandler(app, {
        documentation: {
          info: {
            title: 'ERP AI Agent API',
            version: VERSION,
            description:
              'Every error is `{code, message, details?, requestId?}`. Sign in with `POST /api/auth/login` (cookie) or `POST /auth/v1/token` (bearer token).',
          },
          components: {
            securitySchemes: {
              session: { type: 'apiKey', in: 'cookie', name: 'erp_session' },
              bearer: { type: 'http', scheme: 'bearer' },
            },
          },
          security: [{ session: [] }, { bearer: [] }],
        },
        exclude: ['/api/openapi.json', /^\/api\/docs/],
      }),
    )
    .get('/docs', docsHeaders, (c) => c.html(DOCS_PAGE))
    .get('/docs/:asset', docsHeaders, async (c) => {
      const asset = await docsAsset(c.req.param('asset'));
      if (!asset) return c.notFound();
      return c.body(asset.body, 200, { 'Content-Type': asset.type, 'Cache-Control': asset.cache });
    });
}
