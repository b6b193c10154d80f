import type { TreeNode } from './file-tree.ts';

/** The project's folders as nested lists; each file a button that opens it, the open one marked current. */
export function ProjectFiles({
  nodes,
  open,
  onOpen,
}: {
  readonly nodes: readonly TreeNode[];
  readonly open: string | undefined;
  readonly onOpen: (path: string) => void;
}) {
  return (
    <ul className="project-tree">
      {nodes.map((node) =>
        node.kind === 'folder' ? (
          <li key={node.path}>
            <span className="project-folder">{node.name}/</span>
            <ProjectFiles nodes={node.children} open={open} onOpen={onOpen} />
          </li>
        ) : (
          <li key={node.path}>
            <button
              className="project-file"
              type="button"
              aria-current={node.path === open ? 'true' : undefined}
              title={node.path}
              onClick={() => onOpen(node.path)}
            >
              {node.name}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
