/**
 * RFC 3986 percent-encoding as OAuth 1.0a requires (RFC 5849 section 3.6): everything but the
 * unreserved characters `A-Z a-z 0-9 - . _ ~` is escaped. `encodeURIComponent` leaves `!'()*`
 * alone, and a signature computed with them unescaped would not match NetSuite's.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
