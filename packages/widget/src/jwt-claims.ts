/**
 * The claims of a JWT, read without checking its signature: the widget only looks (whose token it
 * is, when it expires); the API is what verifies. Undefined when the token is not a readable JWT.
 */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
