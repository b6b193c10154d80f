/**
 * The NetSuite sandbox on its own, without the rest of the API: for pointing a NetSuite client
 * (Postman, `netsuite-rest`, SuiteQL tools) at it, or for generating a large company.
 *
 *   node packages/api/dist/netsuite/sandbox/main.js --scale 100000 --port 8788
 *
 * Prints the account id, the consumer key and secret and the demo token to sign with, and the
 * OAuth 2.0 client id and secret (with `--redirect-uri` for each redirect URI a client will use).
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { NETSUITE_OAUTH_CALLBACK_PATH, OAUTH2_PATHS } from '../oauth2/index.ts';
import { netsuiteRealm } from '../tba/index.ts';
import { parseSandboxCli, SandboxUsageError, USAGE } from './cli-options.ts';
import { FAULTS_PATH } from './faults/index.ts';
import { createSandboxApp } from './http/sandbox-app.ts';
import { openSandbox } from './open-sandbox.ts';

async function main() {
  const options = parseSandboxCli(process.argv.slice(2), process.env.NODE_ENV);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const secretKey = process.env.SECRET_KEY ?? crypto.randomUUID() + crypto.randomUUID();
  const sandbox = await openSandbox({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    scale: options.scale,
    seed: options.seed,
    secretKey,
    statementTimeoutMs: options.statementTimeoutMs,
    oauth: { redirectUris: options.redirectUris },
    accessTokenSeconds: options.accessTokenSeconds,
    logger,
    faults: options.faults,
  });
  // Alone, the sandbox is only of use once its company is loaded: its address is printed then.
  await sandbox.engine.ready;
  const app = createSandboxApp(sandbox.deps);
  const { account } = sandbox.deps;
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
    console.log(
      [
        `NetSuite sandbox on http://${options.host}:${info.port} (REST base URL; SuiteQL at /services/rest/query/v1/suiteql)`,
        `  account id       ${account.accountId} (realm ${netsuiteRealm(account.accountId)})`,
        `  consumer key     ${account.consumerKey}`,
        `  consumer secret  ${account.consumerSecret}`,
        `  token id         ${account.demoTokenId}`,
        `  token secret     ${account.demoTokenSecret}`,
        `  OAuth client id  ${account.oauth.clientId}`,
        `  OAuth secret     ${account.oauth.clientSecret}`,
        `  authorize URL    http://${options.host}:${info.port}${OAUTH2_PATHS.authorize}`,
        `  token URL        http://${options.host}:${info.port}${OAUTH2_PATHS.token}`,
        `  redirect URIs    ${[...options.redirectUris, `http://${options.host}:${info.port}${NETSUITE_OAUTH_CALLBACK_PATH}`].join(', ')}`,
        ...(options.faults
          ? [`  fault control    http://${options.host}:${info.port}${FAULTS_PATH} (tests only: no authentication)`]
          : []),
      ].join('\n'),
    );
  });
  const stop = () => server.close(() => void sandbox.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof SandboxUsageError ? `${error.message}\n\n${USAGE}` : error);
  process.exit(1);
});
