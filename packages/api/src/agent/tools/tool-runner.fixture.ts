import pino from 'pino';
import type { Database } from '../../db/client.ts';
import { createServerKeys } from '../../lib/server-keys.ts';
import type { TestServer } from '../../test/test-server.ts';
import { ToolCallRecorder } from '../recording/tool-call-recorder.ts';
import { SILENT_EVENTS } from '../turn/turn-events.ts';
import type { ToolContext } from './tool-context.ts';
import type { ToolRunnerOptions } from './tool-runner.ts';

/** Test support: a context whose ERPs and projects refuse, for tools that need none; a test passes what it does need. */
export function testToolContext(given: Partial<ToolContext> = {}): ToolContext {
  return {
    netsuite: () => Promise.reject(new Error('no ERP in this test')),
    sap: () => Promise.reject(new Error('no ERP in this test')),
    dynamics: () => Promise.reject(new Error('no ERP in this test')),
    account: () => Promise.reject(new Error('no ERP in this test')),
    projects: () => {
      throw new Error('no projects in this test');
    },
    suiteCloudCli: undefined,
    actionId: undefined,
    signal: undefined,
    ...given,
  };
}

/** The id of a test server's signed-in admin, whom the runner's calls are recorded for. */
export async function adminUserId(server: TestServer): Promise<string> {
  const admin = await server.admin();
  return (await admin.request<{ user: { id: string } }>('GET', '/api/auth/me')).body.user.id;
}

/** What every test runner shares: chat, the test key, calls recorded in the database, logs and events silent. */
export function runnerDefaults(
  db: Database,
  secret = 'a-secret-key-of-at-least-thirty-two-characters',
): Pick<ToolRunnerOptions, 'channel' | 'keys' | 'recorder' | 'events' | 'logger'> {
  return {
    channel: 'chat',
    keys: createServerKeys(secret),
    recorder: new ToolCallRecorder(db, pino({ level: 'silent' })),
    events: SILENT_EVENTS,
    logger: pino({ level: 'silent' }),
  };
}
