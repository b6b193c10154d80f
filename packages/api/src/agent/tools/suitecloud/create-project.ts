import * as z from 'zod';
import { type ProjectSpec, projectSpecSchema } from '../../projects/project-spec.ts';
import { buildProject, type SdfProject } from '../../projects/sdf-project.ts';
import { writeTool } from '../tool-definition.ts';
import { ToolError } from '../tool-error.ts';

/** Where a project lives, as the reply's `project_path` names it and GET /api/projects/{name} serves it. */
export const projectPath = (name: string) => `projects/${name}`;

/** What a spec must also hold that its schema cannot say alone. */
function checked(spec: ProjectSpec): SdfProject {
  if (spec.kind === 'script') {
    const onRecord = spec.scriptType === 'UserEventScript' || spec.scriptType === 'ClientScript';
    if (onRecord && !spec.recordType) {
      throw new ToolError('invalid_input', `A ${spec.scriptType} runs on a record type: say which one.`);
    }
    if (!onRecord && spec.action.kind === 'set') {
      throw new ToolError('invalid_input', `A ${spec.scriptType} has no record in hand to set a field on.`);
    }
  }
  if (spec.kind === 'field' && spec.fieldType === 'SELECT' && (spec.options ?? []).length === 0) {
    throw new ToolError('invalid_input', 'A list field needs its values, such as "bronze, silver, gold".');
  }
  return buildProject(spec);
}

const KIND_LABEL: Readonly<Record<ProjectSpec['kind'], string>> = {
  script: 'SuiteScript',
  field: 'custom field',
  workflow: 'workflow',
};

export const createProject = writeTool({
  name: 'sdf_createProject',
  title: 'Create a SuiteCloud project',
  description:
    'Writes a SuiteCloud Development Framework account customization project (manifest.xml, deploy.xml, SuiteScript 2.1 file and object XML) for a script, a custom field or a workflow, after the user confirms a preview of its files. A project of the same name is replaced.',
  input: z.object({ spec: projectSpecSchema }),
  output: z.object({
    projectName: z.string(),
    projectPath: z.string(),
    createdFiles: z.array(z.string()),
    manifestPath: z.string(),
    scriptPreview: z.string().optional(),
  }),
  permission: 'scripts:deploy',
  risk: 'write',
  async preview({ spec }, context) {
    const project = checked(spec);
    const existing = await context.projects().find(project.name);
    return {
      title: `${existing ? 'Overwrite' : 'Create'} ${KIND_LABEL[spec.kind]} project ${project.name}`,
      preview: {
        action: 'create',
        recordType: 'sdfProject',
        recordLabel: 'SuiteCloud project',
        target: existing ? `${project.name} (exists: it will be overwritten)` : project.name,
        fields: Object.entries(project.files).map(([path, content]) => ({ name: path, label: path, value: content })),
      },
    };
  },
  async run({ spec }, context) {
    const project = checked(spec);
    await context.projects().save(project);
    return {
      projectName: project.name,
      projectPath: projectPath(project.name),
      createdFiles: Object.keys(project.files),
      manifestPath: project.manifestPath,
      ...(project.scriptPath ? { scriptPreview: project.files[project.scriptPath] } : {}),
    };
  },
  describeOutcome(output) {
    return `Created SuiteCloud project **${output.projectName}** with ${output.createdFiles.length} files.`;
  },
  project: ({ projectName, projectPath: path, createdFiles, manifestPath, scriptPreview }) => ({
    projectName,
    projectPath: path,
    createdFiles,
    manifestPath,
    ...(scriptPreview ? { scriptPreview } : {}),
  }),
});
