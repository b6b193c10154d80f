import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';

describe('GET /healthz', () => {
  it('answers 200 with the version', async () => {
    const response = await testClient(createApp()).healthz.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', version: '0.1.0' });
  });
});
