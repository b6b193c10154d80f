import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the principal cache', () => {
  it('serves a busy session without a query, and forgets it the moment a role changes', async () => {
    const { user, client } = await server.userWithRole('analyst');
    expect((await client.request('GET', '/api/system/health')).status).toBe(200);
    await (await server.admin()).request('PATCH', `/api/users/${user.id}`, { body: { role: 'operator' } });
    expect((await client.request('GET', '/api/system/health')).status).toBe(403);
    const me = await client.request<{ user: { role: string } }>('GET', '/api/auth/me');
    expect(me.body.user.role).toBe('operator');
  });
});
