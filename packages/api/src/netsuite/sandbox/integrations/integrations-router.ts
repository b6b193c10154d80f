import { INTEGRATION_RECORD_STATES as INTEGRATION_STATES } from '@erp-agent/core';
import { Hono } from 'hono';
import * as z from 'zod';
import { NetsuiteError } from '../http/netsuite-error.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';

const stateChange = z.object({ state: z.enum(INTEGRATION_STATES) }).strict();

/**
 * The sandbox's extension for integration records, under `/services/rest/sandbox/v1/integrations`
 * (a real account changes them only in its UI: Setup > Integration > Manage Integrations):
 *
 * - `PATCH /{id}` with `{ "state": "ENABLED" | "BLOCKED" }`: the record's state, as SuiteQL's
 *   `integration.state` then reads it; 200 with `{ id, name, state }`, 404 for no such record.
 *   The record's tokens stay, as NetSuite keeps them. Unlike NetSuite, the sandbox goes on
 *   accepting a blocked integration's tokens: its own demo token belongs to one.
 */
export function integrationsRouter() {
  return new Hono<SandboxEnv>().patch('/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,9}$/.test(id)) throw new NetsuiteError(400, 'INVALID_PARAMETER', `Invalid integration id: ${id}.`);
    const parsed = stateChange.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      throw new NetsuiteError(400, 'INVALID_PARAMETER', `Send { "state": "${INTEGRATION_STATES.join('" | "')}" }.`);
    }
    const { rows } = await c
      .get('sandbox')
      .engine.query<{ id: number; name: string; state: string }>(
        'update integration set state = $2 where id = $1 returning id, name, state',
        [Number(id), parsed.data.state],
      );
    const [row] = rows;
    if (row === undefined) {
      throw new NetsuiteError(404, 'NONEXISTENT_ID', `That record does not exist. integration: ${id}`);
    }
    return c.json({ id: String(row.id), name: row.name, state: row.state });
  });
}
