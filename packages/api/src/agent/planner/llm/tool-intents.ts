import type { TurnIntent } from '../../intents.ts';

/** A tool the model called, with the input it gave. */
export interface CalledTool {
  readonly tool: string;
  readonly input: unknown;
}

/**
 * The intent a turn had, read from the first tool the model called: the same labels the
 * deterministic planner gives, so analytics and the evaluation count both planners alike.
 */
const INTENT_OF_TOOL: Readonly<Record<string, TurnIntent>> = {
  ns_runCustomSuiteQL: 'query',
  ns_getRecordTypeMetadata: 'record_metadata',
  ns_getRecord: 'record_detail',
  ns_createRecord: 'create_record',
  ns_updateRecord: 'update_record',
  ns_deleteRecord: 'delete_record',
  ns_listSavedSearches: 'list_saved_searches',
  ns_runSavedSearch: 'run_saved_search',
  ns_createSavedSearch: 'create_saved_search',
  ns_listAllReports: 'run_report',
  ns_runReport: 'run_report',
  sap_query: 'query',
  sap_getRecord: 'record_detail',
  sap_createRecord: 'create_record',
  sap_updateRecord: 'update_record',
  // The deterministic planner reads a project only to check it before a deploy.
  sdf_getProject: 'deploy',
  sdf_deployProject: 'deploy',
};

const INTENT_OF_PROJECT_KIND: Readonly<Record<string, TurnIntent>> = {
  script: 'create_script',
  field: 'create_field',
  workflow: 'create_workflow',
};

function projectKind(input: unknown): string | undefined {
  if (input === null || typeof input !== 'object' || !('spec' in input)) return undefined;
  const { spec } = input;
  return spec !== null && typeof spec === 'object' && 'kind' in spec && typeof spec.kind === 'string'
    ? spec.kind
    : undefined;
}

/** Tools not in the tables are the guided process steps (`ns_createPurchaseOrder`, ...). */
export function intentOfTools(called: readonly CalledTool[]): TurnIntent {
  const first = called[0];
  if (first === undefined) return 'help';
  if (first.tool === 'sdf_createProject')
    return INTENT_OF_PROJECT_KIND[projectKind(first.input) ?? ''] ?? 'create_script';
  return INTENT_OF_TOOL[first.tool] ?? 'process_step';
}
