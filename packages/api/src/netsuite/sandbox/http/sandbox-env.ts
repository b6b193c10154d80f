import type { Logger } from 'pino';
import type { NonceStore } from '../../tba/index.ts';
import type { SandboxAccount } from '../account/sandbox-account.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import type { SandboxFaults } from '../faults/index.ts';

/** What every sandbox route can reach. */
export interface SandboxDeps {
  readonly engine: SandboxEngine;
  readonly account: SandboxAccount;
  readonly nonces: NonceStore;
  readonly logger: Logger;
  /** How long one SuiteQL statement may run, in milliseconds. */
  readonly statementTimeoutMs: number;
  /** For tests that pin the clock; the TBA timestamp window and OAuth 2.0 expiries are checked against it. */
  readonly now?: () => Date;
  /**
   * How long OAuth 2.0 access tokens live, in seconds: NetSuite's hour by default. Tests shorten
   * it (NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS) to see tokens expire without waiting an hour.
   */
  readonly accessTokenSeconds?: number;
  /**
   * The test-only fault injection (429, 5xx, slow and dropped answers, the concurrency limit),
   * present only when NETSUITE_SANDBOX_FAULTS is set, which production refuses.
   */
  readonly faults?: SandboxFaults;
}

export interface SandboxEnv {
  Bindings: {
    /** The API's id for the request it forwarded here, so the sandbox's lines carry it too. */
    readonly requestId?: string;
    /**
     * The origin the browser reached the API at (through a trusted proxy's scheme), which the
     * product's OAuth 2.0 callback is registered on; the request's own origin otherwise.
     */
    readonly publicOrigin?: string;
  };
  Variables: {
    /** The sandbox's dependencies, its logger naming the request when the API gave an id. */
    sandbox: SandboxDeps;
    /** The access token the request was signed with, once TBA has accepted it. */
    tokenId: string;
  };
}
