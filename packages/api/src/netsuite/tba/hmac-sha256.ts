import { createHmac } from 'node:crypto';
import { percentEncode } from './percent-encode.ts';

/** The HMAC key of RFC 5849 section 3.4.2: both secrets percent-encoded, joined by `&`. */
export function signingKey(consumerSecret: string, tokenSecret: string): string {
  return `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
}

/** HMAC-SHA256 of the base string, base64: the `oauth_signature` before header encoding. */
export function hmacSha256Base64(baseString: string, key: string): string {
  return createHmac('sha256', key).update(baseString).digest('base64');
}
