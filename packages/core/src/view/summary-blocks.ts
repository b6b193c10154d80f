import type { ChatReply, ChatResult, PendingScript, ResultRecord } from '../protocol/index.ts';
import { formatCell } from './format-cell.ts';
import { nonBlank } from './non-blank.ts';
import { OVERWRITE_PROMPT_TEXT, SUMMARY_RECORD_LIMIT } from './reply-texts.ts';
import type { Block } from './reply-view.ts';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function describeRecord(record: ResultRecord): string {
  return Object.entries(record)
    .map(([key, value]) => [key, formatCell(value)] as const)
    .filter(([, text]) => text !== '')
    .map(([key, text]) => `${key}: ${text}`)
    .join(', ');
}

function recordBlocks(records: readonly ResultRecord[]): Block[] {
  if (records.length === 0) return [{ type: 'paragraph', text: 'No records found.' }];
  const shown = records.slice(0, SUMMARY_RECORD_LIMIT);
  const hidden = records.length - shown.length;
  return [
    { type: 'paragraph', text: `Found ${plural(records.length, 'record')}:` },
    { type: 'list', ordered: true, items: shown.map(describeRecord) },
    ...(hidden > 0
      ? [{ type: 'paragraph', text: `... and ${hidden} more record${hidden === 1 ? '' : 's'}` } as const]
      : []),
  ];
}

/** What a result holds beyond the parts the summary already shows; `undefined` when nothing. */
function leftoverFields(result: ChatResult, recordsShown: boolean): Record<string, unknown> | undefined {
  const shown = new Set(['success', 'message', 'count', ...(recordsShown ? ['results'] : [])]);
  const rest = Object.entries(result).filter(
    ([key, value]) => !shown.has(key) && value !== null && value !== undefined,
  );
  return rest.length > 0 ? Object.fromEntries(rest) : undefined;
}

function pendingScriptName(script: PendingScript): string {
  if (typeof script === 'string') return script;
  return nonBlank(script.name) ?? nonBlank(script.file) ?? nonBlank(script.path) ?? JSON.stringify(script);
}

/**
 * The formatted summary of 000 section 4, for a reply that none of the earlier display rules
 * took: message, error, found records (at most ten), total, raw result, script preview, pending
 * scripts, overwrite question. Empty when the reply holds none of these.
 */
export function summaryBlocks(reply: ChatReply): Block[] {
  const blocks: Block[] = [];
  const sources = [reply.result, reply.data].filter((source): source is ChatResult => source != null);

  const message = sources.map((source) => nonBlank(source.message)).find((text) => text !== undefined);
  if (message !== undefined) blocks.push({ type: 'paragraph', text: message });

  const error = nonBlank(reply.error);
  if (error !== undefined) blocks.push({ type: 'paragraph', text: `Error: ${error}` });

  const withRecords = sources.find((source) => Array.isArray(source.results));
  if (withRecords?.results) blocks.push(...recordBlocks(withRecords.results));

  const counted = sources.find((source) => typeof source.count === 'number');
  if (typeof counted?.count === 'number') blocks.push({ type: 'paragraph', text: `Total records: ${counted.count}` });

  for (const [label, source] of [
    ['Result', reply.result],
    ['Data', reply.data],
  ] as const) {
    const leftover = source ? leftoverFields(source, source === withRecords) : undefined;
    if (leftover) {
      blocks.push({ type: 'paragraph', text: `${label}:` });
      blocks.push({ type: 'code', language: 'json', code: JSON.stringify(leftover, null, 2) });
    }
  }

  const preview = nonBlank(reply.script_preview);
  if (preview !== undefined) {
    blocks.push({ type: 'paragraph', text: 'Script preview:' });
    blocks.push({ type: 'code', language: 'javascript', code: preview });
  }

  if (reply.pending_scripts && reply.pending_scripts.length > 0) {
    blocks.push({ type: 'paragraph', text: 'Pending scripts:' });
    blocks.push({ type: 'list', items: reply.pending_scripts.map(pendingScriptName) });
  }

  if (reply.overwrite_prompt) blocks.push({ type: 'paragraph', strong: true, text: OVERWRITE_PROMPT_TEXT });

  return blocks;
}
