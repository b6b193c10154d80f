import * as z from 'zod/mini';

export const PROJECT_KINDS = ['script', 'field', 'workflow'] as const;

/** A SuiteCloud project the agent wrote, with every file's content (path -> text). */
export const sdfProjectSchema = z.object({
  name: z.string(),
  kind: z.enum(PROJECT_KINDS),
  files: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type SdfProjectDetail = z.infer<typeof sdfProjectSchema>;

/** The caller's projects, newest first, with their file paths. */
export const sdfProjectListSchema = z.object({
  projects: z.array(
    z.object({ name: z.string(), kind: z.enum(PROJECT_KINDS), files: z.array(z.string()), updatedAt: z.string() }),
  ),
});
export type SdfProjectList = z.infer<typeof sdfProjectListSchema>;

/** One thing a deploy creates or updates: an SDF object by script id, or a File Cabinet file. */
export const sdfDeployChangeSchema = z.object({
  action: z.enum(['Create', 'Update']),
  kind: z.enum(['object', 'file']),
  id: z.string(),
  /** The object element (`usereventscript`), for objects. */
  element: z.optional(z.string()),
  /** The script's name or the field's label, for objects. */
  label: z.optional(z.string()),
});
export type SdfDeployChange = z.infer<typeof sdfDeployChangeSchema>;

/** What Deploy would do, before it is confirmed. */
export const sdfDeployPreviewSchema = z.object({
  projectName: z.string(),
  accountId: z.string(),
  /** False for a real (production) account: the console asks for the account id before deploying. */
  sandbox: z.boolean(),
  changes: z.array(sdfDeployChangeSchema),
});
export type SdfDeployPreview = z.infer<typeof sdfDeployPreviewSchema>;

/** A deploy that succeeded, with NetSuite's deployment log. */
export const sdfDeployResultSchema = z.object({
  projectName: z.string(),
  accountId: z.string(),
  via: z.enum(['sandbox', 'suitecloud-cli']),
  log: z.string(),
  changes: z.array(sdfDeployChangeSchema),
});
export type SdfDeployResult = z.infer<typeof sdfDeployResultSchema>;

export const SCRIPT_TEMPLATE_COMPLEXITIES = ['Low', 'Medium', 'High'] as const;

/** A script template of NETSUITE.SCRIPTS' TEMPLATES tab (001): USE.TEMPLATE makes a project of it. */
export const scriptTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The script type in 001's words (UserEvent, ClientScript...). */
  type: z.string(),
  /** The record type it deploys to, in words; null for scripts that run on none. */
  recordType: z.nullable(z.string()),
  /** 001's EST.TIME: how long setting it up takes by hand. */
  estTime: z.string(),
  complexity: z.enum(SCRIPT_TEMPLATE_COMPLEXITIES),
  /** The SuiteScript file the project holds, for PREVIEW. */
  source: z.string(),
});
export type ScriptTemplate = z.infer<typeof scriptTemplateSchema>;
export const scriptTemplateListSchema = z.object({ templates: z.array(scriptTemplateSchema) });
export type ScriptTemplateList = z.infer<typeof scriptTemplateListSchema>;

/** 001's workflow template categories. */
export const WORKFLOW_TEMPLATE_CATEGORIES = ['General', 'Finance', 'Operations', 'Data Quality'] as const;
export type WorkflowTemplateCategory = (typeof WORKFLOW_TEMPLATE_CATEGORIES)[number];

/** A workflow template of NETSUITE.WORKFLOWS' TEMPLATES tab (001): USE.TEMPLATE makes a project of it. */
export const workflowTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(WORKFLOW_TEMPLATE_CATEGORIES),
  /** The record type it runs on, in words. */
  recordType: z.string(),
  /** 001's EST.TIME: how long building it by hand in the workflow designer takes. */
  estTime: z.string(),
  complexity: z.enum(SCRIPT_TEMPLATE_COMPLEXITIES),
  /** 001's FEATURES: what the workflow does, a line each. */
  features: z.array(z.string()),
  /** The workflow's object XML the project holds, for PREVIEW. */
  source: z.string(),
});
export type WorkflowTemplate = z.infer<typeof workflowTemplateSchema>;
export const workflowTemplateListSchema = z.object({ templates: z.array(workflowTemplateSchema) });
export type WorkflowTemplateList = z.infer<typeof workflowTemplateListSchema>;

/** What a project of an account's workflow is for: CLONE (a copy beside it) or EDIT (the workflow itself). */
export const WORKFLOW_PROJECT_PURPOSES = ['clone', 'edit'] as const;

const internalId = () => z.string().check(z.regex(/^\d+$/, 'Not an internal id'));

/**
 * The record types a new deployment of a user event or client script may run on, by SDF id, with
 * NetSuite's name for each.
 */
export const DEPLOYABLE_RECORD_TYPES: Readonly<Record<string, string>> = {
  CUSTOMER: 'Customer',
  VENDOR: 'Vendor',
  EMPLOYEE: 'Employee',
  INVENTORYITEM: 'Inventory Item',
  SALESORDER: 'Sales Order',
  PURCHASEORDER: 'Purchase Order',
  INVOICE: 'Invoice',
  VENDORBILL: 'Vendor Bill',
  CUSTOMERPAYMENT: 'Customer Payment',
  VENDORPAYMENT: 'Bill Payment',
  ITEMFULFILLMENT: 'Item Fulfillment',
  ITEMRECEIPT: 'Item Receipt',
  JOURNALENTRY: 'Journal Entry',
};

/**
 * POST /api/projects: a new project made from a script of the account (CLONE, by its internal
 * id), from a template (USE.TEMPLATE, script or workflow), as one more deployment of a script of
 * the account (DEPLOY: on `recordType`, an SDF id, for scripts that run on a record), or holding a
 * library module's file where it is in the File Cabinet (EDIT), or of a workflow of the account
 * by its script id: a copy under a script id of its own (CLONE) or its object as it is (EDIT).
 * Each is a project like the agent's, reviewed and deployed the same way.
 */
export const sdfProjectCreateSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('script'), scriptId: internalId() }),
  z.object({
    from: z.literal('template'),
    templateId: z.string().check(z.regex(/^[a-z0-9_]{1,40}$/, 'Not a template id')),
  }),
  z.object({
    from: z.literal('deployment'),
    scriptId: internalId(),
    recordType: z.optional(z.string().check(z.regex(/^[A-Z]{1,40}$/, 'Not a record type id'))),
  }),
  z.object({ from: z.literal('library'), fileId: internalId() }),
  z.object({
    from: z.literal('workflow'),
    // A script id is 40 characters at most, the prefix included.
    scriptId: z.string().check(z.regex(/^customworkflow[a-z0-9_]{1,26}$/, 'Not a workflow script id')),
    purpose: z.enum(WORKFLOW_PROJECT_PURPOSES),
  }),
]);
export type SdfProjectCreate = z.infer<typeof sdfProjectCreateSchema>;
