import {
  type AnyTableSpec,
  createKeysSql,
  createTableSql,
  type NotNullColumn,
  type NullableColumn,
  quote,
  type TableSpec,
} from '../store/table-spec.ts';
import type {
  AccessTokenRow,
  CustomFieldRow,
  CustomListRow,
  CustomRecordTypeRow,
  FileRow,
  IntegrationRow,
  MediaItemFolderRow,
  ScriptDeploymentRow,
  ScriptExecutionContextMapRow,
  ScriptRow,
  WorkflowRow,
} from './customization-rows.ts';

const ID: NotNullColumn = { type: 'integer' };
const ID_OR_NULL: NullableColumn = { type: 'integer', nullable: true };
const TEXT: NotNullColumn = { type: 'text' };
const TEXT_OR_NULL: NullableColumn = { type: 'text', nullable: true };
const FLAG = TEXT;
const DATE: NotNullColumn = { type: 'date' };
const MOMENT: NotNullColumn = { type: 'timestamp' };

export interface CustomizationTables {
  mediaitemfolder: MediaItemFolderRow;
  file: FileRow;
  script: ScriptRow;
  scriptdeployment: ScriptDeploymentRow;
  scriptexecutioncontextmap: ScriptExecutionContextMapRow;
  workflow: WorkflowRow;
  customfield: CustomFieldRow;
  customlist: CustomListRow;
  customrecordtype: CustomRecordTypeRow;
  integration: IntegrationRow;
  accesstoken: AccessTokenRow;
}

export type CustomizationTableName = keyof CustomizationTables;

type Schema = { readonly [Table in CustomizationTableName]: TableSpec<CustomizationTables[Table]> };

const SCRIPT_ID_KEY = [['scriptid']] as const;

export const CUSTOMIZATION_SCHEMA: Schema = {
  mediaitemfolder: { columns: { id: ID, name: TEXT, parent: ID_OR_NULL }, primaryKey: ['id'] },
  file: {
    columns: {
      id: ID,
      name: TEXT,
      folder: ID,
      filetype: TEXT,
      filesize: ID,
      description: TEXT_OR_NULL,
      createddate: MOMENT,
      lastmodifieddate: MOMENT,
    },
    primaryKey: ['id'],
    unique: [['folder', 'name']],
  },
  script: {
    columns: {
      id: ID,
      scriptid: TEXT,
      name: TEXT,
      scripttype: TEXT,
      apiversion: TEXT,
      description: TEXT_OR_NULL,
      owner: ID_OR_NULL,
      scriptfile: ID,
      isinactive: FLAG,
      notifyowner: FLAG,
      beforeloadfunction: TEXT_OR_NULL,
      beforesubmitfunction: TEXT_OR_NULL,
      aftersubmitfunction: TEXT_OR_NULL,
      pageinitfunction: TEXT_OR_NULL,
      fieldchangedfunction: TEXT_OR_NULL,
      saverecordfunction: TEXT_OR_NULL,
      validatefieldfunction: TEXT_OR_NULL,
      lastmodifieddate: MOMENT,
    },
    primaryKey: ['id'],
    unique: SCRIPT_ID_KEY,
  },
  scriptdeployment: {
    columns: {
      id: ID,
      primarykey: ID,
      scriptid: TEXT,
      script: ID,
      title: TEXT,
      status: TEXT,
      isdeployed: FLAG,
      loglevel: TEXT,
      recordtype: TEXT_OR_NULL,
      allroles: FLAG,
      allemployees: FLAG,
      allpartners: FLAG,
      lastmodifieddate: MOMENT,
    },
    primaryKey: ['id'],
    indexes: [['script']],
    unique: SCRIPT_ID_KEY,
  },
  scriptexecutioncontextmap: {
    columns: { scriptrecord: ID, executioncontext: TEXT },
    primaryKey: ['scriptrecord', 'executioncontext'],
  },
  workflow: {
    columns: {
      id: ID,
      scriptid: TEXT,
      name: TEXT,
      description: TEXT_OR_NULL,
      recordtypes: TEXT,
      releasestatus: TEXT,
      isinactive: FLAG,
      owner: ID_OR_NULL,
      initoncreate: FLAG,
      initonvieworupdate: FLAG,
      inittriggertype: TEXT_OR_NULL,
      initcondition: TEXT_OR_NULL,
      islogenabled: FLAG,
      keephistory: TEXT,
      runasadmin: FLAG,
      lastmodifieddate: MOMENT,
    },
    primaryKey: ['id'],
    unique: SCRIPT_ID_KEY,
  },
  customfield: {
    columns: {
      internalid: ID,
      scriptid: TEXT,
      name: TEXT,
      fieldtype: TEXT,
      fieldvaluetype: TEXT,
      description: TEXT_OR_NULL,
      owner: ID_OR_NULL,
      isinactive: FLAG,
      ismandatory: FLAG,
      lastmodifieddate: MOMENT,
    },
    primaryKey: ['internalid'],
    unique: SCRIPT_ID_KEY,
  },
  customlist: {
    columns: {
      internalid: ID,
      scriptid: TEXT,
      name: TEXT,
      description: TEXT_OR_NULL,
      owner: ID_OR_NULL,
      isordered: FLAG,
      isinactive: FLAG,
    },
    primaryKey: ['internalid'],
    unique: SCRIPT_ID_KEY,
  },
  customrecordtype: {
    columns: {
      internalid: ID,
      scriptid: TEXT,
      name: TEXT,
      description: TEXT_OR_NULL,
      owner: ID_OR_NULL,
      isinactive: FLAG,
    },
    primaryKey: ['internalid'],
    unique: SCRIPT_ID_KEY,
  },
  integration: {
    columns: {
      id: ID,
      name: TEXT,
      applicationid: TEXT,
      state: TEXT,
      description: TEXT_OR_NULL,
      tokenbasedauth: FLAG,
      oauth2: FLAG,
      createddate: DATE,
      owner: ID_OR_NULL,
    },
    primaryKey: ['id'],
  },
  accesstoken: {
    columns: { id: ID, name: TEXT, integration: ID, entity: ID, state: TEXT, createddate: DATE },
    primaryKey: ['id'],
    indexes: [['integration']],
  },
};

export const CUSTOMIZATION_TABLE_NAMES = Object.keys(CUSTOMIZATION_SCHEMA) as CustomizationTableName[];

export function customizationSpec(name: CustomizationTableName): AnyTableSpec {
  return CUSTOMIZATION_SCHEMA[name];
}

/** The internal id column of each table that has one; new rows take the next id, as NetSuite numbers them. */
export const ID_COLUMN: { readonly [Table in CustomizationTableName]?: string } = {
  mediaitemfolder: 'id',
  file: 'id',
  script: 'id',
  scriptdeployment: 'id',
  workflow: 'id',
  customfield: 'internalid',
  customlist: 'internalid',
  customrecordtype: 'internalid',
  integration: 'id',
  accesstoken: 'id',
};

/**
 * Tables the sandbox keeps for itself beside them, under names no NetSuite table has so SuiteQL
 * cannot reach them: the text of each file, the object XML each deploy left (what the console's
 * VIEW shows and `suitecloud object:import` would give), and the log of every deploy.
 */
export const FILE_CONTENT_TABLE = 'sandbox_file_content';
export const SDF_OBJECT_TABLE = 'sandbox_sdf_object';
export const DEPLOY_LOG_TABLE = 'sandbox_deploy_log';

const SANDBOX_OWN_TABLES_SQL = [
  `create table ${FILE_CONTENT_TABLE} (file integer primary key, content text not null)`,
  `create table ${SDF_OBJECT_TABLE} (
    scriptid text primary key,
    object_type text not null,
    xml text not null,
    project text not null,
    deployed_at timestamp not null
  )`,
  `create table ${DEPLOY_LOG_TABLE} (
    id integer generated always as identity primary key,
    project text not null,
    deployed_at timestamp not null,
    succeeded boolean not null,
    log text not null
  )`,
];

/** Every statement that makes the customization tables, empty, in dependency order. */
export function customizationTablesSql(): string[] {
  const statements: string[] = [];
  for (const name of CUSTOMIZATION_TABLE_NAMES) {
    const spec = customizationSpec(name);
    statements.push(createTableSql(name, spec), ...createKeysSql(name, spec));
  }
  // NetSuite answers a deployment's internal id under both names; one is computed from the other.
  statements.push(
    'alter table scriptdeployment drop column primarykey',
    'alter table scriptdeployment add column primarykey integer generated always as (id) stored',
  );
  return [...statements, ...SANDBOX_OWN_TABLES_SQL];
}

export function dropCustomizationTablesSql(): string[] {
  return [...CUSTOMIZATION_TABLE_NAMES, FILE_CONTENT_TABLE, SDF_OBJECT_TABLE, DEPLOY_LOG_TABLE].map(
    (name) => `drop table if exists ${quote(name)}`,
  );
}
