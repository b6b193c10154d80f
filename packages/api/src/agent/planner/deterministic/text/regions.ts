/**
 * Places an address can be in, as NetSuite stores them on `entityaddress`: states and provinces
 * by their postal code (`CA`, `ON`), UK counties by name, countries by ISO code.
 */

export interface Region {
  readonly level: 'state' | 'country';
  readonly code: string;
  readonly name: string;
}

const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york state': 'NY',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  'washington state': 'WA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'district of columbia': 'DC',
};

const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  ontario: 'ON',
  quebec: 'QC',
  'british columbia': 'BC',
  alberta: 'AB',
  manitoba: 'MB',
  saskatchewan: 'SK',
  'nova scotia': 'NS',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  newfoundland: 'NL',
  'prince edward island': 'PE',
};

/** UK addresses keep the county's name as their state. */
const UK_COUNTIES = [
  'greater london',
  'west yorkshire',
  'south yorkshire',
  'greater manchester',
  'merseyside',
  'west midlands',
  'glasgow city',
  'city of edinburgh',
  'tyne and wear',
  'bristol',
] as const;

const COUNTRIES: Readonly<Record<string, { code: string; name: string }>> = {
  'united states of america': { code: 'US', name: 'the United States' },
  'united states': { code: 'US', name: 'the United States' },
  usa: { code: 'US', name: 'the United States' },
  us: { code: 'US', name: 'the United States' },
  america: { code: 'US', name: 'the United States' },
  canada: { code: 'CA', name: 'Canada' },
  'united kingdom': { code: 'GB', name: 'the United Kingdom' },
  uk: { code: 'GB', name: 'the United Kingdom' },
  britain: { code: 'GB', name: 'the United Kingdom' },
  'great britain': { code: 'GB', name: 'the United Kingdom' },
  england: { code: 'GB', name: 'the United Kingdom' },
  scotland: { code: 'GB', name: 'the United Kingdom' },
  // "Canadian customers", "British suppliers": the country said as an adjective.
  canadian: { code: 'CA', name: 'Canada' },
  british: { code: 'GB', name: 'the United Kingdom' },
  american: { code: 'US', name: 'the United States' },
};

/** A country adjective before these names something else: "Canadian dollars", "the Canadian bank account". */
const NOT_A_PLACE_AFTER =
  /^\s+(?:dollars?|pounds?|sterling|currency|bank|banks|accounts?|subsidiary|subsidiaries|entity|warehouse)\b/;
const ADJECTIVES = new Set(['canadian', 'british', 'american']);

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

interface Entry extends Region {
  readonly phrase: string;
}

const ENTRIES: readonly Entry[] = [
  ...Object.entries(US_STATES).map(([phrase, code]) => ({
    phrase,
    level: 'state' as const,
    code,
    name: titleCase(phrase.replace(/ state$/, '')),
  })),
  ...Object.entries(CANADIAN_PROVINCES).map(([phrase, code]) => ({
    phrase,
    level: 'state' as const,
    code,
    name: titleCase(phrase),
  })),
  ...UK_COUNTIES.map((phrase) => ({
    phrase,
    level: 'state' as const,
    code: titleCase(phrase),
    name: titleCase(phrase),
  })),
  ...Object.entries(COUNTRIES).map(([phrase, country]) => ({ phrase, level: 'country' as const, ...country })),
].sort((a, b) => b.phrase.length - a.phrase.length);

const AMBIGUOUS_ALONE = new Set(['us', 'america', 'washington', 'georgia']);

/** Words of place names that are everyday words too: a typo of "create" is never "great". */
const EVERYDAY = new Set(
  'great greater united states state district city island prince edward british south north west east kingdom wear new'.split(
    ' ',
  ),
);

/** The telling words of place names, for the speller to put a typo right to ("Michagan", "Ontraio"). */
export const REGION_WORDS: readonly string[] = [...new Set(ENTRIES.flatMap((entry) => entry.phrase.split(' ')))].filter(
  (word) => word.length > 3 && !EVERYDAY.has(word),
);

export interface FoundRegion extends Region {
  readonly start: number;
  readonly end: number;
}

/**
 * A region the text places records in: "in California", "based in Ontario", "from the UK",
 * "Texas customers". A bare two-letter code counts only after "in" ("in CA", "in TX").
 */
export function findRegion(text: string): FoundRegion | undefined {
  const lower = text.toLowerCase();
  for (const entry of ENTRIES) {
    const pattern = new RegExp(
      `\\b(?:(?:located |based |headquartered )?(?:in|from) (?:the )?|the )?(${entry.phrase.replace(/ /g, '\\s+')})\\b`,
    );
    const match = pattern.exec(lower);
    if (!match) continue;
    const prefixed = match[0] !== match[1];
    // "Bought from us", "with us": the pronoun. The country is "in (the) US" or "the US".
    if (entry.phrase === 'us' && !/^(?:(?:located |based |headquartered )?in |the |from the )/.test(match[0])) continue;
    // Words that are also something else name a place only after a preposition or "the": "us"
    // is a pronoun, Washington and Georgia are people. "UK customers" and "USA vendors" say it.
    if (!prefixed && AMBIGUOUS_ALONE.has(entry.phrase)) continue;
    if (ADJECTIVES.has(entry.phrase) && NOT_A_PLACE_AFTER.test(lower.slice(match.index + match[0].length))) continue;
    const { phrase: _phrase, ...region } = entry;
    return { ...region, start: match.index, end: match.index + match[0].length };
  }
  const code = /\b(?:located |based )?in ([a-z]{2})\b/.exec(lower);
  if (code?.[1]) {
    const upper = code[1].toUpperCase();
    const state = ENTRIES.find((entry) => entry.level === 'state' && entry.code === upper);
    if (state) {
      const { phrase: _phrase, ...region } = state;
      return { ...region, start: code.index, end: code.index + code[0].length };
    }
  }
  return undefined;
}
