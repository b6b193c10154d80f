import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateUserRequest, Role, SessionResponse, User } from '@erp-agent/core';
import type { LanguageModel } from 'ai';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { type App, createApp } from '../app.ts';
import { NETSUITE_SANDBOX_DIRECTORY, type Services, sandboxEnabled, startServices } from '../bootstrap.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { type Env, loadEnv } from '../env.ts';
import { copyDataDir, createPostgresDatabase } from './database-templates.ts';
import { TEST_SERVER_ENV } from './test-env.ts';

/**
 * Integration tests run against PGlite by default, and against the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set (`npm test` starts one): each test server gets a database of
 * its own there, dropped when it closes. Either way the database starts as a copy of the run's
 * migrated template (database-templates.ts), then migrates (nothing to do) and seeds as any start.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

export const ADMIN = { username: 'admin', password: 'Str0ng-Admin-Pass' } as const;

export interface Reply<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Sent as is, for malformed-body tests. */
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
}

/** A client that keeps a session cookie, as a browser would. */
export interface Client {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  readonly cookie: string | undefined;
}

export interface TestServer {
  readonly env: Env;
  /** The whole app, for serving it over real HTTP to clients that need a socket. */
  readonly app: App;
  readonly database: DatabaseHandle;
  readonly services: Services;
  /** A client with no session. */
  readonly anonymous: Client;
  client(cookie?: string): Client;
  /** Signs in and returns a client holding the session cookie. */
  signIn(username: string, password: string, remember?: boolean): Promise<Client>;
  /** The seeded admin, signed in, with its first password already replaced by {@link ADMIN}. */
  admin(): Promise<Client>;
  /** Creates a user through the API (as admin) who can sign in at once, and signs them in. */
  userWithRole(role: Role, overrides?: Partial<CreateUserRequest>): Promise<{ user: User; client: Client }>;
  /** Closes and reopens the database, as a process restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A new, empty database on the test PostgreSQL server, and how to drop it. */
export function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(serverUrl);
}

export interface TestServerOptions {
  /** A model for the LLM planner (the AI SDK's mock models): the agent plans with it instead. */
  readonly languageModel?: LanguageModel;
  /** The server's logger; a silent one by default. */
  readonly logger?: Logger;
}

export async function createTestServer(
  overrides: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-test-'));
  const templates = inject('databaseTemplates');
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl, templates.postgresDatabase) : undefined;
  const env = loadEnv({
    ...TEST_SERVER_ENV,
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...overrides,
  });
  // Copies of the run's templates (database-templates.ts), unless the test brings its own data.
  if (env.DATA_DIR === dataDir) {
    if (!env.DATABASE_URL && templates.pgliteDataDir) await copyDataDir(templates.pgliteDataDir, dataDir);
    const { netsuiteSandbox } = templates;
    if (
      sandboxEnabled(env) &&
      env.NETSUITE_SANDBOX_SEED === netsuiteSandbox.seed &&
      env.NETSUITE_SANDBOX_SCALE === netsuiteSandbox.scale
    ) {
      await copyDataDir(netsuiteSandbox.dataDir, join(dataDir, NETSUITE_SANDBOX_DIRECTORY));
    }
  }
  const logger = options.logger ?? pino({ level: 'silent' });
  let services: Services = await startServices(env, logger);
  const appFor = (running: Services) =>
    createApp({
      env,
      database: running.database,
      principals: running.principals,
      credentialCipher: running.credentialCipher,
      keys: running.keys,
      logger,
      ...(running.sandbox ? { sandbox: running.sandbox.deps } : {}),
      ...(running.sapSandbox ? { sapSandbox: running.sapSandbox } : {}),
      ...(running.dynamicsSandbox ? { dynamicsSandbox: running.dynamicsSandbox } : {}),
      ...(options.languageModel ? { languageModel: options.languageModel } : {}),
    });
  let app = appFor(services);

  const client = (initialCookie?: string): Client => {
    let cookie = initialCookie;
    return {
      get cookie() {
        return cookie;
      },
      async request<T>(method: string, path: string, options: RequestOptions = {}) {
        const headers: Record<string, string> = { ...options.headers };
        if (cookie) headers.cookie = cookie;
        let body: string | undefined = options.rawBody;
        if (options.body !== undefined) {
          body = JSON.stringify(options.body);
          headers['content-type'] ??= 'application/json';
        }
        const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
        const setCookie = response.headers.get('set-cookie');
        if (setCookie?.startsWith('erp_session=')) {
          const value = setCookie.split(';')[0] ?? '';
          cookie = value === 'erp_session=' ? undefined : value;
        }
        const text = await response.text();
        let parsed: unknown = text;
        if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
        return { status: response.status, body: parsed as T, headers: response.headers };
      },
    };
  };

  const signIn = async (username: string, password: string, remember = false) => {
    const session = client();
    const reply = await session.request<SessionResponse>('POST', '/api/auth/login', {
      body: { username, password, remember },
    });
    if (reply.status !== 200)
      throw new Error(`sign-in as ${username} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return session;
  };

  let adminClient: Client | undefined;
  const admin = async () => {
    if (adminClient) return adminClient;
    const first = await signIn('admin', 'admin').catch(() => undefined);
    if (first) {
      const changed = await first.request('POST', '/api/auth/password', {
        body: { currentPassword: 'admin', newPassword: ADMIN.password },
      });
      if (changed.status !== 200)
        throw new Error(`changing the admin password failed: ${JSON.stringify(changed.body)}`);
      adminClient = first;
    } else {
      adminClient = await signIn(ADMIN.username, ADMIN.password);
    }
    return adminClient;
  };

  let counter = 0;
  const userWithRole = async (role: Role, overrides: Partial<CreateUserRequest> = {}) => {
    counter += 1;
    const username = overrides.username ?? `${role}${counter}`;
    const password = 'Initial-Pass-123';
    const created = await (await admin()).request<User>('POST', '/api/users', {
      body: {
        username,
        name: `Test ${role} ${counter}`,
        email: `${username}@example.com`,
        role,
        platforms: ['netsuite'],
        password,
        ...overrides,
      },
    });
    if (created.status !== 201) throw new Error(`creating a ${role} failed: ${JSON.stringify(created.body)}`);
    const session = await signIn(username, overrides.password ?? password);
    const finalPassword = 'Chosen-Pass-456';
    const changed = await session.request('POST', '/api/auth/password', {
      body: { currentPassword: overrides.password ?? password, newPassword: finalPassword },
    });
    if (changed.status !== 200) throw new Error(`first password change failed: ${JSON.stringify(changed.body)}`);
    return { user: created.body, client: session };
  };

  return {
    env,
    get database() {
      return services.database;
    },
    get services() {
      return services;
    },
    get app() {
      return app;
    },
    get anonymous() {
      return client();
    },
    client,
    signIn,
    admin,
    userWithRole,
    async restart() {
      await services.close();
      services = await startServices(env, logger);
      app = appFor(services);
    },
    async close() {
      await services.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
