import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsRouter } from './serve-assets.ts';

let root: string;
let router: ReturnType<typeof assetsRouter>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'erp-assets-'));
  const consoleDir = join(root, 'console');
  const widgetDir = join(root, 'widget');
  await mkdir(join(widgetDir, 'chunks'), { recursive: true });
  await mkdir(consoleDir, { recursive: true });
  await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');
  await mkdir(join(consoleDir, 'assets'), { recursive: true });
  await writeFile(join(consoleDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(join(widgetDir, 'widget.js'), '/* loader */');
  await writeFile(join(widgetDir, 'widget.mjs'), 'export {};');
  await writeFile(join(widgetDir, 'diagnose.mjs'), 'export const diagnose = 1;');
  await writeFile(join(widgetDir, 'chunks', 'ui-abc123.mjs'), 'export const ui = 1;');
  router = assetsRouter({ consoleDir, widgetDir });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the console files', () => {
  it('serves hashed assets for a year', async () => {
    const response = await router.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("answers the console's routes with its page, revalidated, for browsers and for curl alike", async () => {
    const asked = [
      ['/', undefined],
      ['/login', undefined],
      ['/admin/users', 'text/html,application/xhtml+xml'],
      ['/reports/q3.summary', 'text/html'],
    ] as const;
    for (const [path, accept] of asked) {
      const response = await router.request(path, { headers: accept ? { accept } : {} });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>Console</title>');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('leaves missing files and API paths to a 404, not the page', async () => {
    for (const path of ['/assets/missing.js', '/logo.png', '/api/nothing', '/healthz/extra']) {
      expect((await router.request(path)).status, path).toBe(404);
    }
    expect((await router.request('/api/nothing', { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});

describe('the widget files', () => {
  it.each([
    ['/widget.js', '/* loader */'],
    ['/widget.mjs', 'export {};'],
    ['/diagnose.mjs', 'export const diagnose = 1;'],
  ])('serves %s as script any site may load, revalidated within minutes', async (path, body) => {
    const response = await router.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the hashed chunks for a year, to module imports from any site', async () => {
    const response = await router.request('/chunks/ui-abc123.mjs');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves nothing else from the widget folder', async () => {
    expect((await router.request('/widget.cjs')).status).toBe(404);
    expect((await router.request('/chunks/missing.mjs')).status).toBe(404);
  });
});
