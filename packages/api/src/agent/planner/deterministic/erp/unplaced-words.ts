import { FILLERS, SCOPE_WORDS, STOPWORDS } from '../understand/lexicon.ts';

/** Words that turn a request around; left over, they are asked about like any other. */
const TURNING = new Set(['not', "n't", 'no', 'never', 'without', 'except', 'excluding', 'but']);

/**
 * The words of a request that none of the patterns read: what remains once every match is taken
 * out and the words of asking ("show me", "which", "do we have") are set aside. A word that
 * bounds or turns the request ("not", "over", "except") is kept, so it is asked about rather than
 * passed over (#16: nothing the user said is dropped without saying so).
 */
export function unplacedWords(text: string, patterns: readonly RegExp[]): string[] {
  let rest = ` ${text} `;
  for (const pattern of patterns) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    rest = rest.replace(global, ' ').replace(/\s+/g, ' ');
  }
  return rest
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '' && word !== '-' && !/^\d/.test(word))
    .filter(
      (word) =>
        TURNING.has(word) ||
        word.endsWith("n't") ||
        SCOPE_WORDS.has(word) ||
        !(STOPWORDS.has(word) || FILLERS.has(word)),
    );
}
