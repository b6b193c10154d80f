import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  chunkHolding,
  closure,
  gzipBytes,
  importCycles,
  ROUTE_MODULES,
  routeLoads,
  routeWeights,
  totalGzip,
} from './bundle-sizes.ts';

function chunk(fileName: string, code: string, extra: Partial<BuiltChunk> = {}): [string, BuiltChunk] {
  return [
    fileName,
    {
      fileName,
      code,
      imports: [],
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
      moduleIds: [],
      ...extra,
    },
  ];
}

const chunks = new Map([
  chunk('entry.js', 'entry'.repeat(50), { isEntry: true, imports: ['react.js'] }),
  chunk('react.js', 'react'.repeat(500)),
  chunk('shared.js', 'shared'.repeat(100)),
  chunk('landing.js', 'landing', {
    isDynamicEntry: true,
    imports: ['shared.js', 'react.js'],
    facadeModuleId: '/app/src/landing.tsx',
  }),
  chunk('chat.js', 'chat'.repeat(300), {
    isDynamicEntry: true,
    imports: ['shared.js'],
    facadeModuleId: '/app/src/chat.tsx',
  }),
  chunk('widget.js', 'widget', { isDynamicEntry: true, facadeModuleId: '/app/node_modules/widget/index.ts' }),
]);

describe('bundle sizes', () => {
  it('follows static imports, once each', () => {
    expect([...closure(chunks, 'landing.js')].sort()).toEqual(['landing.js', 'react.js', 'shared.js']);
  });

  it('weighs each route by what it adds beyond the entry, heaviest first, only for the app’s own modules', () => {
    const weights = routeWeights(chunks, '/app/src/');
    expect(weights.map((weight) => weight.module)).toEqual(['chat.tsx', 'landing.tsx']);
    expect(weights[1]?.addedGzip).toBe(totalGzip(chunks, ['landing.js', 'shared.js']));
    expect(weights[1]?.addedGzip).toBe(gzipBytes('landing') + gzipBytes('shared'.repeat(100)));
  });

  it('finds a module in the chunk of the group it joined', () => {
    const grouped = new Map([chunk('group.js', 'g', { moduleIds: ['/app/src/a.ts', '/app/src/b.tsx'] })]);
    expect(chunkHolding(grouped, 'src/b.tsx').fileName).toBe('group.js');
    expect(() => chunkHolding(grouped, 'src/c.tsx')).toThrow(/no chunk/);
  });

  it('counts what each route loads before it paints: the entry, its modules’ chunks and their imports, once each', () => {
    const at = (path: string) => (ROUTE_MODULES[path] ?? []).map((module) => `/app/${module}`);
    const app = new Map([
      chunk('entry.js', 'entry'.repeat(50), { isEntry: true, imports: ['react.js'] }),
      chunk('react.js', 'react'.repeat(500)),
      chunk('public.js', 'public', {
        moduleIds: at('/'),
        imports: ['react.js'],
      }),
      chunk('signed-in.js', 'signed-in', {
        moduleIds: [...at('/dashboard'), ...at('/users')],
        imports: ['wire.js'],
      }),
      chunk('wire.js', 'wire'.repeat(40)),
    ]);
    expect(routeLoads(app)).toEqual([
      { path: '/', files: 3, gzip: totalGzip(app, ['entry.js', 'react.js', 'public.js']) },
      { path: '/dashboard', files: 4, gzip: totalGzip(app, ['entry.js', 'react.js', 'signed-in.js', 'wire.js']) },
      { path: '/users', files: 4, gzip: totalGzip(app, ['entry.js', 'react.js', 'signed-in.js', 'wire.js']) },
    ]);
  });

  it('finds chunks that import each other, and none in a tree', () => {
    expect(importCycles(chunks)).toEqual([]);
    const looped = new Map([
      chunk('a.js', 'a', { imports: ['b.js'] }),
      chunk('b.js', 'b', { imports: ['c.js'] }),
      chunk('c.js', 'c', { imports: ['a.js'] }),
    ]);
    expect(importCycles(looped)).toEqual([['a.js', 'b.js', 'c.js', 'a.js']]);
  });
});
