export { chatTranscript, type TranscriptEntry, type TranscriptOptions } from './chat-transcript.ts';
export { CHAT_FILE_PREFIX, datedFileName, TABLE_FILE_PREFIX } from './dated-file-name.ts';
export type { ExportFile } from './export-file.ts';
