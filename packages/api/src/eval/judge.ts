import { matchesGlob } from 'node:path';
import type { ChatReply } from '@erp-agent/core';
import type { Expectation } from './eval-case.ts';

/** The outcome of one case: whether its expectation held, and why not. */
export interface Verdict {
  readonly pass: boolean;
  readonly reason?: string;
}

type Row = Readonly<Record<string, unknown>>;

/** A value as text the way both sides can agree on: numbers without trailing zeros, no case. */
export function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  const text = String(value).trim();
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return String(Math.round(Number(text) * 100) / 100);
  return text.toLowerCase();
}

/** The words of a reply, whichever field carries them. */
export function replyText(reply: ChatReply): string {
  return [reply.response, reply.message, reply.result?.message, reply.data?.message, reply.caption]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

/** Every number stated in a text, with thousands separators and currency symbols ignored. */
export function statedNumbers(text: string): number[] {
  const cleaned = text.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/[$£€]/g, ' ');
  return [...cleaned.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

function rowsOf(reply: ChatReply): Row[] | undefined {
  for (const source of [reply.result, reply.data]) {
    if (source?.success === true && Array.isArray(source.results) && source.results.length > 0) return source.results;
  }
  return undefined;
}

const firstColumn = (rows: readonly Row[]) => rows.map((row) => canonical(Object.values(row)[0]));

function sameValues(a: readonly string[], b: readonly string[], ordered: boolean): boolean {
  if (a.length !== b.length) return false;
  if (ordered) return a.every((value, index) => value === b[index]);
  const sorted = (values: readonly string[]) => [...values].sort();
  return sorted(a).every((value, index) => value === sorted(b)[index]);
}

const REFUSALS = new Set([
  'out_of_scope',
  'forbidden',
  'sign_in_required',
  'confirmation_invalid',
  'confirmation_stale',
]);

/**
 * Whether the last reply (and, for `table`, `value` and `state`, the reference query run right
 * after it) meets the case's expectation.
 */
export function judge(expectation: Expectation, reply: ChatReply, reference: readonly Row[] | undefined): Verdict {
  if ('table' in expectation) {
    const rows = rowsOf(reply);
    const wanted = firstColumn(reference ?? []);
    // Nothing to list, and the reply said so rather than showing rows.
    if (wanted.length === 0 && !rows && !reply.error && !reply.question) return { pass: true };
    if (!rows) return { pass: false, reason: `no table in the reply: ${replyText(reply).slice(0, 160)}` };
    const columns = Object.keys(rows[0] ?? {});
    const match = columns.find((column) =>
      sameValues(
        rows.map((row) => canonical(row[column])),
        wanted,
        expectation.table.ordered,
      ),
    );
    return match
      ? { pass: true }
      : {
          pass: false,
          reason: `no column equals the reference's ${wanted.length} values (table has ${rows.length} rows)`,
        };
  }
  if ('value' in expectation) {
    const first = reference?.[0];
    const value = first === undefined ? undefined : Object.values(first)[0];
    if (value === undefined || value === null || Number.isNaN(Number(value))) {
      return { pass: false, reason: 'the reference query gave no number' };
    }
    const wanted = Math.round(Number(value) * 100) / 100;
    const stated = statedNumbers(replyText(reply)).map((number) => Math.round(number * 100) / 100);
    return stated.includes(wanted)
      ? { pass: true }
      : { pass: false, reason: `the reply does not state ${wanted}: ${replyText(reply).slice(0, 160)}` };
  }
  if ('state' in expectation) {
    const got = (reference ?? []).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), canonical(value)])),
    );
    const wanted = expectation.state.rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), canonical(value)])),
    );
    const same = JSON.stringify(got) === JSON.stringify(wanted);
    return same ? { pass: true } : { pass: false, reason: `state is ${JSON.stringify(got).slice(0, 160)}` };
  }
  if ('asks' in expectation) {
    return reply.question
      ? { pass: true }
      : { pass: false, reason: `no clarifying question: ${replyText(reply).slice(0, 160)}` };
  }
  if ('confirms' in expectation) {
    return reply.confirmation
      ? { pass: true }
      : { pass: false, reason: `no confirmation preview: ${replyText(reply).slice(0, 160)}` };
  }
  if ('refuses' in expectation) {
    const refused =
      typeof reply.error === 'string' && REFUSALS.has(reply.error) && !reply.confirmation && !rowsOf(reply);
    return refused ? { pass: true } : { pass: false, reason: `not refused: ${replyText(reply).slice(0, 160)}` };
  }
  const files = reply.result?.created_files ?? [];
  const missing = expectation.project.files.filter((glob) => !files.some((file) => matchesGlob(file, glob)));
  return missing.length === 0
    ? { pass: true }
    : { pass: false, reason: `no created file matches ${missing.join(', ')}` };
}
