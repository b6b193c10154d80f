import { installSuiteqlSupport } from '../sandbox/suiteql/index.ts';
import {
  openTestSandbox,
  TEST_SANDBOX_ORIGIN,
  type TestSandbox,
  type TestSandboxOptions,
} from '../sandbox/testing/test-sandbox.ts';
import type { NetsuiteConnectorOptions } from './connector-context.ts';
import { sandboxEndpoints } from './endpoints.ts';
import { createNetsuiteConnector, type NetsuiteConnector } from './netsuite-connector.ts';

/**
 * Test support: the embedded sandbox as the connector's tests meet it, a small company with
 * SuiteQL's support installed (idempotent, so harmless should the test sandbox come to install it itself).
 */
export function openConnectorSandbox(options: Pick<TestSandboxOptions, 'faults'> = {}): Promise<TestSandbox> {
  return openTestSandbox({ scale: 100, prepare: installSuiteqlSupport, ...options });
}

/**
 * A connector signed with the sandbox's demo token (or a forged secret), reaching it in process
 * rather than over a socket: the same code a real account gets, only the base URL differs.
 */
export function sandboxConnector(
  sandbox: TestSandbox,
  options: NetsuiteConnectorOptions = {},
  tokenSecret = sandbox.account.demoTokenSecret,
): NetsuiteConnector {
  const { account } = sandbox;
  return createNetsuiteConnector(
    {
      accountId: account.accountId,
      consumerKey: account.consumerKey,
      consumerSecret: account.consumerSecret,
      tokenId: account.demoTokenId,
      tokenSecret,
      endpoints: sandboxEndpoints(TEST_SANDBOX_ORIGIN),
    },
    { fetch: async (url, init) => sandbox.app.fetch(new Request(url, init)), ...options },
  );
}
