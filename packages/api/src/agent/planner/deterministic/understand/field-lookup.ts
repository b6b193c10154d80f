import { RECORD_PHRASES, SCOPE_WORDS } from './lexicon.ts';

/**
 * One field of one named record: "what's Funk Group's credit limit?", "phone number for Mills -
 * Glover", "Roob Media email", "what do we sell NW-1033 for?". The name is left for the handler
 * to find among the records that have the field; when it names none, the words are read as any
 * other request.
 */
export type LookupField =
  | 'creditLimit'
  | 'phone'
  | 'email'
  | 'address'
  | 'terms'
  | 'salesRep'
  | 'currency'
  | 'price'
  | 'cost'
  | 'title'
  | 'supervisor'
  | 'department'
  | 'name'
  | 'balance';

export interface FieldLookup {
  readonly field: LookupField;
  /** The words that name the record, as read (lower case); a pronoun for the one record shown. */
  readonly name: string;
}

/** How people name each field, longest first within a field. */
const FIELD_WORDS: readonly (readonly [LookupField, readonly string[]])[] = [
  ['creditLimit', ['credit limit', 'credit line', 'credit ceiling']],
  ['phone', ['phone number', 'telephone number', 'contact number', 'phone no', 'telephone', 'phone', 'number to call']],
  ['email', ['email address', 'e-mail address', 'contact email', 'email', 'e-mail']],
  ['address', ['billing address', 'mailing address', 'address']],
  ['terms', ['payment terms', 'credit terms', 'terms']],
  [
    'salesRep',
    [
      'sales representative',
      'account executive',
      'account manager',
      'account owner',
      'account rep',
      'sales rep',
      'rep',
    ],
  ],
  ['currency', ['currency']],
  ['price', ['base price', 'selling price', 'sales price', 'sale price', 'list price', 'unit price', 'price']],
  ['cost', ['purchase price', 'unit cost', 'cost price', 'cost']],
  ['title', ['job title', 'title']],
  ['supervisor', ['supervisor', 'manager', 'boss']],
  ['department', ['department', 'dept']],
  ['name', ['display name', 'full name', 'name']],
  ['balance', ['outstanding balance', 'open balance', 'balance due', 'balance']],
];

const FIELD_OF = new Map(FIELD_WORDS.flatMap(([field, words]) => words.map((word) => [word, field] as const)));
const FIELD = `(${[...FIELD_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : '\\-')))
  .join('|')})`;

const ASKING =
  "(?:(?:what(?:'s| is| are)?|whats|who(?:'s| is)?|tell me|show me|give me|get me|get|find|look up|lookup|i need|do we have|do you have|can i (?:get|have))\\s+)?";
const KIND = '(?:(?:customer|client|vendor|supplier|item|product|employee)\\s+)?';

const SHAPES: readonly RegExp[] = [
  // "what's the credit limit for Spinka Group", "phone number of Mills - Glover"
  new RegExp(
    `^${ASKING}(?:the\\s+|their\\s+|its\\s+|our\\s+)?(?:current\\s+)?${FIELD}\\s+(?:for|of|on|at)\\s+${KIND}(.+)$`,
  ),
  // "what's Funk Group's credit limit"
  new RegExp(`^${ASKING}${KIND}(.+?)['’]s?\\s+(?:current\\s+)?${FIELD}$`),
  // "Roob Media email"
  new RegExp(`^${KIND}(.+?)\\s+${FIELD}$`),
  // "what payment terms do we have with Christiansen Group", "what currency does Kemmer Logistics bill us in"
  new RegExp(
    `^(?:what|which)\\s+${FIELD}\\s+(?:do|does|did|are|is)\\s+(?:we|you|i)\\s+(?:have|get|use|give|offer)\\s+(?:with|for|from|to|on)\\s+${KIND}(.+)$`,
  ),
  new RegExp(
    `^(?:what|which)\\s+${FIELD}\\s+(?:do|does|did|is|are)\\s+${KIND}(.+?)\\s+(?:bill|invoice|charge|pay|use|trade|deal|work|buy|sell)(?:s|ing)?(?:\\s+(?:us|we|with us|to us))?(?:\\s+(?:in|on|with))?$`,
  ),
];

/** "What payment terms are they on?", "what's their phone number?": of the one record just shown. */
const OF_SHOWN = [
  new RegExp(`^${ASKING}(?:the\\s+)?${FIELD}\\s+(?:are|is)\\s+(they|it|he|she)\\s+(?:on|in|under|at)$`),
  new RegExp(`^${ASKING}(their|its|his|her)\\s+(?:current\\s+)?${FIELD}$`),
];
/** "Do we owe Beier LLC anything?", "does Hessel Inc owe us anything?": what is still open between us. */
const OWING =
  /^(?:do|does)\s+(?:we\s+(?:still\s+)?owe\s+(.+?)|(.+?)\s+(?:still\s+)?owe\s+us)\s+(?:anything|any money|money)(?:\s+(?:still|at the moment|right now))?$/;
/** "What does NW-1015 cost us?", "how much does the Sleek Steel Bike cost?" */
const COSTING = /^(?:what|how much)\s+(?:does|do|did)\s+(.+?)\s+cost(?:\s+us)?$/;

/** "What do we sell NW-1033 for?", "how much do we charge for the Sleek Steel Bike?" */
const SELLING = /^(?:what|how much)\s+(?:do|does)\s+(?:we|you|it)\s+(?:sell|charge(?:\s+for)?)\s+(.+?)(?:\s+for)?$/;
/** "How do I reach Mills - Glover?", "how can we contact Beier LLC" */
const REACHING =
  /^how\s+(?:do|can|would|should)\s+(?:i|we)\s+(?:reach|contact|call|phone|ring|get hold of|get in touch with)\s+(.+)$/;
const EMAILING = /^how\s+(?:do|can|would|should)\s+(?:i|we)\s+(?:email|e-mail|write to)\s+(.+)$/;

const trimmed = (name: string) => name.replace(/^(?:the|a)\s+/, '').trim();

/**
 * Words that make the "name" a condition on many records instead: "customers without email",
 * "items with a price".
 */
const NOT_A_NAME = new RegExp(
  `\\b(?:${[...SCOPE_WORDS, 'with', 'no', 'not', 'all', 'every', 'each', 'any', 'which', 'whose', 'by', 'per', 'sort', 'sorted'].join('|')})\\b|^(?:${RECORD_PHRASES.filter(
    ({ phrase }) => phrase.endsWith('s'),
  )
    .map(({ phrase }) => phrase)
    .join('|')})\\b`,
);

/** The lookup the words ask, if they have its shape. `text` is the request as read: lower case. */
export function readFieldLookup(text: string): FieldLookup | undefined {
  const plain = text.trim();
  const selling = SELLING.exec(plain);
  if (selling?.[1] && !NOT_A_NAME.test(selling[1])) return { field: 'price', name: trimmed(selling[1]) };
  const reaching = REACHING.exec(plain);
  if (reaching?.[1]) return { field: 'phone', name: trimmed(reaching[1]) };
  const emailing = EMAILING.exec(plain);
  if (emailing?.[1]) return { field: 'email', name: trimmed(emailing[1]) };
  const owing = OWING.exec(plain);
  const owed = owing?.[1] ?? owing?.[2];
  if (owed && !NOT_A_NAME.test(owed)) return { field: 'balance', name: trimmed(owed) };
  const costing = COSTING.exec(plain);
  if (costing?.[1] && !NOT_A_NAME.test(costing[1])) return { field: 'cost', name: trimmed(costing[1]) };
  for (const shape of OF_SHOWN) {
    const match = shape.exec(plain);
    const field =
      match?.[1] && match[2]
        ? FIELD_OF.get((shape === OF_SHOWN[0] ? match[1] : match[2]).replace(/\s+/g, ' '))
        : undefined;
    const pronoun = shape === OF_SHOWN[0] ? match?.[2] : match?.[1];
    if (field && pronoun) return { field, name: pronoun };
  }
  for (const [index, shape] of SHAPES.entries()) {
    const match = shape.exec(plain);
    if (!match) continue;
    const [fieldWords, name] = index === 0 || index >= 3 ? [match[1], match[2]] : [match[2], match[1]];
    const field = fieldWords ? FIELD_OF.get(fieldWords.replace(/\s+/g, ' ')) : undefined;
    if (field && name && name.trim() !== '' && !NOT_A_NAME.test(name)) return { field, name: trimmed(name) };
  }
  return undefined;
}
