/** A file the user downloads: what to call it, its media type and its text. */
export interface ExportFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}
