import { matchesGlob } from 'node:path';
import type { ChatReply } from '@erp-agent/core';
import type { Expectation } from './eval-case.ts';
import {
  answerFigures,
  asked,
  declined,
  headline,
  mentions,
  REFUSAL_CODES,
  type Row,
  replyText,
  rowsOf,
} from './reply-reading.ts';

/**
 * The three outcomes of a case. `abstained` is a reply that committed to nothing (it asked a
 * question, declined, or said it could not make the request out) where something else was
 * expected; `wrong` is every other miss: a table, a figure, a preview or a write that is not what
 * the case expects, or a failure of the API.
 */
export const OUTCOMES = ['right', 'wrong', 'abstained'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Verdict {
  readonly outcome: Outcome;
  /** Why it is not right. */
  readonly reason?: string;
}

/** A value as text the way both sides can agree on: numbers to the cent, text without case. */
export function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  if (typeof value === 'object') {
    const reference = value as { refName?: unknown; name?: unknown; id?: unknown };
    return canonical(reference.refName ?? reference.name ?? reference.id ?? JSON.stringify(value));
  }
  const text = String(value).trim();
  if (/^-?\d*\.?\d+$/.test(text)) return String(Math.round(Number(text) * 100) / 100);
  return text.toLowerCase();
}

const short = (reply: ChatReply) => replyText(reply).replace(/\s+/g, ' ').slice(0, 160);

/** The reference run after the last turn: one row set per reading of the question. */
export type References = readonly (readonly Row[])[];

function columnsOf(rows: readonly Row[]): string[][] {
  const names = Object.keys(rows[0] ?? {});
  return names.map((name) => rows.map((row) => canonical(row[name])));
}

function sameColumn(got: readonly string[], wanted: readonly string[], ordered: boolean, head: boolean): boolean {
  if (head) return wanted.length <= got.length && wanted.every((value, index) => value === got[index]);
  if (ordered) return got.length === wanted.length && got.every((value, index) => value === wanted[index]);
  const sorted = (values: readonly string[]) => [...values].sort();
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((value, index) => value === b[index]);
  if (same(sorted(got), sorted(wanted))) return true;
  // Lines repeat their item or customer: the same records, shown once per line. Not for a single
  // record, where a column repeating one name is a table of something else.
  const distinctWanted = [...new Set(wanted)].sort();
  return distinctWanted.length > 1 && same([...new Set(got)].sort(), distinctWanted);
}

function judgeTable(
  expectation: { ordered: boolean; head: boolean },
  reply: ChatReply,
  readings: References,
): { pass: boolean; reason: string } {
  const rows = rowsOf(reply);
  const reported: string[] = [];
  for (const reference of readings) {
    if (reference.length === 0) {
      // Nothing to list: right only when the reply says so, rather than showing, asking or failing.
      if (!rows && !reply.confirmation && !reply.question && !declined(reply) && !reply.error) {
        return { pass: true, reason: '' };
      }
      reported.push(
        rows
          ? `expected no rows, the table has ${rows.length}`
          : `expected a reply that finds nothing: ${short(reply)}`,
      );
      continue;
    }
    if (!rows) {
      reported.push(`expected ${reference.length} rows, the reply has no table: ${short(reply)}`);
      continue;
    }
    // Each reference column is another name for the same records (internal id, number, code).
    const wanted = columnsOf(reference);
    const got = columnsOf(rows);
    if (
      got.some((column) => wanted.some((values) => sameColumn(column, values, expectation.ordered, expectation.head)))
    ) {
      return { pass: true, reason: '' };
    }
    reported.push(`no column equals the reference's ${reference.length} values (the table has ${rows.length} rows)`);
  }
  return { pass: false, reason: [...new Set(reported)].join('; or ') };
}

function judgeValue(tolerance: number, reply: ChatReply, readings: References): { pass: boolean; reason: string } {
  const sentence = headline(reply);
  const figures = answerFigures(sentence);
  const allowed = Math.max(tolerance, 0.005);
  const reported: string[] = [];
  for (const reference of readings) {
    const first = reference[0];
    const wanted = first === undefined ? [] : Object.values(first).map((value) => Number(value));
    if (wanted.length === 0 || wanted.some((value) => Number.isNaN(value))) {
      reported.push('the reference query gave no number');
      continue;
    }
    const missing = wanted.filter(
      (value) => !figures.some((figure) => Math.abs(Math.round(figure * 100) / 100 - value) <= allowed + 1e-9),
    );
    if (missing.length === 0) return { pass: true, reason: '' };
    reported.push(missing.map((value) => String(Math.round(value * 100) / 100)).join(' and '));
  }
  return {
    pass: false,
    reason: `the answer sentence does not state ${reported.join(', or ')}: "${sentence.slice(0, 160)}"`,
  };
}

const normaliseName = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Whether a previewed value shows what the case expects: the same number, or the same text once
 * a trailing note in brackets is set aside (`Moore Inc (id 187)` shows `Moore Inc`). The record
 * acted on only has to name it (`Purchase Order PO1192 (Bartell Inc)` names `Bartell Inc`).
 */
function showsValue(shown: unknown, expected: string | number, field: string): boolean {
  if (shown === null || shown === undefined) return false;
  const text = typeof shown === 'object' ? canonical(shown) : String(shown);
  const expectedNumber = typeof expected === 'number' ? expected : Number(expected);
  if (typeof expected === 'number' || (/^-?\d*\.?\d+$/.test(expected) && !Number.isNaN(expectedNumber))) {
    const number = Number(text.replace(/[,$£€\s]|[A-Z]{3}/g, ''));
    return !Number.isNaN(number) && Math.abs(number - expectedNumber) < 0.005;
  }
  if (field === 'target') return mentions(text, expected);
  const bare = text
    .replace(/\s*\([^()]*\)\s*$/, '')
    .trim()
    .toLowerCase();
  return expected.split('|').some((alternative) => alternative.trim().toLowerCase() === bare);
}

function judgeConfirmation(
  expectation: {
    recordType: string;
    fields: Record<string, string | number>;
    lines: Record<string, string | number>[];
  },
  reply: ChatReply,
): { pass: boolean; reason: string } {
  const preview = reply.confirmation?.preview;
  if (!preview) return { pass: false, reason: `no write preview: ${short(reply)}` };
  const recordType = normaliseName(expectation.recordType);
  if (normaliseName(preview.recordType) !== recordType && normaliseName(preview.recordLabel) !== recordType) {
    return { pass: false, reason: `the preview is of ${preview.recordType}, not ${expectation.recordType}` };
  }
  // The record acted on (`Kulas Software (id 56)`, `Purchase Order PO1192 (Bartell Inc)`) is a field too.
  const shown: { name: string; label: string; value: unknown }[] = [
    ...(preview.target ? [{ name: 'target', label: 'target', value: preview.target }] : []),
    ...(preview.fields ?? []).map(({ name, label, value }) => ({ name, label, value })),
    ...(preview.changes ?? []).map(({ name, label, to }) => ({ name, label, value: to })),
  ];
  const missing = Object.entries(expectation.fields).filter(
    ([field, value]) =>
      !shown.some(
        (entry) =>
          (normaliseName(entry.name) === normaliseName(field) || normaliseName(entry.label) === normaliseName(field)) &&
          showsValue(entry.value, value, normaliseName(field)),
      ),
  );
  const rows = preview.rows ?? [];
  const missingLines = expectation.lines.filter(
    (line) =>
      !rows.some((row) =>
        Object.entries(line).every(([column, value]) =>
          Object.entries(row).some(
            ([name, shownValue]) =>
              normaliseName(name) === normaliseName(column) && showsValue(shownValue, value, normaliseName(column)),
          ),
        ),
      ),
  );
  if (missing.length === 0 && missingLines.length === 0) return { pass: true, reason: '' };
  const described = [
    ...missing.map(([field, value]) => `${field} = ${value}`),
    ...missingLines.map((line) => `line ${JSON.stringify(line)}`),
  ];
  return { pass: false, reason: `the ${preview.recordType} preview does not show ${described.join(', ')}` };
}

function judgeContent(
  expectation: Expectation,
  reply: ChatReply,
  readings: References,
): { pass: boolean; reason: string } {
  if ('table' in expectation) return judgeTable(expectation.table, reply, readings);
  if ('value' in expectation) return judgeValue(expectation.value.tolerance, reply, readings);
  if ('state' in expectation) {
    const lower = (row: Row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), canonical(value)]));
    const got = (readings[0] ?? []).map(lower);
    const wanted = expectation.state.rows.map(lower);
    return JSON.stringify(got) === JSON.stringify(wanted)
      ? { pass: true, reason: '' }
      : { pass: false, reason: `the account holds ${JSON.stringify(got).slice(0, 160)} after the last turn` };
  }
  if ('asks' in expectation) {
    const { about, orDeclines } = expectation.asks;
    const held = asked(reply) || (orDeclines && declined(reply));
    if (!held) return { pass: false, reason: `no question: ${short(reply)}` };
    const missing = about.filter((term) => !mentions(replyText(reply), term));
    return missing.length === 0
      ? { pass: true, reason: '' }
      : { pass: false, reason: `it asked, but not about ${missing.join(', ')}: ${short(reply)}` };
  }
  if ('confirms' in expectation) return judgeConfirmation(expectation.confirms, reply);
  if ('declines' in expectation) {
    if (!declined(reply)) return { pass: false, reason: `it did not decline: ${short(reply)}` };
    const missing = expectation.declines.about.filter((term) => !mentions(replyText(reply), term));
    return missing.length === 0
      ? { pass: true, reason: '' }
      : { pass: false, reason: `it declined without naming ${missing.join(', ')}: ${short(reply)}` };
  }
  if ('refuses' in expectation) {
    const refused =
      (typeof reply.error === 'string' && REFUSAL_CODES.has(reply.error) && !rowsOf(reply) && !reply.confirmation) ||
      declined(reply);
    return refused ? { pass: true, reason: '' } : { pass: false, reason: `not refused: ${short(reply)}` };
  }
  if ('mentions' in expectation) {
    const text = [replyText(reply), ...(rowsOf(reply) ?? []).map((row) => Object.values(row).join(' '))].join('\n');
    const missing = expectation.mentions.all.filter((term) => !mentions(text, term));
    return missing.length === 0
      ? { pass: true, reason: '' }
      : { pass: false, reason: `the reply does not mention ${missing.join(', ')}: ${short(reply)}` };
  }
  const files = reply.result?.created_files ?? [];
  const missing = expectation.project.files.filter((glob) => !files.some((file) => matchesGlob(file, glob)));
  return missing.length === 0
    ? { pass: true, reason: '' }
    : { pass: false, reason: `no created file matches ${missing.join(', ')}` };
}

/**
 * The reply holds back: it asks, declines, or fails with an error code while showing, stating and
 * proposing nothing ("I couldn't find a customer matching ..."). An HTTP failure of the API itself
 * is not holding back: it counts as wrong.
 */
export function heldBack(reply: ChatReply): boolean {
  if (asked(reply) || declined(reply)) return true;
  const failed = typeof reply.error === 'string' && !reply.error.startsWith('http_');
  return failed && !rowsOf(reply) && !reply.confirmation && (reply.result?.created_files ?? []).length === 0;
}

/**
 * Whether the last reply (and, for `table`, `value` and `state`, the reference queries run right
 * after it, one row set per reading) meets the case's expectation, and if not, whether the agent
 * held back or committed to something else.
 */
export function judge(expectation: Expectation, reply: ChatReply, readings: References = []): Verdict {
  const { pass, reason } = judgeContent(expectation, reply, readings);
  if (pass) return { outcome: 'right' };
  return { outcome: heldBack(reply) ? 'abstained' : 'wrong', reason };
}
