/** The methods that only read (RFC 9110, section 9.2.1): no CSRF check, and a quiet access line. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
