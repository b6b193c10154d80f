import { type ProjectSpec, projectNameOf, SCRIPT_PREFIX } from './project-spec.ts';
import { scriptSource } from './script-source.ts';
import { customListXml, fieldObjectXml, fieldScriptId, scriptObjectXml, workflowXml } from './sdf-objects.ts';

/** A SuiteCloud account customization project: its files, path -> content, as SDF lays them out. */
export interface SdfProject {
  readonly name: string;
  readonly kind: ProjectSpec['kind'];
  readonly files: Readonly<Record<string, string>>;
  readonly manifestPath: string;
  /** The SuiteScript file, for a script project: what the reply's script preview shows. */
  readonly scriptPath?: string;
}

export const MANIFEST_PATH = 'src/manifest.xml';

function manifest(name: string, features: readonly string[]): string {
  return [
    '<manifest projecttype="ACCOUNTCUSTOMIZATION">',
    `  <projectname>${name}</projectname>`,
    '  <frameworkversion>1.0</frameworkversion>',
    '  <dependencies>',
    '    <features>',
    ...features.map((feature) => `      <feature required="true">${feature}</feature>`),
    '    </features>',
    '  </dependencies>',
    '</manifest>',
    '',
  ].join('\n');
}

const DEPLOY_XML = [
  '<deploy>',
  '  <configuration>',
  '    <path>~/AccountConfiguration/*</path>',
  '  </configuration>',
  '  <files>',
  '    <path>~/FileCabinet/*</path>',
  '  </files>',
  '  <objects>',
  '    <path>~/Objects/*</path>',
  '  </objects>',
  '</deploy>',
  '',
].join('\n');

/** What the SuiteCloud CLI reads from the project root: the folder the project lives in. */
const SUITECLOUD_CONFIG = "module.exports = {\n  defaultProjectFolder: 'src',\n  commands: {},\n};\n";

/** A project's files: what every project has (config, deploy.xml, manifest) and its own. */
export function projectFiles(
  name: string,
  features: readonly string[],
  own: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    'suitecloud.config.js': SUITECLOUD_CONFIG,
    'src/deploy.xml': DEPLOY_XML,
    [MANIFEST_PATH]: manifest(name, features),
    ...own,
  };
}

/** The project a spec describes, every file generated from it. */
export function buildProject(spec: ProjectSpec): SdfProject {
  const name = projectNameOf(spec);
  switch (spec.kind) {
    case 'script': {
      const base = `${SCRIPT_PREFIX[spec.scriptType]}_${spec.id}`;
      const scriptPath = `src/FileCabinet/SuiteScripts/${base}.js`;
      const scriptId = `customscript_${base}`;
      return {
        name,
        kind: spec.kind,
        manifestPath: MANIFEST_PATH,
        scriptPath,
        files: projectFiles(name, spec.scriptType === 'ClientScript' ? [] : ['SERVERSIDESCRIPTING'], {
          [scriptPath]: scriptSource(spec),
          [`src/Objects/${scriptId}.xml`]: scriptObjectXml(spec, scriptId, `/SuiteScripts/${base}.js`),
        }),
      };
    }
    case 'field': {
      const fieldId = fieldScriptId(spec.recordType, spec.id);
      const listId = spec.fieldType === 'SELECT' ? `customlist_${spec.id}` : undefined;
      return {
        name,
        kind: spec.kind,
        manifestPath: MANIFEST_PATH,
        files: projectFiles(name, [], {
          ...(listId ? { [`src/Objects/${listId}.xml`]: customListXml(listId, spec.label, spec.options ?? []) } : {}),
          [`src/Objects/${fieldId}.xml`]: fieldObjectXml(spec, listId),
        }),
      };
    }
    case 'workflow':
      return {
        name,
        kind: spec.kind,
        manifestPath: MANIFEST_PATH,
        files: projectFiles(name, ['WORKFLOW'], {
          [`src/Objects/customworkflow_${spec.id}.xml`]: workflowXml(spec),
        }),
      };
  }
}
