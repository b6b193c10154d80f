/**
 * `npm run check-size -w @erp-agent/console`, the size gate `npm test` runs after the build: the
 * JavaScript each measured route loads before its first paint (gzipped bytes and files, the
 * entry's included) must stay within its budget. The budgets are what the routes measured when
 * they were last tightened, with a little room; a change that needs more says why it is worth it
 * by raising them here. No two chunks may import each other (see vite.config.ts).
 */
import { buildChunks } from './build-chunks.ts';
import { importCycles, type RouteLoad, routeLoads } from './bundle-sizes.ts';

const KB = 1024;

/** Measured on 2026-11-25 (after rebasing on main): / 109.2 KB in 6 files, /dashboard 149.4 KB in 9, /users 154.9 KB in 9. */
const BUDGETS: Readonly<Record<string, { readonly gzip: number; readonly files: number }>> = {
  '/': { gzip: 112 * KB, files: 6 },
  '/dashboard': { gzip: 152 * KB, files: 9 },
  '/users': { gzip: 158 * KB, files: 9 },
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function problemsOf(route: RouteLoad): string[] {
  const budget = BUDGETS[route.path];
  if (budget === undefined) return [`${route.path} has no budget`];
  return [
    ...(route.gzip > budget.gzip ? [`${route.path} loads ${kb(route.gzip)}, over ${kb(budget.gzip)}`] : []),
    ...(route.files > budget.files ? [`${route.path} loads ${route.files} files, over ${budget.files}`] : []),
  ];
}

const chunks = await buildChunks();
const routes = routeLoads(chunks);
for (const route of routes) {
  const budget = BUDGETS[route.path];
  const limit = budget === undefined ? 'no budget' : `budget ${kb(budget.gzip)} in ${budget.files}`;
  console.log(`console ${route.path}: ${kb(route.gzip)} in ${route.files} files before its first paint (${limit})`);
}
const problems = [
  ...routes.flatMap(problemsOf),
  ...importCycles(chunks).map((cycle) => `chunks import each other: ${cycle.join(' -> ')}`),
];
if (problems.length > 0) {
  console.error(`Console size budget exceeded: ${problems.join('; ')}.`);
  process.exit(1);
}
