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
  /** Every module whose code the chunk holds (a group chunk holds many). */
  readonly moduleIds: readonly string[];
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

/** The chunk that holds the module whose path ends with `suffix`: its own, or the group's it joined. */
export function chunkHolding(chunks: ReadonlyMap<string, BuiltChunk>, suffix: string): BuiltChunk {
  for (const chunk of chunks.values()) if (chunk.moduleIds.some((id) => id.endsWith(suffix))) return chunk;
  throw new Error(`no chunk of the build holds ${suffix}`);
}

/**
 * The modules each measured route runs before its first paint besides the entry: its layouts and
 * its screen (the router loads them together, with what they import statically).
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/public/public-layout.tsx', 'src/pages/landing/landing-page.tsx'],
  '/dashboard': ['src/auth/require-auth.tsx', 'src/shell/shell-layout.tsx', 'src/pages/dashboard/dashboard-page.tsx'],
  '/users': ['src/auth/require-auth.tsx', 'src/shell/shell-layout.tsx', 'src/pages/users/users-page.tsx'],
};

export interface RouteLoad {
  readonly path: string;
  /** JavaScript files fetched before the first paint, the entry's included. */
  readonly files: number;
  readonly gzip: number;
}

/** What each of {@link ROUTE_MODULES} loads: the entry's closure and its modules' chunks' closures. */
export function routeLoads(chunks: ReadonlyMap<string, BuiltChunk>): RouteLoad[] {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('the build has no entry chunk');
  return Object.entries(ROUTE_MODULES).map(([path, modules]) => {
    const files = closure(chunks, entry.fileName);
    for (const module of modules) closure(chunks, chunkHolding(chunks, module).fileName, files);
    return { path, files: files.size, gzip: totalGzip(chunks, files) };
  });
}

/**
 * Chunks that import each other statically, each cycle as the file names around it. With code
 * splitting groups that leave dependencies out (vite.config.ts), such a cycle can run a module
 * before one it needs: the build must have none.
 */
export function importCycles(chunks: ReadonlyMap<string, BuiltChunk>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (fileName: string, path: string[]) => {
    const start = path.indexOf(fileName);
    if (start !== -1) return void cycles.push([...path.slice(start), fileName]);
    if (done.has(fileName)) return;
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported, [...path, fileName]);
    done.add(fileName);
  };
  for (const fileName of chunks.keys()) visit(fileName, []);
  return cycles;
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
