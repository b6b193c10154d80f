/**
 * `npm run eval [cases]`: the agent evaluation. `cases` is a `.jsonl` file or a folder of them
 * (`eval/cases/` by default). Starts the API on a fresh data directory (so a freshly generated
 * default sandbox) on a free port, signs in, connects the sandbox, plays every labelled
 * conversation through the HTTP API, runs each case's reference SuiteQL (every reading of it)
 * against the sandbox right after its last turn, judges the last reply right, wrong or abstained,
 * and prints the report of `src/eval/report.ts`, ending with `whole-answer accuracy: 0.NN`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatReply } from '@erp-agent/core';
import { readCases } from '../src/eval/case-files.ts';
import { referenceQueries } from '../src/eval/eval-case.ts';
import { judge, type Verdict } from '../src/eval/judge.ts';
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
  const demo = await fetch(`${server.url}/functions/v1/netsuite/demo-credentials`, { headers: { cookie } }).then((r) =>
    r.json(),
  );
  const connected = await call('/functions/v1/netsuite/connect', demo, cookie);
  if (connected.status !== 200) throw new Error(`connecting the sandbox failed: ${JSON.stringify(connected.body)}`);

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
    for (const [index, prompt] of evalCase.turns.entries()) {
      const reply = await call<ChatReply>(
        '/api/chatbot/process',
        { prompt, ...(conversationId ? { conversationId } : {}) },
        cookie,
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
