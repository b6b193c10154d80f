import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { importPKCS8 } from 'jose';
import * as oauth from 'oauth4webapi';
import { DynamicsConnectorError } from './connector-error.ts';

/** How an app registration proves who it is: a client secret, or a certificate and its private key. */
export type ClientCredential =
  | { readonly kind: 'secret'; readonly clientSecret: string }
  | { readonly kind: 'certificate'; readonly certificatePem: string; readonly privateKeyPem: string };

/** `fetch`, or a test's stand-in that hands the request to an in-process app. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface EntraTokenOptions {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly credential: ClientCredential;
  /** The environment's `/.default` scope. */
  readonly scope: string;
  readonly fetch?: FetchFunction;
  /** Only for the embedded sandbox reached over plain HTTP; Entra ID is HTTPS. */
  readonly allowHttp?: boolean;
  readonly timeoutMs?: number;
  readonly now?: () => Date;
  /** A token this close to its expiry is replaced before use; five minutes by default. */
  readonly refreshMarginMs?: number;
}

/** Access tokens for one app registration and environment, fetched when needed and reused until near expiry. */
export interface EntraTokenSource {
  token(signal?: AbortSignal): Promise<string>;
  /** Forgets the cached token, after Dataverse refused it. */
  invalidate(): void;
}

const DEFAULT_REFRESH_MARGIN_MS = 5 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 30_000;

/** The certificate's thumbprints as Entra ID matches them: SHA-1 (`x5t`) and SHA-256 (`x5t#S256`), base64url. */
export function certificateThumbprints(certificatePem: string): { readonly x5t: string; readonly x5tS256: string } {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch (error) {
    throw new DynamicsConnectorError('invalid_credentials', {
      message: 'The certificate is not a PEM-encoded X.509 certificate.',
      cause: error,
    });
  }
  return {
    x5t: createHash('sha1').update(certificate.raw).digest('base64url'),
    x5tS256: createHash('sha256').update(certificate.raw).digest('base64url'),
  };
}

async function clientAuthentication(options: EntraTokenOptions): Promise<oauth.ClientAuth> {
  const { credential } = options;
  if (credential.kind === 'secret') return oauth.ClientSecretPost(credential.clientSecret);
  const { x5t, x5tS256 } = certificateThumbprints(credential.certificatePem);
  let key: Awaited<ReturnType<typeof importPKCS8>>;
  try {
    const pkcs8 = createPrivateKey(credential.privateKeyPem).export({ type: 'pkcs8', format: 'pem' }).toString();
    key = await importPKCS8(pkcs8, 'RS256');
  } catch (error) {
    throw new DynamicsConnectorError('invalid_credentials', {
      message: "The certificate's private key is not a PEM-encoded RSA key.",
      cause: error,
    });
  }
  return oauth.PrivateKeyJwt(key, {
    [oauth.modifyAssertion]: (header, payload) => {
      header.x5t = x5t;
      header['x5t#S256'] = x5tS256;
      // Entra ID's audience is the token endpoint itself, not the issuer oauth4webapi would name.
      payload.aud = options.tokenUrl;
    },
  });
}

/** The first line of Entra's `error_description` (the rest is trace and correlation ids). */
function describe(error: oauth.ResponseBodyError): string {
  const first = error.error_description?.split(/\r?\n/)[0]?.trim();
  return first
    ? `Microsoft Entra ID refused the token request: ${first}`
    : `Microsoft Entra ID refused the token request (${error.error}).`;
}

function toConnectorError(
  error: unknown,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
): DynamicsConnectorError {
  if (error instanceof DynamicsConnectorError) return error;
  if (signal?.aborted) return new DynamicsConnectorError('aborted', { cause: error });
  if (timeout.aborted) {
    return new DynamicsConnectorError('timeout', {
      message: 'Microsoft Entra ID did not answer in time.',
      retryable: true,
      cause: error,
    });
  }
  if (error instanceof oauth.ResponseBodyError) {
    const serviceCode = /^(AADSTS\d+)/.exec(error.error_description ?? '')?.[1] ?? error.error;
    if (error.status === 429)
      return new DynamicsConnectorError('rate_limited', { status: 429, serviceCode, retryable: true, cause: error });
    if (error.status >= 500)
      return new DynamicsConnectorError('unavailable', {
        status: error.status,
        serviceCode,
        retryable: true,
        cause: error,
      });
    const code = error.error === 'invalid_scope' ? 'invalid_request' : 'invalid_credentials';
    return new DynamicsConnectorError(code, {
      status: error.status,
      serviceCode,
      message: describe(error),
      cause: error,
    });
  }
  if (error instanceof oauth.OperationProcessingError || error instanceof oauth.UnsupportedOperationError) {
    return new DynamicsConnectorError('protocol_error', {
      message: `Microsoft Entra ID answered the token request in an unexpected form: ${error.message}`,
      cause: error,
    });
  }
  return new DynamicsConnectorError('network_error', {
    message: 'Microsoft Entra ID could not be reached.',
    retryable: true,
    cause: error,
  });
}

/**
 * The OAuth 2.0 client credentials grant against Microsoft Entra ID, through oauth4webapi, which
 * checks every answer's shape. One request at a time: callers arriving while a token is being
 * fetched wait for it rather than asking again.
 */
export function createEntraTokenSource(options: EntraTokenOptions): EntraTokenSource {
  const now = options.now ?? (() => new Date());
  const margin = options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS;
  const as: oauth.AuthorizationServer = { issuer: new URL(options.tokenUrl).origin, token_endpoint: options.tokenUrl };
  const client: oauth.Client = { client_id: options.clientId };
  let authentication: Promise<oauth.ClientAuth> | undefined;
  let cached: { readonly token: string; readonly expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(signal: AbortSignal | undefined): Promise<string> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      authentication ??= clientAuthentication(options);
      const response = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        await authentication,
        new URLSearchParams({ scope: options.scope }),
        {
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          ...(options.fetch ? { [oauth.customFetch]: options.fetch } : {}),
          ...(options.allowHttp ? { [oauth.allowInsecureRequests]: true } : {}),
        },
      );
      const answer = await oauth.processClientCredentialsResponse(as, client, response);
      const lifetime = (answer.expires_in ?? 3599) * 1000;
      cached = { token: answer.access_token, expiresAt: now().getTime() + lifetime };
      return answer.access_token;
    } catch (error) {
      authentication = error instanceof DynamicsConnectorError ? undefined : authentication;
      throw toConnectorError(error, signal, timeout);
    }
  }

  return {
    token(signal) {
      if (cached && now().getTime() < cached.expiresAt - margin) return Promise.resolve(cached.token);
      pending ??= fetchToken(signal).finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
