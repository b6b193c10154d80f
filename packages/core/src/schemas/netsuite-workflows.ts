import * as z from 'zod/mini';

/**
 * NETSUITE.WORKFLOWS on the wire (001): the account's workflows, what their definitions hold
 * (triggers, the start condition, each state's actions and the roles they route approvals to)
 * and what they did in the last 30 days, and releasing or suspending one.
 */

/** 001's workflow categories, from the record type a workflow runs on. */
export const WORKFLOW_CATEGORIES = ['Procurement', 'CRM', 'Finance', 'Inventory', 'HR', 'Operations'] as const;
export type WorkflowCategory = (typeof WORKFLOW_CATEGORIES)[number];

/**
 * `active` is released; `testing` runs for its owner only; `inactive` is suspended, not
 * initiating or inactive.
 */
export const WORKFLOW_STATUSES = ['active', 'testing', 'inactive'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const accountWorkflowSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  category: z.enum(WORKFLOW_CATEGORIES),
  /** In words: Purchase Order. */
  recordType: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  /** RELEASED, TESTING, SUSPENDED, NOTINITIATING. */
  releaseStatus: z.string(),
  /** On Create, On View or Update, After Submit... */
  triggers: z.array(z.string()),
  /** The formula a record must meet, or null. */
  conditions: z.nullable(z.string()),
  actions: z.array(z.string()),
  approvers: z.array(z.string()),
  owner: z.nullable(z.string()),
  executions30d: z.number(),
  /** Instances of the 30 days that finished, and that failed: the footer's SUCCESS.RATE sums them. */
  completed30d: z.number(),
  failed30d: z.number(),
  /** Mean time from start to finish of the instances finished in 30 days. */
  avgProcessingMs: z.nullable(z.number()),
  /** Finished without failing, as a percentage of the instances finished in 30 days. */
  successRate: z.nullable(z.number()),
  lastTriggered: z.nullable(z.string()),
});
export type AccountWorkflow = z.infer<typeof accountWorkflowSchema>;

export const workflowListSchema = z.object({
  workflows: z.array(accountWorkflowSchema),
  /** False on an account whose definitions cannot be read or deployed from here: no actions, no release. */
  definitionsAvailable: z.boolean(),
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

/** PATCH /api/netsuite/workflows/{scriptId}: ACTIVATE (RELEASED) or PAUSE (SUSPENDED). */
export const workflowChangeSchema = z.object({ releaseStatus: z.enum(['RELEASED', 'SUSPENDED']) });
export type WorkflowChange = z.infer<typeof workflowChangeSchema>;

/** One action of a workflow state, in words, with the role an approval routes to. */
export const workflowDefinitionActionSchema = z.object({
  /** The SDF element: sendemailaction, setfieldvalueaction... */
  type: z.string(),
  summary: z.string(),
  role: z.nullable(z.string()),
});

/**
 * GET /api/netsuite/workflows/{scriptId} (VIEW): the workflow's definition as the account holds
 * it: what it runs on, what starts it, its states in order with their actions, and the object XML.
 */
export const workflowDefinitionSchema = z.object({
  scriptId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** In words: Purchase Order. */
  recordTypes: z.array(z.string()),
  releaseStatus: z.string(),
  isInactive: z.boolean(),
  /** On Create, On View or Update, After Submit... */
  triggers: z.array(z.string()),
  /** The formula a record must meet to start it, or null. */
  condition: z.nullable(z.string()),
  logEnabled: z.boolean(),
  /** ALWAYS, ONLYWHENTESTING, NEVER: whether NetSuite keeps its instances' history. */
  keepHistory: z.string(),
  runAsAdmin: z.boolean(),
  states: z.array(
    z.object({ scriptId: z.string(), name: z.string(), actions: z.array(workflowDefinitionActionSchema) }),
  ),
  /** The SuiteCloud project that last deployed it, and when (ISO 8601). */
  project: z.string(),
  deployedAt: z.string(),
  xml: z.string(),
});
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;

/** The statuses NetSuite gives a workflow instance. */
export const WORKFLOW_INSTANCE_STATUSES = ['Complete', 'In Progress', 'Failed'] as const;

/** One run of a workflow on one record (`workflowinstance`): VIEW.LOGS. */
export const workflowInstanceSchema = z.object({
  id: z.string(),
  /** The workflow's internal id and name. */
  workflowId: z.string(),
  workflow: z.string(),
  /** In words: Purchase Order. */
  recordType: z.string(),
  recordId: z.string(),
  /** ISO 8601. */
  started: z.string(),
  completed: z.nullable(z.string()),
  status: z.string(),
  /** From start to finish, for a finished instance. */
  durationMs: z.nullable(z.number()),
});
export type WorkflowInstance = z.infer<typeof workflowInstanceSchema>;

/** GET /api/netsuite/workflow-instances: the latest instances of the last 30 days, newest first. */
export const workflowInstanceListSchema = z.object({
  instances: z.array(workflowInstanceSchema),
  /** Every instance of the 30 days: more than `instances` holds when only the latest were read. */
  total: z.number(),
});
export type WorkflowInstanceList = z.infer<typeof workflowInstanceListSchema>;
