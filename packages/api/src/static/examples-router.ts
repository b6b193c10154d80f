import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { exampleIdentity } from '../embed/examples-site.ts';
import { ApiError } from '../lib/api-error.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { validate } from '../lib/validate.ts';

/** What the signed-identity example's page asks its server: whom to sign in as (the first admin by default). */
const exampleSignInSchema = z.object({ email: z.optional(z.string().check(z.maxLength(254))) });

/**
 * The examples `npm start` serves, under the server's strict CSP: plain pages from their `public`
 * folder, the React portal from its build (any other path of it is the app's, so its page).
 */
const EXAMPLES = [
  { name: 'plain-html', folder: 'public', app: false },
  { name: 'signed-identity', folder: 'public', app: false },
  { name: 'react-portal', folder: 'dist', app: true },
] as const;

/**
 * `/examples/<name>/`: pages embedding the widget as partners would, with the `Examples` site
 * key. `POST /examples/signed-identity/token` plays the partner's server for the identity example.
 */
export function examplesRouter(examplesDir: string) {
  const router = new Hono<AppEnv>()
    .get('/', (c) => c.redirect('/examples/plain-html/'))
    .post('/signed-identity/token', validate('json', exampleSignInSchema), async (c) => {
      const email = c.req.valid('json').email?.trim() ?? '';
      const identity = await exampleIdentity(c.var.deps.database.db, c.var.deps.keys, email || undefined);
      if (!identity) {
        throw new ApiError(
          404,
          'not_found',
          email ? `No active user has the email ${email}.` : 'There is no active admin to sign in as.',
        );
      }
      return c.json(identity);
    });
  for (const { name, folder, app } of EXAMPLES) {
    const root = `${examplesDir}/${name}/${folder}`;
    router.use(
      `/${name}/*`,
      serveStatic({ root, rewriteRequestPath: (path) => path.replace(`/examples/${name}`, '') }),
    );
    if (app) router.get(`/${name}/*`, serveStatic({ path: `${root}/index.html` }));
  }
  return router;
}
