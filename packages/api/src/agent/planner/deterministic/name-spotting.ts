import { nameTokens } from './directory.ts';
import type { Candidate } from './planner-state.ts';

/** A record whose whole name stands in a run of words, and where: the run's name tokens from `start`. */
export interface SpottedName {
  readonly candidate: Candidate;
  readonly start: number;
  readonly length: number;
}

/**
 * The candidates whose full name stands, word for word, among the words of a run: "have we placed
 * with hoppe group" holds Hoppe Group. Only the longest names found are kept (Green and Sons
 * Ltd, not also Green and Sons), and one record found twice counts once.
 */
export function spotNames(run: string, candidates: readonly Candidate[]): SpottedName[] {
  const words = nameTokens(run);
  const found: SpottedName[] = [];
  for (const candidate of candidates) {
    const name = nameTokens(candidate.name);
    if (
      name.length === 0 ||
      found.some((spotted) => spotted.candidate.id === candidate.id && spotted.candidate.kind === candidate.kind)
    )
      continue;
    for (let start = 0; start + name.length <= words.length; start += 1) {
      if (name.every((word, index) => words[start + index] === word)) {
        found.push({ candidate, start, length: name.length });
        break;
      }
    }
  }
  const longest = Math.max(0, ...found.map((spotted) => spotted.length));
  return found.filter((spotted) => spotted.length === longest);
}

/** The run's name tokens outside a spotted name: what else the run says. */
export function wordsBesides(run: string, spotted: SpottedName): string[] {
  const words = nameTokens(run);
  return [...words.slice(0, spotted.start), ...words.slice(spotted.start + spotted.length)];
}
