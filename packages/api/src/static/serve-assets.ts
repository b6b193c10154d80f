import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

const IMMUTABLE = { 'Cache-Control': 'public, max-age=31536000, immutable' };
const ANY_SITE = { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' };

/**
 * A static file handler whose found files carry these headers. (serveStatic's `onFound` runs
 * after the response is made, when headers set on the context no longer reach it.)
 */
function withHeaders(serve: MiddlewareHandler, headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response && response.ok) {
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    }
    return response;
  };
}

/** A file name at the end of a path: `/assets/app.js`, not `/users` or `/`. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;

/**
 * Whether a GET the files did not answer gets the console's page: a browser asking for a page, or
 * any client asking for a path that names no file (`curl /login`). A missing script or image
 * stays a 404 rather than turning into HTML.
 */
function wantsPage(path: string, accept: string | undefined): boolean {
  return accept?.includes('text/html') === true || !FILE_NAME.test(path);
}

/** Paths that belong to the API: never answered with the console's page. */
const API_PATH = /^\/(api|auth|functions|healthz|netsuite-sandbox)(\/|$)/;

/**
 * The built console at `/` (hashed assets cached for a year, the page itself revalidated),
 * the widget at `/widget.js` (the loader a script tag adds), `/widget.mjs` (its UI),
 * `/diagnose.mjs` (its `diagnose()` checks) and `/chunks/*` (its lazy parts), and the console's page for every other GET outside the API that
 * asks for HTML or names no file, so its client-side routes survive a reload.
 */
export function assetsRouter(assets: { consoleDir: string; widgetDir: string }) {
  let indexHtml: Promise<string> | undefined;
  const page = () => {
    indexHtml ??= readFile(`${assets.consoleDir}/index.html`, 'utf8');
    return indexHtml;
  };

  // Fixed routes rather than one pattern: a pattern at the root would sit beside the API's
  // fixed paths and make Hono give up its fastest router for the whole app.
  const widgetScript = async (c: Context<AppEnv>) => {
    const script = await readFile(`${assets.widgetDir}${c.req.path}`);
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Not content-hashed: embedders keep one URL, so caches revalidate within minutes.
      'Cache-Control': 'public, max-age=300',
      ...ANY_SITE,
    });
  };
  const files = serveStatic({ root: assets.consoleDir });
  const widgetFiles = serveStatic({ root: assets.widgetDir });

  return (
    new Hono<AppEnv>()
      .get('/widget.js', widgetScript)
      .get('/widget.mjs', widgetScript)
      .get('/diagnose.mjs', widgetScript)
      // Content-hashed: cached for a year. The widget's chunks are imported as modules from
      // partners' pages, which is a CORS request.
      .use('/chunks/*', withHeaders(widgetFiles, { ...IMMUTABLE, ...ANY_SITE }))
      .use('/assets/*', withHeaders(files, IMMUTABLE))
      // Directory paths (`/`) fall through to the page below, which is sent with no-cache.
      .use('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)))
      .get('*', async (c, next) => {
        if (API_PATH.test(c.req.path) || !wantsPage(c.req.path, c.req.header('accept'))) return next();
        c.header('Cache-Control', 'no-cache');
        return c.html(await page());
      })
  );
}
