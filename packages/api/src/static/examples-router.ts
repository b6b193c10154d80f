import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { exampleIdentity } from '../embed/examples-site.ts';
import { ApiError } from '../lib/api-error.ts';
import type { AppEnv } from '../lib/app-env.ts';

/** The examples `npm start` serves, each from its `public` folder, under the server's strict CSP. */
const STATIC_EXAMPLES = ['plain-html', 'signed-identity'] as const;

/**
 * `/examples/<name>/`: pages embedding the widget as partners would, with the `Examples` site
 * key. `POST /examples/signed-identity/token` plays the partner's server for the identity example.
 */
export function examplesRouter(examplesDir: string) {
  const router = new Hono<AppEnv>()
    .get('/', (c) => c.redirect('/examples/plain-html/'))
    .post('/signed-identity/token', async (c) => {
      const token = await exampleIdentity(c.var.deps.database.db, c.var.deps.keys);
      if (!token) throw new ApiError(404, 'not_found', 'There is no active admin to sign in as.');
      return c.json({ token });
    });
  for (const name of STATIC_EXAMPLES) {
    router.use(
      `/${name}/*`,
      serveStatic({
        root: `${examplesDir}/${name}/public`,
        rewriteRequestPath: (path) => path.replace(`/examples/${name}`, ''),
      }),
    );
  }
  return router;
}
