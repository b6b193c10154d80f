/** Where one environment's calls go: Entra ID's token endpoint for its tenant, and its Web API. */
export interface DynamicsEndpoints {
  readonly tokenUrl: string;
  /** `https://org.crm.dynamics.com/api/data/v9.2`, without a trailing slash. */
  readonly webApiUrl: string;
  /** The token's resource: `https://org.crm.dynamics.com/.default`. */
  readonly scope: string;
}

/** The Microsoft Entra ID authority for the commercial cloud. */
export const ENTRA_AUTHORITY = 'https://login.microsoftonline.com';

/** Without its trailing slashes, so paths join cleanly. */
export function normalizeEnvironmentUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** A real environment: Entra ID in the commercial cloud, the environment's own host. */
export function environmentEndpoints(
  tenantId: string,
  environmentUrl: string,
  authority = ENTRA_AUTHORITY,
): DynamicsEndpoints {
  const environment = normalizeEnvironmentUrl(environmentUrl);
  return {
    tokenUrl: `${authority}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`,
    webApiUrl: `${environment}/api/data/v9.2`,
    scope: `${environment}/.default`,
  };
}

/**
 * The embedded sandbox under `base` (`http://host/dynamics-sandbox`): its token endpoint and Web
 * API both live there, while the token's resource stays the environment's URL, as for a real one.
 */
export function sandboxEndpoints(base: string, tenantId: string, environmentUrl: string): DynamicsEndpoints {
  const root = base.replace(/\/+$/, '');
  return {
    tokenUrl: `${root}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`,
    webApiUrl: `${root}/api/data/v9.2`,
    scope: `${normalizeEnvironmentUrl(environmentUrl)}/.default`,
  };
}
