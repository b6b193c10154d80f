import pino from 'pino';
import { createSapSandboxApp, type SapSandboxApp } from '../http/sandbox-app.ts';
import type { SapSandboxDeps } from '../http/sandbox-deps.ts';
import { openSapSandbox } from '../open-sap-sandbox.ts';

export const TEST_TODAY = '2026-06-15';

export interface SandboxFixture {
  readonly deps: SapSandboxDeps;
  readonly app: SapSandboxApp;
  /** Moves the sandbox's clock on. */
  advance(ms: number): void;
  /** Logs in as the demo user and answers the `Cookie` header to send. */
  login(version?: 'v1' | 'v2'): Promise<string>;
  get(path: string, cookie: string, headers?: Record<string, string>): Promise<Response>;
}

/** The sandbox app alone, at the root as a Service Layer host serves it, on a fixed day and clock. */
export async function sandboxFixture(): Promise<SandboxFixture> {
  let now = Date.parse(`${TEST_TODAY}T09:00:00Z`);
  const deps = await openSapSandbox({
    seed: 1,
    today: TEST_TODAY,
    secretKey: 'a-test-secret-key-of-at-least-32-chars',
    logger: pino({ level: 'silent' }),
    now: () => now,
  });
  const app = createSapSandboxApp(deps);
  return {
    deps,
    app,
    advance(ms) {
      now += ms;
    },
    async login(version = 'v2') {
      const response = await app.request(`http://sl.test/b1s/${version}/Login`, {
        method: 'POST',
        body: JSON.stringify({
          CompanyDB: deps.account.companyDb,
          UserName: deps.account.userName,
          Password: deps.account.password,
        }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
    async get(path, cookie, headers = {}) {
      return app.request(`http://sl.test${path}`, { headers: { Cookie: cookie, ...headers } });
    },
  };
}
