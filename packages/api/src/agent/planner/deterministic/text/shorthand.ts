/**
 * Words typed the way chat types them, said in full: "wat did Upton - Toy buy", "sales this yr",
 * "amt due". Only spellings with one reading in a request about the ledger; the speller leaves
 * words this short alone.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  wat: 'what',
  wht: 'what',
  whta: 'what',
  waht: 'what',
  lastest: 'latest',
  hw: 'how',
  abt: 'about',
  yr: 'year',
  yrs: 'years',
  mth: 'month',
  mths: 'months',
  qtr: 'quarter',
  qtrs: 'quarters',
  amt: 'amount',
  amts: 'amounts',
  thru: 'through',
};

const WORD = new RegExp(`\\b(${Object.keys(SHORTHAND).join('|')})\\b(?![/'’-])`, 'gi');

export function withoutShorthand(text: string): string {
  return text.replace(WORD, (word) => SHORTHAND[word.toLowerCase()] ?? word);
}
