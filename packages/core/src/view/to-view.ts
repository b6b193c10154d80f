import type { ChatReply, ChatResult } from '../protocol/index.ts';
import { nonBlank } from './non-blank.ts';
import { EMPTY_REPLY_TEXT, UNEXPLAINED_FAILURE_TEXT } from './reply-texts.ts';
import type { ReplyView } from './reply-view.ts';
import { summaryBlocks } from './summary-blocks.ts';
import { toTableView } from './to-table-view.ts';

function projectView(result: ChatResult, message: string): ReplyView {
  const projectName = nonBlank(result.project_name);
  const projectPath = nonBlank(result.project_path);
  const manifestPath = nonBlank(result.manifest_path);
  return {
    kind: 'project',
    message,
    createdFiles: result.created_files ?? [],
    ...(projectName ? { projectName } : {}),
    ...(projectPath ? { projectPath } : {}),
    ...(manifestPath ? { manifestPath } : {}),
  };
}

/** Chooses how a reply is shown, in the order of 000 section 4 (see {@link ReplyView}). */
export function toView(reply: ChatReply): ReplyView {
  if (reply.confirmation) {
    const message = nonBlank(reply.message);
    return { kind: 'confirmation', confirmation: reply.confirmation, ...(message ? { message } : {}) };
  }
  if (reply.hostAction) {
    const message = nonBlank(reply.message);
    return { kind: 'host-action', hostAction: reply.hostAction, ...(message ? { message } : {}) };
  }
  const question = nonBlank(reply.question?.text);
  if (question !== undefined) return { kind: 'question', text: question, options: reply.question?.options ?? [] };

  const response = nonBlank(reply.response);
  if (response !== undefined) return { kind: 'text', text: response };

  const message = nonBlank(reply.message);
  if (message !== undefined) return { kind: 'formatted', markdown: message };

  const { result, data } = reply;
  if (result?.success === false) {
    return { kind: 'failure', message: nonBlank(result.message) ?? nonBlank(reply.error) ?? UNEXPLAINED_FAILURE_TEXT };
  }

  const resultMessage = nonBlank(result?.message);
  if (result?.success === true && resultMessage !== undefined) return projectView(result, resultMessage);

  const withRows = [result, data].find((source) => source?.success === true && (source.results?.length ?? 0) > 0);
  if (withRows?.results) {
    const caption = nonBlank(reply.caption);
    const table = toTableView(withRows.results, withRows.count, reply.table);
    return {
      kind: 'table',
      table: { ...table, ...(caption ? { caption } : {}), ...(reply.download ? { download: reply.download } : {}) },
    };
  }

  const blocks = summaryBlocks(reply);
  return { kind: 'summary', blocks: blocks.length > 0 ? blocks : [{ type: 'paragraph', text: EMPTY_REPLY_TEXT }] };
}
