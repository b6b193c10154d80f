import type { HostActionDeclaration, QuestionOption } from '@erp-agent/core';

/** Words that say nothing about which action is meant. */
const FILLER = new Set(
  'a an the this that these those my our your me us i we you it its to for of in on at by with from and or please can could would will should do does show let go get me some any is are be id'.split(
    ' ',
  ),
);

/** `openOrder`, `open_order`, `Open orders` all come to `open`, `order`. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

const meaningful = (text: string) => new Set(words(text).filter((word) => !FILLER.has(word)));

/** Courtesy before the verb: "please", "can you", "I'd like to". */
const COURTESY =
  /^(?:(?:please|kindly|hey|hi|ok|okay)\b[\s,]*|(?:can|could|would|will)\s+you\s+|i(?:'d| would)\s+like\s+(?:you\s+)?to\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+)+/;

/** First words of a question or a listing: the operator wants to read, not to run something in the page. */
const READING = new Set(
  'show list which what who whom whose how when where why find get display give count are is was were do does did any search tell'.split(
    ' ',
  ),
);

/** The ERPs the planner reads: a request naming one is for it. */
const NAMES_AN_ERP = /\b(?:netsuite|suiteql|sap|business one|dynamics|dataverse)\b/i;

/** The request's first word once courtesy is set aside, lower case. */
function leadingVerb(prompt: string): string {
  return (
    prompt
      .trim()
      .toLowerCase()
      .replace(COURTESY, '')
      .split(/[^a-z']+/)[0] ?? ''
  );
}

export type HostActionMatch =
  | { readonly kind: 'none' }
  | { readonly kind: 'proposal'; readonly action: HostActionDeclaration; readonly arguments: Record<string, unknown> }
  | { readonly kind: 'question'; readonly text: string; readonly options: readonly QuestionOption[] };

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * How well a request names an action: every word of its name, or at least two words of its
 * description. Its exact name always counts. Otherwise a request naming an ERP is the planner's,
 * and one that reads as a question or a listing ("show open orders", "which orders are open?")
 * takes only an action whose name starts with that same verb (`show_invoice`): the words "open"
 * and "order" in it describe records, not the page's `open_order`.
 */
function score(request: ReadonlySet<string>, prompt: string, action: HostActionDeclaration): number {
  if (new RegExp(`\\b${action.name}\\b`, 'i').test(prompt)) return Number.POSITIVE_INFINITY;
  if (NAMES_AN_ERP.test(prompt)) return 0;
  const verb = leadingVerb(prompt);
  if (READING.has(verb) && words(action.name)[0] !== verb) return 0;
  const named = [...meaningful(action.name)];
  const described = [...meaningful(action.description)].filter((word) => request.has(word));
  const allNamed = named.length > 0 && named.every((word) => request.has(word));
  if (!allNamed && described.length < 2) return 0;
  return new Set([...named.filter((word) => request.has(word)), ...described]).size;
}

/** A value as the property's type wants it, or undefined when the token is not one. */
function typed(token: string, property: Record<string, unknown>): unknown {
  const type = property.type;
  if (type === 'number' || type === 'integer') {
    const number = Number(token.replace(/^#/, ''));
    if (!Number.isFinite(number) || (type === 'integer' && !Number.isInteger(number))) return undefined;
    return number;
  }
  if (type !== undefined && type !== 'string') return undefined;
  if (typeof property.pattern === 'string' && !new RegExp(property.pattern, 'u').test(token)) return undefined;
  return token;
}

/**
 * A parameter's value as the request says it, never guessed: one of its `enum` values named in the
 * request, a token matching its `pattern`, or the identifier right after a word of its name
 * (`order SO-1042` for `orderId`, `invoice #42` for `invoiceNumber`).
 */
function readParameter(prompt: string, name: string, property: Record<string, unknown>): unknown {
  if (Array.isArray(property.enum)) {
    const named = property.enum.filter((value) => new RegExp(`\\b${String(value)}\\b`, 'i').test(prompt));
    return named.length === 1 ? named[0] : undefined;
  }
  const tokens = prompt.split(/[\s,;]+/).map((token) => token.replace(/^["'(]+|["').?!:]+$/g, ''));
  if (typeof property.pattern === 'string') {
    const matching = tokens.filter((token) => token !== '' && typed(token, property) !== undefined);
    if (matching.length === 1 && matching[0]) return typed(matching[0], property);
  }
  const propertyWords = new Set(words(name).filter((word) => !FILLER.has(word)));
  for (let index = 0; index < tokens.length - 1; index += 1) {
    if (!words(tokens[index] ?? '').some((word) => propertyWords.has(word))) continue;
    let next = index + 1;
    // "order number 42", "order id: 42", "order no. 42"
    while (next < tokens.length - 1 && /^(id|number|no|num|#|=)$/i.test(tokens[next] ?? '')) next += 1;
    const token = tokens[next] ?? '';
    if (/\d/.test(token)) {
      const value = typed(token, property);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/**
 * Which of the page's actions a request asks for, by the words of its name and description, and
 * its arguments as the request states them. Two actions named equally well are asked about; a
 * required parameter the request does not state is asked for.
 */
export function matchHostAction(prompt: string, actions: readonly HostActionDeclaration[]): HostActionMatch {
  const request = meaningful(prompt);
  const scored = actions
    .map((action) => ({ action, score: score(request, prompt, action) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best) return { kind: 'none' };
  if (second && second.score === best.score) {
    return {
      kind: 'question',
      text: 'Which of these do you mean?',
      options: scored
        .filter((entry) => entry.score === best.score)
        .map(({ action }) => ({ label: action.description, value: `${prompt} (${action.name})` })),
    };
  }
  const { action } = best;
  const properties = record(action.parameters.properties);
  const required = new Set(Array.isArray(action.parameters.required) ? action.parameters.required : []);
  const args: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const value = readParameter(prompt, name, record(property));
    if (value !== undefined) args[name] = value;
    else if (required.has(name)) missing.push(name);
  }
  if (missing.length > 0) {
    return {
      kind: 'question',
      text: `To ${action.description.replace(/\.$/, '').toLowerCase()} I need ${missing.join(' and ')}. Ask again with ${missing.length === 1 ? 'it' : 'them'}, for example "${words(action.name).join(' ')} ${missing.map((name) => `<${name}>`).join(' ')}".`,
      options: [],
    };
  }
  return { kind: 'proposal', action, arguments: args };
}
