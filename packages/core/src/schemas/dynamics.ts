import * as z from 'zod/mini';

/** The messages the API answers Dynamics 365 connection failures with. */
export const DYNAMICS_MESSAGES = {
  connectFailed: 'Failed to connect to Dynamics 365',
  notConnected: 'Not connected to Dynamics 365',
} as const;

/** A Microsoft Entra ID GUID: a tenant (directory) id or an application (client) id. */
export const ENTRA_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tenant by its verified domain (`contoso.onmicrosoft.com`), which Entra ID takes as well as its id. */
export const ENTRA_TENANT_DOMAIN =
  /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * An environment's address: https and a host (with a port at most), nothing after it. A pattern
 * rather than `URL`, which the browser-free core cannot assume.
 */
const ENVIRONMENT_URL = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?\/?$/i;

const required = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `Enter the ${label}`), z.maxLength(max, `The ${label} is too long`));

const common = {
  tenantId: required('tenant id', 253).check(
    z.refine(
      (value) => ENTRA_GUID.test(value) || ENTRA_TENANT_DOMAIN.test(value),
      'A tenant id is a GUID (Directory (tenant) ID) or a domain such as contoso.onmicrosoft.com',
    ),
  ),
  clientId: required('client id', 36).check(
    z.regex(ENTRA_GUID, 'A client id is the GUID shown as Application (client) ID'),
  ),
  environmentUrl: required('environment URL', 200).check(
    z.regex(
      ENVIRONMENT_URL,
      'An environment URL is https:// and the host alone, such as https://contoso.crm.dynamics.com',
    ),
  ),
};

/**
 * The Dynamics 365 credentials form: the environment, the Entra ID tenant and app registration,
 * and how the registration proves itself: a client secret, or a certificate (PEM) with its
 * private key (PEM).
 */
export const dynamicsConnectRequestSchema = z.discriminatedUnion('authMethod', [
  z.object({ ...common, authMethod: z.literal('secret'), clientSecret: required('client secret', 512) }),
  z.object({
    ...common,
    authMethod: z.literal('certificate'),
    certificate: required('certificate', 16_384).check(
      z.regex(/-----BEGIN CERTIFICATE-----/, 'Paste the certificate in PEM form (-----BEGIN CERTIFICATE-----)'),
    ),
    privateKey: required('private key', 16_384).check(
      z.regex(
        /-----BEGIN (?:RSA )?PRIVATE KEY-----/,
        'Paste the private key in PEM form (-----BEGIN PRIVATE KEY-----)',
      ),
    ),
  }),
]);
export type DynamicsConnectRequest = z.input<typeof dynamicsConnectRequestSchema>;

/** What the browser may know of a connection: never the secret, the certificate's key. */
export const dynamicsConnectionSchema = z.object({
  connected: z.boolean(),
  tenantId: z.nullable(z.string()),
  clientId: z.nullable(z.string()),
  environmentUrl: z.nullable(z.string()),
  authMethod: z.nullable(z.enum(['secret', 'certificate'])),
  /** True when the environment is the embedded sandbox. */
  sandbox: z.boolean(),
  connectedAt: z.nullable(z.string()),
  /** Asked for with `?verify=true`: whether Entra ID and Dataverse accepted the credentials just now. */
  verified: z.optional(z.object({ ok: z.boolean(), message: z.nullable(z.string()), at: z.string() })),
});
export type DynamicsConnection = z.infer<typeof dynamicsConnectionSchema>;

/** The embedded sandbox's tenant and app registration, which the credentials screen fills in with one click. */
export const dynamicsDemoCredentialsSchema = z.object({
  tenantId: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  environmentUrl: z.string(),
});
export type DynamicsDemoCredentials = z.infer<typeof dynamicsDemoCredentialsSchema>;
