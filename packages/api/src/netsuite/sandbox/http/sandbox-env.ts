import type { Logger } from 'pino';
import type { NonceStore } from '../../tba/index.ts';
import type { SandboxAccount } from '../account/sandbox-account.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';

/** What every sandbox route can reach. */
export interface SandboxDeps {
  readonly engine: SandboxEngine;
  readonly account: SandboxAccount;
  readonly nonces: NonceStore;
  readonly logger: Logger;
  /** How long one SuiteQL statement may run, in milliseconds. */
  readonly statementTimeoutMs: number;
  /** For tests that pin the clock; the TBA timestamp window is checked against it. */
  readonly now?: () => Date;
}

export interface SandboxEnv {
  Bindings: {
    /** The API's id for the request it forwarded here, so the sandbox's lines carry it too. */
    readonly requestId?: string;
  };
  Variables: {
    /** The sandbox's dependencies, its logger naming the request when the API gave an id. */
    sandbox: SandboxDeps;
    /** The access token the request was signed with, once TBA has accepted it. */
    tokenId: string;
  };
}
