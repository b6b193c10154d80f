import { randomBytes } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { hmacSha256Base64 } from './hmac-sha256.ts';
import { netsuiteRealm } from './realm.ts';

export interface TbaSigningInput {
  method: string;
  /** The full request URL, query included: NetSuite signs the query parameters. */
  url: string;
  accountId: string;
  consumerKey: string;
  consumerSecret: string;
  tokenId: string;
  tokenSecret: string;
  /** For tests; a fresh random nonce otherwise. */
  nonce?: string;
  /** Seconds since the epoch, for tests; now otherwise. */
  timestamp?: number;
}

/** 128 random bits as 32 hex characters: NetSuite wants an alphanumeric nonce of 6 to 64. */
function randomNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The query as form-decoded name/value data. `oauth-1.0a` would otherwise split the raw query
 * itself, reading `+` literally and encoding names twice, and sign a base string that NetSuite
 * (reading the query as RFC 5849 says) does not compute.
 */
function queryData(url: URL): OAuth.Param {
  const data: OAuth.Param = {};
  for (const [name, value] of url.searchParams) {
    const seen = Object.hasOwn(data, name) ? data[name] : undefined;
    data[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return data;
}

/** The `Authorization` header value of a NetSuite request signed with Token-Based Authentication. */
export function tbaAuthorizationHeader(input: TbaSigningInput): string {
  const oauth = new OAuth({
    consumer: { key: input.consumerKey, secret: input.consumerSecret },
    realm: netsuiteRealm(input.accountId),
    signature_method: 'HMAC-SHA256',
    hash_function: (baseString, key) => hmacSha256Base64(baseString, key),
  });
  const url = new URL(input.url);
  const request = { method: input.method, url: `${url.origin}${url.pathname}`, data: queryData(url) };
  const parameters: OAuth.Data = {
    oauth_consumer_key: input.consumerKey,
    oauth_nonce: input.nonce ?? randomNonce(),
    oauth_signature_method: 'HMAC-SHA256',
    oauth_timestamp: input.timestamp ?? Math.floor(Date.now() / 1000),
    oauth_token: input.tokenId,
    oauth_version: '1.0',
  };
  // getSignature merges the query into the object it is given, so it gets a copy.
  const signature = oauth.getSignature(request, input.tokenSecret, { ...parameters });
  return oauth.toHeader({ ...parameters, oauth_signature: signature }).Authorization;
}
