import { describe, expect, it } from 'vitest';
import { type BuiltChunk, closure, gzipBytes, routeWeights, totalGzip } from './bundle-sizes.ts';

function chunk(fileName: string, code: string, extra: Partial<BuiltChunk> = {}): [string, BuiltChunk] {
  return [
    fileName,
    { fileName, code, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...extra },
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
});
