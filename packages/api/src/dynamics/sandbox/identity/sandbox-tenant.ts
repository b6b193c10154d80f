import { createHash, hkdfSync, type KeyObject, X509Certificate } from 'node:crypto';

/**
 * The sandbox's Microsoft Entra tenant and its one app registration, as an administrator would
 * set them up for Dataverse: a tenant id, an application (client) id with a client secret, and
 * any certificates uploaded to the registration. Derived from SECRET_KEY, so they exist on first
 * start, stay the same across restarts, and differ between deployments.
 */
export interface SandboxTenant {
  readonly tenantId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The environment's URL: the token's audience and the scope's resource. */
  readonly environmentUrl: string;
  /** The application user the registration is in Dataverse (its `systemuserid` is not needed). */
  readonly applicationName: string;
  /** The public key of an uploaded certificate, by its SHA-1 thumbprint (`x5t`) or SHA-256 one (`x5t#S256`). */
  certificate(thumbprint: string): KeyObject | undefined;
  /** Uploads a certificate (PEM) to the registration, as Certificates & secrets does. */
  uploadCertificate(pem: string): void;
  /** Derives the key access tokens are signed with. */
  readonly signingKey: Uint8Array;
}

/** The sandbox organisation's URL, in the form Dataverse gives environments. */
export const SANDBOX_ENVIRONMENT_URL = 'https://contoso-sandbox.crm.dynamics.com';

function derived(secretKey: string, label: string, bytes = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'erp-agent/dynamics-sandbox', label, bytes));
}

/** A GUID in the 8-4-4-4-12 form Entra gives tenant and application ids. */
function guid(bytes: Buffer): string {
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A secret value as Entra shows it once: 40 characters, with its `~` after the three-character id. */
function clientSecretOf(bytes: Buffer): string {
  const body = bytes.toString('base64url').replace(/[-_]/g, '').slice(0, 37);
  return `${body.slice(0, 3)}8Q~${body.slice(3, 37)}`;
}

/** The thumbprints Entra matches a certificate by: base64url SHA-1 and SHA-256 of its DER. */
export function certificateThumbprints(certificate: X509Certificate): {
  readonly x5t: string;
  readonly x5tS256: string;
} {
  return {
    x5t: createHash('sha1').update(certificate.raw).digest('base64url'),
    x5tS256: createHash('sha256').update(certificate.raw).digest('base64url'),
  };
}

export function sandboxTenant(secretKey: string): SandboxTenant {
  const certificates = new Map<string, KeyObject>();
  return {
    tenantId: guid(derived(secretKey, 'tenant-id')),
    clientId: guid(derived(secretKey, 'client-id')),
    clientSecret: clientSecretOf(derived(secretKey, 'client-secret')),
    environmentUrl: SANDBOX_ENVIRONMENT_URL,
    applicationName: '# ERP Agent',
    signingKey: derived(secretKey, 'access-token-key'),
    certificate: (thumbprint) => certificates.get(thumbprint),
    uploadCertificate(pem) {
      const certificate = new X509Certificate(pem);
      const { x5t, x5tS256 } = certificateThumbprints(certificate);
      certificates.set(x5t, certificate.publicKey);
      certificates.set(x5tS256, certificate.publicKey);
    },
  };
}
