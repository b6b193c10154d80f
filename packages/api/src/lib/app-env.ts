import type { Permission, Platform, Role, UserStatus } from '@erp-agent/core';
import type { HttpBindings } from '@hono/node-server';
import type { LanguageModel } from 'ai';
import type { Logger } from 'pino';
import type { PrincipalCache } from '../auth/principal-cache.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { DynamicsSandboxDeps } from '../dynamics/sandbox/http/sandbox-env.ts';
import type { Env } from '../env.ts';
import type { CredentialCipher } from '../netsuite/credentials/credential-cipher.ts';
import type { SandboxDeps } from '../netsuite/sandbox/http/sandbox-env.ts';
import type { SapSandboxDeps } from '../sap/sandbox/http/sandbox-deps.ts';
import type { ServerKeys } from './server-keys.ts';

/** What every request handler can reach: configuration, the database and the logger. */
export interface AppDeps {
  readonly env: Env;
  readonly database: DatabaseHandle;
  readonly logger: Logger;
  readonly principals: PrincipalCache;
  /** Seals and opens stored ERP credentials under SECRET_KEY. */
  readonly credentialCipher: CredentialCipher;
  /** Signs and checks what the server hands out and takes back, such as confirmation tokens. */
  readonly keys: ServerKeys;
  /** Where the built console and widget are served from; absent in API-only tests. */
  readonly assets?: { readonly consoleDir: string; readonly widgetDir: string };
  /** The embedding examples' folder, served under /examples outside production. */
  readonly examplesDir?: string;
  /** The embedded NetSuite sandbox, mounted under its prefix; absent when it is turned off. */
  readonly sandbox?: SandboxDeps;
  /** The embedded SAP Business One Service Layer sandbox; absent when it is turned off. */
  readonly sapSandbox?: SapSandboxDeps;
  /** The embedded Dataverse sandbox, mounted under its prefix; absent when it is turned off. */
  readonly dynamicsSandbox?: DynamicsSandboxDeps;
  /** The model the agent plans with (LLM_* variables); absent, the deterministic planner plans. */
  readonly languageModel?: LanguageModel;
  /** Aborted when a stopping server's drain deadline passes: streams still open end themselves. */
  readonly shutdown?: AbortSignal;
}

/** The signed-in user and their session, once `authenticate` has recognised the request. */
export interface Principal {
  readonly sessionId: string;
  readonly expiresAt: Date;
  readonly user: {
    readonly id: string;
    readonly username: string;
    readonly name: string;
    readonly email: string;
    readonly role: Role;
    readonly status: UserStatus;
    readonly platforms: readonly Platform[];
    readonly mustChangePassword: boolean;
    readonly twoFactorEnabled: boolean;
    /** Two-factor sign-in is required and this user has not set it up yet. */
    readonly mustSetUpTwoFactor: boolean;
  };
  readonly permissions: readonly Permission[];
}

export interface AppEnv {
  /** Node's own request and response on the Node server; absent for requests made in-process. */
  Bindings: Partial<HttpBindings>;
  Variables: {
    deps: AppDeps;
    requestId: string;
    principal: Principal | undefined;
    /** Set for a request from the widget on a partner's page (a site key and an allowed origin). */
    embed: { readonly siteKeyId: string; readonly visitorId: string | undefined } | undefined;
  };
}
