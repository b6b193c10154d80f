import * as z from 'zod/mini';
import { accountFields, PASSWORD_MAX_LENGTH } from './auth.ts';
import { PASSWORD_POLICIES } from './password-policy.ts';
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

/**
 * How a new or locked-out user gets in: a password the server makes up and shows the admin once
 * (the user must change it at first sign-in), or a link, shown once, where they choose their own.
 */
export const CREDENTIAL_KINDS = ['one-time-password', 'invitation'] as const;
export const credentialKindSchema = z.enum(CREDENTIAL_KINDS);
export type CredentialKind = z.infer<typeof credentialKindSchema>;

/**
 * `POST /api/users`. Give `password` (the admin chose it), or `credential` (the server issues
 * one), or neither: the account then exists but cannot sign in until an admin issues one.
 */
export const createUserRequestSchema = z
  .object({
    username,
    name,
    email,
    role: roleSchema,
    status: z.optional(userStatusSchema),
    platforms: z.optional(platforms),
    department: z.optional(department),
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH))),
    credential: z.optional(credentialKindSchema),
  })
  .check(
    z.refine((request) => request.password === undefined || request.credential === undefined, {
      message: 'Give a password or ask for a credential, not both',
      path: ['credential'],
    }),
  );
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** A credential the server issued, in the one answer that shows it: it is not kept readable. */
export const issuedCredentialSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('one-time-password'), password: z.string() }),
  z.object({
    kind: z.literal('invitation'),
    /** The console's page that takes the invitation, token in the fragment so no server logs it. */
    path: z.string(),
    expiresAt: z.string(),
  }),
]);
export type IssuedCredential = z.infer<typeof issuedCredentialSchema>;

/** A user with the credential just issued for them, if any. */
export const userWithCredentialSchema = z.object({
  ...userSchema.shape,
  credential: z.optional(issuedCredentialSchema),
});
export type UserWithCredential = z.infer<typeof userWithCredentialSchema>;

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

/**
 * `POST /api/users/{id}/password`: an admin resets a password, which the user must change at next
 * sign-in. Without `password` the server makes up a one-time password and answers it once.
 */
export const setPasswordRequestSchema = z.object({
  password: z.optional(z.string().check(z.minLength(1, 'Enter a password'), z.maxLength(PASSWORD_MAX_LENGTH))),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** How long an invitation link stays good. */
export const INVITATION_DAYS = 7;

/** The console's page that takes an invitation; the token follows in the URL's fragment. */
export const INVITATION_PAGE_PATH = '/invitation';

const invitationToken = z.string().check(z.minLength(20, 'Not an invitation'), z.maxLength(200));

/** `POST /api/invitations/inspect`: who the link is for, before they choose a password. */
export const inspectInvitationRequestSchema = z.object({ token: invitationToken });
export type InspectInvitationRequest = z.infer<typeof inspectInvitationRequestSchema>;

export const invitationSchema = z.object({
  username: z.string(),
  name: z.string(),
  expiresAt: z.string(),
  /** The policy the chosen password must meet. */
  passwordPolicy: z.enum(PASSWORD_POLICIES),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `POST /api/invitations/accept`: the invited user chooses a password; the link is then spent. */
export const acceptInvitationRequestSchema = z.object({
  token: invitationToken,
  password: z.string().check(z.minLength(1, 'Enter a password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

export const acceptedInvitationSchema = z.object({ username: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
