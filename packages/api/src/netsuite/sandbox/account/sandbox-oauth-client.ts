import { createECDH, createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import { NETSUITE_OAUTH_CALLBACK_PATH } from '../../oauth2/index.ts';

/**
 * The sandbox's OAuth 2.0 integration record: its client id and secret, the redirect URIs it
 * accepts, the certificates mapped for the client credentials grant, and the key the sandbox
 * signs its tokens with.
 */
export interface SandboxOAuthClient {
  /** The integration record's name, shown on the consent page. */
  readonly name: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * Whether `redirectUri` is registered, for an authorization request that reached the sandbox
   * at `origin`: the product's own callback on that origin, or one of the configured URIs.
   */
  acceptsRedirect(redirectUri: string, origin: string): boolean;
  /** The public key of a certificate mapped for the client credentials grant, by its id. */
  certificate(id: string): KeyObject | undefined;
  /** The demo certificate, private key included, so the sandbox's unattended access needs no setup. */
  readonly demoCertificate: { readonly id: string; readonly privateKey: KeyObject };
  /** HMAC key of the tokens, codes' consent tickets and authorizations the sandbox issues. */
  readonly signingKey: Uint8Array;
}

export interface SandboxOAuthClientOptions {
  readonly secretKey: string;
  /** NETSUITE_OAUTH_CLIENT_ID/SECRET when set, so one integration record serves real accounts and the sandbox. */
  readonly client?: { readonly id: string; readonly secret: string };
  /** A certificate configured for real accounts (NETSUITE_OAUTH_CERTIFICATE_ID and its key), mapped here too. */
  readonly certificate?: { readonly id: string; readonly publicKey: KeyObject };
  /** Redirect URIs registered besides the product's callback, e.g. another client's in a test. */
  readonly redirectUris?: readonly string[];
}

function derive(secretKey: string, label: string, bytes = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'erp-agent/netsuite-sandbox/oauth2', label, bytes));
}

/** P-256's group order: a private scalar must be below it. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * An EC P-256 key pair derived from SECRET_KEY, so the demo certificate is the same on every start
 * and instance. A derived scalar at or above the group order (odds about 2^-32) takes the next label.
 */
function derivedEcPrivateKey(secretKey: string): KeyObject {
  for (let attempt = 0; ; attempt += 1) {
    const d = derive(secretKey, `demo-certificate-key-${attempt}`);
    const scalar = BigInt(`0x${d.toString('hex')}`);
    if (scalar === 0n || scalar >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey();
    return createPrivateKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        d: d.toString('base64url'),
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
  }
}

/**
 * The product's callback on the origin the authorization request reached: the embedded sandbox and
 * the product share it, whatever host or port the server is reached at.
 */
function sameOriginCallback(redirectUri: string, origin: string): boolean {
  return redirectUri === `${origin}${NETSUITE_OAUTH_CALLBACK_PATH}`;
}

export function sandboxOAuthClient(options: SandboxOAuthClientOptions): SandboxOAuthClient {
  const demoPrivateKey = derivedEcPrivateKey(options.secretKey);
  const demoCertificate = {
    id: derive(options.secretKey, 'demo-certificate-id', 24).toString('base64url'),
    privateKey: demoPrivateKey,
  };
  const certificates = new Map<string, KeyObject>([[demoCertificate.id, createPublicKey(demoPrivateKey)]]);
  if (options.certificate) certificates.set(options.certificate.id, options.certificate.publicKey);
  const registered = new Set(options.redirectUris ?? []);
  return {
    name: 'ERP AI Agent',
    clientId: options.client?.id ?? derive(options.secretKey, 'client-id').toString('hex'),
    clientSecret: options.client?.secret ?? derive(options.secretKey, 'client-secret').toString('hex'),
    acceptsRedirect: (redirectUri, origin) => registered.has(redirectUri) || sameOriginCallback(redirectUri, origin),
    certificate: (id) => certificates.get(id),
    demoCertificate,
    signingKey: derive(options.secretKey, 'token-signing-key'),
  };
}
