import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The protocol and view modules run in browsers, in the API and in workers alike. Their type
 * check (`tsconfig.pure.json`) has neither DOM nor Node types, so a stray `window` or `Buffer`
 * fails it; this test guards the other door, the imports.
 */
const UNIVERSAL_FOLDERS = ['protocol', 'schemas', 'view', 'time', 'fallback', 'export', 'markdown'];
const NOT_UNIVERSAL = new Set(['export/csv.ts']);
/** Plain JavaScript with no DOM or Node use: zod's schemas, simple-markdown's parser. */
const ALLOWED_PACKAGES = new Set(['zod/mini', '@khanacademy/simple-markdown']);

const source = import.meta.dirname;

function modulesIn(folder: string): string[] {
  return readdirSync(join(source, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file))
    .filter((file) => !NOT_UNIVERSAL.has(file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(source, file), 'utf8');
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2] ?? '');
}

describe('universal modules', () => {
  const modules = UNIVERSAL_FOLDERS.flatMap(modulesIn);

  it('finds the modules it guards', () => {
    expect(modules).toContain('protocol/chat-reply.ts');
    expect(modules).toContain('view/to-view.ts');
    expect(importsOf('view/to-view.ts')).toContain('../protocol/index.ts');
  });

  it.each(modules)('%s imports only relative modules and universal packages', (file) => {
    const outside = importsOf(file).filter(
      (specifier) => !specifier.startsWith('.') && !ALLOWED_PACKAGES.has(specifier),
    );
    expect(outside, `${file} imports ${outside.join(', ')}`).toEqual([]);
  });

  it.each(modules)('%s stays inside the universal folders', (file) => {
    const escapes = importsOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(source, join(source, file, '..', specifier)))
      .filter(
        (target) => !UNIVERSAL_FOLDERS.some((folder) => target.startsWith(`${folder}/`)) || NOT_UNIVERSAL.has(target),
      );
    expect(escapes).toEqual([]);
  });
});
