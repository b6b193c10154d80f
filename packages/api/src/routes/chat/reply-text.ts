import { type ChatReply, toView, viewToText } from '@erp-agent/core';

/** The reply in words: what a client that reads only text should be told the turn came to. */
export function replyWords(reply: ChatReply): string {
  const view = toView(reply);
  if (view.kind === 'table') return `${view.table.caption ?? `${view.table.rows.length} rows`}.`;
  if (view.kind === 'confirmation') return view.message ?? view.confirmation.title;
  // Text-reading clients render markdown (an AI SDK chat does), so its marks stay in the stream.
  if (view.kind === 'formatted') return view.markdown;
  return viewToText(view, { locale: 'en-US' });
}

/** Words compared for sameness: case, spacing and closing punctuation aside. */
const comparable = (text: string) =>
  text
    .replace(/[\s.!?…:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The reply in words, in pieces a few words long, for the stream's text parts: clients that read
 * only text (an AI SDK `useChat`) see the answer form, and ours show it arriving. Nothing when the
 * turn already streamed these very words as they were said (a language model's answer), so the
 * answer is not told twice.
 */
export function replyTextPieces(reply: ChatReply, alreadySaid = ''): string[] {
  const words = replyWords(reply);
  if (alreadySaid.trim() !== '' && comparable(alreadySaid) === comparable(words)) return [];
  return words.match(/\S+\s*/g) ?? [];
}
