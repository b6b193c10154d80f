import type { Comparator } from '../../../netsuite/query-spec.ts';

/**
 * The ways English compares a value with a number, before it ("more than 5", "no fewer than
 * 10", "at or below 3") and after it ("5 or more", "30+"). Longer phrases come first so "no more
 * than" is never read as "more than".
 */
const BEFORE: readonly (readonly [RegExp, Comparator])[] = [
  [/\b(?:greater|more|higher|larger|bigger) th[ae]n or equal to\s*$/, 'gte'],
  [/\b(?:less|lower|smaller|fewer) th[ae]n or equal to\s*$/, 'lte'],
  [/\b(?:no|not) (?:more|greater|higher|larger|bigger) th[ae]n\s*$|\bnot (?:over|above|exceeding)\s*$/, 'lte'],
  [/\b(?:no|not) (?:less|fewer|lower|smaller) th[ae]n\s*$|\bnot (?:under|below)\s*$/, 'gte'],
  [/\b(?:at most|maximum of|a maximum of|max|up to|at or below|at or under|<=|≤)\s*$/, 'lte'],
  [/\b(?:at least|minimum of|a minimum of|min|at or above|at or over|>=|≥)\s*$/, 'gte'],
  [
    /\b(?:over|above|more th[ae]n|greater th[ae]n|bigger th[ae]n|larger th[ae]n|higher th[ae]n|exceeding|exceeds|exceed|in excess of|upwards of|north of)\s*$|>\s*$/,
    'gt',
  ],
  [/\b(?:under|below|less th[ae]n|fewer th[ae]n|smaller th[ae]n|lower th[ae]n|beneath|south of)\s*$|<\s*$/, 'lt'],
];

const AFTER: readonly (readonly [RegExp, Comparator])[] = [
  [/^\s*(?:\+|or more|or higher|or above|or greater|or over|and above|and up|and over|plus)\b|^\s*\+/, 'gte'],
  [/^\s*(?:or less|or fewer|or lower|or below|or under|and below|and under)\b/, 'lte'],
];

/** The comparison the words just before a number make, and how many characters they take. */
export function comparatorBefore(before: string): { comparator: Comparator; length: number } | undefined {
  for (const [pattern, comparator] of BEFORE) {
    const match = pattern.exec(before);
    if (match) return { comparator, length: match[0].length };
  }
  return undefined;
}

/** The comparison the words just after a number make ("or more", "+"), and their length. */
export function comparatorAfter(after: string): { comparator: Comparator; length: number } | undefined {
  for (const [pattern, comparator] of AFTER) {
    const match = pattern.exec(after);
    if (match) return { comparator, length: match[0].length };
  }
  return undefined;
}

/** A regular expression source matching any comparison phrase that goes before a number. */
export const COMPARISON_WORDS =
  '(?:(?:no|not) (?:more|greater|higher|less|fewer|lower) th[ae]n|(?:greater|more|less|fewer) th[ae]n or equal to|at most|at least|up to|at or (?:below|above|under|over)|(?:a )?(?:maximum|minimum) of|over|above|under|below|more th[ae]n|greater th[ae]n|less th[ae]n|fewer th[ae]n|higher th[ae]n|lower th[ae]n|exceeding|in excess of|upwards of)';
