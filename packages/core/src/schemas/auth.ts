import * as z from 'zod/mini';
import { PERMISSIONS } from './permissions.ts';
import { platformSchema, roleSchema, userStatusSchema } from './roles.ts';

/** Longest password accepted: enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 256;

const identifier = z.string().check(z.trim(), z.minLength(1, 'Enter your username'), z.maxLength(254));
const password = z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(PASSWORD_MAX_LENGTH));
/** A one-time code as typed: the app's six digits, or a recovery code (spaces and dashes allowed). */
export const twoFactorCode = z.string().check(z.trim(), z.minLength(1, 'Enter the code'), z.maxLength(32));

/** `POST /api/auth/login`. The username may also be the account's email address. */
export const loginRequestSchema = z.object({
  username: identifier,
  password,
  /** REMEMBER.ME: a longer session. */
  remember: z.optional(z.boolean()),
  /** The authenticator app's 6-digit code, or a recovery code, for a user with two-factor sign-in. */
  code: z.optional(twoFactorCode),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What every view of a user account shows, to its owner and to admins alike. */
export const accountFields = {
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  platforms: z.array(platformSchema),
  /** True until the user replaces a password someone else set (the first admin's, a reset). */
  mustChangePassword: z.boolean(),
};

/** The signed-in user as every client sees them. */
export const sessionUserSchema = z.object({
  ...accountFields,
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The user signs in with a one-time code as well as the password. */
  twoFactorEnabled: z.boolean(),
  /** Two-factor sign-in is required and this user has not set it up: they must before anything else. */
  mustSetUpTwoFactor: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth/me` and the answer to a successful login. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/auth/password`. */
export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: z.string().check(z.minLength(1, 'Enter a new password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /auth/v1/token?grant_type=password` (000 section 7): email (or username) and password. */
export const passwordGrantSchema = z.object({
  email: z.optional(identifier),
  username: z.optional(identifier),
  password,
  /** For a user with two-factor sign-in: the authenticator's code or a recovery code. */
  code: z.optional(twoFactorCode),
});
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

/** `POST /auth/v1/token?grant_type=refresh_token`. */
export const refreshGrantSchema = z.object({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

/** The session shape of 000 section 3: what the prototype's auth provider answered. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token lapses without use. */
  expires_in: z.number(),
  /** The same moment as seconds since the epoch. */
  expires_at: z.number(),
  token_type: z.literal('bearer'),
  user: sessionUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
