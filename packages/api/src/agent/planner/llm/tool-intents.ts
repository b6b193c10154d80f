import type { TurnIntent } from '../../intents.ts';

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
};

/** Tools not in the table are the guided process steps (`ns_createPurchaseOrder`, ...). */
export function intentOfTools(called: readonly string[]): TurnIntent {
  const first = called[0];
  if (first === undefined) return 'help';
  return INTENT_OF_TOOL[first] ?? 'process_step';
}
