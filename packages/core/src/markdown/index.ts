export {
  type CreateElement,
  type MarkdownElementOptions,
  type MarkdownProps,
  markdownElements,
} from './markdown-elements.ts';
export { markdownText } from './markdown-text.ts';
export {
  type MarkdownElement,
  type MarkdownNode,
  type MarkdownOptions,
  type MarkdownTag,
  markdownTree,
} from './markdown-tree.ts';
