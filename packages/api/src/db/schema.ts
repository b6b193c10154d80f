import type { ArticleCategory, Platform, Role, SettingsGroup, UserStatus } from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: sign-in is case-insensitive. */
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    /** Null: the account cannot sign in until an admin sets a password. */
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    platforms: text('platforms').array().$type<Platform[]>().notNull().default(sql`'{}'::text[]`),
    department: text('department').notNull().default(''),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('admin', 'analyst', 'operator')`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive', 'pending')`),
  ],
);

/**
 * Signed-in sessions. Only SHA-256 hashes of the secrets are kept, so a copy of this table lets
 * nobody sign in. A session lapses at `expires_at` (pushed forward by use, never past
 * `absolute_expires_at`) or when `ended_at` is set.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').unique(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

/** Failed sign-ins per account and per address, in the database so every instance counts them. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** One row a settings group that differs from the defaults. */
export const settings = pgTable('settings', {
  group: text('group').$type<SettingsGroup>().primaryKey(),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  erp: text('erp').$type<'netsuite' | 'dynamics' | 'sap' | 'other'>().notNull(),
  subscribe: boolean('subscribe').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
});

export const articles = pgTable('articles', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').$type<ArticleCategory>().notNull(),
  type: text('type').notNull(),
  readTimeMinutes: integer('read_time_minutes').notNull(),
  difficulty: text('difficulty').$type<'Beginner' | 'Intermediate' | 'Advanced'>().notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's NetSuite connection. The token id and secret are sealed together with AES-256-GCM
 * under SECRET_KEY and bound to the user (netsuite/credentials), so a database dump holds neither
 * and a sealed value copied to another user's row does not open. The account id stays readable:
 * screens show it.
 */
export const netsuiteConnections = pgTable('netsuite_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull(),
  sealedToken: text('sealed_token').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});
