import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { authenticate } from './auth/authenticate.ts';
import { csrfGuard } from './auth/csrf.ts';
import { rateLimit } from './auth/rate-limit.ts';
import { createDynamicsSandboxApp, DYNAMICS_SANDBOX_PREFIX } from './dynamics/sandbox/http/sandbox-app.ts';
import { embedAccess } from './embed/embed-access.ts';
import { ApiError } from './lib/api-error.ts';
import type { AppDeps, AppEnv } from './lib/app-env.ts';
import { ownOrigin } from './lib/client-address.ts';
import { handleError, handleNotFound } from './lib/error-handler.ts';
import { requestContext } from './lib/request-context.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { measureRequests } from './monitoring/measure-requests.ts';
import { createSandboxApp, SANDBOX_PREFIX } from './netsuite/sandbox/http/sandbox-app.ts';
import { analyticsRouter } from './routes/analytics/analytics.router.ts';
import { articlesRouter } from './routes/articles/articles.router.ts';
import { authRouter } from './routes/auth/auth.router.ts';
import { authV1Router } from './routes/auth-v1/auth-v1.router.ts';
import { chatRouter } from './routes/chat/chat.router.ts';
import { contactRouter } from './routes/contact/contact.router.ts';
import { conversationsRouter } from './routes/conversations/conversations.router.ts';
import { dashboardRouter } from './routes/dashboard/dashboard.router.ts';
import { dynamicsRouter } from './routes/dynamics/dynamics.router.ts';
import { embedCheckRouter } from './routes/embed-check/embed-check.router.ts';
import { healthRouter } from './routes/health/health.router.ts';
import { invitationsRouter } from './routes/invitations/invitations.router.ts';
import { mcpRouter } from './routes/mcp/mcp.router.ts';
import { netsuiteRouter } from './routes/netsuite/netsuite.router.ts';
import { netsuiteAdminRouter } from './routes/netsuite-admin/netsuite-admin.router.ts';
import { reportsRouter } from './routes/netsuite-admin/reports.router.ts';
import { netsuiteAuthRouter } from './routes/netsuite-auth/netsuite-auth.router.ts';
import { openApiRouter } from './routes/openapi/openapi.router.ts';
import { projectsRouter, projectTemplatesRouter } from './routes/projects/projects.router.ts';
import { sapRouter } from './routes/sap/sap.router.ts';
import { settingsRouter } from './routes/settings/settings.router.ts';
import { siteKeysRouter } from './routes/site-keys/site-keys.router.ts';
import { systemHealthRouter } from './routes/system-health/system-health.router.ts';
import { toolCallsRouter } from './routes/tool-calls/tool-calls.router.ts';
import { usersRouter } from './routes/users/users.router.ts';
import { createSapSandboxApp, SAP_SANDBOX_PREFIX } from './sap/sandbox/http/sandbox-app.ts';
import { examplesRouter } from './static/examples-router.ts';
import { assetsRouter } from './static/serve-assets.ts';

/** Bodies beyond this are refused before they are read: no endpoint needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

const bodyLimiter = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  },
});

/**
 * Reads have no body to limit. Skipping them matters: the limiter looks at the raw request's
 * body, which makes the Node adapter build a full Fetch Request, the dearest part of a GET.
 */
const limitBody = createMiddleware<AppEnv>((c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : bodyLimiter(c, next),
);

/** The whole server as one Hono app: middleware in order, then each feature's router. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(requestContext(deps), measureRequests, securityHeaders);
  // Worth it for the console's scripts and styles and the docs; API answers are a few hundred bytes.
  app.use('/assets/*', compress());
  app.use('/widget.js', compress());
  app.use('/widget.mjs', compress());
  app.use('/chunks/*', compress());
  app.use('/api/docs/*', compress());
  app.use('/api/openapi.json', compress());

  app.use('/api/*', limitBody, embedAccess, csrfGuard, authenticate, rateLimit);
  app.use('/auth/*', limitBody, csrfGuard, authenticate, rateLimit);
  app.use('/functions/*', limitBody, csrfGuard, authenticate, rateLimit);

  app
    .route('/', healthRouter)
    .route('/api/auth', authRouter)
    .route('/auth/v1', authV1Router)
    .route('/auth/netsuite', netsuiteAuthRouter)
    .route('/api/users', usersRouter)
    .route('/api/invitations', invitationsRouter)
    .route('/api/settings', settingsRouter)
    .route('/api/contact', contactRouter)
    .route('/api/articles', articlesRouter)
    .route('/api/system', systemHealthRouter)
    .route('/functions/v1/netsuite', netsuiteRouter)
    .route('/api/netsuite/reports', reportsRouter)
    .route('/api/netsuite', netsuiteAdminRouter)
    .route('/api/dynamics', dynamicsRouter)
    .route('/api', chatRouter)
    .route('/api/conversations', conversationsRouter)
    .route('/api/tool-calls', toolCallsRouter)
    .route('/api/mcp', mcpRouter)
    .route('/api/projects', projectsRouter)
    .route('/api/project-templates', projectTemplatesRouter)
    .route('/api/site-keys', siteKeysRouter)
    .route('/api/embed', embedCheckRouter)
    .route('/api/dashboard', dashboardRouter)
    .route('/api/analytics', analyticsRouter)
    .route('/api/sap', sapRouter);
  app.route('/api', openApiRouter(app));
  // Its own app, signed with TBA and answering in NetSuite's envelope, so none of the API's
  // session, CSRF or error handling applies to it. Forwarded to rather than merged in: its
  // routes put fixed paths beside parameters, which would cost the whole API its fastest router.
  if (deps.sandbox) {
    const sandbox = createSandboxApp(deps.sandbox, SANDBOX_PREFIX);
    app.all(`${SANDBOX_PREFIX}/*`, (c) =>
      sandbox.fetch(c.req.raw, { ...c.env, requestId: c.get('requestId'), publicOrigin: ownOrigin(c) }),
    );
  }
  // Service Layer's own protocol, cookies and error envelope: forwarded to like the NetSuite sandbox.
  if (deps.sapSandbox) {
    const sapSandbox = createSapSandboxApp(deps.sapSandbox, SAP_SANDBOX_PREFIX);
    app.all(`${SAP_SANDBOX_PREFIX}/*`, (c) => sapSandbox.fetch(c.req.raw));
  }
  // Likewise the Dataverse sandbox: bearer tokens and Dataverse's envelope, not the API's.
  if (deps.dynamicsSandbox) {
    const dynamics = createDynamicsSandboxApp(deps.dynamicsSandbox, DYNAMICS_SANDBOX_PREFIX);
    app.all(`${DYNAMICS_SANDBOX_PREFIX}/*`, (c) =>
      dynamics.fetch(c.req.raw, { ...c.env, requestId: c.get('requestId') }),
    );
  }
  if (deps.examplesDir) app.route('/examples', examplesRouter(deps.examplesDir));
  if (deps.assets) app.route('/', assetsRouter(deps.assets));
  return app;
}

export type App = ReturnType<typeof createApp>;
