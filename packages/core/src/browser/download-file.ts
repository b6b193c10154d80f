import type { ExportFile } from '../export/index.ts';

/** Saves a generated file through the browser's download, without leaving the page. */
export function downloadFile(file: ExportFile, document: Document = globalThis.document): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has taken its copy by then, in every engine.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
