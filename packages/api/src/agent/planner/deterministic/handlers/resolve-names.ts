import { findByAnyWord, findByName, type NamedKind, nameTokens } from '../directory.ts';
import { spotNames, wordsBesides } from '../name-spotting.ts';
import type { Candidate, PendingQuestion } from '../planner-state.ts';
import { isFunctionWord } from '../text/english.ts';
import type { Request } from './handler.ts';

export type Resolution =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly candidate: Candidate; readonly phrase: string }
  | { readonly kind: 'ambiguous'; readonly question: PendingQuestion; readonly text: string }
  | { readonly kind: 'unknown'; readonly phrase: string };

const LABELS: Readonly<Record<NamedKind, string>> = {
  customer: 'customer',
  vendor: 'vendor',
  employee: 'employee',
  item: 'item',
  location: 'location',
  subsidiary: 'subsidiary',
  department: 'department',
};

/** The question to ask when a name matches several records. */
export function whichOne(request: Request, phrase: string, candidates: readonly Candidate[]): Resolution {
  const kinds = [...new Set(candidates.map((candidate) => candidate.kind))];
  const what = kinds.length === 1 ? (LABELS[kinds[0] as NamedKind] ?? 'record') : 'record';
  const shown = candidates.slice(0, 8);
  return {
    kind: 'ambiguous',
    text: `"${nameTokens(phrase).join(' ') || phrase}" matches ${candidates.length} ${what}s. Which one do you mean?`,
    question: {
      kind: 'binding',
      prompt: request.prompt,
      phrase,
      candidates: shown,
      bindings: { ...request.bindings },
    },
  };
}

/**
 * The record the words left over name, among records of the given kinds: a name said before
 * (an answered question) first, then a lookup. The words of several leftover runs are tried one
 * run at a time, longest first.
 */
export async function resolveName(
  request: Request,
  kinds: readonly NamedKind[],
  phrases?: readonly string[],
  /** Words the caller has read around a name ("managed by"): passed over when spotting it. */
  read: ReadonlySet<string> = new Set(),
): Promise<Resolution> {
  const runs = (phrases ?? request.reading.leftovers).filter((run) => nameTokens(run).length > 0);
  if (runs.length === 0) return { kind: 'none' };
  for (const run of runs) {
    const bound = request.bindings[run];
    if (bound) return { kind: 'found', candidate: bound, phrase: run };
  }
  const ordered = [...runs].sort((a, b) => nameTokens(b).length - nameTokens(a).length);
  for (const run of ordered) {
    const candidates = await findByName(request.session.tools, kinds, run);
    if (candidates.length === 1 && candidates[0]) return { kind: 'found', candidate: candidates[0], phrase: run };
    if (candidates.length > 1) return whichOne(request, run, candidates);
  }
  return (await spottedName(request, kinds, ordered, read)) ?? { kind: 'unknown', phrase: ordered[0] ?? '' };
}

/**
 * A whole name standing among other words of a run ("what purchase orders have we placed with
 * Hoppe Group"), when no run is a name as it stands. The run counts as read only when the words
 * around the name carry nothing of their own; two records whose names both stand there are
 * asked about.
 */
async function spottedName(
  request: Request,
  kinds: readonly NamedKind[],
  runs: readonly string[],
  read: ReadonlySet<string>,
): Promise<Resolution | undefined> {
  const words = runs.flatMap((run) => nameTokens(run));
  const candidates = await findByAnyWord(request.session.tools, kinds, words);
  const passedOver = new Set([...passableWords(request), ...read]);
  for (const run of runs) {
    const spotted = spotNames(run, candidates);
    const [first] = spotted;
    if (!first) continue;
    if (!wordsBesides(run, first).every((word) => passedOver.has(word))) continue;
    if (spotted.length === 1) return { kind: 'found', candidate: first.candidate, phrase: run };
    return whichOne(
      request,
      run,
      spotted.map(({ candidate }) => candidate),
    );
  }
  return undefined;
}

/** Words the request may pass over: the ones the English model calls function words. */
function passableWords(request: Request): Set<string> {
  return new Set(request.reading.words.filter(isFunctionWord).map((word) => word.value));
}
