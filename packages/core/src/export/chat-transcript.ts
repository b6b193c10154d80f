import { CHAT_FILE_PREFIX, datedFileName } from './dated-file-name.ts';
import type { ExportFile } from './export-file.ts';

export interface TranscriptEntry {
  readonly sender: 'user' | 'bot';
  readonly time: Date | number;
  readonly text: string;
}

export interface TranscriptOptions {
  readonly now?: Date;
  readonly locale?: Intl.LocalesArgument;
  readonly timeZone?: string;
  readonly title?: string;
  readonly senderLabels?: { readonly user: string; readonly bot: string };
}

const DEFAULT_LABELS = { user: 'You', bot: 'Assistant' } as const;

/**
 * The chat as a plain-text file (000 section 4): a heading, then one block a message with its
 * full date and time (an export is read later, so "today" would mislead) and its sender.
 */
export function chatTranscript(entries: readonly TranscriptEntry[], options: TranscriptOptions = {}): ExportFile {
  const now = options.now ?? new Date();
  const labels = options.senderLabels ?? DEFAULT_LABELS;
  const stamp = new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: options.timeZone,
  });
  const heading = `${options.title ?? 'ERP AI assistant chat'}, exported ${stamp.format(now)}`;
  const blocks = entries.map(
    (entry) => `[${stamp.format(new Date(entry.time))}] ${labels[entry.sender]}:\n${entry.text}`,
  );
  return {
    fileName: datedFileName(CHAT_FILE_PREFIX, 'txt', now),
    mimeType: 'text/plain;charset=utf-8',
    content: `${[heading, ...blocks].join('\n\n')}\n`,
  };
}
