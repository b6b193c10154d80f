/**
 * `npm run eval [cases.jsonl]`: the agent evaluation. Starts the API on a fresh data directory
 * (so a freshly generated default sandbox), signs in, connects the sandbox, plays every labelled
 * conversation through the HTTP API, runs each case's reference SuiteQL against the sandbox right
 * after its last turn, and prints per-intent precision, recall and F1, the confusion matrix, the
 * cases that failed and, last, `whole-answer accuracy: 0.NN`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatReply } from '@erp-agent/core';
import { type EvalCase, parseCases } from '../src/eval/eval-case.ts';
import { judge, type Verdict } from '../src/eval/judge.ts';
import { intentScores } from '../src/eval/metrics.ts';
import { createNetsuiteConnector, sandboxEndpoints } from '../src/netsuite/connector/index.ts';
import { sandboxAccount } from '../src/netsuite/sandbox/account/sandbox-account.ts';
import { spawnServer } from '../src/test/spawn-server.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const argument = process.argv[2];
const casesFile = argument
  ? isAbsolute(argument)
    ? argument
    : resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : here('./cases.jsonl');

const cases = parseCases(await readFile(casesFile, 'utf8'));
const secretKey = randomBytes(32).toString('hex');
const password = `Eval-${randomBytes(9).toString('base64url')}1a`;
const dataDir = await mkdtemp(join(tmpdir(), 'erp-agent-eval-'));
console.log(`${cases.length} cases from ${casesFile}; starting the API on a fresh sandbox…`);
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

  const results: { evalCase: EvalCase; intent: string; verdict: Verdict }[] = [];
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
    const expectation = evalCase.expect;
    const query =
      'table' in expectation
        ? expectation.table.suiteql
        : 'value' in expectation
          ? expectation.value.suiteql
          : 'state' in expectation
            ? expectation.state.suiteql
            : undefined;
    let rows: Record<string, unknown>[] | undefined;
    let verdict: Verdict;
    try {
      rows = query ? (await reference.suiteql(query, { maxRows: 1000 })).items : undefined;
      verdict = judge(expectation, last, rows);
    } catch (error) {
      verdict = {
        pass: false,
        reason: `the reference query failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    results.push({ evalCase, intent: firstIntent, verdict });
    process.stdout.write(verdict.pass ? '.' : 'F');
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n\n${results.length} cases in ${seconds.toFixed(1)} s (${((seconds * 1000) / results.length).toFixed(0)} ms a case)\n`,
  );

  const scores = intentScores(results.map(({ evalCase, intent }) => ({ expected: evalCase.intent, got: intent })));
  console.log('intent                 support  precision  recall    F1');
  for (const score of scores.perIntent) {
    console.log(
      `${score.intent.padEnd(22)} ${String(score.support).padStart(7)}  ${score.precision.toFixed(2).padStart(9)}  ${score.recall.toFixed(2).padStart(6)}  ${score.f1.toFixed(2).padStart(4)}`,
    );
  }
  const intentAccuracy = results.filter(({ evalCase, intent }) => evalCase.intent === intent).length / results.length;
  console.log(`intent accuracy: ${intentAccuracy.toFixed(2)}\n`);

  console.log('confusion matrix (rows: labelled, columns: answered; only intents that were confused)');
  for (const [expected, row] of scores.confusion) {
    const confused = [...row].filter(([got]) => got !== expected);
    if (confused.length > 0)
      console.log(`  ${expected} -> ${confused.map(([got, count]) => `${got} ×${count}`).join(', ')}`);
  }

  const misread = results.filter(({ evalCase, intent, verdict }) => verdict.pass && evalCase.intent !== intent);
  if (misread.length > 0) {
    console.log('\ncases answered right under another intent:');
    for (const { evalCase, intent } of misread)
      console.log(`  ${evalCase.id} [${evalCase.intent} -> ${intent}] ${JSON.stringify(evalCase.turns[0])}`);
  }
  const failures = results.filter(({ verdict }) => !verdict.pass);
  if (failures.length > 0) {
    console.log('\nfailed cases:');
    for (const { evalCase, intent, verdict } of failures) {
      console.log(
        `  ${evalCase.id} [${evalCase.intent} -> ${intent}] ${JSON.stringify(evalCase.turns)}: ${verdict.reason}`,
      );
    }
  }
  const accuracy = (results.length - failures.length) / results.length;
  console.log(`\nwhole-answer accuracy: ${accuracy.toFixed(2)}`);
} finally {
  server.stop();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await rm(dataDir, { recursive: true, force: true });
}
