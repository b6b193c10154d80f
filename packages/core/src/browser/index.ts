export { downloadFile } from './download-file.ts';
export { createMarkdownRenderer, type MarkdownRenderer, renderMarkdown } from './render-markdown.ts';
