import * as z from 'zod/mini';
import { accountFields, PASSWORD_MAX_LENGTH } from './auth.ts';
import { platformSchema, roleSchema, userStatusSchema } from './roles.ts';

/** A user as the admin screens see them. Password hashes never leave the server. */
export const userSchema = z.object({
  ...accountFields,
  department: z.string(),
  lastLoginAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** False for accounts that cannot sign in until an admin sets a password. */
  hasPassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const all = z.literal('all');

/** `GET /api/users`: search matches name, username or email; `all` means no filter (001 section 5). */
export const userListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  role: z.optional(z.union([roleSchema, all])),
  status: z.optional(z.union([userStatusSchema, all])),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  /** Every user, whatever the filters: for the screen's counts. */
  total: z.number(),
  counts: z.object({
    role: z.record(roleSchema, z.number()),
    status: z.record(userStatusSchema, z.number()),
  }),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

const username = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Use at least 3 characters'),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only'),
  );
const name = z.string().check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(200));
const email = z.string().check(z.trim(), z.maxLength(254), z.email('Enter a valid email address'));
const department = z.string().check(z.trim(), z.maxLength(100));
const platforms = z.array(platformSchema).check(z.maxLength(3));

/** `POST /api/users`. Without a password the account exists but cannot sign in yet. */
export const createUserRequestSchema = z.object({
  username,
  name,
  email,
  role: roleSchema,
  status: z.optional(userStatusSchema),
  platforms: z.optional(platforms),
  department: z.optional(department),
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH))),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** `PATCH /api/users/{id}`: the fields to change. */
export const updateUserRequestSchema = z.object({
  name: z.optional(name),
  email: z.optional(email),
  role: z.optional(roleSchema),
  status: z.optional(userStatusSchema),
  platforms: z.optional(platforms),
  department: z.optional(department),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** `POST /api/users/{id}/password`: an admin sets a password the user must change at sign-in. */
export const setPasswordRequestSchema = z.object({
  password: z.string().check(z.minLength(1, 'Enter a password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
