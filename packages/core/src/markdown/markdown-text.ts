import { markdownTree } from './markdown-tree.ts';
import { treeText } from './tree-text.ts';

/** A reply's markdown as the words it shows, without the marks (see {@link treeText}). */
export function markdownText(markdown: string): string {
  return treeText(markdownTree(markdown));
}
