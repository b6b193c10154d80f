import type { ErrorEnvelope } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the API reference', () => {
  it('describes the routes in /api/openapi.json', async () => {
    const reply = await server.anonymous.request<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\./);
    expect(Object.keys(reply.body.paths)).toEqual(expect.arrayContaining(['/api/auth/me', '/api/users']));
  });

  it('serves the Swagger UI page with the scripts and styles it loads', async () => {
    const page = await server.anonymous.request<string>('GET', '/api/docs');
    expect(page.status).toBe(200);
    const loaded = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]);
    expect(loaded).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    const expected: Record<string, { type: string; cache: string; text: RegExp }> = {
      '/api/docs/swagger-ui.css': { type: 'text/css', cache: 'public, max-age=86400', text: /\.swagger-ui/ },
      '/api/docs/swagger-ui-bundle.js': {
        type: 'text/javascript',
        cache: 'public, max-age=86400',
        text: /SwaggerUIBundle/,
      },
      '/api/docs/init.js': { type: 'text/javascript', cache: 'no-cache', text: /url: '\/api\/openapi\.json'/ },
    };
    for (const path of loaded) {
      const asset = await server.anonymous.request<string>('GET', path ?? '');
      const want = expected[path ?? ''];
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get('content-type'), path).toContain(want?.type);
      expect(asset.headers.get('cache-control'), path).toBe(want?.cache);
      expect(asset.body, path).toMatch(want?.text ?? /^$/);
    }
  });

  it('answers 404 for a file it does not have, outside Swagger UI as well', async () => {
    for (const path of ['/api/docs/nothing.js', '/api/docs/..%2Fpackage.json', '/api/docs/index.html']) {
      const reply = await server.anonymous.request<ErrorEnvelope>('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.code, path).toBe('not_found');
    }
  });
});
