/** A folder of a project: its sub-folders and files, each sorted by name, folders first. */
export interface FolderNode {
  readonly kind: 'folder';
  readonly name: string;
  readonly path: string;
  readonly children: readonly TreeNode[];
}

export interface FileNode {
  readonly kind: 'file';
  readonly name: string;
  /** The file's whole path in the project, as the API names it. */
  readonly path: string;
}

export type TreeNode = FolderNode | FileNode;

interface Building {
  readonly folders: Map<string, Building>;
  readonly files: string[];
}

function nodes(building: Building, prefix: string): TreeNode[] {
  const folders = [...building.folders.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, folder]): FolderNode => ({
        kind: 'folder',
        name,
        path: `${prefix}${name}`,
        children: nodes(folder, `${prefix}${name}/`),
      }),
    );
  const files = [...building.files]
    .sort((a, b) => a.localeCompare(b))
    .map((name): FileNode => ({ kind: 'file', name, path: `${prefix}${name}` }));
  return [...folders, ...files];
}

/** The project's flat paths (`src/Objects/x.xml`) as the folder tree SuiteCloud lays out on disk. */
export function fileTree(paths: readonly string[]): TreeNode[] {
  const root: Building = { folders: new Map(), files: [] };
  for (const path of paths) {
    const parts = path.split('/').filter((part) => part !== '');
    const name = parts.pop();
    if (name === undefined) continue;
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (next === undefined) {
        next = { folders: new Map(), files: [] };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.push(name);
  }
  return nodes(root, '');
}

const LANGUAGES: Readonly<Record<string, string>> = { js: 'javascript', ts: 'typescript', xml: 'xml', json: 'json' };

/** The highlighter's language for a file, by its extension; `undefined` shows it plain. */
export function languageOf(path: string): string | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return path.includes('.') ? LANGUAGES[extension] : undefined;
}

/**
 * The file a review opens first: the script when there is one, else the first object (a
 * workflow's or a field's definition: what the project is about), else the first file by name.
 */
export function firstFile(paths: readonly string[]): string | undefined {
  const sorted = [...paths].sort((a, b) => a.localeCompare(b));
  const script = sorted.find((path) => path.includes('FileCabinet/') && path.endsWith('.js'));
  return script ?? sorted.find((path) => path.includes('Objects/') && path.endsWith('.xml')) ?? sorted[0];
}
