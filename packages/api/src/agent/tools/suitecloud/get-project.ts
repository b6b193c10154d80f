import * as z from 'zod';
import { readTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';

export const getProject = readTool({
  name: 'sdf_getProject',
  title: 'Read a SuiteCloud project',
  description:
    "Reads one of the caller's SuiteCloud projects with every file's content: the one named, or the one written last.",
  input: z.object({
    name: z.string().min(1).max(100).optional().describe('The project name; the latest when left out'),
  }),
  output: z.object({
    name: z.string(),
    kind: z.enum(['script', 'field', 'workflow']),
    files: z.record(z.string(), z.string()),
    updatedAt: z.string(),
  }),
  permission: 'scripts:deploy',
  risk: 'read',
  async run({ name }, context) {
    const projects = context.projects();
    const project = name ? await projects.find(name) : await projects.latest();
    if (!project) {
      throw new ToolError(
        'not_found',
        name
          ? `There is no project called ${name}.`
          : 'There is no SuiteCloud project yet. Ask me to write a script first.',
      );
    }
    return {
      name: project.name,
      kind: project.kind,
      files: { ...project.files },
      updatedAt: project.updatedAt.toISOString(),
    };
  },
});
