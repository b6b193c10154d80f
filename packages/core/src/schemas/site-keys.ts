import * as z from 'zod/mini';

/**
 * `https://portal.example.com` or `http://localhost:3000`: a scheme, a lower-case host and maybe a
 * port, exactly as a browser sends it in the `Origin` header (no path, no trailing slash).
 */
export const originSchema = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?$/,
      'must be an origin such as https://portal.example.com, with no path or trailing slash',
    ),
  );

/** A site that embeds the widget: its public key goes in the page, its origins are allowed. */
export const siteKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  publicKey: z.string(),
  allowedOrigins: z.array(z.string()),
  createdAt: z.string(),
  /** While set, the widget is refused on this key's sites; it can be enabled again. */
  disabledAt: z.nullable(z.string()),
  /** When the secret was last replaced; null if never. */
  rotatedAt: z.nullable(z.string()),
  /** Revoked keys never work again. */
  revokedAt: z.nullable(z.string()),
});
export type SiteKey = z.infer<typeof siteKeySchema>;

/** A new site key, with the secret that signs user identities: shown this once only. */
export const createdSiteKeySchema = z.object({ ...siteKeySchema.shape, secret: z.string() });
export type CreatedSiteKey = z.infer<typeof createdSiteKeySchema>;

export const siteKeyListSchema = z.object({ siteKeys: z.array(siteKeySchema) });
export type SiteKeyList = z.infer<typeof siteKeyListSchema>;

export const createSiteKeyRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  allowedOrigins: z.array(originSchema).check(z.minLength(1), z.maxLength(20)),
});
export type CreateSiteKeyRequest = z.infer<typeof createSiteKeyRequestSchema>;

export const updateSiteKeyRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  allowedOrigins: z.optional(z.array(originSchema).check(z.minLength(1), z.maxLength(20))),
  /** False disables the key (the widget is refused on its sites), true enables it again. */
  enabled: z.optional(z.boolean()),
});
export type UpdateSiteKeyRequest = z.infer<typeof updateSiteKeyRequestSchema>;
