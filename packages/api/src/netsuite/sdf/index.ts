/** Where the embedded sandbox takes SuiteCloud projects: its own extension, see docs/netsuite-sandbox.md. */
export const SDF_EXTENSION_PATH = '/services/rest/sandbox/v1/sdf';

export { changeLine, type DeployChange, deployLog } from './deploy-log.ts';
export {
  API_VERSIONS,
  LOG_LEVELS,
  objectType,
  SCRIPT_OBJECT_TYPES,
  type ScriptObjectType,
  scriptObjectTypeOf,
  WORKFLOW_RELEASE_STATUSES,
} from './object-types.ts';
export {
  MAX_PROJECT_BYTES,
  ProjectArchiveError,
  type ProjectFiles,
  projectFromFiles,
  unzipFiles,
  zipFiles,
} from './project-archive.ts';
export { moduleExports, readScriptFile, type ScriptFileInfo } from './script-file.ts';
export type {
  DeploymentObject,
  FieldObject,
  ListObject,
  RecordTypeObject,
  ScriptObject,
  SdfObject,
  WorkflowActionObject,
  WorkflowObject,
  WorkflowStateObject,
} from './sdf-objects.ts';
export { objectElement, objectLabel } from './sdf-objects.ts';
export { logPath, problemText, type SdfProblem, VALIDATION_STEPS, type ValidationStep } from './sdf-problem.ts';
export {
  type CabinetFile,
  type ProjectValidation,
  type ValidatedProject,
  validateProject,
} from './validate-project.ts';
export { parseXml, type XmlElement } from './xml-tree.ts';
