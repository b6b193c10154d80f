import { runInNewContext } from 'node:vm';
import type { SdfProjectDetail } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Scripts the agent writes from a sentence, run as NetSuite's module loader would run them
 * (`define` with the `N/` modules it asks for), against stubs that record what the script did.
 */
let server: TestServer;
let agent: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  agent = await agentSession(server);
}, 120_000);
afterAll(() => server?.close());

interface Logged {
  readonly level: string;
  readonly title: string;
}

/** The N/ modules a generated script may load, each recording its calls. */
function stubModules(logged: Logged[]) {
  const log = Object.fromEntries(
    ['debug', 'audit', 'error', 'emergency'].map((level) => [
      level,
      ({ title }: { title: string }) => logged.push({ level, title }),
    ]),
  );
  return { 'N/log': log };
}

/** A record in hand, as `context.newRecord` or `context.currentRecord`. */
function stubRecord(type: string) {
  const values = new Map<string, unknown>();
  return {
    type,
    id: '42',
    values,
    setValue: ({ fieldId, value }: { fieldId: string; value: unknown }) => values.set(fieldId, value),
    getValue: ({ fieldId }: { fieldId: string }) => values.get(fieldId),
  };
}

/** Loads a script's entry points, as NetSuite does: the factory of its one `define`, given its modules. */
function load(source: string, modules: Record<string, unknown>): Record<string, (context: unknown) => unknown> {
  let entryPoints: Record<string, (context: unknown) => unknown> | undefined;
  const define = (
    paths: string[],
    factory: (...loaded: unknown[]) => Record<string, (context: unknown) => unknown>,
  ) => {
    entryPoints = factory(
      ...paths.map((path) => {
        if (!(path in modules)) throw new Error(`the script loads ${path}, which the test does not stub`);
        return modules[path];
      }),
    );
  };
  runInNewContext(source, { define });
  if (!entryPoints) throw new Error('the script did not call define');
  return entryPoints;
}

async function written(prompt: string): Promise<{ name: string; source: string }> {
  agent.reset();
  const proposed = await agent.ask(prompt);
  expect(proposed.confirmation?.tool).toBe('sdf_createProject');
  const done = await agent.ask('yes');
  const name = String(done.result?.project_name);
  const project = await agent.client.request<SdfProjectDetail>('GET', `/api/projects/${name}`);
  const path = Object.keys(project.body.files).find(
    (file) => file.startsWith('src/FileCabinet/') && file.endsWith('.js'),
  );
  if (!path) throw new Error(`${name} has no script file`);
  return { name, source: project.body.files[path] ?? '' };
}

const USER_EVENT_TYPES = { CREATE: 'create', EDIT: 'edit', DELETE: 'delete' };

describe('generated scripts, run against stubs of the N/ modules', () => {
  it('a user event script sets the memo on new sales orders, and only on new ones', async () => {
    const { source } = await written(
      'write a user event script that sets the memo to Checked by ops on new sales orders',
    );
    const logged: Logged[] = [];
    const script = load(source, stubModules(logged));
    expect(Object.keys(script)).toEqual(['beforeSubmit']);

    const created = stubRecord('salesorder');
    script.beforeSubmit?.({ type: 'create', UserEventType: USER_EVENT_TYPES, newRecord: created });
    expect(created.values.get('memo')).toBe('Checked by ops');
    expect(logged).toEqual([{ level: 'debug', title: 'Field set' }]);

    const edited = stubRecord('salesorder');
    script.beforeSubmit?.({ type: 'edit', UserEventType: USER_EVENT_TYPES, newRecord: edited });
    expect(edited.values.has('memo')).toBe(false);
  });

  it('a client script sets the memo when the record is saved, and lets the save go on', async () => {
    const { source } = await written('write a client script that sets the memo to Reviewed on sales orders');
    expect(source).toContain('@NScriptType ClientScript');
    const logged: Logged[] = [];
    const script = load(source, stubModules(logged));
    const current = stubRecord('salesorder');
    expect(script.saveRecord?.({ currentRecord: current })).toBe(true);
    expect(current.values.get('memo')).toBe('Reviewed');
  });
});
