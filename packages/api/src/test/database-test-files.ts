import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** A relative import, static or dynamic: `from './x.ts'`, `import './x.ts'`, `import('./x.ts')`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function testFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The test files under `srcDir` whose code reaches the app's database: they import, directly or
 * through other modules of the package, a module under `src/db/` or the test server. These are
 * the tests worth running a second time on PostgreSQL; the rest (the planner's reading, the
 * sandboxes, formatting) would only repeat the PGlite run. The scan reads the text, so an import
 * written inside a string counts too: it errs towards running a test again, never towards
 * skipping one. Returned relative to `packageDir`.
 */
export function databaseTestFiles(packageDir: string, srcDir = join(packageDir, 'src')): string[] {
  const databaseDir = join(srcDir, 'db') + sep;
  const testServer = join(srcDir, 'test', 'test-server.ts');
  const reaches = new Map<string, boolean>();

  const reachesDatabase = (file: string, path: ReadonlySet<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (file.startsWith(databaseDir) || file === testServer) return true;
    // A cycle adds nothing its first module does not already find.
    if (path.has(file)) return false;
    const within = new Set(path).add(file);
    const source = readFileSync(file, 'utf8');
    const found = [...source.matchAll(RELATIVE_IMPORT)]
      .map(([, specifier]) => resolve(dirname(file), specifier as string))
      .some((imported) => existsSync(imported) && reachesDatabase(imported, within));
    reaches.set(file, found);
    return found;
  };

  return testFilesUnder(srcDir)
    .filter((file) => reachesDatabase(file, new Set()))
    .map((file) => relative(packageDir, file));
}
