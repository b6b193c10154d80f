import type { Logger } from 'pino';
import type { DynamicsSandboxDeps } from './http/sandbox-env.ts';
import { sandboxTenant } from './identity/sandbox-tenant.ts';
import { type Organization, openOrganization } from './organization.ts';

export interface OpenDynamicsSandboxOptions {
  /** Derives the tenant, the app registration and its secret. */
  readonly secretKey: string;
  readonly seed: number;
  /** Where changes are kept across restarts; in memory when absent. */
  readonly dataDir?: string;
  readonly logger: Logger;
  readonly now?: () => Date;
  readonly tokenLifetimeSeconds?: number;
}

/**
 * The Dataverse sandbox's dependencies. Nothing is generated here: the organisation is made on
 * the first request that needs it (a few hundred milliseconds) and kept, so the API starts as
 * fast with the sandbox as without it.
 */
export function openDynamicsSandbox(options: OpenDynamicsSandboxOptions): DynamicsSandboxDeps {
  const now = options.now ?? (() => new Date());
  let opening: Promise<Organization> | undefined;
  return {
    tenant: sandboxTenant(options.secretKey),
    logger: options.logger,
    now,
    ...(options.tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds: options.tokenLifetimeSeconds }),
    organization() {
      if (!opening) {
        const started = performance.now();
        opening = openOrganization({
          seed: options.seed,
          now,
          ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
        }).then((organization) => {
          options.logger.info(
            { seed: options.seed, ms: Math.round(performance.now() - started) },
            'Dataverse sandbox organisation generated',
          );
          return organization;
        });
        opening.catch(() => {
          opening = undefined;
        });
      }
      return opening;
    },
  };
}
