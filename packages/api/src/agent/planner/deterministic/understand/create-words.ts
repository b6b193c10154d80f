import type { RecordKind } from '../../../netsuite/record-catalog.ts';

/**
 * New customers, vendors, employees and items in the other ways operators say them, put in the
 * one form the write handler reads ("create vendor <name> <fields>"):
 * - the kind after the name: "could you set up Eval Supplies as a vendor?", "add Ezra Quinn as an
 *   employee with the title Buyer";
 * - after a list of that kind, the kind left out: "add one called Eval Supplies", "add Emil Berg"
 *   (a name as its owner writes it, capitalised), "add one called EVAL-7 at 15".
 * Words are the user's, case kept, so the name is written as typed.
 */

const KIND = '(customer|client|vendor|supplier|employee|inventory item|item|product)';
const LEAD = String.raw`^(?:(?:please|pls|can you|could you|would you|will you|now|then|ok(?:ay)?|and)[\s,]+)*`;
const VERB = '(?:create|add|register|set ?up|onboard|enter|open)';

const AS_KIND = new RegExp(
  String.raw`${LEAD}${VERB}\s+(?!(?:an?|the|new|one)\s)(.+?)\s+as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?${KIND}\b(.*)$`,
  'i',
);
const ONE_CALLED = new RegExp(
  String.raw`${LEAD}(?:create|add|register|set ?up|make|enter)\s+(?:(?:a|one|another|a new|one more)\s+)?(?:new\s+)?(?:one\s+)?(?:called|named)\s+(.+)$`,
  'i',
);
/** A bare name after the verb: every word capitalised or a code, so "add their emails" is no name. */
const BARE_NAME = new RegExp(
  String.raw`${LEAD}(?:create|add|register|onboard)\s+((?:[A-Z][\w'&.-]*|[A-Z0-9]+-[A-Z0-9-]+)(?:\s+(?:[A-Z][\w'&.-]*|and|&|-))*)\s*([,;].*|\s+(?:with|at|priced|costing|email|phone)\b.*)?$`,
);

/**
 * The name said first, the record asked for after with a pronoun: "we just signed Bluewater Dental
 * Group, can you add them as a customer? their phone is 416-555-0199".
 */
const PRONOUN_AS_KIND = new RegExp(
  String.raw`^(?<before>.+?)[\s,.;:!?–-]+(?:(?:can|could|would|will)\s+you\s+|please\s+)?(?:${VERB}\s+(?:them|it|him|her)|set\s+(?:them|it|him|her)\s+up)\s+as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?${KIND}\b[\s?.!]*(?<rest>.*)$`,
  'i',
);
/** A run of capitalised words: a name as its owner writes it. */
const CAPITALISED_RUN = /(?:^|\s)((?:[A-Z][\w'&.-]*)(?:\s+(?:[A-Z][\w'&.-]*|and|&|-))*(?:\s+[A-Z][\w'&.-]*)?)/g;

const KIND_OF: Readonly<Record<string, RecordKind>> = {
  customer: 'customer',
  client: 'customer',
  vendor: 'vendor',
  supplier: 'vendor',
  employee: 'employee',
  'inventory item': 'item',
  item: 'item',
  product: 'item',
};

/**
 * What is said beside the kind to make it plain, not a field: "as a customer, not a vendor", "as a
 * supplier - not a customer, we buy from them".
 */
const KIND_ASIDE =
  /[\s,;:–-]*\b(?:not\s+(?:an?\s+)?(?:customer|client|vendor|supplier|employee)s?|(?:we|they)\s+(?:buy|buys|sell|sells|order|purchase|supply|supplies)\b(?:\s+\w+){0,3}?\s+(?:from|to)\s+(?:them|us)|(?:they(?:'re| are)\s+)?(?:a\s+)?new\s+(?:customer|client|vendor|supplier)s?)\b/gi;
const withoutAsides = (rest: string) => rest.replace(KIND_ASIDE, '').replace(/^[\s,;:–-]+$/, '');

/**
 * The details said after the kind, in the form the write reads: "? their phone is 555-0131" is
 * ", phone 555-0131"; "? he starts Monday as a Buyer" keeps only the job ("title Buyer").
 */
function detailsAfter(rest: string): string {
  const said = withoutAsides(rest)
    .replace(/^[\s?!.,;:–-]+/, '')
    .trim();
  if (said === '') return '';
  if (/^(?:he|she|they)\b/i.test(said)) {
    const job = /\bas (?:an? |our |the )?([a-z][\w -]{1,40}?)\s*[.!]*$/i.exec(said)?.[1];
    return job ? `, title ${job}` : '';
  }
  const details = said.replace(/^(?:and\s+)?(?:their|its|his|her)\s+/i, '').replace(/\s+is\s+/i, ' ');
  return /^(?:with|at|priced|costing)\b/i.test(details) ? ` ${details}` : `, ${details}`;
}

/** "Add Tomas Lindqvist to the system as an employee": where it goes is no part of the name. */
const INTO_THE_SYSTEM = /\s+(?:to|into|in|on)\s+(?:the\s+)?(?:system|netsuite|erp|account|books)$/i;

/** "At 15" after an item's name is its price. */
const priced = (kind: RecordKind, rest: string) =>
  kind === 'item' ? rest.replace(/^\s*at\s+(\$?\s*\d)/i, ' priced at $1') : rest;

/** "Set up Eval Supplies as a vendor" as "create vendor Eval Supplies". */
export function createWithKindAfter(prompt: string): string | undefined {
  const text = prompt.trim().replace(/[?!.]+$/, '');
  const match = AS_KIND.exec(text);
  const name = match?.[1]?.replace(INTO_THE_SYSTEM, '');
  const kind = match?.[2] ? KIND_OF[match[2].toLowerCase()] : undefined;
  if (name && kind && !/^(?:them|it|him|her)$/i.test(name))
    return `create ${kind} ${name}${priced(kind, detailsAfter(match?.[3] ?? ''))}`;
  return createForPronoun(text);
}

/**
 * "We just signed Bluewater Dental Group, can you add them as a customer? their phone is ...":
 * the one capitalised name before the pronoun is who "them" is (the sentence's first word alone
 * is only capitalised as first); their details follow, said of "their".
 */
function createForPronoun(text: string): string | undefined {
  const match = PRONOUN_AS_KIND.exec(text);
  const groups = match?.groups;
  // The kind is the pattern's one unnamed group, after `before`.
  const of = match?.[2] ? KIND_OF[match[2].toLowerCase()] : undefined;
  if (!groups?.before || !of) return undefined;
  const names = [...groups.before.matchAll(CAPITALISED_RUN)]
    .filter((match) => match.index !== 0 || /\s/.test(match[1] ?? ''))
    .map((match) => (match[1] ?? '').trim());
  if (names.length !== 1 || !names[0]) return undefined;
  const details = (groups.rest ?? '').replace(/^(?:and\s+)?(?:their|its|his|her)\s+/i, '').replace(/\s+is\s+/i, ' ');
  return `create ${of} ${names[0]}${details.trim() === '' ? '' : `, ${details.trim()}`}`;
}

/** After a list of `kind`: "add one called X", "add X", as "create <kind> named X". */
export function createOfListedKind(prompt: string, kind: RecordKind): string | undefined {
  if (!(kind in { customer: 1, vendor: 1, employee: 1, item: 1 })) return undefined;
  const text = prompt.trim().replace(/[?!.]+$/, '');
  const called = ONE_CALLED.exec(text);
  if (called?.[1]) {
    const [, name = '', rest = ''] =
      /^(\S+(?:\s+(?!at\b|with\b|priced\b|costing\b)\S+)*?)((?:\s+(?:at|with|priced|costing)\b.*)?)$/i.exec(
        called[1],
      ) ?? [];
    return `create ${kind} named ${name}${priced(kind, rest)}`;
  }
  const bare = BARE_NAME.exec(text);
  if (bare?.[1]) return `create ${kind} named ${bare[1]}${priced(kind, bare[2] ?? '')}`;
  return undefined;
}
