/**
 * Contractions said in full, so each word is read as itself: "who've ordered" is "who have
 * ordered", "we'll need" is "we will need". The negative ones ("haven't", "isn't") stay as typed:
 * the negation readers know them, and the possessive 's is a name's ("Funk Group's limit").
 */
const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [/\b(i|you|we|they|who|what|that|there|could|should|would|might|must)['’]ve\b/gi, 'have'],
  [/\b(i|you|we|they|he|she|it|who|that|there|what)['’]ll\b/gi, 'will'],
  [/\b(you|we|they|who|what)['’]re\b/gi, 'are'],
  [/\b(i)['’]m\b/gi, 'am'],
];

export function withoutContractions(text: string): string {
  return CONTRACTIONS.reduce((expanded, [pattern, full]) => expanded.replace(pattern, `$1 ${full}`), text);
}
