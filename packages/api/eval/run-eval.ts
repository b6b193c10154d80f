/**
 * `npm run eval [cases]`: the agent evaluation. `cases` is a `.jsonl` file or a folder of them
 * (`eval/cases/` by default). Starts the API on a fresh data directory (so a freshly generated
 * default sandbox) on a free port, signs in, connects the sandbox, plays every labelled
 * conversation through the HTTP API, runs each case's reference SuiteQL (every reading of it)
 * against the sandbox right after its last turn, judges the last reply right, wrong or abstained,
 * and prints the report of `src/eval/report.ts`, ending with `whole-answer accuracy: 0.NN`.
 *
 * A case that names its `connections` is played by a user of its own for that set of systems
 * (made once per set, each system connected to its embedded sandbox), so "the user's only
 * connection" and "two systems could answer" are what the agent meets; its OData references are
 * read from the Dataverse and Service Layer sandboxes over plain HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatReply } from '@erp-agent/core';
import { readCases } from '../src/eval/case-files.ts';
import { caseConnections, odataReadings, referenceQueries } from '../src/eval/eval-case.ts';
import { judge, type Verdict } from '../src/eval/judge.ts';
import { createODataReferenceReader } from '../src/eval/odata-reference.ts';
import type { Row } from '../src/eval/reply-reading.ts';
import { type CaseResult, formatReport } from '../src/eval/report.ts';
import { createNetsuiteConnector, sandboxEndpoints } from '../src/netsuite/connector/index.ts';
import { sandboxAccount } from '../src/netsuite/sandbox/account/sandbox-account.ts';
import { spawnServer } from '../src/test/spawn-server.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const argument = process.argv[2];
const casesPath = argument
  ? isAbsolute(argument)
    ? argument
    : resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : here('./cases');

const { cases, files } = await readCases(casesPath);
const secretKey = randomBytes(32).toString('hex');
const password = `Eval-${randomBytes(9).toString('base64url')}1a`;
/** Where each embedded sandbox hands out its demo credentials. */
const DEMO = {
  netsuite: '/functions/v1/netsuite/demo-credentials',
  dynamics: '/api/dynamics/demo-credentials',
  sap: '/api/sap/demo-credentials',
} as const;
const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-eval-'));
console.log(`${cases.length} cases from ${files.length} file(s) in ${casesPath}; starting the API on a fresh sandbox…`);
const server = await spawnServer(
  here('../src/main.ts'),
  { DATA_DIR: dataDir, SECRET_KEY: secretKey, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  '/healthz',
  { discardStdout: true },
);

async function call<T>(
  path: string,
  body: unknown,
  cookie?: string,
): Promise<{ status: number; body: T; cookie?: string }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as T,
    ...(setCookie ? { cookie: setCookie } : {}),
  };
}

try {
  const signedIn = await call('/api/auth/login', { username: 'admin', password });
  if (signedIn.status !== 200 || !signedIn.cookie) throw new Error(`signing in failed: ${signedIn.status}`);
  const cookie = signedIn.cookie;
  const changed = await call(
    '/api/auth/password',
    { currentPassword: password, newPassword: `${password}-Changed2` },
    cookie,
  );
  if (changed.status !== 200) throw new Error(`changing the first password failed: ${changed.status}`);
  const demoOf = (system: string) =>
    fetch(`${server.url}${DEMO[system as keyof typeof DEMO]}`, { headers: { cookie } }).then(
      (r) => r.json() as Promise<Record<string, string>>,
    );
  const connect = async (system: string, userCookie: string) => {
    const demo = await demoOf(system);
    const [path, body] =
      system === 'netsuite'
        ? ['/functions/v1/netsuite/connect', demo]
        : system === 'dynamics'
          ? ['/api/dynamics/connect', { ...demo, authMethod: 'secret' }]
          : ['/api/sap/connect', demo];
    const connected = await call(path, body, userCookie);
    if (connected.status !== 200) {
      throw new Error(`connecting the ${system} sandbox failed: ${JSON.stringify(connected.body)}`);
    }
  };
  await connect('netsuite', cookie);

  // One user per set of connected systems, made when a case first needs it.
  const cookies = new Map<string, string>([['netsuite', cookie]]);
  const cookieFor = async (systems: readonly string[]): Promise<string> => {
    const key = [...systems].sort().join('+');
    const known = cookies.get(key);
    if (known) return known;
    const username = `eval-${key.replace(/\+/g, '-')}`;
    const first = `First-${randomBytes(9).toString('base64url')}1a`;
    const made = await call(
      '/api/users',
      {
        username,
        name: `Eval ${key}`,
        email: `${username}@eval.test`,
        role: 'admin',
        platforms: systems,
        password: first,
      },
      cookie,
    );
    if (made.status !== 200 && made.status !== 201) throw new Error(`making ${username} failed: ${made.status}`);
    const session = await call('/api/auth/login', { username, password: first });
    if (!session.cookie) throw new Error(`signing in as ${username} failed: ${session.status}`);
    const changedFirst = await call(
      '/api/auth/password',
      { currentPassword: first, newPassword: `${first}-Changed2` },
      session.cookie,
    );
    if (changedFirst.status !== 200) throw new Error(`changing ${username}'s first password failed`);
    for (const system of systems) await connect(system, session.cookie);
    cookies.set(key, session.cookie);
    return session.cookie;
  };

  const dynamicsDemo = await demoOf('dynamics');
  const sapDemo = await demoOf('sap');
  const odata = createODataReferenceReader({
    dynamics: {
      tokenUrl: `${server.url}/dynamics-sandbox/${dynamicsDemo.tenantId}/oauth2/v2.0/token`,
      apiRoot: `${server.url}/dynamics-sandbox/api/data/v9.2/`,
      environmentUrl: String(dynamicsDemo.environmentUrl),
      clientId: String(dynamicsDemo.clientId),
      clientSecret: String(dynamicsDemo.clientSecret),
    },
    sap: {
      serviceRoot: String(sapDemo.serviceLayerUrl),
      companyDb: String(sapDemo.companyDb),
      userName: String(sapDemo.userName),
      password: String(sapDemo.password),
    },
  });

  const account = sandboxAccount({ secretKey });
  const reference = createNetsuiteConnector({
    accountId: account.accountId,
    consumerKey: account.consumerKey,
    consumerSecret: account.consumerSecret,
    tokenId: account.demoTokenId,
    tokenSecret: account.demoTokenSecret,
    endpoints: sandboxEndpoints(`${server.url}/netsuite-sandbox`),
  });

  const results: CaseResult[] = [];
  const started = performance.now();
  for (const evalCase of cases) {
    let conversationId: string | undefined;
    let firstIntent = 'none';
    let last: ChatReply = {};
    const userCookie = await cookieFor(caseConnections(evalCase));
    for (const [index, prompt] of evalCase.turns.entries()) {
      const reply = await call<ChatReply>(
        '/api/chatbot/process',
        { prompt, ...(conversationId ? { conversationId } : {}) },
        userCookie,
      );
      last = reply.status === 200 ? reply.body : { error: `http_${reply.status}`, message: JSON.stringify(reply.body) };
      conversationId = last.conversationId ?? conversationId;
      if (index === 0) firstIntent = typeof last.intent === 'string' ? last.intent : 'none';
    }
    let verdict: Verdict;
    try {
      const readings: Row[][] = [];
      for (const query of referenceQueries(evalCase.expect)) {
        readings.push((await reference.suiteql(query, { maxRows: 1000 })).items);
      }
      for (const reading of odataReadings(evalCase.expect)) readings.push(await odata(reading));
      verdict = judge(evalCase.expect, last, readings);
    } catch (error) {
      verdict = {
        outcome: 'wrong',
        reason: `the reference query failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    results.push({ evalCase, intent: firstIntent, verdict });
    process.stdout.write(verdict.outcome === 'right' ? '.' : verdict.outcome === 'wrong' ? 'F' : 'a');
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n\n${results.length} cases in ${seconds.toFixed(1)} s (${((seconds * 1000) / results.length).toFixed(0)} ms a case)\n`,
  );
  for (const line of formatReport(results)) console.log(line);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
