import { type ChatReply, toView, viewToText } from '@erp-agent/core';

/**
 * The reply in words, in pieces a few words long, for the stream's text parts: clients that
 * read only text (an AI SDK `useChat`) see the answer form, and ours show it arriving.
 */
export function replyTextPieces(reply: ChatReply): string[] {
  const view = toView(reply);
  const text =
    view.kind === 'table'
      ? `${view.table.caption ?? `${view.table.rows.length} rows`}.`
      : view.kind === 'confirmation'
        ? (view.message ?? view.confirmation.title)
        : viewToText(view);
  return text.match(/\S+\s*/g) ?? [];
}
