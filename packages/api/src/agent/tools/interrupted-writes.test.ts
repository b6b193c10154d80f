import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { conversations } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { PendingActionStore } from '../confirmations/pending-action-store.ts';
import { writeTool } from './tool-definition.ts';
import { ToolError } from './tool-error.ts';
import { adminUserId, runnerDefaults, testToolContext } from './tool-runner.fixture.ts';
import { ToolRunner } from './tool-runner.ts';

/**
 * Writes confirmed and left "running" by a process that died: the next turn settles each once,
 * from what the tool finds in the ERP, and leaves alone one whose process still lives.
 */
type Found = { readonly id: string } | undefined | 'erp down';
let found: Found;
const recoverable = writeTool({
  name: 'test_make',
  title: 'Make a thing',
  description: 'Makes a thing',
  input: z.object({ name: z.string() }),
  output: z.object({ id: z.string() }),
  permission: 'records:write',
  risk: 'write',
  preview: async ({ name }) => ({
    title: `Make ${name}`,
    preview: { action: 'create', recordType: 'thing', recordLabel: 'Thing', fields: [] },
  }),
  run: async () => ({ id: 'never' }),
  recover: async () => {
    if (found === 'erp down') throw new ToolError('unavailable', 'NetSuite could not be reached.');
    return found;
  },
  describeOutcome: ({ id }, { name }) => `Made ${name} (id ${id}).`,
});
const unrecoverable = writeTool({ ...recoverable, name: 'test_blind', recover: undefined });

const context = testToolContext();
const DEAD = `${hostname()}:${spawnSync(process.execPath, ['-e', '0']).pid}`;

let server: TestServer;
let userId: string;
let store: PendingActionStore;

function runnerIn(conversationId: string): ToolRunner {
  const db = server.database.db;
  return new ToolRunner({
    tools: [recoverable, unrecoverable],
    caller: { userId, permissions: ['records:write'], platforms: ['netsuite'] },
    conversationId,
    context: () => context,
    actions: store,
    ...runnerDefaults(db),
  });
}

/** A write proposed in a new conversation and claimed by `runner`, as if it were being carried out. */
async function claimedBy(runner: string, tool = 'test_make') {
  const [row] = await server.database.db.insert(conversations).values({ userId, title: 'interrupted' }).returning();
  const conversationId = row?.id ?? '';
  const proposed = await runnerIn(conversationId).call(tool, { name: 'Widget' });
  if (proposed.status !== 'proposed') throw new Error(`not proposed: ${JSON.stringify(proposed)}`);
  expect(await store.claim(proposed.confirmation.id, 'running', runner)).toBe(true);
  return { conversationId, id: proposed.confirmation.id };
}

beforeAll(async () => {
  server = await createTestServer();
  userId = await adminUserId(server);
  store = new PendingActionStore(server.database.db);
});
afterAll(() => server.close());

describe('writes interrupted by the death of their process', () => {
  it('reports one the ERP had carried out, once, and records it done', async () => {
    found = { id: '812' };
    const { conversationId, id } = await claimedBy(DEAD);
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([
      'The server stopped while carrying out "Make Widget". It had been done: Made Widget (id 812).',
    ]);
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([]);
    expect(await store.find(id)).toMatchObject({ status: 'done' });
    expect(await store.lastDone(conversationId)).toMatchObject({ output: { id: '812' } });
  });

  it('reports one the ERP never carried out as not done', async () => {
    found = undefined;
    const { conversationId, id } = await claimedBy(DEAD);
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([
      'The server stopped while carrying out "Make Widget". It was not done, so nothing was created; ask again if you still want it.',
    ]);
    expect(await store.find(id)).toMatchObject({ status: 'failed' });
  });

  it('asks again on the next turn when the ERP cannot be asked now', async () => {
    found = 'erp down';
    const { conversationId, id } = await claimedBy(DEAD);
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([
      'The server stopped while carrying out "Make Widget". I could not check yet whether it was done (NetSuite could not be reached); I will check again on your next message.',
    ]);
    expect(await store.find(id)).toMatchObject({ status: 'running' });
    found = { id: '9' };
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([
      'The server stopped while carrying out "Make Widget". It had been done: Made Widget (id 9).',
    ]);
  });

  it('says the outcome cannot be told for a write that cannot look itself up', async () => {
    const { conversationId, id } = await claimedBy(DEAD, 'test_blind');
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([
      'The server stopped while carrying out "Make Widget". I cannot tell whether it was done: check in the ERP before asking again.',
    ]);
    expect(await store.find(id)).toMatchObject({ status: 'failed' });
  });

  it('leaves alone a write whose process still runs it', async () => {
    found = { id: '1' };
    const { conversationId, id } = await claimedBy(`${hostname()}:${process.pid}`);
    expect(await runnerIn(conversationId).recoverInterrupted()).toEqual([]);
    const elsewhere = await claimedBy('another-host:42');
    expect(await runnerIn(elsewhere.conversationId).recoverInterrupted()).toEqual([]);
    expect(await store.find(id)).toMatchObject({ status: 'running' });
  });
});
