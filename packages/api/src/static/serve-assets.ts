import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

/** Paths that belong to the API: never answered with the console's page. */
const API_PATH = /^\/(api|auth|functions|healthz|netsuite-sandbox)(\/|$)/;

/**
 * The built console at `/` (hashed assets cached for a year, the page itself revalidated),
 * the widget at `/widget.js`, and the console's page for every other GET that asks for HTML,
 * so its client-side routes survive a reload.
 */
export function assetsRouter(assets: { consoleDir: string; widgetFile: string }) {
  let indexHtml: Promise<string> | undefined;
  const page = () => {
    indexHtml ??= readFile(`${assets.consoleDir}/index.html`, 'utf8');
    return indexHtml;
  };

  const files = serveStatic({ root: assets.consoleDir });

  return (
    new Hono<AppEnv>()
      .get('/widget.js', async (c) => {
        const script = await readFile(assets.widgetFile);
        return c.body(script, 200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          // Not content-hashed: embedders keep one URL, so caches revalidate within minutes.
          'Cache-Control': 'public, max-age=300',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
      })
      .use(
        '/assets/*',
        serveStatic({
          root: assets.consoleDir,
          onFound: (_path, c) => {
            c.header('Cache-Control', 'public, max-age=31536000, immutable');
          },
        }),
      )
      // Directory paths (`/`) fall through to the page below, which is sent with no-cache.
      .use('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)))
      .get('*', async (c, next) => {
        if (API_PATH.test(c.req.path) || !c.req.header('accept')?.includes('text/html')) return next();
        c.header('Cache-Control', 'no-cache');
        return c.html(await page());
      })
  );
}
