/**
 * `npm start`'s build: each package is built only when something it is built from changed since
 * its last build, so a restart of a built tree starts the server at once. What a package is built
 * from: its own files (not its tests, end-to-end specs, `dist/` or `node_modules/`), the
 * workspace's lock file and shared compiler options, and what the packages it imports were built
 * from. The fingerprint of those inputs is kept beside the output (`dist/.build-inputs`); a
 * missing or different one means a build. `npm run build` still builds everything.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

interface Package {
  readonly workspace: string;
  readonly dir: string;
  /** Workspace packages it imports: a change in one of them rebuilds it. */
  readonly uses: readonly string[];
}

/** In build order: each after the packages it uses. */
const PACKAGES: readonly Package[] = [
  { workspace: '@erp-agent/core', dir: 'packages/core', uses: [] },
  { workspace: '@erp-agent/widget', dir: 'packages/widget', uses: ['@erp-agent/core'] },
  { workspace: '@erp-agent/console', dir: 'packages/console', uses: ['@erp-agent/core', '@erp-agent/widget'] },
  { workspace: '@erp-agent/api', dir: 'packages/api', uses: ['@erp-agent/core'] },
  { workspace: '@erp-agent/example-react-portal', dir: 'examples/react-portal', uses: ['@erp-agent/widget'] },
];

/** Files of the workspace every build reads. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'vitest.shared.ts'];

const STAMP = 'dist/.build-inputs';

/**
 * Not inputs of a build: what it writes, what only tests read, and what .gitignore keeps out, a
 * development server's database above all (`npm run dev -w @erp-agent/api` keeps it in
 * packages/api/.data): its files change while it runs, and would rebuild the API on every start.
 */
const IGNORED_DIRECTORIES = new Set([
  'dist',
  'node_modules',
  'e2e',
  'test-results',
  '.data',
  'coverage',
  'playwright-report',
  '.test-reports',
]);
const IGNORED_FILE = /\.(test|spec)\.tsx?$|\.fixture\.ts$|\.tsbuildinfo$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return IGNORED_DIRECTORIES.has(entry.name) ? [] : filesUnder(path);
      return entry.isFile() && !IGNORED_FILE.test(entry.name) ? [path] : [];
    }),
  );
  return files.flat();
}

async function fingerprint(paths: readonly string[], upstream: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    hash
      .update(relative(root, path))
      .update('\0')
      .update(await readFile(path))
      .update('\0');
  }
  for (const print of upstream) hash.update(print);
  return hash.digest('hex');
}

async function readStamp(dir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(root, dir, STAMP), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

const prints = new Map<string, string>();
let failed = false;
for (const pkg of PACKAGES) {
  const inputs = [...(await filesUnder(join(root, pkg.dir))), ...SHARED_INPUTS.map((file) => join(root, file))];
  const print = await fingerprint(
    inputs,
    pkg.uses.map((name) => prints.get(name) ?? ''),
  );
  prints.set(pkg.workspace, print);
  if ((await readStamp(pkg.dir)) === print) {
    console.log(`${pkg.workspace}: up to date`);
    continue;
  }
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', pkg.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${pkg.workspace}: the build failed`);
    failed = true;
    break;
  }
  await writeFile(join(root, pkg.dir, STAMP), `${print}\n`);
  console.log(`${pkg.workspace}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
