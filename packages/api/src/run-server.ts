import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { languageModelFromEnv } from './agent/planner/llm/index.ts';
import { createApp } from './app.ts';
import { answerBackupRequests, backupArchive } from './backup/index.ts';
import { startServices } from './bootstrap.ts';
import { ensureExamplesSite } from './embed/examples-site.ts';
import { EnvError, loadEnv } from './env.ts';
import { drainServer } from './lib/graceful-shutdown.ts';
import { createLogger } from './lib/logger.ts';
import { startReportScheduler } from './reports/index.ts';

/** How long an idle kept-alive connection stays open: longer than a proxy in front keeps its own. */
const KEEP_ALIVE_SECONDS = 65;

/** The built console and widget, beside this package in the workspace. */
const assets = {
  consoleDir: fileURLToPath(new URL('../../console/dist', import.meta.url)),
  widgetDir: fileURLToPath(new URL('../../widget/dist', import.meta.url)),
};

async function main() {
  const env = loadEnv(process.env);
  const logger = createLogger(env);
  const services = await startServices(env, logger);
  const languageModel = languageModelFromEnv(env);
  // The examples embed the widget as a partner would: with a site key allowed from this server.
  const examples = env.NODE_ENV !== 'production';
  if (examples) {
    const origins = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
    await ensureExamplesSite(services.database.db, services.credentialCipher, services.keys, origins);
  }
  const shutdown = new AbortController();
  const deps = {
    env,
    shutdown: shutdown.signal,
    database: services.database,
    principals: services.principals,
    credentialCipher: services.credentialCipher,
    keys: services.keys,
    logger,
    assets,
    ...(services.sandbox ? { sandbox: services.sandbox.deps } : {}),
    ...(services.sapSandbox ? { sapSandbox: services.sapSandbox } : {}),
    ...(services.dynamicsSandbox ? { dynamicsSandbox: services.dynamicsSandbox } : {}),
    ...(languageModel ? { languageModel } : {}),
    ...(examples ? { examplesDir: fileURLToPath(new URL('../../../examples', import.meta.url)) } : {}),
  };
  const app = createApp(deps);
  const stopScheduler = startReportScheduler(deps);
  // `npm run backup` asks this process for a copy of the embedded database it holds.
  const snapshot = services.database.snapshot;
  const stopBackups = snapshot
    ? answerBackupRequests({
        dataDir: resolve(env.DATA_DIR),
        backup: async () => backupArchive(await snapshot()),
        logger,
      })
    : () => undefined;
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
    // How long the start took from the process's own start, beside the machine's load then: on a
    // busy machine a slow start is mostly waiting for a CPU.
    const startup = { startupMs: Math.round(performance.now()), loadAverage: Number(loadavg()[0]?.toFixed(1)) };
    logger.info({ port: info.port, ...startup }, `ERP AI Agent serving on http://${host}:${info.port}`);
  });

  // Node closes an idle kept-alive connection after 5 s, and a client that sends its next request on
  // it just then gets ECONNRESET (Playwright's request context did, between one story's steps). A
  // proxy in front keeps its connections for about 60 s, so the server keeps them longer than that.
  (server as Server).keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  (server as Server).headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing the requests in flight');
    // serve() without a createServer option makes a plain node:http server.
    drainServer(server as Server, {
      deadlineMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
      onDeadline: () => shutdown.abort(),
      onClosed: (outcome) => {
        if (outcome === 'cut') logger.warn('requests still open at the drain deadline were closed');
        stopBackups();
        stopScheduler()
          .then(() => services.close())
          .then(
            () => logger.flush(() => process.exit(0)),
            (error: unknown) => {
              logger.error({ err: error }, 'closing the database failed');
              logger.flush(() => process.exit(1));
            },
          );
      },
    });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // The logger may not exist yet (a bad environment), so the reason goes to standard error as text.
  console.error(
    error instanceof EnvError || (error instanceof Error && error.name === 'StartupError') ? error.message : error,
  );
  process.exit(1);
});
