export {
  type CreateElement,
  type MarkdownElementOptions,
  type MarkdownProps,
  markdownElements,
} from './markdown-elements.ts';
export {
  isSafeHref,
  MARKDOWN_ALIGNMENTS,
  MARKDOWN_TAGS,
  type MarkdownElement,
  type MarkdownNode,
  type MarkdownTag,
} from './markdown-node.ts';
export { markdownText } from './markdown-text.ts';
export { type MarkdownOptions, markdownTree } from './markdown-tree.ts';
export { treeText } from './tree-text.ts';
