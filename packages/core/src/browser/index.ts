export { downloadFile } from './download-file.ts';
export {
  createDocumentRenderer,
  createMarkdownRenderer,
  type MarkdownRenderer,
  renderDocument,
  renderMarkdown,
} from './render-markdown.ts';
