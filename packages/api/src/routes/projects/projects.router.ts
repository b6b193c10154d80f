import { sdfProjectListSchema, sdfProjectSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { zipFiles } from '../../netsuite/sdf/index.ts';
import { agentFor } from '../chat/agent-for.ts';

const TAGS = ['Agent'];

/**
 * The SuiteCloud projects the agent wrote for the caller (a reply's `project_path` is
 * `projects/<name>`): listed, read with every file, and downloaded as a zip to review or to
 * deploy with the SuiteCloud CLI.
 */
export const projectsRouter = new Hono<AppEnv>()
  .use(requirePermission('scripts:deploy'))
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'List my SuiteCloud projects',
      responses: { 200: jsonResponse('Projects', sdfProjectListSchema), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const projects = await agentFor(c.var.deps).projects.of(principal.user.id).list();
      return c.json({
        projects: projects.map((project) => ({
          name: project.name,
          kind: project.kind,
          files: Object.keys(project.files),
          updatedAt: project.updatedAt.toISOString(),
        })),
      });
    },
  )
  .get(
    '/:name',
    describeRoute({
      tags: TAGS,
      summary: 'Read a SuiteCloud project',
      description: 'Every file of the project, path -> content.',
      responses: { 200: jsonResponse('The project', sdfProjectSchema), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const project = await agentFor(c.var.deps).projects.of(principal.user.id).find(c.req.param('name'));
      if (!project) throw notFound('The project');
      return c.json({
        name: project.name,
        kind: project.kind,
        files: { ...project.files },
        updatedAt: project.updatedAt.toISOString(),
      });
    },
  )
  .get(
    '/:name/zip',
    describeRoute({
      tags: TAGS,
      summary: 'Download a SuiteCloud project',
      description:
        'The project as a zip of its folder (`<name>/suitecloud.config.js`, `<name>/src/...`), ready for `suitecloud project:deploy`.',
      responses: {
        200: {
          description: 'The zip',
          content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const principal = requirePrincipal(c);
      const project = await agentFor(c.var.deps).projects.of(principal.user.id).find(c.req.param('name'));
      if (!project) throw notFound('The project');
      const archive = zipFiles(project.files, `${project.name}/`);
      return c.body(archive.slice().buffer, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${project.name}.zip"`,
        'Cache-Control': 'no-store',
      });
    },
  );
