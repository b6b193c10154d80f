import { sdfProjectListSchema, sdfProjectSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission, requirePrincipal } from '../../auth/authenticate.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { agentFor } from '../chat/agent-for.ts';

const TAGS = ['Agent'];

/**
 * The SuiteCloud projects the agent wrote for the caller (a reply's `project_path` is
 * `projects/<name>`): listed, and read with every file, to review or deploy with the CLI.
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
  );
