/**
 * What the agent can take a request for. The first turn of a conversation is labelled with one
 * of these in the evaluation set (`npm run eval`); later turns may also be the follow-up kinds.
 */
export const INTENTS = [
  'query',
  'count',
  'aggregate',
  'create_record',
  'update_record',
  'delete_record',
  'list_saved_searches',
  'create_saved_search',
  'run_saved_search',
  'run_report',
  'record_metadata',
  'process_step',
  'create_script',
  'create_field',
  'create_workflow',
  'deploy',
  'help',
  /** One of the embedding page's own actions, proposed to run there. */
  'host_action',
  'out_of_scope',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Follow-ups that only make sense after an earlier turn. */
export const FOLLOW_UP_INTENTS = ['decision', 'clarification', 'record_detail', 'export'] as const;
export type FollowUpIntent = (typeof FOLLOW_UP_INTENTS)[number];

export type TurnIntent = Intent | FollowUpIntent;
