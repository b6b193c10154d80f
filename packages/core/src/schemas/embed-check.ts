import * as z from 'zod/mini';

/**
 * `GET /api/embed/check?siteKey=...`: what the API makes of a page embedding the widget, for the
 * widget's `diagnose()`. Public, like the key it names: it says nothing a page could not learn by
 * trying.
 */
export const embedCheckSchema = z.object({
  /** `absent` when no key was named; `unknown` covers revoked keys too. */
  siteKey: z.enum(['active', 'unknown', 'absent']),
  /** The page's origin as the browser named it; null when it named none. */
  origin: z.nullable(z.string()),
  /** Whether the site key allows that origin; false without an active key or an origin. */
  originAllowed: z.boolean(),
  /** The API's clock, ISO 8601: signed identities are checked against it. */
  serverTime: z.string(),
});
export type EmbedCheck = z.infer<typeof embedCheckSchema>;
