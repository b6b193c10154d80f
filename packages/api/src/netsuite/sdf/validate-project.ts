import { readObjects } from './read-objects.ts';
import { readScriptFile, type ScriptFileInfo } from './script-file.ts';
import type { SdfObject } from './sdf-objects.ts';
import { logPath, type SdfProblem, type ValidationStep } from './sdf-problem.ts';
import { childElement, childElements, childText, parseXml, type XmlElement, XmlSyntaxError } from './xml-tree.ts';

/** A File Cabinet file the deploy puts in the account. */
export interface CabinetFile {
  /** Relative to the source folder: `FileCabinet/SuiteScripts/x.js`. */
  readonly path: string;
  /** Where it goes in the File Cabinet: `/SuiteScripts/x.js`. */
  readonly cabinetPath: string;
  readonly content: string;
}

export interface ValidatedProject {
  readonly name: string;
  readonly objects: readonly SdfObject[];
  readonly files: readonly CabinetFile[];
  /** What each script object's file declares, by the script's id. */
  readonly scriptFiles: ReadonlyMap<string, ScriptFileInfo>;
}

export interface ProjectValidation {
  /** The steps that passed, in order; validation stops at the first that fails. */
  readonly passed: readonly ValidationStep[];
  readonly problems: readonly SdfProblem[];
  /** Present when every step passed. */
  readonly project?: ValidatedProject;
}

const MANIFEST = 'manifest.xml';
const DEPLOY = 'deploy.xml';

function readXmlFile(files: ReadonlyMap<string, string>, path: string, step: ValidationStep): XmlElement | SdfProblem {
  const xml = files.get(path);
  if (xml === undefined) return { step, file: logPath(path), details: [`The ${path} file is missing.`] };
  try {
    return parseXml(xml);
  } catch (error) {
    const reason = error instanceof XmlSyntaxError ? `${error.message} (line ${error.line})` : String(error);
    return { step, file: logPath(path), details: [`The XML is not well-formed: ${reason}`] };
  }
}

const isProblem = (value: XmlElement | SdfProblem): value is SdfProblem => 'step' in value;

/** The features a project's objects need the manifest to require. */
function requiredFeatures(objects: readonly SdfObject[]): Map<string, string> {
  const features = new Map<string, string>();
  for (const object of objects) {
    if (object.kind === 'script' && object.type.serverSide) features.set('SERVERSIDESCRIPTING', object.type.element);
    if (object.kind === 'workflow') features.set('WORKFLOW', 'workflow');
    if (object.kind === 'customrecordtype') features.set('CUSTOMRECORDS', 'customrecordtype');
  }
  return features;
}

function checkManifest(manifest: XmlElement, objects: readonly SdfObject[]): string[] {
  const details: string[] = [];
  if (manifest.name !== 'manifest') details.push('The root element of the manifest must be manifest.');
  if (manifest.attributes.projecttype !== 'ACCOUNTCUSTOMIZATION') {
    details.push('The projecttype attribute of the manifest must be ACCOUNTCUSTOMIZATION.');
  }
  if (!childText(manifest, 'projectname')) details.push('The projectname field of the manifest is missing.');
  const framework = childText(manifest, 'frameworkversion');
  if (framework !== '1.0') details.push(`The frameworkversion ${framework ?? '(missing)'} is not supported. Use 1.0.`);
  const dependencies = childElement(manifest, 'dependencies');
  const featureList = dependencies ? childElement(dependencies, 'features') : undefined;
  const declared = new Set(
    (featureList ? childElements(featureList, 'feature') : [])
      .filter((feature) => feature.attributes.required !== 'false')
      .map((feature) => feature.text),
  );
  for (const [feature, element] of requiredFeatures(objects)) {
    if (!declared.has(feature)) {
      details.push(
        `When the SuiteCloud project contains a ${element}, the manifest must define the ${feature} feature as required.`,
      );
    }
  }
  return details;
}

/** The deploy file's paths as matchers: `~/FileCabinet/*` takes a folder and everything in it. */
function deployPaths(deploy: XmlElement, section: string): ((path: string) => boolean)[] {
  const element = childElement(deploy, section);
  return (element ? childElements(element, 'path') : []).map((pathElement) => {
    const pattern = pathElement.text.replace(/^~\//, '');
    return pattern.endsWith('*')
      ? (path: string) => path.startsWith(pattern.slice(0, -1))
      : (path: string) => path === pattern;
  });
}

/**
 * Validates a project as NetSuite does when it is deployed, before the account is consulted:
 * the manifest, the deploy file, every object the deploy file takes, and every script file
 * those objects name. Checks against the account come after, where the account is.
 */
export function validateProject(files: ReadonlyMap<string, string>): ProjectValidation {
  const passed: ValidationStep[] = [];
  const manifest = readXmlFile(files, MANIFEST, 'Validate manifest');
  if (isProblem(manifest)) return { passed, problems: [manifest] };
  const deploy = readXmlFile(files, DEPLOY, 'Validate deploy file');

  const deployed = (section: string) => {
    const matchers = isProblem(deploy) ? [] : deployPaths(deploy, section);
    return new Map([...files].filter(([path]) => matchers.some((matches) => matches(path))));
  };
  const objectFiles = deployed('objects');
  const read = readObjects(objectFiles);

  const manifestDetails = checkManifest(manifest, read.objects);
  if (manifestDetails.length > 0) {
    return { passed, problems: [{ step: 'Validate manifest', file: logPath(MANIFEST), details: manifestDetails }] };
  }
  passed.push('Validate manifest');

  if (isProblem(deploy)) return { passed, problems: [deploy] };
  if (deploy.name !== 'deploy') {
    return {
      passed,
      problems: [
        { step: 'Validate deploy file', file: logPath(DEPLOY), details: ['The root element must be deploy.'] },
      ],
    };
  }
  passed.push('Validate deploy file');

  if (read.problems.length > 0) return { passed, problems: read.problems };
  passed.push('Validate objects');

  const cabinet = [...deployed('files')]
    .filter(([path]) => path.startsWith('FileCabinet/'))
    .map(([path, content]) => ({ path, cabinetPath: path.slice('FileCabinet'.length), content }));
  const problems: SdfProblem[] = [];
  const scriptFiles = new Map<string, ScriptFileInfo>();
  for (const object of read.objects) {
    if (object.kind !== 'script') continue;
    const file = cabinet.find((candidate) => candidate.cabinetPath === object.scriptFile);
    if (file === undefined) {
      // Not in the project: it may already be in the account's File Cabinet, checked there.
      continue;
    }
    const info = readScriptFile(file.content, object.type);
    scriptFiles.set(object.scriptId, info);
    if (info.problems.length > 0) {
      const name = file.cabinetPath.slice(file.cabinetPath.lastIndexOf('/') + 1);
      problems.push({
        step: 'Validate files',
        object: object.scriptId,
        file: logPath(file.path),
        details: [
          `Failed to validate script file: ${name}`,
          ...info.problems.map((problem) => `${problem.code}: ${problem.message}`),
        ],
      });
    }
  }
  if (problems.length > 0) return { passed, problems };
  passed.push('Validate files');

  const name = childText(manifest, 'projectname') ?? 'project';
  return { passed, problems: [], project: { name, objects: read.objects, files: cabinet, scriptFiles } };
}
