/**
 * The NetSuite sandbox on its own, without the rest of the API: for pointing a NetSuite client
 * (Postman, `netsuite-rest`, SuiteQL tools) at it, or for generating a large company.
 *
 *   node packages/api/dist/netsuite/sandbox/main.js --scale 100000 --port 8788
 *
 * Prints the account id, the consumer key and secret and the demo token to sign with, and the
 * OAuth 2.0 client id and secret (with `--redirect-uri` for each redirect URI a client will use).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { NETSUITE_OAUTH_CALLBACK_PATH, OAUTH2_PATHS } from '../oauth2/index.ts';
import { netsuiteRealm } from '../tba/index.ts';
import { createSandboxApp } from './http/sandbox-app.ts';
import { openSandbox } from './open-sandbox.ts';

const USAGE = `Usage: sandbox [--port 8788] [--host 127.0.0.1] [--scale 3000] [--seed 1] [--data-dir DIR] [--timeout-ms 15000]
               [--redirect-uri URI]... [--access-token-seconds 3600]

  --scale                 transactions to generate (100 to 1,000,000)
  --data-dir              keep the database here, reused while seed, scale and day are unchanged (default: in memory)
  --redirect-uri          an OAuth 2.0 redirect URI to accept (repeat for several), e.g. https://oauth.pstmn.io/v1/callback
  --access-token-seconds  OAuth 2.0 access token lifetime (1 to 3600), shorter to see tokens expire
  SECRET_KEY              (environment) derives the consumer, demo token and OAuth 2.0 client; without it they change every start`;

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`--${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  }
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8788' },
      host: { type: 'string', default: '127.0.0.1' },
      scale: { type: 'string', default: '3000' },
      seed: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      'timeout-ms': { type: 'string', default: '15000' },
      'redirect-uri': { type: 'string', multiple: true, default: [] },
      'access-token-seconds': { type: 'string', default: '3600' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const secretKey = process.env.SECRET_KEY ?? crypto.randomUUID() + crypto.randomUUID();
  const sandbox = await openSandbox({
    ...(values['data-dir'] === undefined ? {} : { dataDir: resolve(values['data-dir']) }),
    scale: wholeNumber('scale', values.scale, 100, 1_000_000),
    seed: wholeNumber('seed', values.seed, 0, 2 ** 31 - 1),
    secretKey,
    statementTimeoutMs: wholeNumber('timeout-ms', values['timeout-ms'], 100, 600_000),
    oauth: { redirectUris: values['redirect-uri'] },
    accessTokenSeconds: wholeNumber('access-token-seconds', values['access-token-seconds'], 1, 3600),
    logger,
  });
  const app = createSandboxApp(sandbox.deps);
  const port = wholeNumber('port', values.port, 1, 65_535);
  const { account } = sandbox.deps;
  const server = serve({ fetch: app.fetch, port, hostname: values.host }, (info) => {
    console.log(
      [
        `NetSuite sandbox on http://${values.host}:${info.port} (REST base URL; SuiteQL at /services/rest/query/v1/suiteql)`,
        `  account id       ${account.accountId} (realm ${netsuiteRealm(account.accountId)})`,
        `  consumer key     ${account.consumerKey}`,
        `  consumer secret  ${account.consumerSecret}`,
        `  token id         ${account.demoTokenId}`,
        `  token secret     ${account.demoTokenSecret}`,
        `  OAuth client id  ${account.oauth.clientId}`,
        `  OAuth secret     ${account.oauth.clientSecret}`,
        `  authorize URL    http://${values.host}:${info.port}${OAUTH2_PATHS.authorize}`,
        `  token URL        http://${values.host}:${info.port}${OAUTH2_PATHS.token}`,
        `  redirect URIs    ${[...values['redirect-uri'], `http://${values.host}:${info.port}${NETSUITE_OAUTH_CALLBACK_PATH}`].join(', ')}`,
      ].join('\n'),
    );
  });
  const stop = () => server.close(() => void sandbox.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof RangeError ? `${error.message}\n\n${USAGE}` : error);
  process.exit(1);
});
