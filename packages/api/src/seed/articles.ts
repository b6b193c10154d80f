import type { Article } from '@erp-agent/core';

/**
 * The documentation articles seeded on first start: two in each category. Every statement in them
 * describes what the product does; keep them in step with it when behaviour changes.
 */
export const SEED_ARTICLES: readonly Article[] = [
  {
    slug: 'quick-start',
    title: 'Quick start',
    description:
      'Install the product, start it on one port with the embedded database and NetSuite sandbox, and sign in as the administrator for the first time.',
    category: 'getting-started',
    type: 'Tutorial',
    readTimeMinutes: 2,
    difficulty: 'Beginner',
    body: `Run the whole product on your own machine with one command, sign in as the administrator and get ready to connect NetSuite.

## What you need

- Node.js 22.12 or newer. Node 24 LTS is recommended.
- npm, which ships with Node.

Nothing else: the database and a NetSuite sandbox are embedded in the server.

## Start the server

From the root of the repository:

\`\`\`sh
npm install && npm start
\`\`\`

\`npm start\` serves everything on one port, 8787 unless you set \`PORT\`:

- the console, where operators chat with the agent and admins manage users and settings;
- the HTTP API under \`/api\`, with an interactive reference at \`/api/docs\`;
- an embedded PostgreSQL database (PGlite) that keeps its files under \`DATA_DIR\`, \`./.data\` by default;
- an embedded NetSuite sandbox: a NetSuite-compatible server with sample data that speaks the same REST protocol as a real account.

Check that the server is up:

\`\`\`sh
curl http://localhost:8787/healthz
\`\`\`

A healthy server reports \`"status": "ok"\` together with the time one database round trip took.

## Sign in for the first time

1. Open \`http://localhost:8787\` in your browser.
2. Sign in with username \`admin\` and password \`admin\`.
3. The console asks you to choose a new password before it shows anything else. The new password must meet the password policy. The default policy, strong, asks for at least 12 characters with upper- and lower-case letters and a number.

Keep the new password somewhere safe. While the default password is unchanged, the server refuses to start in production mode (\`NODE_ENV=production\`).

## Change the port or the data directory

Both are environment variables:

\`\`\`sh
PORT=3000 DATA_DIR=/var/lib/erp-agent npm start
\`\`\`

What the server stores (users, sessions, settings and the encrypted ERP credentials among them) lives in the database, so \`DATA_DIR\` is the one directory to back up when you use the embedded database. To use a PostgreSQL server instead, set \`DATABASE_URL\`; the server runs its migrations at start. See **Environment variables**.

## Run the tests

\`\`\`sh
npm install && npm test
\`\`\`

\`npm test\` runs every test layer in order: the linter, the type check, the build, the unit and integration tests, and the end-to-end tests in Chromium. It ends with one line counting passed and failed tests. The end-to-end tests need Chromium; on Debian or Ubuntu install it with \`apt-get install -y chromium\`.

## Next steps

- **Connect a NetSuite account** walks through the token-based credentials the agent needs.
- **Your first requests to the agent** shows what to ask and how answers appear.
- **Users, roles and permissions** explains what to give your team before they sign in.
- Before you expose the server to anyone else, work through the **Production security checklist**.
`,
  },
  {
    slug: 'first-requests-to-the-agent',
    title: 'Your first requests to the agent',
    description:
      'What to ask the agent, how its answers appear, why changes wait for your confirmation and how to export what you find.',
    category: 'getting-started',
    type: 'Guide',
    readTimeMinutes: 3,
    difficulty: 'Beginner',
    body: `The agent turns requests written in plain language into real work on your connected ERP account: it reads records, builds saved searches, prepares changes and writes scripts. This guide shows what to ask and how to read the answers.

## Before you start

- Sign in and, on your first sign-in, change your password.
- Make sure a NetSuite account is connected on the **Credentials** screen. Without one, requests for data answer \`Not connected to NetSuite\`.
- Your user needs the NetSuite platform permission. What you can ask also depends on your role: operators ask basic queries, analysts also run and create reports and saved searches, and only admins change records and deploy scripts.

## Ask in plain language

Say which records you want, which filters apply and which period you mean. For example:

- "list open invoices over 5,000 from last month"
- "create a saved search of vendors with open bills"
- "write a user event script that ..." followed by what the script should do

Messages in the same chat belong to one conversation, so the agent keeps the context of what you asked before.

## How answers appear

Depending on what the agent did, an answer is shown as:

- **Text**, for explanations and short answers. Formatted answers can contain headings, lists, links and tables.
- **A table**, when the agent returns records. Each column is a field of the records.
- **A record summary**, listing at most ten records as \`Found N records:\` followed by \`... and N more records\` and \`Total records: N\`.
- **A project summary**, when the agent has created a script project: the project name, its path, the files it created and the manifest path.
- **An error**, when the work failed, with the reason the agent or the ERP gave.

## Changes wait for your confirmation

Creating, updating or deleting records never happens straight away. The agent first shows a preview of the change, and nothing is written to the ERP until you confirm it.

Scripts work the same way. The agent shows the code as a preview and lists the scripts waiting to be deployed. If a project of the same name already exists, it asks \`Do you want to overwrite the existing project?\` before going on. Deploying to the connected account is an admin action.

## Export what you found

- Under a table, **Download as CSV** saves the rows as \`table-data-YYYY-MM-DD.csv\`. The file is UTF-8 with a byte-order mark, so Excel shows accented characters correctly. Cells that start like a spreadsheet formula (\`=\`, \`+\`, \`-\`, \`@\`) get a leading apostrophe so no spreadsheet runs them; plain numbers such as \`-120.50\` stay numbers.
- **Export chat** saves the whole conversation as \`ns-erp-chat-YYYY-MM-DD.txt\`, each message with its date, time and sender.

## When the server cannot be reached

If the chat cannot reach the API, it still answers, but locally: it says that it could not reach the server and offers guidance on your topic, such as errors, scripts, reports, workflows or a particular ERP platform. These local answers never read or change ERP data. Send the request again once the server is back.

## Tips

- Name the record type the way NetSuite does: invoice, vendor bill, sales order, customer.
- Give amounts and dates explicitly ("over 5,000", "from last month") rather than "large" or "recent".
- If a table is too wide to read, download it as CSV and work on it in a spreadsheet.
`,
  },
  {
    slug: 'api-authentication',
    title: 'Authenticating to the HTTP API',
    description:
      'How to sign in to the HTTP API with a session cookie or with bearer tokens, and the rules every request follows.',
    category: 'api-reference',
    type: 'Reference',
    readTimeMinutes: 3,
    difficulty: 'Intermediate',
    body: `The API accepts two kinds of credentials: a session cookie, which the console uses, and bearer tokens, which suit scripts and clients written for the prototype's auth endpoints. Whichever you use, the API applies the same role and permissions to the user's requests.

## Session cookie

### \`POST /api/auth/login\`

\`\`\`json
{ "username": "jsmith", "password": "your password", "remember": false }
\`\`\`

- \`username\` may also be the account's email address.
- \`remember\` asks for a long session (REMEMBER.ME in the console): 30 days instead of the idle timeout.

On success the server sets the session cookie (HttpOnly, SameSite=Lax) and answers with the signed-in user and the moment the session ends:

\`\`\`json
{
  "user": {
    "id": "…",
    "username": "jsmith",
    "name": "Jane Smith",
    "email": "jane@example.com",
    "role": "analyst",
    "status": "active",
    "platforms": ["netsuite"],
    "permissions": ["system:read", "analytics:read", "docs:read", "erp:query", "erp:read", "reports:run", "reports:create"],
    "mustChangePassword": false
  },
  "expiresAt": "…"
}
\`\`\`

A wrong username or password, or an account that is not active, answers \`Invalid username or password\`; the answer does not say which.

### \`GET /api/auth/me\`

Answers the same shape for the current session. Use it to find out whether a session is still alive and what the user may do.

### \`POST /api/auth/logout\`

Ends the session on the server, not only in the browser. The cookie stops working at once.

### \`POST /api/auth/password\`

\`\`\`json
{ "currentPassword": "old password", "newPassword": "new password" }
\`\`\`

The new password must meet the password policy set under Settings › Security. When \`mustChangePassword\` is \`true\` (the first admin sign-in, or a password an admin set), this is the only way forward: other requests answer 403 with code \`password_change_required\` until the password is changed.

## Bearer tokens

These endpoints keep the shape of the prototype's auth provider, so older clients keep working.

### \`POST /auth/v1/token?grant_type=password\`

\`\`\`sh
curl -s -X POST 'http://localhost:8787/auth/v1/token?grant_type=password' \\
  -H 'Content-Type: application/json' \\
  -d '{"email": "jane@example.com", "password": "your password"}'
\`\`\`

\`email\` may also be a username. The answer:

| field | meaning |
| --- | --- |
| \`access_token\` | send as \`Authorization: Bearer <token>\` |
| \`refresh_token\` | exchange for a new access token |
| \`expires_in\` | seconds until the access token lapses if unused |
| \`expires_at\` | the same moment, in seconds since the epoch |
| \`token_type\` | always \`bearer\` |
| \`user\` | the signed-in user, as in \`/api/auth/me\` |

### \`POST /auth/v1/token?grant_type=refresh_token\`

\`\`\`json
{ "refresh_token": "…" }
\`\`\`

Answers a new token set of the same shape.

### \`POST /auth/v1/logout\`

Signs out: send the access token as \`Authorization: Bearer <token>\` and it stops working.

## Rules for every request

- **Sessions expire when idle.** The timeout is Settings › Security › sessionTimeout (30 minutes by default) and slides with every request. Long sessions (\`remember\`) last 30 days.
- **Mutating requests are JSON from the same origin.** Requests that change something (POST, PATCH) must send \`Content-Type: application/json\` (otherwise 415, \`unsupported_media_type\`) and must not come from a page on another origin (otherwise 403, \`cross_origin_refused\`). This protects the cookie session against cross-site request forgery; scripts and command-line clients that send no \`Origin\` header are not affected.
- **Permissions are checked on every endpoint.** A request without a valid session answers 401 with code \`unauthenticated\`. A request the role does not allow answers 403 with code \`forbidden\`; a request for an ERP platform the user has no permission for answers 403 with \`platform_forbidden\` (admins reach every platform).
- **Sign-in attempts are throttled.** Five failures for one account within 15 minutes lock that account for 15 minutes; twenty failures from one address within 15 minutes block that address. Both answer 429. The counts live in the database, so every API instance shares them.

Errors use the common envelope described in **HTTP API endpoint reference**.
`,
  },
  {
    slug: 'http-api-endpoint-reference',
    title: 'HTTP API endpoint reference',
    description:
      'The error format and the chat, health, users, settings, contact and documentation endpoints, with what they take and answer.',
    category: 'api-reference',
    type: 'Reference',
    readTimeMinutes: 4,
    difficulty: 'Advanced',
    body: `The console itself works through this API, so what it does on screen your own scripts can do too. The interactive reference at \`/api/docs\` lists every endpoint with its request and response schemas and lets you try them; the OpenAPI document itself is at \`/api/openapi.json\`, ready for client generators. How to sign in is covered in **Authenticating to the HTTP API**.

## Errors

Every error has the same shape:

\`\`\`json
{
  "code": "validation_failed",
  "message": "…",
  "details": [{ "field": "security.sessionTimeout", "message": "Use at least 5 minutes" }],
  "requestId": "…"
}
\`\`\`

- \`code\` is stable; branch on it rather than on \`message\`, which is written for people.
- \`details\` appears on validation errors (\`validation_failed\`): one entry per invalid field, named by its dotted path.
- \`requestId\` is also written to the server's log lines. Quote it when you report a problem.

Common codes:

| status | code | meaning |
| --- | --- | --- |
| 400 | \`validation_failed\` | a field is missing or invalid; see \`details\` |
| 401 | \`unauthenticated\` | no valid session or token |
| 403 | \`forbidden\` | the role lacks the permission |
| 403 | \`platform_forbidden\` | no permission for that ERP platform |
| 403 | \`password_change_required\` | the user must change their password first |
| 403 | \`cross_origin_refused\` | a change requested from another origin |
| 404 | \`not_found\` | no such user, article or other resource |
| 415 | \`unsupported_media_type\` | a request body that is not JSON |

## Chat

### \`POST /api/chatbot/process\`

| field | type | notes |
| --- | --- | --- |
| \`prompt\` | string | required; 1 to 8,000 characters after trimming |
| \`conversationId\` | string | optional; the id an earlier reply returned, to keep context |
| \`process\` | string | optional; a guided process: \`p2p\`, \`o2c\`, \`create-record\`, \`delete-record\`, \`get-report\`, \`create-field\`, \`customer-update\`, \`vendor-update\` |
| \`context\` | object | optional; string, number, boolean or null values the calling page knows, such as a page name or record id |

\`\`\`sh
curl -s -X POST http://localhost:8787/api/chatbot/process \\
  -H 'Authorization: Bearer <access_token>' \\
  -H 'Content-Type: application/json' \\
  -d '{"prompt": "list open invoices over 5,000 from last month"}'
\`\`\`

The reply is an envelope in which every field is optional:

| field | content |
| --- | --- |
| \`response\` | plain text |
| \`message\` | markdown |
| \`error\` | an error sentence |
| \`result\`, \`data\` | \`success\`, \`message\`, \`results\` (records), \`count\`, \`project_name\`, \`project_path\`, \`created_files\`, \`manifest_path\` |
| \`script_preview\` | generated code |
| \`pending_scripts\` | scripts waiting to be deployed: names, or objects with \`name\`, \`file\`, \`path\`, \`type\` |
| \`overwrite_prompt\` | set when the agent needs permission to overwrite an existing project |
| \`conversationId\` | send it back with the next prompt |

Clients show the first that applies: \`response\`, then \`message\`, then a failed \`result\`, then a project summary, then a table of \`results\`, then a summary of whatever else is present.

## Health

- \`GET /healthz\`: \`status\` (\`ok\` or \`degraded\`), \`version\`, \`uptimeSeconds\` and \`database\` (\`status\`, \`driver\` \`pglite\` or \`postgres\`, \`latencyMs\` of one round trip). It answers 503 when the database cannot be reached, which makes it suitable for load balancer checks.
- \`GET /api/system/health\`: measured figures of the running server: the process (CPU, memory, uptime, Node version), the host (CPUs, load average, memory), the disk holding the data directory, and the database. Needs the \`system:read\` permission (admin, analyst).

## Users (admin)

- \`GET /api/users?search=&role=&status=\`: \`search\` matches name, username or email; \`role\` and \`status\` filter, \`all\` means no filter. The answer has \`users\`, \`total\` and counts by role and status.
- \`POST /api/users\`: \`username\`, \`name\`, \`email\`, \`role\`, and optionally \`status\`, \`platforms\`, \`department\`, \`password\`. Without a password the account cannot sign in until an admin sets one.
- \`PATCH /api/users/{id}\`: any of \`name\`, \`email\`, \`role\`, \`status\`, \`platforms\`, \`department\`.
- \`POST /api/users/{id}/password\`: \`{ "password": "…" }\` sets a password the user must change at their next sign-in.

## Settings (admin)

- \`GET /api/settings\`: \`settings\`, \`defaults\` and \`updatedAt\`.
- \`PATCH /api/settings\`: any groups (\`general\`, \`security\`, \`notifications\`, \`integrations\`, \`performance\`) and any of their fields. Unknown fields are refused.
- \`POST /api/settings/reset\`: \`{ "group": "security" }\` resets one group; \`{}\` resets all of them.

## Contact

- \`POST /api/contact\`: \`name\`, \`email\`, \`company\`, \`subject\`, \`message\`, and optionally \`phone\`, \`erp\` (\`netsuite\`, \`dynamics\`, \`sap\` or \`other\`) and \`subscribe\`. Answers the stored message's \`id\` and \`receivedAt\`. Admins read the messages in the console.

## Documentation

- \`GET /api/articles?search=&category=\`: article summaries. \`search\` matches title or description, ignoring case; \`category\` is one of \`getting-started\`, \`api-reference\`, \`integrations\`, \`configuration\`, \`security\`, \`troubleshooting\`, or \`all\`.
- \`GET /api/articles/{slug}\`: one article with its markdown body.
`,
  },
  {
    slug: 'connect-netsuite',
    title: 'Connect a NetSuite account',
    description:
      'Create the integration record and access token in NetSuite, configure the server and enter the credentials the agent needs.',
    category: 'integrations',
    type: 'Tutorial',
    readTimeMinutes: 3,
    difficulty: 'Intermediate',
    body: `The agent reaches NetSuite with Token-Based Authentication (TBA). You need an integration record, whose consumer key and secret go into the server's configuration, and an access token for that integration record, whose ID and secret you enter on the Credentials screen together with your account ID.

## 1. Enable the features in NetSuite

In NetSuite, go to **Setup › Company › Enable Features**, open the **SuiteCloud** tab and check:

- **REST Web Services**, which the agent uses for SuiteQL queries and record changes;
- **Token-Based Authentication**, under Manage Authentication;
- **Server SuiteScript**, if you want the agent to deploy scripts.

## 2. Prepare a role

The agent can see and change exactly what the token's role allows, so give it a role made for the purpose rather than Administrator. The role needs:

- **Log in using Access Tokens** and **REST Web Services** (Setup permissions);
- view access to the records people will ask about, such as transactions, customers and vendors;
- edit access to the records the agent may change, if admins will use it to write records;
- **Perform Search**, so saved searches can be created and run.

Assign the role to the NetSuite user the token will belong to.

## 3. Create the integration record

1. Go to **Setup › Integration › Manage Integrations › New**.
2. Name it, for example "ERP AI Agent", and set the state to Enabled.
3. Under Authentication, check **Token-Based Authentication**.
4. Save. NetSuite shows the **consumer key** and **consumer secret** once; copy them now.

The server reads them from two environment variables:

\`\`\`sh
NETSUITE_CONSUMER_KEY=<consumer key>
NETSUITE_CONSUMER_SECRET=<consumer secret>
\`\`\`

Set them and restart the server. Because the consumer key belongs to the server, every access token used with this server must be created for this same integration record.

## 4. Create an access token

1. Go to **Setup › Users/Roles › Access Tokens › New**.
2. Choose the integration record as the application, then the user and the role from step 2.
3. Save. NetSuite shows the **token ID** and **token secret** once; copy them.

## 5. Find your account ID

Go to **Setup › Company › Company Information** and copy the **Account ID**. A sandbox account has a suffix, as in \`1234567_SB1\`.

## 6. Enter the credentials

Open the **Credentials** screen in the console and enter:

| field | where it comes from |
| --- | --- |
| Account ID | Company Information |
| Token ID | the access token (step 4) |
| Token secret | the access token (step 4) |

Once saved, the credentials are encrypted with AES-256-GCM under the server's \`SECRET_KEY\` and stored in the database. They are never sent back to a browser, not even to an admin.

Now ask the agent something small, such as "list open invoices over 5,000 from last month". If the connection fails, the chat says \`Failed to connect to NetSuite\`; see **Troubleshooting connections and server start**.

## Keep in mind

- \`SECRET_KEY\` must stay the same for as long as you want to keep the stored credentials. If it changes, the stored secrets can no longer be decrypted and must be entered again.
- Revoking the access token in NetSuite cuts the agent off at once. Do that if the token secret may have leaked, then create a new token and enter it.
- The agent's NetSuite permissions come from the token's role, and a user's permissions in the console come from their role here. A request must pass both.
`,
  },
  {
    slug: 'working-with-netsuite',
    title: 'Working with NetSuite through the agent',
    description:
      'How the agent signs its calls, reads with SuiteQL, changes records, builds saved searches and scripts, and which role may do what.',
    category: 'integrations',
    type: 'Guide',
    readTimeMinutes: 3,
    difficulty: 'Intermediate',
    body: `This guide explains what happens between a request in the chat and your NetSuite account: how requests are signed, how data is read and changed, and which role may do what. To set up the connection first, see **Connect a NetSuite account**.

## How the agent talks to NetSuite

- **Signing.** Every call is signed with OAuth 1.0a using HMAC-SHA256: the consumer key and secret from the server's configuration, your token ID and token secret, and your account ID as the realm. NetSuite checks the signature on every call, and nothing is sent with a password.
- **Reading.** Queries run as SuiteQL through \`POST /services/rest/query/v1/suiteql\`, over NetSuite's own tables and fields. A query returns only what the token's role may see.
- **Changing.** Creating, updating and deleting records goes through NetSuite's REST record API.

Because the agent uses the same REST interfaces as any other integration, NetSuite's own login audit trail and record system notes show its work under the token's user.

## Who may do what

Two checks apply to every request: the user's role in this product, and the user's permission for NetSuite as a platform.

| role | in NetSuite, through the agent |
| --- | --- |
| operator | basic queries |
| analyst | reads ERP data; runs and creates reports and saved searches |
| admin | everything above, plus record changes and script deployments |

Admins reach every platform. Analysts and operators without the NetSuite platform permission are refused with code \`platform_forbidden\`. An action beyond the role is refused with code \`forbidden\`.

## Queries

Ask for records the way you would describe them to a colleague: record type, filters and period. The answer is a table of the matching records, which you can download as CSV. If the table is larger than you need, ask again with tighter filters rather than scrolling.

## Saved searches and reports

Ask in the same plain language: "create a saved search of vendors with open bills". Analysts and admins can create saved searches and run them; operators cannot. If NetSuite refuses, the chat shows \`Failed to create saved search\` or \`Failed to run saved search\`; the usual cause is a role without permission for the records involved or for searching.

## Record changes

When you ask to create, update or delete a record, the agent prepares the change and shows it as a preview. Nothing is written until you confirm. Only admins can confirm record changes.

## Scripts

For a request such as "write a user event script that ...", the agent writes the SuiteScript and answers with:

- the code as a preview;
- the scripts waiting to be deployed;
- a project summary with the project name, its path, the files it created and the manifest path.

If a project of that name already exists, the agent asks before overwriting it. Deploying the pending project to the connected account is an admin action. For a server script such as a user event script to run, the account needs Server SuiteScript enabled.

## Dynamics 365 and SAP Business One

Connectors for Dynamics 365 and SAP Business One are under development. Users already carry a permission for each of the three platforms, so you can record who should have access, but today the agent works with NetSuite only.
`,
  },
  {
    slug: 'environment-variables',
    title: 'Environment variables',
    description:
      'Every environment variable the server reads, from PORT and DATA_DIR to SECRET_KEY and the NetSuite consumer key, and what production mode checks.',
    category: 'configuration',
    type: 'Reference',
    readTimeMinutes: 3,
    difficulty: 'Intermediate',
    body: `The server reads its configuration from environment variables at start. None is needed to try the product locally; production needs at least \`SECRET_KEY\` and \`NODE_ENV=production\`.

## Reference

| variable | default | what it does |
| --- | --- | --- |
| \`PORT\` | \`8787\` | The port that serves the console, the API and everything else. |
| \`HOST\` | \`127.0.0.1\` | The address to listen on. The default serves this machine only; \`0.0.0.0\` serves the network. |
| \`DATA_DIR\` | \`./.data\` | Where the embedded PostgreSQL database (PGlite) keeps its files. |
| \`DATABASE_URL\` | not set | A PostgreSQL server to use instead of the embedded database. Migrations run at start. |
| \`SECRET_KEY\` | not set | The key that encrypts stored ERP credentials. Required in production. |
| \`NODE_ENV\` | \`development\` | \`production\` turns on the production start checks below. |
| \`LOG_LEVEL\` | \`info\` | How much the server logs: \`fatal\`, \`error\`, \`warn\`, \`info\`, \`debug\`, \`trace\` or \`silent\`. |
| \`ADMIN_PASSWORD\` | not set | The first admin's password when the database has no admin yet; \`admin\` otherwise. Either way it must be changed at first sign-in. |
| \`TRUST_PROXY\` | \`false\` | Set to \`true\` behind a reverse proxy: client addresses (for sign-in throttling) and HTTPS then come from the \`X-Forwarded-For\` and \`X-Forwarded-Proto\` headers. |
| \`SEED_SAMPLE_DATA\` | \`true\` with the embedded database, \`false\` with \`DATABASE_URL\` | Adds the sample users of the Users screen. They have no password and cannot sign in. |
| \`NETSUITE_CONSUMER_KEY\` | not set | The consumer key of your NetSuite integration record. |
| \`NETSUITE_CONSUMER_SECRET\` | not set | The consumer secret of the same integration record. |

## The database

Without \`DATABASE_URL\` the server runs an embedded PostgreSQL (PGlite) whose files live under \`DATA_DIR\`. This suits one machine: a laptop, a demo, a small team.

With \`DATABASE_URL\` the server uses a real PostgreSQL server:

\`\`\`sh
DATABASE_URL=postgres://erp_agent:password@db.internal:5432/erp_agent npm start
\`\`\`

The schema is the same either way, and migrations run when the server starts, so an upgrade needs no separate migration step. Sessions and sign-in throttling are kept in the database, so several API instances can share one PostgreSQL server; give them all the same \`DATABASE_URL\` and the same \`SECRET_KEY\`.

## SECRET_KEY

\`SECRET_KEY\` encrypts the ERP credentials stored in the database (AES-256-GCM). Generate a long random value once, for example:

\`\`\`sh
openssl rand -hex 32
\`\`\`

Keep it in your secret store, not in the repository. Keep it stable: credentials encrypted under one key cannot be read under another, so changing it means entering the ERP credentials again on the Credentials screen.

## Production mode

With \`NODE_ENV=production\` the server refuses to start while:

- \`SECRET_KEY\` is unset, or
- the \`admin\` account still has its default password.

On a new database, set \`ADMIN_PASSWORD\` for the first start: the admin is created with that password instead of the default, so production mode starts at once (the first sign-in still asks for a new one). On a database whose admin already has the default password, start the server once without \`NODE_ENV=production\`, pointed at the same database, sign in as \`admin\` and choose a new password when asked. Keep the server on a private address while you do. Then restart it with \`NODE_ENV=production\`.

## Logging

The server logs with pino. Log lines about a request carry the same request id that an error answer returns as \`requestId\`, so a user's error report leads straight to the matching lines. Use \`debug\` or \`trace\` while chasing a problem and go back to \`info\` afterwards: the lower levels are verbose.

## NetSuite

\`NETSUITE_CONSUMER_KEY\` and \`NETSUITE_CONSUMER_SECRET\` come from the integration record you create in NetSuite with Token-Based Authentication enabled. They identify this server as an application to NetSuite. The per-account values (account ID, token ID, token secret) are not environment variables: enter them on the Credentials screen. See **Connect a NetSuite account**.
`,
  },
  {
    slug: 'system-settings',
    title: 'Managing system settings',
    description:
      'The five settings groups, the session timeout and password policy, the allowed ranges, and how to read, change and reset settings through the API.',
    category: 'configuration',
    type: 'Guide',
    readTimeMinutes: 3,
    difficulty: 'Intermediate',
    body: `Admins change system settings on the **Settings** screen, or through the API. Settings are stored in the database and validated, so every server instance uses the same values and an invalid value is refused with the reason instead of being saved.

## Groups

Settings come in five groups, one tab each:

| group | covers |
| --- | --- |
| \`general\` | system name, time zone, language, theme, auto-save, debug mode |
| \`security\` | session timeout, password policy and other security options |
| \`notifications\` | channels (email, Slack, desktop, mobile) and alert types |
| \`integrations\` | automatic sync per ERP platform, sync interval, retry attempts, ERP call timeout |
| \`performance\` | concurrent users, cache expiry, log level, metrics retention, optimisation and monitoring |

## The security settings that shape sign-in

**sessionTimeout** is how many minutes a session may sit idle before it ends; default 30, allowed 5 to 1,440. Using the session resets the clock, up to 12 hours after sign-in. Sessions started with REMEMBER.ME last 30 days instead.

**passwordPolicy** decides what new passwords must look like:

| policy | rule |
| --- | --- |
| \`basic\` | at least 8 characters |
| \`strong\` (default) | at least 12 characters, upper- and lower-case letters and a number |
| \`enterprise\` | at least 16 characters, upper- and lower-case letters, a number and a symbol |

## Allowed ranges

Numbers must be whole and within these ranges:

| field | range |
| --- | --- |
| \`security.sessionTimeout\` | 5 to 1,440 minutes |
| \`security.apiRateLimit\` | 10 to 100,000 requests an hour |
| \`integrations.syncInterval\` | 1 to 1,440 minutes |
| \`integrations.retryAttempts\` | 0 to 10 |
| \`integrations.timeoutDuration\` | 5 to 300 seconds |
| \`performance.maxConcurrentUsers\` | 1 to 100,000 |
| \`performance.cacheExpiry\` | 0 to 86,400 seconds |
| \`performance.metricsRetention\` | 1 to 3,650 days |

## Through the API

Read the current values, the defaults and the time of the last change:

\`\`\`sh
curl -s http://localhost:8787/api/settings -H 'Authorization: Bearer <access_token>'
\`\`\`

Change only what you need; fields you leave out keep their values:

\`\`\`sh
curl -s -X PATCH http://localhost:8787/api/settings \\
  -H 'Authorization: Bearer <access_token>' \\
  -H 'Content-Type: application/json' \\
  -d '{"security": {"sessionTimeout": 60, "passwordPolicy": "enterprise"}}'
\`\`\`

A value out of range, or a field that does not exist, answers \`validation_failed\` with one entry per field, for example \`security.sessionTimeout\` with \`Use at least 5 minutes\`. Nothing is saved when any field is invalid.

Go back to the defaults for one group, or for everything:

\`\`\`sh
curl -s -X POST http://localhost:8787/api/settings/reset \\
  -H 'Authorization: Bearer <access_token>' \\
  -H 'Content-Type: application/json' \\
  -d '{"group": "security"}'
\`\`\`

Send \`{}\` to reset all five groups.

## Settings or environment variables?

Settings are for what an admin may change while the server runs. What the server needs before it can start (port, database, encryption key, NetSuite consumer key and secret, log level of the process) is set with environment variables instead; see **Environment variables**.
`,
  },
  {
    slug: 'users-roles-and-permissions',
    title: 'Users, roles and permissions',
    description:
      'What the admin, analyst and operator roles may do, how platform permissions and user statuses work, and how to add users and reset passwords.',
    category: 'security',
    type: 'Reference',
    readTimeMinutes: 3,
    difficulty: 'Beginner',
    body: `Every user has a role, a status and a set of ERP platforms. The API checks them on every request, and the console hides what a role cannot use. Admins manage users on the **Users** screen or through \`/api/users\`.

## Roles

| role | for | can |
| --- | --- | --- |
| \`admin\` | the people who run the system | everything: users, settings, contact messages, analytics, system health, all ERP platforms, record changes and script deployments |
| \`analyst\` | finance and operations analysts | read ERP data, run and create reports and saved searches, see analytics and system health |
| \`operator\` | day-to-day users | ask basic ERP queries |

Analysts manage no users or settings and cannot change records or deploy scripts. Every role can read the documentation.

## Permissions behind the roles

| permission | admin | analyst | operator |
| --- | --- | --- | --- |
| \`users:manage\` | yes | | |
| \`settings:manage\` | yes | | |
| \`contact:read\` | yes | | |
| \`system:read\` | yes | yes | |
| \`analytics:read\` | yes | yes | |
| \`docs:read\` | yes | yes | yes |
| \`erp:query\` | yes | yes | yes |
| \`erp:read\` | yes | yes | |
| \`reports:run\` | yes | yes | |
| \`reports:create\` | yes | yes | |
| \`records:write\` | yes | | |
| \`scripts:deploy\` | yes | | |

A signed-in user's own list is in the \`permissions\` field of \`GET /api/auth/me\`. A request the role does not allow answers 403 with code \`forbidden\`.

## Platform permissions

Besides the role, each user is allowed some of the ERP platforms: NetSuite, Dynamics 365 and SAP Business One. Admins reach every platform whatever their list says; for analysts and operators, a request against a platform they are not allowed answers 403 with code \`platform_forbidden\`. Give each person the platforms they work with; an analyst who only handles NetSuite needs only NetSuite.

## Status

| status | meaning |
| --- | --- |
| \`active\` | can sign in |
| \`inactive\` | cannot sign in; use it when someone leaves |
| \`pending\` | created but not yet allowed to sign in |

Only active users can sign in. The others get the same \`Invalid username or password\` as a wrong password, so the sign-in screen does not reveal which accounts exist.

## Adding a user

1. On the Users screen, add the user with a username (letters, digits, dots, dashes and underscores, at least 3 characters), name, email, role, platforms and optionally a department.
2. Set a first password, either while creating the user or afterwards. A user without a password cannot sign in.
3. Pass the password on by a safe channel. The user must replace it at their first sign-in, and the new one must meet the password policy.

Through the API:

\`\`\`sh
curl -s -X POST http://localhost:8787/api/users \\
  -H 'Authorization: Bearer <access_token>' \\
  -H 'Content-Type: application/json' \\
  -d '{"username": "jsmith", "name": "Jane Smith", "email": "jane@example.com", "role": "analyst", "platforms": ["netsuite"]}'
\`\`\`

then \`POST /api/users/{id}/password\` with \`{"password": "…"}\`.

## Resetting a forgotten password

An admin sets a new password with \`POST /api/users/{id}/password\` (or on the Users screen). The user signs in with it and is asked at once to choose their own.

## The last admin

An admin cannot demote or deactivate the last active admin, so the system always keeps someone who can manage it. Promote another user to admin first.
`,
  },
  {
    slug: 'production-security-checklist',
    title: 'Production security checklist',
    description:
      'The steps to take before anyone else can reach the server, from SECRET_KEY and the admin password to roles, sessions, NetSuite tokens and backups.',
    category: 'security',
    type: 'Checklist',
    readTimeMinutes: 3,
    difficulty: 'Advanced',
    body: `Work through this list before anyone but you can reach the server. The first two items are enforced: with \`NODE_ENV=production\` the server does not start until they are done.

## Before the first production start

- [ ] **Set \`SECRET_KEY\`** to a long random value (for example \`openssl rand -hex 32\`) kept in your secret store. It encrypts the stored ERP credentials.
- [ ] **Change the \`admin\` password.** Set \`ADMIN_PASSWORD\` for the first start on a new database, or sign in once before going to production mode; the first sign-in asks for a new password either way. Do this on a private address, before the server is reachable from outside.
- [ ] **Set \`NODE_ENV=production\`** so the server checks both of the above at every start.
- [ ] **Use PostgreSQL for anything shared** by setting \`DATABASE_URL\`, and restrict who can reach that database. The embedded database suits one machine only.
- [ ] **Serve the console over HTTPS**, for example behind a reverse proxy or load balancer that terminates TLS, with \`TRUST_PROXY=true\` and \`HOST=0.0.0.0\` (or the proxy-facing address). Session cookies and passwords must not cross the network in clear text; over HTTPS the server marks its cookie \`Secure\` and sends HSTS.

## Accounts and access

- [ ] **Give each person their own account.** Shared accounts make the throttling lock everyone out together and hide who did what.
- [ ] **Use the smallest role that works.** Operators for everyday questions, analysts for reporting, admins only for the people who run the system: only admins can change ERP records or deploy scripts.
- [ ] **Grant only the ERP platforms each person needs.**
- [ ] **Keep at least two admins**, so one can reset the other's password. The system never lets you demote or deactivate the last active admin, but it cannot stop that admin forgetting their password.
- [ ] **Set leavers to \`inactive\`.** They can no longer sign in.

## Passwords and sessions

- [ ] **Choose a password policy** under Settings › Security › passwordPolicy. The default, \`strong\`, asks for 12 characters with mixed case and a number; \`enterprise\` asks for 16 with a symbol as well.
- [ ] **Choose the idle timeout** under Settings › Security › sessionTimeout. The default is 30 minutes. Shorten it where screens are shared; remember that REMEMBER.ME sessions last 30 days, and ask people not to use it on shared machines.
- [ ] **Sign out on shared machines.** Logout ends the session on the server.

## NetSuite

- [ ] **Give the access token a dedicated NetSuite role** with only the permissions the agent needs, not Administrator. The agent can never do more than that role allows.
- [ ] **Keep the consumer secret out of the repository**: \`NETSUITE_CONSUMER_KEY\` and \`NETSUITE_CONSUMER_SECRET\` belong in the environment, like \`SECRET_KEY\`.
- [ ] **Revoke the access token in NetSuite** if its secret may have leaked, then create a new one and enter it on the Credentials screen.

## Operations

- [ ] **Back up the database** (or \`DATA_DIR\` with the embedded database) together with a safe copy of \`SECRET_KEY\`: the stored credentials cannot be decrypted without it.
- [ ] **Point your monitoring at \`GET /healthz\`.** It answers 503 when the database cannot be reached.
- [ ] **Run several instances if you need to** with the same \`DATABASE_URL\` and \`SECRET_KEY\`. Sessions and sign-in throttling live in the database, so every instance sees the same state.

## What the server already does

You do not need to configure these:

- Passwords are hashed with Argon2id (19 MiB, 2 passes; scrypt with N=2^17, r=8, p=1 on Node releases without Argon2), at OWASP's parameters; no plain password is stored.
- The session cookie is HttpOnly and SameSite=Lax, and the server stores only a hash of the session secret, so a copy of the database does not contain usable sessions.
- Requests that change something must be JSON from the same origin, which blocks cross-site request forgery.
- Five failed sign-ins within 15 minutes lock an account for 15 minutes; twenty from one address within 15 minutes block that address.
- ERP credentials are encrypted with AES-256-GCM and never sent back to a browser.
- Every endpoint checks the user's role and platform permissions.
`,
  },
  {
    slug: 'troubleshooting-sign-in-and-access',
    title: 'Troubleshooting sign-in and access',
    description:
      'Causes and fixes for refused sign-ins, locked accounts, ended sessions, forced password changes and 403 answers.',
    category: 'troubleshooting',
    type: 'Guide',
    readTimeMinutes: 3,
    difficulty: 'Beginner',
    body: `Most sign-in and access problems have one of a few causes. Find the message you see, then follow the fix.

## "Invalid username or password"

The server gives this one answer for every refused sign-in, so it does not reveal which accounts exist. The cause is one of:

- **The username or password is wrong.** The username may also be the account's email address. Passwords are case-sensitive.
- **The account is not active.** Only users with status \`active\` can sign in; \`inactive\` and \`pending\` accounts cannot. Ask an admin to set the account to active.
- **The account has no password yet.** Accounts created without a password cannot sign in until an admin sets one.

If you forgot your password, ask an admin to set a new one. You will be asked to replace it at once.

## Too many sign-in attempts (429)

After five failed attempts within 15 minutes the account is locked for 15 minutes; after twenty failed attempts from one network address within 15 minutes that address is blocked. Even the right password is refused during the lock. Wait for the lock to expire, then try again with care. The counts are shared by every API instance, so switching servers does not help.

If a lock keeps coming back, look for a script or a saved browser password still using an old password.

## You are suddenly signed out

Sessions end after sitting idle for the time set in Settings › Security › sessionTimeout, 30 minutes by default. Any use of the console keeps a session alive, but however busy, a session without REMEMBER.ME ends 12 hours after sign-in. Sign in again; check REMEMBER.ME to keep the session for 30 days on a machine only you use.

## You must change your password

After the first sign-in as \`admin\`, or after an admin set your password, the console asks for a new one before anything else. Through the API, requests answer 403 with code \`password_change_required\` until you call \`POST /api/auth/password\`.

If the new password is refused, it does not meet the password policy. The default policy asks for at least 12 characters with upper- and lower-case letters and a number; your admin may have chosen a stricter one.

## 403 with code \`forbidden\`

Your role does not include what you asked for. For example, only admins manage users and settings, change ERP records or deploy scripts; operators cannot run reports or saved searches. Ask an admin for a different role if your work needs it. The list of what you may do is in the \`permissions\` field of \`GET /api/auth/me\`.

## 403 with code \`platform_forbidden\`

Your account is not allowed that ERP platform. Ask an admin to add the platform (NetSuite, Dynamics 365 or SAP Business One) to your user. Admins never see this answer: they reach every platform.

## An admin cannot be demoted or deactivated

The last active admin cannot lose the admin role or be deactivated. Make another user an active admin first.

## Requests from a script are refused

Requests that change something must be sent as JSON and must not come from a page on another origin:

- **415 with code \`unsupported_media_type\`**: the body was not sent with \`Content-Type: application/json\`. Add the header.
- **403 with code \`cross_origin_refused\`**: the request came from a web page on another origin. Call the API from the console's own origin, or from a server-side script.
- **401 with code \`unauthenticated\`**: the request carried no valid session. Sign in again, or send \`Authorization: Bearer <access_token>\`; an expired access token can be renewed with the refresh token.
`,
  },
  {
    slug: 'troubleshooting-connections-and-server-start',
    title: 'Troubleshooting connections and server start',
    description:
      'Causes and fixes for a server that will not start, a health check that answers 503 and NetSuite connection errors.',
    category: 'troubleshooting',
    type: 'Guide',
    readTimeMinutes: 3,
    difficulty: 'Intermediate',
    body: `This guide covers the server that will not start, the health check that fails, and the agent that cannot reach NetSuite. For sign-in problems see **Troubleshooting sign-in and access**.

## The server refuses to start in production

With \`NODE_ENV=production\` the server checks two things at start and stops if either fails:

- **\`SECRET_KEY\` is unset.** Set it to a long random value, such as the output of \`openssl rand -hex 32\`. If the database already holds ERP credentials, use the key they were encrypted with; under a new key they cannot be read and must be entered again.
- **An admin still has the default password.** On a new database, start with \`ADMIN_PASSWORD\` set instead. Otherwise start the server once without \`NODE_ENV=production\`, against the same database, on a private address; sign in as \`admin\`, choose a new password, and restart in production mode.

## The server does not start at all

- **Node is too old.** The server needs Node.js 22.12 or newer; check with \`node --version\`. Node 24 LTS is recommended.
- **The port is taken.** Another process is listening on 8787. Stop it or start the server with another \`PORT\`.
- **The PostgreSQL server cannot be reached.** With \`DATABASE_URL\` set, the server connects and runs its migrations at start. Check the host, port, database name, user and password in the URL, and that the database accepts connections from this machine.

Set \`LOG_LEVEL=debug\` to see more of what happens during start.

## \`GET /healthz\` answers 503

The server is running but its database round trip failed. The \`database\` part of the answer says which driver is in use (\`pglite\` or \`postgres\`) and, where available, the error. With \`DATABASE_URL\`, check that the PostgreSQL server is up, that the URL is still right and that the network path is open. With the embedded database, check that \`DATA_DIR\` still exists and that the disk is not full; \`GET /api/system/health\` shows the free disk space and how much the data directory holds.

## "Not connected to NetSuite"

No NetSuite account is connected yet. Enter the account ID, token ID and token secret on the **Credentials** screen; see **Connect a NetSuite account**. If the account was connected before, check whether \`SECRET_KEY\` changed since: credentials stored under an old key cannot be decrypted, so enter them again.

## "Failed to connect to NetSuite"

The agent could not open a working connection with the stored credentials. Check, in this order:

1. **The consumer key and secret.** \`NETSUITE_CONSUMER_KEY\` and \`NETSUITE_CONSUMER_SECRET\` must be those of the integration record, and the server must have been restarted after you set them.
2. **The token belongs to that integration record.** An access token created for another integration record fails the signature check.
3. **The account ID.** Copy it from Setup › Company › Company Information; a sandbox account ID has a suffix such as \`_SB1\`.
4. **The token and the integration record are still enabled** in NetSuite, and the token has not been revoked.
5. **The token's role** has the Log in using Access Tokens and REST Web Services permissions, and the account has the REST Web Services and Token-Based Authentication features enabled.
6. **The network.** The server must be able to reach NetSuite over HTTPS; a firewall or proxy that blocks outgoing traffic stops every call.

## "Failed to create saved search" or "Failed to run saved search"

NetSuite refused the work. The usual cause is the token's role: it needs permission for the records the search covers and for searching. Try a narrower request to see which record type is the problem.

## The chat answers with general guidance instead of data

When the chat cannot reach the API it answers locally: it says it could not reach the server and offers guidance on the topic instead. Check that the server is running (\`GET /healthz\`), that your network can reach it, and then send the request again.

## Reporting a problem

Every error answer from the API carries a \`requestId\`. The server's log lines for that request carry the same id, so include it when you report a problem.
`,
  },
];
