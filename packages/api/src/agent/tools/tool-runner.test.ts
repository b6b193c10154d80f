import type { Permission } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { conversations, toolCalls } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { PendingActionStore } from '../confirmations/pending-action-store.ts';
import { readTool, writeTool } from './tool-definition.ts';
import { adminUserId, runnerDefaults, testToolContext } from './tool-runner.fixture.ts';
import { CONFIRMATION_TTL_MS, ToolRunner } from './tool-runner.ts';

/** Tools that need no ERP: a counter read, and a write that adds to it. */
let counter = 0;
const readCounter = readTool({
  name: 'test_read',
  title: 'Read the counter',
  description: 'Reads the counter',
  input: z.object({ times: z.number().int().min(1).max(3) }),
  output: z.object({ value: z.number() }),
  permission: 'erp:query',
  risk: 'read',
  run: async ({ times }) => ({ value: counter * times }),
});
const addToCounter = writeTool({
  name: 'test_add',
  title: 'Add to the counter',
  description: 'Adds to the counter',
  input: z.object({ by: z.number().int() }),
  output: z.object({ value: z.number() }),
  permission: 'records:write',
  risk: 'write',
  preview: async ({ by }) => ({
    title: `Add ${by}`,
    preview: {
      action: 'update',
      recordType: 'counter',
      recordLabel: 'Counter',
      changes: [{ name: 'value', label: 'Value', from: counter, to: counter + by }],
    },
  }),
  run: async ({ by }) => {
    counter += by;
    return { value: counter };
  },
  describeOutcome: ({ value }) => `The counter is ${value}.`,
});

let server: TestServer;
let conversationId: string;
let userId: string;
let clock = Date.parse('2026-11-22T12:00:00Z');
const context = testToolContext();

function runner(permissions: readonly Permission[], secret = 'a-secret-key-of-at-least-thirty-two-characters') {
  const db = server.database.db;
  return new ToolRunner({
    tools: [readCounter, addToCounter],
    caller: { userId, permissions, platforms: ['netsuite'] },
    conversationId,
    context: () => context,
    actions: new PendingActionStore(db),
    ...runnerDefaults(db, secret),
    now: () => new Date(clock),
  });
}

beforeAll(async () => {
  server = await createTestServer();
  userId = await adminUserId(server);
  const [row] = await server.database.db.insert(conversations).values({ userId, title: 'runner test' }).returning();
  conversationId = row?.id ?? '';
});
afterAll(() => server.close());

describe('ToolRunner', () => {
  it('runs a read at once and records it', async () => {
    counter = 5;
    expect(await runner(['erp:query']).call('test_read', { times: 2 })).toEqual({
      status: 'ok',
      tool: 'test_read',
      output: { value: 10 },
    });
    const calls = await server.database.db.select().from(toolCalls);
    expect(calls.at(-1)).toMatchObject({ tool: 'test_read', outcome: 'ok', input: { times: 2 } });
  });

  it('refuses a tool the role lacks, and input its schema refuses, naming the field', async () => {
    expect(await runner(['erp:query']).call('test_add', { by: 1 })).toMatchObject({
      status: 'failed',
      code: 'forbidden',
    });
    expect(await runner(['erp:query']).call('test_read', { times: 9 })).toMatchObject({
      status: 'failed',
      code: 'invalid_input',
      message: expect.stringContaining('times'),
    });
    expect(await runner(['erp:query']).call('no_such_tool', {})).toMatchObject({ code: 'not_found' });
  });

  it('holds a write until the preview is confirmed, then runs it once', async () => {
    counter = 1;
    const all = runner(['erp:query', 'records:write']);
    const proposed = await all.call('test_add', { by: 2 });
    expect(proposed).toMatchObject({ status: 'proposed', confirmation: { title: 'Add 2', risk: 'write' } });
    expect(counter).toBe(1);
    if (proposed.status !== 'proposed') throw new Error('not proposed');
    const { id, token } = proposed.confirmation;
    expect(await all.decide({ id, token, decision: 'confirm' })).toMatchObject({
      status: 'done',
      summary: 'The counter is 3.',
      lead: 'Done.',
    });
    expect(await all.decide({ id, token, decision: 'confirm' })).toMatchObject({
      status: 'refused',
      code: 'confirmation_stale',
    });
    expect(counter).toBe(3);
  });

  it('refuses a token made with another secret, as another instance with another SECRET_KEY would', async () => {
    const proposed = await runner(['records:write']).call('test_add', { by: 1 });
    if (proposed.status !== 'proposed') throw new Error('not proposed');
    const { id, token } = proposed.confirmation;
    const other = runner(['records:write'], 'another-secret-key-of-thirty-two-characters!');
    expect(await other.decide({ id, token, decision: 'confirm' })).toMatchObject({ code: 'confirmation_invalid' });
  });

  it('refuses a confirmation once it has expired', async () => {
    const proposed = await runner(['records:write']).call('test_add', { by: 1 });
    if (proposed.status !== 'proposed') throw new Error('not proposed');
    clock += CONFIRMATION_TTL_MS + 1;
    const { id, token } = proposed.confirmation;
    expect(await runner(['records:write']).decide({ id, token, decision: 'confirm' })).toMatchObject({
      code: 'confirmation_stale',
      message: expect.stringContaining('expired'),
    });
  });

  it('previews again instead of writing when the state moved since the preview', async () => {
    counter = 10;
    const all = runner(['records:write']);
    const proposed = await all.call('test_add', { by: 1 });
    if (proposed.status !== 'proposed') throw new Error('not proposed');
    counter = 20;
    const { id, token } = proposed.confirmation;
    const decided = await all.decide({ id, token, decision: 'confirm' });
    expect(decided).toMatchObject({
      status: 'changed',
      confirmation: { preview: { changes: [{ from: 20, to: 21 }] } },
    });
    expect(counter).toBe(20);
  });
});
