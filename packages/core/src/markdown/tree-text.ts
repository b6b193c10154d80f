import type { MarkdownElement, MarkdownNode } from './markdown-node.ts';

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'ul', 'ol', 'table', 'hr']);

function inline(nodes: readonly MarkdownNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : elementText(node))).join('');
}

function elementText(node: MarkdownElement): string {
  switch (node.tag) {
    case 'br':
      return '\n';
    case 'hr':
      return '---';
    case 'a': {
      const words = inline(node.children);
      return node.href && node.href !== words ? `${words} (${node.href})` : words;
    }
    case 'ul':
    case 'ol':
      return node.children
        .map(
          (item, index) =>
            `${node.tag === 'ol' ? `${index + 1}.` : '-'} ${typeof item === 'string' ? item : blocks(item.children)}`,
        )
        .join('\n');
    case 'table':
      return node.children
        .flatMap((part) => (typeof part === 'string' ? [] : part.children))
        .map((row) =>
          typeof row === 'string'
            ? row
            : row.children.map((cell) => (typeof cell === 'string' ? cell : inline(cell.children))).join(' | '),
        )
        .join('\n');
    case 'blockquote':
      return blocks(node.children)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    default:
      return BLOCKS.has(node.tag) ? blocks(node.children) : inline(node.children);
  }
}

/** Block elements a blank line apart, inline runs joined. */
function blocks(nodes: readonly MarkdownNode[]): string {
  const parts: string[] = [];
  let run: MarkdownNode[] = [];
  const flush = () => {
    const text = inline(run).trim();
    if (text !== '') parts.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && BLOCKS.has(node.tag)) {
      flush();
      parts.push(elementText(node));
    } else {
      run.push(node);
    }
  }
  flush();
  return parts.join('\n\n');
}

/**
 * A markdown tree as the words it shows, without the marks: for the chat export, for what a
 * screen reader announces. Lists keep their bullets and numbers, tables their cells a `|` apart,
 * links their address.
 */
export function treeText(nodes: readonly MarkdownNode[]): string {
  return blocks(nodes);
}
