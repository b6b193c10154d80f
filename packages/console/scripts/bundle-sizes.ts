import { gzipSync } from 'node:zlib';

/** One JavaScript chunk of a Vite build, as Rollup describes it. */
export interface BuiltChunk {
  readonly fileName: string;
  readonly code: string;
  /** Chunks it imports statically: they load with it. */
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** The module the chunk stands for, such as `/…/src/pages/landing/landing-page.tsx`. */
  readonly facadeModuleId: string | null;
}

export function gzipBytes(code: string): number {
  return gzipSync(code).byteLength;
}

/** The chunk and every chunk it imports statically, which the browser fetches together. */
export function closure(
  chunks: ReadonlyMap<string, BuiltChunk>,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = chunks.get(fileName);
  if (chunk === undefined) return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(chunks, imported, into);
  return into;
}

export function totalGzip(chunks: ReadonlyMap<string, BuiltChunk>, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(chunks.get(file)?.code ?? '');
  return total;
}

/** The chunk whose facade module path ends with `suffix`. */
export function chunkFor(chunks: ReadonlyMap<string, BuiltChunk>, suffix: string): BuiltChunk {
  for (const chunk of chunks.values()) if (chunk.facadeModuleId?.endsWith(suffix)) return chunk;
  throw new Error(`no chunk of the build stands for ${suffix}`);
}

export interface RouteWeight {
  readonly module: string;
  /** Gzipped bytes the route fetches beyond what the entry already loaded. */
  readonly addedGzip: number;
}

/**
 * What each lazily loaded module (a route's screen or layout) adds to the entry: its chunk and
 * the chunks it imports that the entry has not loaded. Heaviest first.
 */
export function routeWeights(chunks: ReadonlyMap<string, BuiltChunk>, root: string): RouteWeight[] {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('the build has no entry chunk');
  const loaded = closure(chunks, entry.fileName);
  return [...chunks.values()]
    .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(root))
    .map((chunk) => {
      const added = [...closure(chunks, chunk.fileName)].filter((file) => !loaded.has(file));
      return {
        module: (chunk.facadeModuleId ?? chunk.fileName).slice(root.length),
        addedGzip: totalGzip(chunks, added),
      };
    })
    .sort((a, b) => b.addedGzip - a.addedGzip);
}
