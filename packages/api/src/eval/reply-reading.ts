import type { ChatReply } from '@erp-agent/core';

/**
 * Reading a reply the way an operator does: what it shows as a table, what its answer sentence
 * says, and whether it asked or declined instead of answering.
 */

export type Row = Readonly<Record<string, unknown>>;

/** The rows of the reply's table, when it shows one with at least one row. */
export function rowsOf(reply: ChatReply): readonly Row[] | undefined {
  // A totals row the layout marks (an aging report's TOTAL) is no record: it is not compared.
  const totals = new Set(reply.table?.totalRows ?? []);
  for (const source of [reply.result, reply.data]) {
    if (source?.success === true && Array.isArray(source.results) && source.results.length > 0) {
      const records = source.results.filter((_, index) => !totals.has(index));
      return records.length > 0 ? records : undefined;
    }
  }
  return undefined;
}

/** Every word of a reply, whichever field carries it: message, caption, question and options. */
export function replyText(reply: ChatReply): string {
  return [
    reply.response,
    reply.message,
    reply.result?.message,
    reply.data?.message,
    reply.caption,
    reply.question?.text,
    ...(reply.question?.options ?? []).map((option) => option.label),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

/**
 * The answer sentence: a table's caption, otherwise the first paragraph of the message. A figure
 * counts as the answer only when it is stated here, not somewhere further down.
 */
export function headline(reply: ChatReply): string {
  if (typeof reply.caption === 'string' && reply.caption.trim() !== '') return reply.caption.trim();
  const text = [reply.response, reply.message, reply.result?.message, reply.data?.message].find(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return (
    text
      ?.trim()
      .split(/\n\s*\n/)[0]
      ?.trim() ?? ''
  );
}

/** Every number stated in a text, with thousands separators and currency symbols ignored. */
export function statedNumbers(text: string): number[] {
  const cleaned = text
    .replace(/\u2212/g, '-')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[$£€]/g, ' ');
  return [...cleaned.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/**
 * The figures an answer sentence gives as its answer: the bold ones when it marks any in bold
 * (`There are **39** open invoices`), otherwise every number in it.
 */
export function answerFigures(sentence: string): number[] {
  const bold = [...sentence.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1] ?? '');
  const figures = bold.flatMap(statedNumbers);
  return figures.length > 0 ? figures : statedNumbers(sentence);
}

const normalise = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/**
 * Whether a text mentions a term: case-insensitive, on word boundaries, `a|b` for either. A term
 * ending in a letter also matches its plural (`customer` in "customers").
 */
export function mentions(text: string, term: string): boolean {
  const haystack = normalise(text);
  return term.split('|').some((alternative) => {
    const escaped = normalise(alternative.trim()).replace(/[.*+?^${}()[\]\\]/g, '\\$&');
    return new RegExp(`(?<![a-z0-9])${escaped}(?:e?s)?(?![a-z0-9])`).test(haystack);
  });
}

/** Error codes that mean the agent would not (or may not) do what was asked. */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'out_of_scope',
  'forbidden',
  'sign_in_required',
  'confirmation_invalid',
  'confirmation_stale',
  'unsupported',
  'not_supported',
  'deploy_unavailable',
]);

/** Plain words for "I cannot do that". */
const CANNOT =
  /\b(?:can(?:'|\u2019)?t|cannot|can not|unable to|not able to|isn(?:'|\u2019)t (?:possible|supported|available)|(?:is|are) not (?:yet )?(?:possible|supported|available)|not (?:yet )?supported|no tool|don(?:'|\u2019)t (?:have|support|send|create|post)|do not (?:have|support|send|create|post)|won(?:'|\u2019)t)\b/i;

const holdsSomething = (reply: ChatReply) => rowsOf(reply) !== undefined || Boolean(reply.confirmation);

/**
 * The reply asks instead of answering: a clarifying question, or an answer sentence that is a
 * question while nothing is shown or proposed.
 */
export function asked(reply: ChatReply): boolean {
  if (reply.question) return true;
  return !holdsSomething(reply) && headline(reply).includes('?');
}

/** The reply declines plainly: a refusal code, or words saying it cannot, with nothing shown. */
export function declined(reply: ChatReply): boolean {
  if (holdsSomething(reply) || reply.question) return false;
  if (typeof reply.error === 'string' && REFUSAL_CODES.has(reply.error)) return true;
  return CANNOT.test(replyText(reply));
}
