import type { ChatReply, ConfirmationRequest } from '@erp-agent/core';
import { formatCell, formatPreviewField, formatTableCell, toTableView } from '@erp-agent/core';
import type { TurnIntent } from '../intents.ts';
import { presentTable } from './table-layout.ts';
import type { TurnOutcome } from './turn-outcome.ts';
import { withMessageTree } from './with-message-tree.ts';

/** What the reply is shown against: the account's base currency, when it is known. */
export interface Presentation {
  readonly baseCurrency?: string;
}

/** The agent writes its words in English, so its amounts and dates read the English way. */
const REPLY_LOCALE = 'en-US';

/** A file's language for highlighting, from its name: SuiteScript, SDF's XML, JSON. */
const LANGUAGES: Readonly<Record<string, string>> = { js: 'javascript', ts: 'typescript', xml: 'xml', json: 'json' };

/**
 * A multi-line value (a script, an object's XML) as a fenced code block under its name, so it
 * reads as the file it is: JSDoc lines stay comments, XML keeps its lines. The fence is longer than
 * any run of backticks inside, so the file cannot close it early.
 */
function codeBlock(label: string, code: string): string {
  const longestRun = Math.max(0, ...Array.from(code.matchAll(/`+/g), (run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  const language = LANGUAGES[label.split('.').pop()?.toLowerCase() ?? ''] ?? '';
  return ['', `**${label}**`, '', `${fence}${language}`, code.replace(/\n$/, ''), fence].join('\n');
}

/** What a confirmation says in words, for clients that show only `message`, and for "yes" typed. */
export function confirmationMarkdown(confirmation: ConfirmationRequest, lead?: string): string {
  const { preview } = confirmation;
  const format = { locale: REPLY_LOCALE };
  const lines = [lead ? `${lead}\n` : '', `**${confirmation.title}?**`, ''];
  const files: string[] = [];
  for (const field of preview.fields ?? []) {
    if (typeof field.value === 'string' && field.value.includes('\n')) files.push(codeBlock(field.label, field.value));
    else lines.push(`- ${field.label}: ${formatPreviewField(field, format)}`);
  }
  for (const change of preview.changes ?? []) {
    lines.push(`- ${change.label}: ${formatCell(change.from) || '(empty)'} → ${formatCell(change.to) || '(empty)'}`);
  }
  const rows = preview.rows ?? [];
  if (rows.length > 0) {
    const table = toTableView(rows, undefined, preview.columns ? { columns: preview.columns } : undefined);
    const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
    const numeric = (kind: string) => kind === 'number' || kind === 'currency';
    lines.push(
      '',
      `| ${table.columnDetails.map((column) => cell(column.label)).join(' | ')} |`,
      `| ${table.columnDetails.map((column) => (numeric(column.kind) ? '---:' : '---')).join(' | ')} |`,
      ...rows.map(
        (row) => `| ${table.columnDetails.map((column) => cell(formatTableCell(row, column, format))).join(' | ')} |`,
      ),
    );
  }
  lines.push(...files);
  const warning = confirmation.risk === 'destructive' ? ' This cannot be undone.' : '';
  lines.push('', `Reply **yes** to go ahead or **no** to cancel.${warning}`);
  return lines.filter((line, index) => index > 0 || line !== '').join('\n');
}

/**
 * The seed's reply envelope for what a turn came to (000 sections 3 and 4), so `toView` in core
 * shows each the right way: rows as a table (`result.results` with `success: true` and no
 * `result.message`, which would make it a project summary), words as formatted text, a failure as
 * `result.success: false`, a project as its summary.
 */
export function toEnvelope(
  outcome: TurnOutcome,
  conversationId: string,
  intent: TurnIntent,
  presentation: Presentation = {},
): ChatReply {
  return withMessageTree(envelope(outcome, conversationId, intent, presentation));
}

function envelope(
  outcome: TurnOutcome,
  conversationId: string,
  intent: TurnIntent,
  presentation: Presentation,
): ChatReply {
  const common = { conversationId, intent };
  switch (outcome.kind) {
    case 'table': {
      const { rows, layout } = presentTable(
        outcome.rows,
        outcome.columns,
        presentation.baseCurrency,
        outcome.totalRows,
      );
      return {
        ...common,
        caption: outcome.caption,
        ...(outcome.download ? { download: outcome.download } : {}),
        result: { success: true, results: rows, count: outcome.count },
        table: layout,
      };
    }
    case 'answer':
      return { ...common, message: outcome.markdown };
    case 'question':
      return {
        ...common,
        message: [
          outcome.text,
          ...(outcome.options.length > 0
            ? ['', ...outcome.options.map((option, i) => `${i + 1}. ${option.label}`)]
            : []),
        ].join('\n'),
        question: { text: outcome.text, options: [...outcome.options] },
      };
    case 'confirmation':
      return {
        ...common,
        message: confirmationMarkdown(outcome.confirmation, outcome.lead),
        confirmation: outcome.confirmation,
      };
    case 'host-action':
      return { ...common, message: outcome.markdown, hostAction: outcome.proposal };
    case 'project':
      return {
        ...common,
        result: {
          success: true,
          message: outcome.message,
          project_name: outcome.projectName,
          project_path: outcome.projectPath,
          created_files: [...outcome.createdFiles],
          manifest_path: outcome.manifestPath,
        },
        ...(outcome.scriptPreview ? { script_preview: outcome.scriptPreview } : {}),
        ...(outcome.pendingScripts ? { pending_scripts: [...outcome.pendingScripts] } : {}),
        ...(outcome.overwritePrompt ? { overwrite_prompt: true } : {}),
      };
    case 'failure':
      return { ...common, error: outcome.code, result: { success: false, message: outcome.message } };
    case 'refusal':
      return { ...common, error: outcome.code, message: outcome.message };
  }
}
