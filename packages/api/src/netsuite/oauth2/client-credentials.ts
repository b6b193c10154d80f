import { createPrivateKey } from 'node:crypto';
import { importPKCS8 } from 'jose';
import type { CryptoKey } from 'oauth4webapi';
import * as oauth from 'oauth4webapi';
import type { FetchFunction } from '../connector/index.ts';
import { NETSUITE_OAUTH2_SCOPES } from './oauth2-endpoints.ts';
import { toNetsuiteOAuthError } from './oauth2-error.ts';
import { type OAuthTokens, tokensOf } from './token-set.ts';

/** The algorithms NetSuite accepts for the client credentials assertion (no RS256). */
export type AssertionAlgorithm = 'PS256' | 'ES256' | 'ES384' | 'ES512';

const CURVE_ALGORITHMS: Readonly<Record<string, AssertionAlgorithm>> = {
  prime256v1: 'ES256',
  secp384r1: 'ES384',
  secp521r1: 'ES512',
};

/**
 * The certificate's private key as a signing key, from PEM (PKCS#8, PKCS#1 or SEC1): RSA keys
 * sign with PS256 (NetSuite refuses RS256), EC keys with the ES algorithm of their curve.
 */
export async function importCertificateKey(pem: string): Promise<CryptoKey> {
  const key = createPrivateKey(pem);
  const curve = key.asymmetricKeyDetails?.namedCurve;
  const algorithm =
    key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'rsa-pss'
      ? 'PS256'
      : key.asymmetricKeyType === 'ec' && curve !== undefined
        ? CURVE_ALGORITHMS[curve]
        : undefined;
  if (algorithm === undefined) {
    throw new RangeError(
      `NetSuite's client credentials need an RSA key or an EC key on P-256, P-384 or P-521, not ${key.asymmetricKeyType}.`,
    );
  }
  const pkcs8 = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  return importPKCS8(pkcs8, algorithm);
}

export interface ClientCredentialsConfig {
  readonly tokenUrl: string;
  /** The integration record's client id: the assertion's issuer. */
  readonly clientId: string;
  /** The id NetSuite gave the certificate when it was mapped (OAuth 2.0 Client Credentials Setup). */
  readonly certificateId: string;
  readonly privateKey: CryptoKey;
  readonly scopes?: readonly string[];
  readonly fetch?: FetchFunction;
  /** Only for the embedded sandbox, reached over plain HTTP. */
  readonly allowHttp?: boolean;
  readonly timeoutMs?: number;
  readonly now?: () => Date;
}

/**
 * An access token for the machine-to-machine grant: a JWT assertion signed with the
 * certificate's private key, with the claims NetSuite reads (`kid` = certificate id, `iss` =
 * client id, `aud` = the token URL, `scope`, `iat`, `exp` a minute later). No refresh token comes
 * back: a new assertion gets the next access token.
 */
export async function requestClientCredentialsToken(config: ClientCredentialsConfig): Promise<OAuthTokens> {
  const as: oauth.AuthorizationServer = { issuer: new URL(config.tokenUrl).origin, token_endpoint: config.tokenUrl };
  const client: oauth.Client = { client_id: config.clientId };
  const authentication = oauth.PrivateKeyJwt(
    { key: config.privateKey, kid: config.certificateId },
    {
      [oauth.modifyAssertion]: (header, payload) => {
        header.typ = 'JWT';
        // NetSuite's audience is its token URL, not the issuer oauth4webapi would name.
        payload.aud = config.tokenUrl;
        payload.scope = [...(config.scopes ?? NETSUITE_OAUTH2_SCOPES)];
      },
    },
  );
  const now = config.now ?? (() => new Date());
  try {
    const response = await oauth.clientCredentialsGrantRequest(as, client, authentication, new URLSearchParams(), {
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
      ...(config.fetch ? { [oauth.customFetch]: config.fetch } : {}),
      ...(config.allowHttp ? { [oauth.allowInsecureRequests]: true } : {}),
    });
    return tokensOf(await oauth.processClientCredentialsResponse(as, client, response), now());
  } catch (error) {
    throw toNetsuiteOAuthError(error, 'the client credentials assertion');
  }
}
