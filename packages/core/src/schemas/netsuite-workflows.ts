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
