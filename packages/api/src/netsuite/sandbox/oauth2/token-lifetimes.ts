/** How long what the sandbox's OAuth 2.0 endpoints issue stays good, as NetSuite does by default. */
export const TOKEN_LIFETIMES = {
  /** NetSuite: 60 minutes (`expires_in` is always 3600). */
  accessSeconds: 3600,
  /** NetSuite: 7 days unless the integration record sets another refresh token validity. */
  refreshSeconds: 7 * 24 * 3600,
  /** NetSuite does not publish its code lifetime; RFC 6749 recommends at most 10 minutes. */
  codeSeconds: 10 * 60,
} as const;
