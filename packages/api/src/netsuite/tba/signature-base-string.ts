import { percentEncode } from './percent-encode.ts';

/** A decoded name/value pair; a name may repeat. */
export type Parameter = readonly [name: string, value: string];

/**
 * The base string URI of RFC 5849 section 3.4.1.2: scheme and host lower-case, the default port
 * dropped, the path as sent, no query or fragment. WHATWG URL parsing does each of these.
 */
export function baseStringUri(url: URL | string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/** The query of `url` as RFC 5849 section 3.4.1.3.1 reads it: form-urlencoded, `+` is a space. */
export function queryParameters(url: URL | string): Parameter[] {
  return [...new URL(url).searchParams];
}

/**
 * RFC 5849 section 3.4.1.3.2: encode each name and value, sort by encoded name then encoded
 * value (byte order; encoded strings are ASCII, so code-unit order is byte order), join.
 */
export function normalizedParameters(parameters: readonly Parameter[]): string {
  return parameters
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => compare(nameA, nameB) || compare(valueA, valueB))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The signature base string of RFC 5849 section 3.4.1.1. `parameters` are the protocol
 * parameters (without `realm` and `oauth_signature`) and any form-encoded body parameters; the
 * query parameters are read from `url`. NetSuite's REST bodies are JSON, which OAuth never signs.
 */
export function signatureBaseString(method: string, url: URL | string, parameters: readonly Parameter[]): string {
  const all = [...parameters, ...queryParameters(url)];
  return [method.toUpperCase(), percentEncode(baseStringUri(url)), percentEncode(normalizedParameters(all))].join('&');
}
