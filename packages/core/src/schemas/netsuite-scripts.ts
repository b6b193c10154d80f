import * as z from 'zod/mini';

/**
 * NETSUITE.SCRIPTS on the wire (001): the account's scripts with their deployments and what the
 * execution log says of the last 24 hours, its library modules, and PAUSE / ACTIVATE of a
 * deployment. The API reads the account (SuiteQL's `script`, `scriptdeployment`, `scriptnote`...);
 * nothing here is sample data.
 */

/** 001's type filter, in its words; MapReduce and Suitelet are NetSuite's other script types. */
export const SCRIPT_KINDS = [
  'UserEvent',
  'ClientScript',
  'RESTlet',
  'ScheduledScript',
  'WorkflowAction',
  'MapReduce',
  'Suitelet',
  'Library',
] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

/**
 * 001's script statuses. A script is `inactive` when it is inactive or none of its deployments is
 * deployed; otherwise `error` when more than 5% of its runs in the last 24 hours failed, `warning`
 * when more than 1% did (001: the error rate shows red above 1%), and `active` otherwise.
 */
export const SCRIPT_STATUSES = ['active', 'inactive', 'warning', 'error'] as const;
export type ScriptStatus = (typeof SCRIPT_STATUSES)[number];

/** Above this share of failed runs a script is in `warning`, and its rate shows red (001 section 9). */
export const ERROR_RATE_WARNING = 1;
/** Above this share it is in `error`. */
export const ERROR_RATE_ERROR = 5;

export const scriptDeploymentSchema = z.object({
  /** Internal id. */
  id: z.string(),
  scriptId: z.string(),
  title: z.string(),
  /** TESTING, RELEASED, SCHEDULED, NOTSCHEDULED. */
  status: z.string(),
  isDeployed: z.boolean(),
  /** DEBUG, AUDIT, ERROR, EMERGENCY. */
  logLevel: z.string(),
  /** The record type it runs on, in words (Sales Order), for user event and client scripts. */
  recordType: z.nullable(z.string()),
  /** Who it runs for: All Roles, All Employees, or its owner while testing. */
  audience: z.string(),
  /** The contexts it is limited to (USERINTERFACE...); empty means all. */
  executionContexts: z.array(z.string()),
});
export type ScriptDeployment = z.infer<typeof scriptDeploymentSchema>;

export const accountScriptSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  type: z.enum(SCRIPT_KINDS),
  /** `@NApiVersion` of its file: the version 001's card shows. */
  apiVersion: z.string(),
  status: z.enum(SCRIPT_STATUSES),
  /** The record types its deployments run on, in words; null when none does. */
  recordType: z.nullable(z.string()),
  author: z.nullable(z.string()),
  deployments: z.array(scriptDeploymentSchema),
  executions24h: z.number(),
  errors24h: z.number(),
  /** Failed runs as a percentage of runs in the last 24 hours; null (N/A) when it did not run. */
  errorRate: z.nullable(z.number()),
  avgRuntimeMs: z.nullable(z.number()),
  /** ISO 8601, the latest run logged. */
  lastExecution: z.nullable(z.string()),
  lastModified: z.nullable(z.string()),
  /** The script file's internal id, for VIEW.CODE. */
  fileId: z.nullable(z.string()),
});
export type AccountScript = z.infer<typeof accountScriptSchema>;

export const scriptListSchema = z.object({
  scripts: z.array(accountScriptSchema),
  /**
   * Runs logged in the last 24 hours across all scripts: EXECUTIONS.TODAY, a day counted back from
   * now rather than from midnight.
   */
  executions24h: z.number(),
  /** Failed runs as a percentage of all runs of the last 24 hours: ERROR.RATE; null with no runs. */
  errorRate24h: z.nullable(z.number()),
});
export type ScriptList = z.infer<typeof scriptListSchema>;

export const scriptLibrarySchema = z.object({
  /** The file's internal id. */
  id: z.string(),
  name: z.string(),
  /** The first line of its header comment. */
  description: z.nullable(z.string()),
  /** The names its module returns. */
  functions: z.array(z.string()),
  /** Scripts whose file loads it. */
  usedBy: z.number(),
  lastUpdated: z.nullable(z.string()),
});
export type ScriptLibrary = z.infer<typeof scriptLibrarySchema>;
export const scriptLibraryListSchema = z.object({ libraries: z.array(scriptLibrarySchema) });
export type ScriptLibraryList = z.infer<typeof scriptLibraryListSchema>;

export const scriptFileSchema = z.object({ id: z.string(), name: z.string(), contents: z.string() });
export type ScriptFile = z.infer<typeof scriptFileSchema>;

/** The statuses and log levels a script deployment takes in NetSuite. */
export const DEPLOYMENT_STATUSES = ['TESTING', 'RELEASED', 'SCHEDULED', 'NOTSCHEDULED'] as const;
export const DEPLOYMENT_LOG_LEVELS = ['DEBUG', 'AUDIT', 'ERROR', 'EMERGENCY'] as const;

/**
 * PATCH /api/netsuite/scripts/deployments/{id}: PAUSE (`isDeployed` false), ACTIVATE (true), or
 * EDIT of its status and log level; at least one of them.
 */
export const deploymentChangeSchema = z
  .object({
    isDeployed: z.optional(z.boolean()),
    status: z.optional(z.enum(DEPLOYMENT_STATUSES)),
    logLevel: z.optional(z.enum(DEPLOYMENT_LOG_LEVELS)),
  })
  .check(
    z.refine(
      (change) => change.isDeployed !== undefined || change.status !== undefined || change.logLevel !== undefined,
      'Say what to change: isDeployed, status or logLevel',
    ),
  );
export type DeploymentChange = z.infer<typeof deploymentChangeSchema>;
