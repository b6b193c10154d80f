import { timingSafeEqual } from 'node:crypto';
import type { TbaFailureReason } from './failure-reasons.ts';
import { hmacSha256Base64, signingKey } from './hmac-sha256.ts';
import type { NonceStore } from './nonce-store.ts';
import { parseAuthorizationHeader } from './parse-authorization-header.ts';
import { percentEncode } from './percent-encode.ts';
import { realmMatchesAccount } from './realm.ts';
import { type Parameter, signatureBaseString } from './signature-base-string.ts';

export interface TbaSecrets {
  consumerSecret: string;
  tokenSecret: string;
}

export interface TbaRequest {
  method: string;
  /**
   * The URL the client signed, query included. Behind a proxy that is the public URL, not the
   * one this process was reached at.
   */
  url: string;
  authorization: string | null | undefined;
}

export interface TbaVerifierOptions {
  /** The account the request must be for; its realm is the only one accepted. */
  accountId: string;
  /** The secrets of a consumer key and token, or undefined when either is unknown. */
  secrets: (consumerKey: string, tokenId: string) => Promise<TbaSecrets | undefined>;
  nonces: NonceStore;
  now?: Date;
  /** How far, in seconds, a timestamp may be from `now` either way. */
  windowSeconds?: number;
}

export type TbaFailure = { ok: false; reason: TbaFailureReason; detail?: string };
export type TbaVerification = { ok: true; consumerKey: string; tokenId: string } | TbaFailure;

const DEFAULT_WINDOW_SECONDS = 300;

const REQUIRED = [
  'oauth_consumer_key',
  'oauth_token',
  'oauth_signature_method',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'realm',
] as const;

const fail = (reason: TbaFailureReason, detail?: string): TbaFailure =>
  detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a request signed with Token-Based Authentication as NetSuite does, cheapest checks
 * first. The nonce is claimed last, once the signature is known good, so a forged request
 * cannot use up the nonce of the genuine one it copies.
 */
export async function verifyTbaRequest(request: TbaRequest, options: TbaVerifierOptions): Promise<TbaVerification> {
  const parsed = parseAuthorizationHeader(request.authorization);
  if (!parsed.ok) return fail(parsed.reason, parsed.detail);
  const { parameters } = parsed;
  const missing = REQUIRED.find((name) => !parameters.get(name));
  if (missing !== undefined) return fail('missing_parameter', missing);
  const param = (name: (typeof REQUIRED)[number]) => parameters.get(name) ?? '';

  const version = parameters.get('oauth_version');
  if (version !== undefined && version !== '1.0') return fail('unsupported_version', version);
  if (param('oauth_signature_method') !== 'HMAC-SHA256') {
    return fail('unsupported_signature_method', param('oauth_signature_method'));
  }
  if (!realmMatchesAccount(param('realm'), options.accountId)) return fail('wrong_realm', param('realm'));

  if (!/^\d+$/.test(param('oauth_timestamp'))) return fail('invalid_timestamp');
  const timestamp = Number(param('oauth_timestamp'));
  const window = options.windowSeconds ?? DEFAULT_WINDOW_SECONDS;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (timestamp < now - window) return fail('stale_timestamp');
  if (timestamp > now + window) return fail('future_timestamp');

  const consumerKey = param('oauth_consumer_key');
  const tokenId = param('oauth_token');
  const secrets = await options.secrets(consumerKey, tokenId);
  if (secrets === undefined) return fail('unknown_token');

  const signed: Parameter[] = [...parameters].filter(([name]) => name !== 'realm' && name !== 'oauth_signature');
  const expected = hmacSha256Base64(
    signatureBaseString(request.method, request.url, signed),
    signingKey(secrets.consumerSecret, secrets.tokenSecret),
  );
  if (!sameText(expected, param('oauth_signature'))) return fail('invalid_signature');

  // Remembered until the timestamp leaves the window; after that the replay fails as stale.
  const nonceKey = [consumerKey, tokenId, param('oauth_nonce')].map(percentEncode).join('&');
  if (!(await options.nonces.claim(nonceKey, new Date((timestamp + window) * 1000)))) return fail('replayed_nonce');

  return { ok: true, consumerKey, tokenId };
}
