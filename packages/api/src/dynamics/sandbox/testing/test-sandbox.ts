import pino from 'pino';
import { createDynamicsSandboxApp, type DynamicsSandboxApp } from '../http/sandbox-app.ts';
import type { DynamicsSandboxDeps } from '../http/sandbox-env.ts';
import { openDynamicsSandbox } from '../open-sandbox.ts';

/** The origin test requests go to; the in-process app answers whatever host it is given. */
export const TEST_ORIGIN = 'https://dataverse-sandbox.test';

export interface TestDynamicsSandbox {
  readonly deps: DynamicsSandboxDeps;
  readonly app: DynamicsSandboxApp;
  /** A token from the token endpoint with the registration's secret. */
  token(): Promise<string>;
  /** A Web API request with a fresh token (or the headers given). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Moves the sandbox's clock forward. */
  advance(seconds: number): void;
}

/** A sandbox in memory with its own clock, for tests. */
export function openTestSandbox(options: { seed?: number; secretKey?: string } = {}): TestDynamicsSandbox {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const deps = openDynamicsSandbox({
    secretKey: options.secretKey ?? 'a-test-secret-key-of-at-least-thirty-two-characters',
    seed: options.seed ?? 1,
    logger: pino({ level: 'silent' }),
    now,
  });
  const app = createDynamicsSandboxApp(deps);
  const token = async () => {
    const response = await app.request(`${TEST_ORIGIN}/${deps.tenant.tenantId}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: deps.tenant.clientId,
        client_secret: deps.tenant.clientSecret,
        scope: `${deps.tenant.environmentUrl}/.default`,
      }).toString(),
    });
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
    return body.access_token;
  };
  return {
    deps,
    app,
    token,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await token()}`);
      return app.request(`${TEST_ORIGIN}/api/data/v9.2/${path}`, { ...init, headers });
    },
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
  };
}
