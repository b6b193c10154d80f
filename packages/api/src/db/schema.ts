import type { ArticleCategory, NetsuiteAuthMethod, Platform, Role, SettingsGroup, UserStatus } from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * A link an admin gave a user to choose their own password. Only the token's hash is kept, as
 * for sessions; a link is spent when used, and a newer one replaces it.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('user_invitations_user_id_index').on(table.userId)],
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
  readAt: timestamp('read_at', { withTimezone: true }),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
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
 * A user's NetSuite connection. Its secrets (a TBA token id and secret, or OAuth 2.0 access and
 * refresh tokens) are sealed together with AES-256-GCM under SECRET_KEY and bound to the user
 * (netsuite/credentials), so a database dump holds none and a sealed value copied to another
 * user's row does not open. The account id and the tokens' expiry times stay readable: screens
 * show them. An OAuth 2.0 refresh takes this row's lock, so one instance refreshes at a time.
 */
export const netsuiteConnections = pgTable(
  'netsuite_connections',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    sealedToken: text('sealed_token').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    authMethod: text('auth_method').$type<NetsuiteAuthMethod>().notNull().default('tba'),
    /** OAuth 2.0: when the access token in the seal expires. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** OAuth 2.0: when the refresh token expires, and the user must consent again. */
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
  },
  (table) => [check('netsuite_connections_auth_method_check', sql`${table.authMethod} in ('tba', 'oauth2')`)],
);

/**
 * OAuth 2.0 flows under way (`/auth/netsuite` until its callback): the state, kept as its SHA-256,
 * and the PKCE verifier, sealed, bound to the session that started the flow. In the database, so
 * whichever instance the callback reaches can finish it; a row is used once and lapses at
 * `expires_at`.
 */
export const netsuiteAuthorizationRequests = pgTable(
  'netsuite_authorization_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Null when NetSuite is to tell the account with the code (system.netsuite.com). */
    accountId: text('account_id'),
    sealedVerifier: text('sealed_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('netsuite_authorization_requests_expires_at_index').on(table.expiresAt)],
);

/**
 * A chat with the agent. `state` is what the agent needs to carry the conversation on from any
 * API instance: the last result set (for "only those in California"), a question awaiting an
 * answer, the confirmation awaiting a decision. A widget visitor who is not signed in has a
 * conversation too, keyed by the site and the visitor's id instead of a user.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    siteKeyId: uuid('site_key_id').references(() => siteKeys.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    title: text('title').notNull(),
    process: text('process'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_user_updated_index').on(table.userId, table.updatedAt),
    index('conversations_visitor_index').on(table.siteKeyId, table.visitorId),
  ],
);

/** One turn of a conversation: what the user said, or the reply envelope the agent gave. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    text: text('text'),
    // json, not jsonb: jsonb reorders keys, and a table's columns are its first row's keys in order.
    reply: json('reply').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversation_messages_conversation_index').on(table.conversationId, table.createdAt),
    check('conversation_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);

/**
 * A write the agent previewed and holds until the user decides. `digest` fingerprints the tool,
 * its input and the preview the user saw; a decision must carry the token made from it, so a
 * forged or stale decision is refused on every instance alike.
 */
export const pendingActions = pgTable(
  'pending_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    preview: json('preview').$type<Record<string, unknown>>().notNull(),
    digest: text('digest').notNull(),
    status: text('status')
      .$type<'pending' | 'running' | 'done' | 'cancelled' | 'failed' | 'superseded'>()
      .notNull()
      .default('pending'),
    outcome: json('outcome').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('pending_actions_conversation_index').on(table.conversationId, table.status),
    check(
      'pending_actions_status_check',
      sql`${table.status} in ('pending', 'running', 'done', 'cancelled', 'failed', 'superseded')`,
    ),
  ],
);

/**
 * An action of the embedding page (`open_order`) the agent proposed in a conversation, and how it
 * ended: run in the page (`done`), failed there (`failed`), refused by the visitor (`refused`), or
 * replaced by a later proposal (`superseded`). A proposal is settled once: the status moves from
 * `proposed` in one conditional update, so a second report of the same proposal is refused.
 */
export const hostActions = pgTable(
  'host_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull(),
    status: text('status')
      .$type<'proposed' | 'done' | 'failed' | 'refused' | 'superseded'>()
      .notNull()
      .default('proposed'),
    /** The page's short result, or its error message. */
    outcome: text('outcome'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('host_actions_conversation_index').on(table.conversationId, table.status),
    check('host_actions_status_check', sql`${table.status} in ('proposed', 'done', 'failed', 'refused', 'superseded')`),
  ],
);

/** Every tool the agent called, for the analytics and dashboard screens. */
export const toolCalls = pgTable(
  'tool_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    tool: text('tool').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    outcome: text('outcome').$type<'ok' | 'error' | 'refused' | 'proposed'>().notNull(),
    errorCode: text('error_code'),
    durationMs: integer('duration_ms').notNull(),
    /** Which door the call came through: the chat endpoints, the stream, MCP. */
    channel: text('channel').$type<'chat' | 'stream' | 'mcp'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('tool_calls_created_index').on(table.createdAt),
    index('tool_calls_user_created_index').on(table.userId, table.createdAt),
    check('tool_calls_outcome_check', sql`${table.outcome} in ('ok', 'error', 'refused', 'proposed')`),
  ],
);

/**
 * A site that embeds the widget. The public key goes in the page; the widget may be used only
 * from `allowedOrigins`. The secret signs user identities on the partner's server; it is sealed
 * with SECRET_KEY like NetSuite tokens, because verifying a signature needs the secret itself.
 */
export const siteKeys = pgTable('site_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  publicKey: text('public_key').notNull().unique(),
  sealedSecret: text('sealed_secret').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * A SuiteCloud (SDF) account customization project the agent wrote for a user: its files as
 * path -> content. In the database rather than on disk, so any API instance can complete the
 * confirmation that writes it and serve it afterwards.
 */
export const sdfProjects = pgTable(
  'sdf_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'script' | 'field' | 'workflow'>().notNull(),
    files: json('files').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('sdf_projects_user_name').on(table.userId, table.name)],
);

/**
 * A user's two-factor sign-in (TOTP). The secrets are sealed like NetSuite tokens (AES-256-GCM
 * under SECRET_KEY, bound to the user), since checking a code needs the secret itself. A new
 * secret waits in `pending_sealed_secret` until a code from the app confirms it, so setting up a
 * new phone never locks out the old one halfway. `last_used_step` refuses a code used before.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret'),
  pendingSealedSecret: text('pending_sealed_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-use codes that stand in for the app's code; only SHA-256 hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_index').on(table.userId)],
);

/**
 * API requests counted per user or site key in the current hour (Settings › Security › API rate
 * limit), in the database so every instance counts against the same limit.
 */
export const apiRateLimits = pgTable('api_rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  requests: integer('requests').notNull(),
});

/**
 * A user's SAP Business One connection: where Service Layer is, the company database and the B1
 * user, with the password sealed like NetSuite tokens (AES-256-GCM under SECRET_KEY, bound to
 * the user).
 */
export const sapConnections = pgTable('sap_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  serviceRoot: text('service_root').notNull(),
  companyDb: text('company_db').notNull(),
  userName: text('user_name').notNull(),
  sealedPassword: text('sealed_password').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every Service Layer call this product made and every sync it ran, timed: the SAP screens'
 * response time, success rate and sync rate are read from here, on any instance.
 */
export const sapCalls = pgTable(
  'sap_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'call' | 'sync'>().notNull(),
    method: text('method').notNull(),
    resource: text('resource').notNull(),
    ok: boolean('ok').notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sap_calls_created_index').on(table.createdAt),
    check('sap_calls_kind_check', sql`${table.kind} in ('call', 'sync')`),
  ],
);

/**
 * A saved search run the product made (the reports screen's RUN and CSV, a schedule), timed here:
 * NetSuite keeps no run history a client can read, so LAST.RUN, RECORDS and AVG.RUNTIME come from
 * these. Keyed by the account (its realm) and the search's internal id.
 */
export const savedSearchRuns = pgTable(
  'saved_search_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    searchId: text('search_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduleId: uuid('schedule_id').references(() => reportSchedules.id, { onDelete: 'set null' }),
    trigger: text('trigger').$type<'manual' | 'schedule' | 'export'>().notNull(),
    status: text('status').$type<'ok' | 'failed'>().notNull(),
    rows: integer('rows'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_search_runs_search_index').on(table.accountId, table.searchId, table.startedAt),
    index('saved_search_runs_schedule_index').on(table.scheduleId, table.startedAt),
  ],
);

/** What someone wrote about a saved search: NetSuite's saved searches have no description of their own. */
export const savedSearchNotes = pgTable(
  'saved_search_notes',
  {
    accountId: text('account_id').notNull(),
    searchId: text('search_id').notNull(),
    description: text('description').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.searchId] })],
);

/**
 * A saved search run on a schedule, with its owner's connection. The scheduler of any instance
 * claims a due schedule (`claimed_until` in the future) before running it, so one schedule runs
 * once however many instances are up; RUN.NOW claims the same way.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    searchId: text('search_id').notNull(),
    searchTitle: text('search_title').notNull(),
    name: text('name').notNull(),
    frequency: text('frequency').$type<'Daily' | 'Weekly' | 'Monthly'>().notNull(),
    timeOfDay: text('time_of_day').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    format: text('format').$type<'PDF' | 'Excel' | 'PDF + Excel'>().notNull(),
    status: text('status').$type<'active' | 'paused'>().notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_schedules_due_index').on(table.status, table.nextRunAt),
    index('report_schedules_account_index').on(table.accountId),
    check('report_schedules_status_check', sql`${table.status} in ('active', 'paused')`),
  ],
);

/**
 * A user's connection to a Dynamics 365 environment: the Entra ID tenant and app registration,
 * and the client secret or certificate and private key, sealed together as one value bound to
 * the user id (never in the database in the clear).
 */
export const dynamicsConnections = pgTable(
  'dynamics_connections',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    environmentUrl: text('environment_url').notNull(),
    credentialKind: text('credential_kind').$type<'secret' | 'certificate'>().notNull(),
    sealedCredential: text('sealed_credential').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('dynamics_connections_kind_check', sql`${table.credentialKind} in ('secret', 'certificate')`)],
);

/**
 * Every Dataverse call a user's connector made, with how long it took: the Dynamics dashboard's
 * API response time is measured from these, never assumed.
 */
export const dynamicsCalls = pgTable(
  'dynamics_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The HTTP status, null when no answer came. */
    status: integer('status'),
    createdAt: createdAt(),
  },
  (table) => [index('dynamics_calls_user_created_index').on(table.userId, table.createdAt)],
);

/**
 * A sync of one Dynamics integration (a connection reference) run from the console: what it
 * read, whether it succeeded. The integrations screen's sync rate is measured from these.
 */
export const dynamicsSyncRuns = pgTable(
  'dynamics_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    integrationId: text('integration_id').notNull(),
    integrationName: text('integration_name').notNull(),
    outcome: text('outcome').$type<'succeeded' | 'failed'>().notNull(),
    records: integer('records').notNull(),
    message: text('message'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('dynamics_sync_runs_user_created_index').on(table.userId, table.createdAt),
    check('dynamics_sync_runs_outcome_check', sql`${table.outcome} in ('succeeded', 'failed')`),
  ],
);
