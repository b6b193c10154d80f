/**
 * One figure of one document named by its number: "how much is still owed on INV1243?", "what's
 * the total on PO1181?", "when is INV1044 due?", "what's the status of SO1469?", "who is INV1350
 * for?". The handler reads the document; anything else said about documents goes to the general
 * reading.
 */
export type DocumentField = 'total' | 'amountDue' | 'dueDate' | 'date' | 'status' | 'party';

export interface DocumentLookup {
  readonly field: DocumentField;
  /** The document number as typed, upper case: `INV1243`. */
  readonly number: string;
}

const NUMBER = '((?:inv|so|po|bill|vb|je|pymt|ir|if)[-\\s#]?\\d{3,})';
const ASKING = "^(?:(?:what(?:'s| is| was)?|whats|tell me|show me|give me|get me|find|i need|can i (?:get|have))\\s+)?";
const THE = '(?:the\\s+)?';

/** Each field with the shapes that ask it, number in group 1. */
const SHAPES: readonly (readonly [DocumentField, RegExp])[] = [
  [
    'amountDue',
    new RegExp(
      `^(?:what(?:'s| is)|whats) (?:still )?(?:owed|outstanding|due|left|open|unpaid|remaining|owing)(?: to pay)? (?:on|for|against) ${NUMBER}$`,
    ),
  ],
  [
    'amountDue',
    new RegExp(
      `^how much (?:is|was|do they|does it)?\\s*(?:still\\s+)?(?:owed|outstanding|due|left|open|unpaid|remaining|left to pay|to pay|still to pay|owing)(?:\\s+to pay)? (?:on|for|against) ${NUMBER}$`,
    ),
  ],
  [
    'amountDue',
    new RegExp(
      `${ASKING}${THE}(?:amount due|balance due|balance|amount remaining|remaining balance|open balance|amount outstanding|outstanding amount|unpaid amount|outstanding|amount owed|amount left|left to pay) (?:on|for|of) ${NUMBER}$`,
    ),
  ],
  ['amountDue', new RegExp(`^how much (?:do|does) (?:they|we|the customer|the vendor) still owe on ${NUMBER}$`)],
  ['total', new RegExp(`${ASKING}${THE}(?:total|amount|value|grand total|total amount) (?:on|for|of) ${NUMBER}$`)],
  ['total', new RegExp(`^how much (?:is|was) ${NUMBER}(?: for)?$`)],
  ['total', new RegExp(`^${NUMBER}(?:'s)? (?:total|amount)$`)],
  ['dueDate', new RegExp(`^when (?:is|was|will) ${NUMBER} (?:be )?due$`)],
  ['dueDate', new RegExp(`${ASKING}${THE}due date (?:on|for|of) ${NUMBER}$`)],
  ['dueDate', new RegExp(`^${NUMBER}(?:'s)? due date$`)],
  ['date', new RegExp(`^when (?:was|is) ${NUMBER} (?:dated|issued|created|raised|entered|placed)$`)],
  ['date', new RegExp(`${ASKING}${THE}date (?:on|for|of) ${NUMBER}$`)],
  ['status', new RegExp(`${ASKING}${THE}status (?:on|for|of) ${NUMBER}$`)],
  ['status', new RegExp(`^${NUMBER}(?:'s)? status$`)],
  [
    'status',
    new RegExp(
      `^(?:is|has|was) ${NUMBER} (?:been )?(?:paid|open|closed|billed|shipped|fulfilled|received|approved|invoiced)(?: yet)?$`,
    ),
  ],
  [
    'party',
    new RegExp(`^(?:who|which (?:customer|client|vendor|supplier)) (?:is|was) ${NUMBER} (?:for|from|to|with)$`),
  ],
  ['party', new RegExp(`^who (?:is|was) ${NUMBER} (?:for|from|billed to|invoiced to)$`)],
];

/** The lookup the words ask, if they have its shape. `text` is the request as read: lower case. */
export function readDocumentLookup(text: string): DocumentLookup | undefined {
  const plain = text.trim().replace(/[?.!]+$/, '');
  for (const [field, shape] of SHAPES) {
    const number = shape.exec(plain)?.[1];
    if (number) return { field, number: number.replace(/[-\s#]/g, '').toUpperCase() };
  }
  return undefined;
}
