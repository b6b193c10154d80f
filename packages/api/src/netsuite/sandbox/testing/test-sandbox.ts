import pino from 'pino';
import { MemoryNonceStore, tbaAuthorizationHeader } from '../../tba/index.ts';
import { type SandboxAccount, sandboxAccount } from '../account/sandbox-account.ts';
import { ensureCustomizations } from '../customization/customization-store.ts';
import { inProcessEngine } from '../engine/in-process-engine.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import type { SandboxFaults } from '../faults/index.ts';
import { createSandboxApp, type SandboxApp } from '../http/sandbox-app.ts';
import { SANDBOX_SETUP_SQL } from '../setup-sql.ts';
import { openSandboxStore, type SandboxStore } from '../store/sandbox-store.ts';
import { saveCompany, savedCompany } from './company-templates.ts';

/** Where test requests pretend to go; the sandbox app signs and checks full URLs. */
export const TEST_SANDBOX_ORIGIN = 'http://sandbox.test';

export const TEST_TODAY = '2026-11-22';

export interface TestSandbox {
  readonly app: SandboxApp;
  readonly account: SandboxAccount;
  readonly store: SandboxStore;
  readonly engine: SandboxEngine;
  /**
   * A request signed with the demo token, as a NetSuite client sends it. `path` starts with
   * `/services/...` or `/app/...`; a body object is sent as JSON, bytes as they are.
   */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface TestSandboxOptions {
  /** Transactions to generate, 100 or more; small keeps a test file fast. */
  readonly scale?: number;
  readonly seed?: number;
  readonly statementTimeoutMs?: number;
  /** Runs once the company is loaded, e.g. to install SQL the feature under test needs. */
  readonly prepare?: (engine: SandboxEngine) => Promise<void>;
  /** The last day of the generated history; `TEST_TODAY` when absent, so tests do not depend on the date. */
  readonly today?: string;
  /** The sandbox's clock, for tests of expiry; the real one otherwise. */
  readonly now?: () => Date;
  /** OAuth 2.0 access token lifetime in seconds; NetSuite's hour otherwise. */
  readonly accessTokenSeconds?: number;
  /** Redirect URIs registered with the OAuth 2.0 client besides the product's callback. */
  readonly redirectUris?: readonly string[];
  /** The fault injection to serve, as NETSUITE_SANDBOX_FAULTS turns it on. */
  readonly faults?: SandboxFaults;
}

/**
 * An in-memory sandbox with a small generated company, for tests of sandbox routes. It starts
 * from the run's copy of a store holding the same company when one was saved (company-templates.ts).
 */
export async function openTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const today = options.today ?? TEST_TODAY;
  const company = { seed: options.seed ?? 1, scale: options.scale ?? 300, today };
  const template = await savedCompany(company);
  const store = await openSandboxStore(template === undefined ? {} : { loadDataDir: template });
  await store.loadCompany(company);
  // As a started sandbox has them: SuiteQL's support functions and the account's customizations.
  for (const sql of SANDBOX_SETUP_SQL) await store.pg.exec(sql);
  const engine = inProcessEngine(store.pg);
  await ensureCustomizations(engine, today);
  if (template === undefined) await saveCompany(company, store);
  await options.prepare?.(engine);
  const account = sandboxAccount({
    secretKey: 'test-secret-key-of-at-least-32-characters',
    ...(options.redirectUris === undefined ? {} : { oauth: { redirectUris: options.redirectUris } }),
  });
  const app = createSandboxApp({
    engine,
    account,
    nonces: new MemoryNonceStore(),
    logger: pino({ level: 'silent' }),
    statementTimeoutMs: options.statementTimeoutMs ?? 5000,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.accessTokenSeconds === undefined ? {} : { accessTokenSeconds: options.accessTokenSeconds }),
    ...(options.faults === undefined ? {} : { faults: options.faults }),
  });
  return {
    app,
    account,
    store,
    engine,
    request: async (method, path, { body, headers = {} } = {}) => {
      const url = `${TEST_SANDBOX_ORIGIN}${path}`;
      const authorization = tbaAuthorizationHeader({
        method,
        url,
        accountId: account.accountId,
        consumerKey: account.consumerKey,
        consumerSecret: account.consumerSecret,
        tokenId: account.demoTokenId,
        tokenSecret: account.demoTokenSecret,
      });
      const raw = body instanceof Uint8Array;
      const jsonHeaders: Record<string, string> =
        body === undefined || raw ? {} : { 'Content-Type': 'application/json' };
      return app.request(url, {
        method,
        headers: { Authorization: authorization, ...jsonHeaders, ...headers },
        ...(body === undefined
          ? {}
          : { body: raw ? new Blob([body as Uint8Array<ArrayBuffer>]) : JSON.stringify(body) }),
      });
    },
    close: () => store.close(),
  };
}
