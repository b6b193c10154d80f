// A partner's server, on its own: it serves the page and signs its signed-in user for the widget.
// npm start serves the same page at /examples/signed-identity/ with the demo site; run this one
// against a site key of your own:
//
//   SITE_KEY=pk_... SITE_SECRET=... USER_EMAIL=you@example.com ERP_AGENT_URL=http://localhost:8787 \
//     node examples/signed-identity/server.js       # then open http://localhost:3000
//
// USER_EMAIL may list several users (comma-separated): the page can then switch between them, as a
// portal does when one of its users signs out and another signs in on the same browser.
//
// Create the key in the API (POST /api/site-keys, as an admin) with http://localhost:3000 among
// its allowed origins; the secret is shown once.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { sign } from 'hono/jwt';

const { SITE_KEY, SITE_SECRET, USER_EMAIL, ERP_AGENT_URL = 'http://localhost:8787', PORT = '3000' } = process.env;
if (!SITE_KEY || !SITE_SECRET || !USER_EMAIL) {
  console.error('Set SITE_KEY, SITE_SECRET and USER_EMAIL (see the comment at the top of this file).');
  process.exit(1);
}
const portalUsers = USER_EMAIL.split(',')
  .map((email) => email.trim().toLowerCase())
  .filter(Boolean);

const app = new Hono()
  // Your own sign-in decides who the user is; this example vouches for one of USER_EMAIL (the first
  // unless the page names another). The token names the site (aud) and lives at most an hour, as
  // the API requires.
  .post('/token', async (c) => {
    const { email } = await c.req.json().catch(() => ({}));
    const user = email ? String(email).trim().toLowerCase() : portalUsers[0];
    if (!portalUsers.includes(user)) return c.json({ message: `${user} is not one of USER_EMAIL.` }, 404);
    const now = Math.floor(Date.now() / 1000);
    const token = await sign({ sub: user, aud: SITE_KEY, iat: now, exp: now + 15 * 60 }, SITE_SECRET, 'HS256');
    return c.json({ token, email: user });
  })
  // The widget's loader comes from the ERP agent server; the page comes from here.
  .get('/widget.js', (c) => c.redirect(`${ERP_AGENT_URL}/widget.js`))
  .use('/*', serveStatic({ root: new URL('public', import.meta.url).pathname }));

serve({ fetch: app.fetch, port: Number(PORT) }, () => console.log(`Partner portal on http://localhost:${PORT}`));
