import type { Flag, IsoDate } from '../generate/setup-rows.ts';

/**
 * Rows of the account's customization tables, under the names SuiteQL gives them: the scripts
 * and their deployments, workflows, custom fields, lists and record types, the File Cabinet's
 * files and folders, and the integration records with their access tokens. Unlike the
 * company's business records these are not regenerated each day: they are what admins and
 * deploys made, so they are kept (see customization-store.ts).
 */

/** A moment, `YYYY-MM-DD HH:MM:SS`, in the server's local time as SYSDATE reads it. */
export type LocalTimestamp = string;

export interface MediaItemFolderRow {
  id: number;
  name: string;
  parent: number | null;
}

export interface FileRow {
  id: number;
  name: string;
  folder: number;
  /** NetSuite's file type ids: JAVASCRIPT, XMLDOC, PLAINTEXT. */
  filetype: string;
  filesize: number;
  description: string | null;
  createddate: LocalTimestamp;
  lastmodifieddate: LocalTimestamp;
}

export interface ScriptRow {
  id: number;
  scriptid: string;
  name: string;
  /** USEREVENT, CLIENT, SCHEDULED, RESTLET, SCRIPTLET (Suitelet), MAPREDUCE, ACTION (workflow action). */
  scripttype: string;
  /** From the file's `@NApiVersion`: 2.0, 2.1, 2.x. */
  apiversion: string;
  description: string | null;
  owner: number | null;
  /** The script file's id in `file`. */
  scriptfile: number;
  isinactive: Flag;
  notifyowner: Flag;
  /** The names the file's module returns for each entry point, null where it has none. */
  beforeloadfunction: string | null;
  beforesubmitfunction: string | null;
  aftersubmitfunction: string | null;
  pageinitfunction: string | null;
  fieldchangedfunction: string | null;
  saverecordfunction: string | null;
  validatefieldfunction: string | null;
  lastmodifieddate: LocalTimestamp;
}

export interface ScriptDeploymentRow {
  id: number;
  /** NetSuite gives the deployment's internal id under both names. */
  primarykey: number;
  scriptid: string;
  script: number;
  title: string;
  /** TESTING, RELEASED, SCHEDULED, NOTSCHEDULED. */
  status: string;
  isdeployed: Flag;
  /** DEBUG, AUDIT, ERROR, EMERGENCY. */
  loglevel: string;
  /** The record type user event and client scripts run on (SALESORDER); null for the others. */
  recordtype: string | null;
  allroles: Flag;
  allemployees: Flag;
  allpartners: Flag;
  lastmodifieddate: LocalTimestamp;
}

export interface ScriptExecutionContextMapRow {
  /** The deployment's internal id. */
  scriptrecord: number;
  /** USERINTERFACE, WEBSERVICES, RESTLET, CSVIMPORT, SCHEDULED, WORKFLOW, SUITELET, USEREVENT... */
  executioncontext: string;
}

export interface WorkflowRow {
  id: number;
  scriptid: string;
  name: string;
  description: string | null;
  /** The record types it runs on, as SDF names them (SALESORDER); several joined by `|`. */
  recordtypes: string;
  /** RELEASED, TESTING, SUSPENDED, NOTINITIATING. */
  releasestatus: string;
  isinactive: Flag;
  owner: number | null;
  initoncreate: Flag;
  initonvieworupdate: Flag;
  /** BEFORELOAD, BEFORESUBMIT, AFTERSUBMIT, or null for a scheduled workflow. */
  inittriggertype: string | null;
  /** The formula a record must meet for the workflow to start, or null. */
  initcondition: string | null;
  islogenabled: Flag;
  /** ALWAYS, NEVER, ONLYWHENTESTING. */
  keephistory: string;
  runasadmin: Flag;
  lastmodifieddate: LocalTimestamp;
}

export interface CustomFieldRow {
  internalid: number;
  scriptid: string;
  name: string;
  /** Where it applies: ENTITY, BODY (transaction body), COLUMN (transaction line), ITEM, CRM, OTHER. */
  fieldtype: string;
  /** Its kind of value: TEXT, SELECT, CHECKBOX, DATE, CURRENCY... */
  fieldvaluetype: string;
  description: string | null;
  owner: number | null;
  isinactive: Flag;
  ismandatory: Flag;
  lastmodifieddate: LocalTimestamp;
}

export interface CustomListRow {
  internalid: number;
  scriptid: string;
  name: string;
  description: string | null;
  owner: number | null;
  isordered: Flag;
  isinactive: Flag;
}

export interface CustomRecordTypeRow {
  internalid: number;
  scriptid: string;
  name: string;
  description: string | null;
  owner: number | null;
  isinactive: Flag;
}

export interface IntegrationRow {
  id: number;
  name: string;
  /** The application id NetSuite shows on the record, a UUID. */
  applicationid: string;
  /** ENABLED or BLOCKED. */
  state: string;
  description: string | null;
  tokenbasedauth: Flag;
  oauth2: Flag;
  createddate: IsoDate;
  owner: number | null;
}

export interface AccessTokenRow {
  id: number;
  name: string;
  integration: number;
  /** The employee the token acts for. */
  entity: number;
  /** ACTIVE or REVOKED. */
  state: string;
  createddate: IsoDate;
}
