import type { Logger } from 'pino';
import type { SandboxTenant } from '../identity/sandbox-tenant.ts';
import type { Organization } from '../organization.ts';

/** What every route of the Dataverse sandbox can reach. */
export interface DynamicsSandboxDeps {
  readonly tenant: SandboxTenant;
  /** The environment's data, generated on first use and then kept. */
  organization(): Promise<Organization>;
  readonly logger: Logger;
  /** The clock tokens are issued and checked against; tests move it. */
  readonly now: () => Date;
  /** How long issued access tokens live; Entra's 3599 seconds unless a test shortens it. */
  readonly tokenLifetimeSeconds?: number;
}

export interface DynamicsSandboxEnv {
  Bindings: { readonly requestId?: string };
  Variables: { sandbox: DynamicsSandboxDeps };
}
