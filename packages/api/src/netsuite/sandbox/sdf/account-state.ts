import { FILE_CONTENT_TABLE } from '../customization/customization-schema.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';

/**
 * What a deploy needs to know of the account before it changes anything: which script ids are
 * taken and by what, the File Cabinet's folders and files, and the next internal id of each
 * table. Read inside the sandbox's write turn, so nothing changes between the read and the write.
 */
export interface AccountState {
  /** Every custom object's script id, with its table and internal id. */
  readonly objects: ReadonlyMap<string, { readonly table: string; readonly id: number }>;
  /** Deployment script id -> the script id of the script that owns it. */
  readonly deployments: ReadonlyMap<string, { readonly id: number; readonly script: string }>;
  readonly folders: readonly { readonly id: number; readonly name: string; readonly parent: number | null }[];
  /** File Cabinet path (`/SuiteScripts/x.js`) -> file id and content. */
  readonly files: ReadonlyMap<string, { readonly id: number; readonly content: string }>;
  /** The highest internal id of each table, 0 when empty. */
  readonly maxIds: Readonly<Record<string, number>>;
}

const OBJECT_TABLES = [
  ['script', 'id'],
  ['workflow', 'id'],
  ['customfield', 'internalid'],
  ['customlist', 'internalid'],
  ['customrecordtype', 'internalid'],
] as const;

/** Every folder's full path from the File Cabinet's root: `/SuiteScripts/Libraries`. */
export function folderPaths(folders: AccountState['folders']): Map<number, string> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const paths = new Map<number, string>();
  const pathOf = (id: number, depth = 0): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const folder = byId.get(id);
    if (folder === undefined || depth > 50) return '';
    const path = `${folder.parent === null ? '' : pathOf(folder.parent, depth + 1)}/${folder.name}`;
    paths.set(id, path);
    return path;
  };
  for (const folder of folders) pathOf(folder.id);
  return paths;
}

export async function readAccountState(engine: SandboxEngine): Promise<AccountState> {
  const objects = new Map<string, { table: string; id: number }>();
  for (const [table, column] of OBJECT_TABLES) {
    const { rows } = await engine.query<{ scriptid: string; id: number }>(
      `select scriptid, ${column} as id from ${table}`,
    );
    for (const row of rows) objects.set(row.scriptid, { table, id: row.id });
  }
  const { rows: deploymentRows } = await engine.query<{ scriptid: string; id: number; script: string }>(
    'select d.scriptid, d.id, s.scriptid as script from scriptdeployment d join script s on s.id = d.script',
  );
  const { rows: folders } = await engine.query<{ id: number; name: string; parent: number | null }>(
    'select id, name, parent from mediaitemfolder',
  );
  const paths = folderPaths(folders);
  const { rows: fileRows } = await engine.query<{ id: number; folder: number; name: string; content: string | null }>(
    `select f.id, f.folder, f.name, c.content from file f left join ${FILE_CONTENT_TABLE} c on c.file = f.id`,
  );
  const files = new Map(
    fileRows.map((row) => [`${paths.get(row.folder) ?? ''}/${row.name}`, { id: row.id, content: row.content ?? '' }]),
  );
  const maxIds: Record<string, number> = {};
  for (const [table, column] of [
    ...OBJECT_TABLES,
    ['scriptdeployment', 'id'],
    ['mediaitemfolder', 'id'],
    ['file', 'id'],
  ]) {
    const { rows } = await engine.query<{ max: number | null }>(`select max(${column}) as max from ${table}`);
    maxIds[table] = Math.max(0, rows[0]?.max ?? 0);
  }
  return {
    objects,
    deployments: new Map(deploymentRows.map((row) => [row.scriptid, { id: row.id, script: row.script }])),
    folders,
    files,
    maxIds,
  };
}
