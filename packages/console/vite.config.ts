import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { sourceConditions } from '../../vitest.shared.ts';

/**
 * The console's own modules that only signed-in screens use: the guard, the session, the shell and
 * its notifications, the NetSuite connection (not the SuiteCloud projects' list and review, which
 * bring the list and the code block: they go with the NetSuite pages and the chat that show them),
 * the privacy helpers the session clears with, the query client (it registers with them) and the
 * query view (it reaches the session). Left to automatic splitting they became some twenty chunks
 * of under 2 KB each, every one a request the first signed-in screen waited for. One chunk loads
 * them at once; of the public pages only /login, which leads there, /docs and /invitation import it.
 */
const SIGNED_IN =
  /[\\/]console[\\/]src[\\/](auth[\\/](?!session-cache\.ts)|shell[\\/]|notifications[\\/]|netsuite[\\/](?!projects[\\/])|privacy[\\/]|api[\\/]query-client\.ts|components[\\/]query-view\.tsx|pages[\\/]credentials[\\/](use-connection|connect-failure)\.ts)/;
/**
 * The shared look, form and format helpers and the session cache, which public pages and
 * signed-in screens both use. Not a failed submit's banner text (it knows the API's error, so the
 * wire with zod came along: 20 KB on the landing page), nor the Markdown view and its code blocks
 * (the highlighter came with them: 20 KB gzip on the landing page), nor the query view (it reaches
 * the session's code): those go where their importers are.
 */
const SHARED =
  /[\\/]console[\\/]src[\\/](components[\\/](?!resource-list[\\/]|modal-dialog\.tsx|markdown-view\.tsx|code-block[\\/]|query-view\.tsx)|forms[\\/](?!form-failure\.ts)|format[\\/]|auth[\\/]session-cache\.ts)/;
/** The generic list and its dialog: every admin list screen uses them, no public page does. */
const LISTS = /[\\/]console[\\/]src[\\/]components[\\/](resource-list[\\/]|modal-dialog\.tsx)/;
/**
 * TanStack Query, which only signed-in screens (and the invitation page) use: one file rather than
 * the half-dozen small ones automatic splitting makes of it, each a request a screen waits for.
 */
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
/**
 * The wire: core's schemas with zod (and the few core helpers they and the shell use), and the
 * console's requester and settings client (with the settings index that re-exports it), which
 * parse answers with them. Every signed-in screen needs them before it paints; automatic splitting
 * cut them into a dozen files of under 2 KB (auth, roles, health, netsuite...), each a request the
 * first signed-in screen waited for (23 files on /dashboard, 9 now). No public page's first paint
 * needs them: the entry imports none of it, and the public settings load their client lazily.
 */
const WIRE =
  /[\\/]core[\\/]src[\\/](schemas[\\/](?!(analytics|articles|contact|dynamics|dynamics-sections|projects|sap|site-keys|system-status)\.ts)|protocol[\\/]|time[\\/]|view[\\/]format-cell\.ts|markdown[\\/]markdown-node\.ts)|[\\/]node_modules[\\/]zod[\\/]|[\\/]console[\\/]src[\\/](api[\\/](api-request|api-error|session-ended)\.ts|settings[\\/](settings-client|index)\.ts)/;

const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/**
 * react-router 7's package exports point every condition at its development build
 * (remix-run/react-router#14102), whose dev warnings stay on in production. The build takes the
 * production files it ships beside them; tests and the dev server keep the warnings.
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
      ],
    },
  }),
};

/**
 * The schemas of screens no first signed-in paint needs (analytics, Dynamics, SAP, docs, contact
 * and inbox, site keys, services' status), out of the wire chunk: zod builds every schema when its
 * chunk is evaluated, and that evaluation is the longest task before the dashboard paints (22 to 28
 * ms of CPU in a Chrome trace, four times that on Lighthouse's phone). NetSuite's section schemas
 * stay in the wire: the signed-in chunk's NetSuite client uses them. The screens that need these load
 * one file more; it imports the wire chunk, never the other way round.
 */
const SECTION_WIRE =
  /[\\/]core[\\/]src[\\/]schemas[\\/](analytics|articles|contact|dynamics|dynamics-sections|projects|sap|site-keys|system-status)\.ts$/;

export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react(), reactRouterProduction],
    // In development the API runs on its own port (npm run dev -w @erp-agent/api); the console's
    // calls stay same-origin, as in production, through this proxy.
    server: {
      proxy: Object.fromEntries(
        ['/api', '/auth', '/functions', '/healthz', '/widget.js'].map((path) => [
          path,
          process.env.API_ORIGIN ?? 'http://localhost:8787',
        ]),
      ),
    },
    build: {
      outDir: 'dist',
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Only the matched modules: their dependencies (React, the router, zod) stay where
            // automatic splitting puts them, so the entry and the widget's chunks do not change.
            // Then no two groups may import each other: the chunk evaluated first would run a
            // module before one it needs (query-client in the query group did, a TypeError at
            // start on every signed-in screen).
            includeDependenciesRecursively: false,
            groups: [
              { name: 'signed-in', test: SIGNED_IN },
              { name: 'shared', test: SHARED },
              { name: 'lists', test: LISTS },
              { name: 'query', test: QUERY },
              { name: 'wire', test: WIRE },
              { name: 'section-wire', test: SECTION_WIRE },
            ],
          },
        },
      },
    },
  }),
);
