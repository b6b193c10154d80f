import type { SdfObject, ValidatedProject } from '../../sdf/index.ts';
import { FILE_CONTENT_TABLE, SDF_OBJECT_TABLE } from '../customization/customization-schema.ts';
import type { SandboxStatement } from '../engine/sandbox-engine.ts';
import { type AccountState, folderPaths } from './account-state.ts';
import type { DeployPlan } from './deploy-plan.ts';

/** The script columns that name each entry point's function. */
const ENTRY_POINT_COLUMNS: Readonly<Record<string, string>> = {
  beforeLoad: 'beforeloadfunction',
  beforeSubmit: 'beforesubmitfunction',
  afterSubmit: 'aftersubmitfunction',
  pageInit: 'pageinitfunction',
  fieldChanged: 'fieldchangedfunction',
  saveRecord: 'saverecordfunction',
  validateField: 'validatefieldfunction',
};

const FILE_TYPES: Readonly<Record<string, string>> = {
  js: 'JAVASCRIPT',
  xml: 'XMLDOC',
  json: 'JSON',
  txt: 'PLAINTEXT',
  html: 'HTMLDOC',
  css: 'STYLESHEET',
};

export interface DeployContext {
  readonly project: ValidatedProject;
  readonly plan: DeployPlan;
  readonly account: AccountState;
  /** Who deploys: the owner of what is created. */
  readonly owner: number | null;
  /** `YYYY-MM-DD HH:MM:SS`, local. */
  readonly now: string;
  readonly projectName: string;
}

/** Hands out internal ids after the highest one taken, as NetSuite numbers new records. */
class Ids {
  readonly #next: Record<string, number>;

  constructor(max: Readonly<Record<string, number>>) {
    this.#next = { ...max };
  }

  take(table: string): number {
    this.#next[table] = (this.#next[table] ?? 0) + 1;
    return this.#next[table];
  }
}

/** `insert ... on conflict (key) do update` of every column given, as one statement. */
function upsert(
  table: string,
  key: string,
  row: Record<string, unknown>,
  keep: readonly string[] = [],
): SandboxStatement {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const updates = columns
    .filter((column) => column !== key && !keep.includes(column))
    .map((column) => `${column} = excluded.${column}`);
  return {
    sql: `insert into ${table} (${columns.join(', ')}) values (${placeholders.join(', ')})
      on conflict (${key}) do update set ${updates.join(', ')}`,
    params: Object.values(row),
  };
}

/** Folders and files first, so scripts can name their file's id. */
function fileStatements(
  context: DeployContext,
  ids: Ids,
): { statements: SandboxStatement[]; fileIds: Map<string, number> } {
  const statements: SandboxStatement[] = [];
  const fileIds = new Map([...context.account.files].map(([path, file]) => [path, file.id]));
  const folders = new Map([...folderPaths(context.account.folders)].map(([id, path]) => [path, id]));
  const folderOf = (cabinetPath: string): number => {
    const parts = cabinetPath
      .split('/')
      .filter((part) => part !== '')
      .slice(0, -1);
    let parent: number | null = null;
    let path = '';
    for (const name of parts) {
      path = `${path}/${name}`;
      let id = folders.get(path);
      if (id === undefined) {
        id = ids.take('mediaitemfolder');
        folders.set(path, id);
        statements.push({
          sql: 'insert into mediaitemfolder (id, name, parent) values ($1, $2, $3)',
          params: [id, name, parent],
        });
      }
      parent = id;
    }
    if (parent === null) throw new Error(`A File Cabinet path needs a folder: ${cabinetPath}`);
    return parent;
  };
  for (const file of context.project.files) {
    const existing = fileIds.get(file.cabinetPath);
    const id = existing ?? ids.take('file');
    fileIds.set(file.cabinetPath, id);
    const name = file.cabinetPath.slice(file.cabinetPath.lastIndexOf('/') + 1);
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    statements.push(
      upsert(
        'file',
        'id',
        {
          id,
          name,
          folder: folderOf(file.cabinetPath),
          filetype: FILE_TYPES[extension] ?? 'MISCTEXT',
          filesize: Buffer.byteLength(file.content),
          description: null,
          createddate: context.now,
          lastmodifieddate: context.now,
        },
        ['createddate'],
      ),
      upsert(FILE_CONTENT_TABLE, 'file', { file: id, content: file.content }),
    );
  }
  return { statements, fileIds };
}

function objectStatements(
  object: SdfObject,
  context: DeployContext,
  ids: Ids,
  fileIds: Map<string, number>,
): SandboxStatement[] {
  const existing = context.account.objects.get(object.scriptId)?.id;
  const common = { owner: context.owner };
  const statements: SandboxStatement[] = [];
  switch (object.kind) {
    case 'script': {
      const id = existing ?? ids.take('script');
      const file = context.plan.scriptFiles.get(object.scriptId);
      const entryColumns: Record<string, string | null> = Object.fromEntries(
        Object.values(ENTRY_POINT_COLUMNS).map((column) => [column, null]),
      );
      for (const [entry, name] of Object.entries(file?.info.entryPoints ?? {})) {
        const column = ENTRY_POINT_COLUMNS[entry];
        if (column !== undefined) entryColumns[column] = name;
      }
      statements.push(
        upsert(
          'script',
          'scriptid',
          {
            id,
            scriptid: object.scriptId,
            name: object.name,
            scripttype: object.type.scriptType,
            apiversion: file?.info.apiVersion ?? '2.1',
            description: object.description,
            ...common,
            scriptfile: fileIds.get(object.scriptFile) ?? 0,
            isinactive: object.isInactive,
            notifyowner: object.notifyOwner,
            ...entryColumns,
            lastmodifieddate: context.now,
          },
          ['id', 'owner'],
        ),
      );
      for (const deployment of object.deployments) {
        const deploymentId = context.account.deployments.get(deployment.scriptId)?.id ?? ids.take('scriptdeployment');
        statements.push(
          upsert(
            'scriptdeployment',
            'scriptid',
            {
              id: deploymentId,
              scriptid: deployment.scriptId,
              script: id,
              title: deployment.title,
              status: deployment.status,
              isdeployed: deployment.isDeployed,
              loglevel: deployment.logLevel,
              recordtype: deployment.recordType,
              allroles: deployment.allRoles,
              allemployees: deployment.allEmployees,
              allpartners: deployment.allPartners,
              lastmodifieddate: context.now,
            },
            ['id'],
          ),
          { sql: 'delete from scriptexecutioncontextmap where scriptrecord = $1', params: [deploymentId] },
          ...deployment.executionContexts.map((context) => ({
            sql: 'insert into scriptexecutioncontextmap (scriptrecord, executioncontext) values ($1, $2)',
            params: [deploymentId, context],
          })),
        );
      }
      return statements;
    }
    case 'workflow':
      return [
        upsert(
          'workflow',
          'scriptid',
          {
            id: existing ?? ids.take('workflow'),
            scriptid: object.scriptId,
            name: object.name,
            description: object.description,
            recordtypes: object.recordTypes.join('|'),
            releasestatus: object.releaseStatus,
            isinactive: object.isInactive,
            ...common,
            initoncreate: object.initOnCreate,
            initonvieworupdate: object.initOnViewOrUpdate,
            inittriggertype: object.initTriggerType,
            initcondition: object.initCondition,
            islogenabled: object.isLogEnabled,
            keephistory: object.keepHistory,
            runasadmin: object.runAsAdmin,
            lastmodifieddate: context.now,
          },
          ['id', 'owner'],
        ),
      ];
    case 'field':
      return [
        upsert(
          'customfield',
          'scriptid',
          {
            internalid: existing ?? ids.take('customfield'),
            scriptid: object.scriptId,
            name: object.label,
            fieldtype: object.type.fieldType,
            fieldvaluetype: object.fieldValueType,
            description: object.description,
            ...common,
            isinactive: object.isInactive,
            ismandatory: object.isMandatory,
            lastmodifieddate: context.now,
          },
          ['internalid', 'owner'],
        ),
      ];
    case 'customlist':
      return [
        upsert(
          'customlist',
          'scriptid',
          {
            internalid: existing ?? ids.take('customlist'),
            scriptid: object.scriptId,
            name: object.name,
            description: object.description,
            ...common,
            isordered: object.isOrdered,
            isinactive: 'F',
          },
          ['internalid', 'owner'],
        ),
      ];
    case 'customrecordtype':
      return [
        upsert(
          'customrecordtype',
          'scriptid',
          {
            internalid: existing ?? ids.take('customrecordtype'),
            scriptid: object.scriptId,
            name: object.name,
            description: object.description,
            ...common,
            isinactive: object.isInactive,
          },
          ['internalid', 'owner'],
        ),
      ];
  }
}

/** Every write of a deploy, for one database transaction: files, objects, and the objects' XML. */
export function deployStatements(context: DeployContext): SandboxStatement[] {
  const ids = new Ids(context.account.maxIds);
  const { statements, fileIds } = fileStatements(context, ids);
  for (const object of context.project.objects) {
    statements.push(
      ...objectStatements(object, context, ids, fileIds),
      upsert(SDF_OBJECT_TABLE, 'scriptid', {
        scriptid: object.scriptId,
        object_type: object.kind === 'script' || object.kind === 'field' ? object.type.element : object.kind,
        xml: object.xml,
        project: context.projectName,
        deployed_at: context.now,
      }),
    );
  }
  return statements;
}
