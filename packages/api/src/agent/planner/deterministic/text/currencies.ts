/**
 * Currencies as operators name them: "in euros", "pounds", "CAD", "€". By ISO code, the way
 * NetSuite's currency records carry their symbol. "Dollars" alone names no one currency.
 */
const CURRENCY_WORDS: readonly (readonly [string, RegExp])[] = [
  ['EUR', /\beuros?\b|\beur\b|€/],
  ['GBP', /\b(?:british\s+)?pounds?(?:\s+sterling)?\b|\bsterling\b|\bgbp\b|£/],
  ['CAD', /\bcanadian\s+dollars?\b|\bcad\b|\bc\$/],
  ['USD', /\b(?:us|u\.s\.|american)\s+dollars?\b|\busd\b|\bus\$/],
];

/** The words around a currency that say a record is in it: "in", "billed in", "denominated in". */
const LEAD = /(?:(?:that are|which are|are|is|billed|invoiced|raised|denominated|priced|paid)\s+)?(?:in\s+)?$/;

export interface FoundCurrency {
  readonly code: string;
  readonly start: number;
  readonly end: number;
}

/** The one currency the text names, with the words that say so, if it names exactly one. */
export function findCurrency(text: string): FoundCurrency | undefined {
  const found: FoundCurrency[] = [];
  for (const [code, pattern] of CURRENCY_WORDS) {
    const match = new RegExp(pattern.source, 'g').exec(text);
    if (!match) continue;
    const lead = LEAD.exec(text.slice(0, match.index));
    const start = lead && lead[0].trim() !== '' ? match.index - lead[0].length : match.index;
    found.push({ code, start: Math.max(0, start), end: match.index + match[0].length });
  }
  return found.length === 1 ? found[0] : undefined;
}
