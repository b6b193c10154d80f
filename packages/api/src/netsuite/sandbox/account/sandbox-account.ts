import { hkdfSync } from 'node:crypto';
import type { TbaSecrets } from '../../tba/index.ts';
import { type SandboxOAuthClient, type SandboxOAuthClientOptions, sandboxOAuthClient } from './sandbox-oauth-client.ts';

/**
 * The sandbox's one NetSuite account: its id, the integration record (consumer key and
 * secret) and the demo access token. Derived from SECRET_KEY, so they exist on first start,
 * stay the same across restarts and instances, and differ between deployments.
 */
export interface SandboxAccount {
  readonly accountId: string;
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly demoTokenId: string;
  readonly demoTokenSecret: string;
  /** The secrets of a consumer key and token this account issued, or undefined. */
  secrets(consumerKey: string, tokenId: string): Promise<TbaSecrets | undefined>;
  /** The OAuth 2.0 side of the integration record: client, redirect URIs, certificates. */
  readonly oauth: SandboxOAuthClient;
}

/** A sandbox account id, in the form NetSuite gives sandbox accounts. */
export const SANDBOX_ACCOUNT_ID = '1234567-sb1';

export interface SandboxAccountOptions {
  readonly secretKey: string;
  /**
   * The integration record's consumer key and secret when the server is configured with one
   * (NETSUITE_CONSUMER_KEY/SECRET), so the same pair signs for real accounts and the sandbox.
   */
  readonly consumer?: { readonly key: string; readonly secret: string };
  /** The OAuth 2.0 client, certificate and redirect URIs configured besides the derived ones. */
  readonly oauth?: Omit<SandboxOAuthClientOptions, 'secretKey'>;
}

/** 64 hex characters, the length and alphabet of NetSuite's keys, token ids and secrets. */
function derived(secretKey: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', secretKey, 'erp-agent/netsuite-sandbox', label, 32)).toString('hex');
}

export function sandboxAccount(options: SandboxAccountOptions): SandboxAccount {
  const consumerKey = options.consumer?.key ?? derived(options.secretKey, 'consumer-key');
  const consumerSecret = options.consumer?.secret ?? derived(options.secretKey, 'consumer-secret');
  const demoTokenId = derived(options.secretKey, 'demo-token-id');
  const demoTokenSecret = derived(options.secretKey, 'demo-token-secret');
  return {
    accountId: SANDBOX_ACCOUNT_ID,
    consumerKey,
    consumerSecret,
    demoTokenId,
    demoTokenSecret,
    secrets: async (key, tokenId) =>
      key === consumerKey && tokenId === demoTokenId ? { consumerSecret, tokenSecret: demoTokenSecret } : undefined,
    oauth: sandboxOAuthClient({ ...options.oauth, secretKey: options.secretKey }),
  };
}
