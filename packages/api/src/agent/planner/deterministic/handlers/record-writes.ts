import { type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import type { RecordField } from '../../../tools/netsuite/record-fields.ts';
import type { NamedKind } from '../directory.ts';
import { parseNumber } from '../text/numbers.ts';
import { FIELD_WORDS } from '../understand/write-fields.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { asked, notUnderstood, runSuiteql } from './query-handler.ts';
import { resolveName } from './resolve-names.ts';

/**
 * Creating, changing and deleting customers, vendors, employees and items. The words are read
 * against the record type's metadata (field ids come from the account, not from guesses), and
 * every write goes out as a preview to confirm.
 */

const WRITABLE: Readonly<Partial<Record<RecordKind, NamedKind>>> = {
  customer: 'customer',
  vendor: 'vendor',
  employee: 'employee',
  item: 'item',
};

const KIND_WORDS = '(?:customer|client|vendor|supplier|employee|inventory item|item|product)';
/** "Up to", "down to": the direction of a change only restates its new value. */
const TO = '(?:up\\s+|down\\s+)?(?:to|=|as|into)';

/**
 * What a request says is left unset: "without an email", "and don't set an email", "who isn't a
 * sales rep", "no cost yet". Nothing is written for it, so it is read and passed over.
 */
const LEFT_UNSET = new RegExp(
  `(?:^|[\\s,;]+)(?:and\\s+|but\\s+)?(?:without|(?:don't|dont|do not)\\s+(?:set|add|give|include|enter|put)(?:\\s+(?:it|them))?|(?:who|that|which)\\s+(?:isn't|is not|is no|won't be|will not be)|no)\\s+(?:an?\\s+|the\\s+|any\\s+)?${FIELD_WORDS}(?:\\s+(?:yet|for now|at all))?(?=[\\s,;]|$)`,
  'gi',
);

/**
 * Where a new record's name ends: before its first field word ("priced at", "with phone"), or
 * before what is left unset ("without an email", ", who isn't a sales rep"). A comma or "and"
 * alone stays in the name: "Morar, Trantow and Frami".
 */
const NAME_END = new RegExp(
  `(?:\\s*[,;])?(?:\\s+(?:and|but))?\\s+(?:who|that|which|without|don't|dont|do not|no\\s+${FIELD_WORDS}|(?:(?:with|at)\\s+)?(?:an?\\s+|the\\s+)?${FIELD_WORDS})\\b`,
  'i',
);

/** The request as the write handlers read it: a closing "?" or "." is no part of the last value. */
const said = (request: Request) =>
  request.prompt
    .trim()
    .replace(/[?!]+$/, '')
    .replace(/\.$/, '')
    .trim();

/** Field words as people say them, to the metadata titles they mean. */
const FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  email: ['email'],
  'e-mail': ['email'],
  'email address': ['email'],
  phone: ['phone'],
  'phone number': ['phone'],
  telephone: ['phone'],
  'credit limit': ['credit limit'],
  'credit line': ['credit limit'],
  name: ['company name', 'item name/number', 'name'],
  'company name': ['company name'],
  'display name': ['display name/code', 'display name'],
  title: ['job title', 'title'],
  'job title': ['job title'],
  price: ['base price'],
  priced: ['base price'],
  'priced at': ['base price'],
  'selling for': ['base price'],
  'sells for': ['base price'],
  costing: ['purchase price', 'cost'],
  'base price': ['base price'],
  'sales price': ['base price'],
  'selling price': ['base price'],
  cost: ['purchase price', 'cost'],
  'unit cost': ['purchase price', 'cost'],
  'purchase price': ['purchase price'],
  'first name': ['first name'],
  'last name': ['last name'],
  subsidiary: ['primary subsidiary', 'subsidiary'],
  'sales rep': ['sales rep'],
  terms: ['terms'],
  category: ['category'],
  memo: ['memo'],
};

function kindOf(word: string): RecordKind | undefined {
  const lower = word.toLowerCase();
  if (/customer|client/.test(lower)) return 'customer';
  if (/vendor|supplier/.test(lower)) return 'vendor';
  if (/employee/.test(lower)) return 'employee';
  if (/item|product/.test(lower)) return 'item';
  return undefined;
}

async function metadataOf(request: Request, record: RecordKind): Promise<RecordField[] | Handled> {
  const result = await request.session.tools.call('ns_getRecordTypeMetadata', {
    recordType: recordSpec(record).restType,
  });
  if (result.status === 'ok') return (result.output as { fields: RecordField[] }).fields;
  if (result.status === 'failed') {
    const intent =
      request.classified.intent === 'update_record'
        ? 'update_record'
        : request.classified.intent === 'delete_record'
          ? 'delete_record'
          : 'create_record';
    return result.code === 'forbidden'
      ? { outcome: { kind: 'refusal', code: 'forbidden', message: result.message }, intent, state: request.state }
      : failed(intent, request.state, result.code, result.message);
  }
  throw new Error('ns_getRecordTypeMetadata only reads');
}

/** The writable field a word means, by NetSuite's own label for it. */
function fieldFor(word: string, fields: readonly RecordField[]): RecordField | undefined {
  const lower = word.toLowerCase().trim();
  const titles = FIELD_ALIASES[lower] ?? [lower];
  const writable = fields.filter((field) => !field.readOnly);
  for (const title of titles) {
    const match = writable.find(
      (field) => field.title.toLowerCase() === title || field.id.toLowerCase() === title.replace(/\s+/g, ''),
    );
    if (match) return match;
  }
  return writable.find((field) => field.title.toLowerCase().includes(lower));
}

type FieldValue = string | number | boolean | null | { id: string; refName?: string };

/** A value as the field takes it, or an error saying why not. */
async function valueFor(
  request: Request,
  field: RecordField,
  raw: string,
): Promise<{ value: FieldValue } | { error: string }> {
  const text = raw
    .trim()
    .replace(/^["“']|["”']$/g, '')
    .replace(/[.!]+$/, '');
  switch (field.type) {
    case 'number': {
      const number = parseNumber(text.replace(/^(?:usd|cad|gbp|eur)\s*/i, ''));
      return number === undefined ? { error: `${field.title} must be a number, not "${text}".` } : { value: number };
    }
    case 'boolean':
      return { value: /^(?:yes|true|on|checked|y)$/i.test(text) };
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? { value: text }
        : { error: `"${text}" is not an email address.` };
    case 'reference': {
      const kind =
        field.references === 'subsidiary' ? 'subsidiary' : field.references === 'employee' ? 'employee' : undefined;
      if (!kind) return { error: `Tell me the ${field.title.toLowerCase()} by its internal id.` };
      const found = await resolveName(request, [kind], [text]);
      if (found.kind === 'found') return { value: { id: found.candidate.id, refName: found.candidate.name } };
      return { error: `I couldn't tell which ${kind} "${text}" is.` };
    }
    default:
      return text === '' ? { error: `Give a value for ${field.title.toLowerCase()}.` } : { value: text };
  }
}

/** "with email x@y.com and phone 555-0100", "credit limit 50k": field words and their values. */
function attributePairs(text: string): { word: string; value: string }[] {
  const pairs: { word: string; value: string }[] = [];
  const pattern = new RegExp(
    `\\b(${FIELD_WORDS})\\s*(?:is|of|:|=|to|as)?\\s+(.+?)(?=\\s*(?:,|;|\\band\\b|\\bwith\\b)\\s*(?:an?\\s+|the\\s+|its\\s+)?${FIELD_WORDS}\\b|$)`,
    'gi',
  );
  for (const match of text.matchAll(pattern)) {
    if (match[1] && match[2]) pairs.push({ word: match[1].toLowerCase(), value: match[2].trim() });
  }
  return pairs;
}

async function proposeWrite(
  request: Request,
  tool: string,
  input: Record<string, unknown>,
  intent: Handled['intent'],
): Promise<Handled> {
  const result = await request.session.tools.call(tool, input);
  if (result.status === 'proposed')
    return { outcome: { kind: 'confirmation', confirmation: result.confirmation }, intent, state: request.state };
  if (result.status === 'failed') {
    return result.code === 'forbidden'
      ? { outcome: { kind: 'refusal', code: 'forbidden', message: result.message }, intent, state: request.state }
      : failed(intent, request.state, result.code, result.message);
  }
  throw new Error(`${tool} writes: it always waits for a confirmation`);
}

/** The subsidiary a new record goes to when none is named: the top of the account's tree. */
async function rootSubsidiary(request: Request): Promise<{ id: string; refName: string } | Handled> {
  const ran = await runSuiteql(
    request,
    'SELECT id, name FROM subsidiary WHERE parent IS NULL ORDER BY id FETCH FIRST 1 ROWS ONLY',
    1,
  );
  if (!ran.ok) return ran.handled;
  const row = ran.output.rows[0];
  return { id: String(row?.id ?? '1'), refName: String(row?.name ?? 'the parent subsidiary') };
}

const CREATE = new RegExp(
  `\\b(?:create|add|new|register|set ?up|make|enter|onboard|insert|open)\\s+(?:an?\\s+|the\\s+)?(?:new\\s+)?(${KIND_WORDS})s?(?:\\s+(?:record|account|card))?\\s*(?:(?:named|called|with (?:the )?name|for|:)\\s+)?(.*)$`,
  'i',
);

export async function createRecord(request: Request): Promise<Handled> {
  const match = CREATE.exec(said(request));
  const record = match?.[1]
    ? kindOf(match[1])
    : request.reading.records.map((found) => found.kind).find((kind) => WRITABLE[kind]);
  if (!record || !WRITABLE[record]) {
    return failed(
      'create_record',
      request.state,
      'unsupported',
      'I can create customers, vendors, employees and inventory items. Which one, and what is its name?',
    );
  }
  const spec = recordSpec(record);
  const rest = (match?.[2] ?? '').trim();
  const quotedMatch = /^\s*["“']([^"”']+)["”']/.exec(rest);
  const nameEnd = quotedMatch ? quotedMatch[0].length : (NAME_END.exec(rest)?.index ?? rest.length);
  const typed = (quotedMatch?.[1] ?? rest.slice(0, nameEnd)).replace(/[,.;?!]+$/, '').trim();
  // "Add a new customer for me": whom it is for, not its name.
  const name = quotedMatch || !/^(?:me|us|you|them|him|her|it|one|someone|somebody)$/i.test(typed) ? typed : '';
  // What follows the name is fields and their values, or what is left unset; anything else is
  // asked about, never folded into the name or a value.
  const attributes = rest.slice(nameEnd).replace(LEFT_UNSET, ' ').trim();
  const unread = attributes.replace(/^(?:[,;]\s*|and\s+|with\s+|at\s+)+/i, '');
  if (unread !== '' && !new RegExp(`^(?:an?\\s+|the\\s+|its\\s+)?${FIELD_WORDS}\\b`, 'i').test(unread)) {
    return notUnderstood(
      request,
      unread,
      `I would create ${spec.label.toLowerCase()} "${name}", but I didn't understand "${unread}". I can set ${spec.label.toLowerCase() === 'item' ? 'its price and cost' : 'its email, phone and other fields'} in words like "with phone 555-0100".`,
    );
  }
  if (name === '') {
    return asked(request, `What is the new ${spec.label.toLowerCase()}'s name?`, {
      kind: 'append',
      prompt: request.prompt,
      template: '{prompt} named "{answer}"',
    });
  }
  const fields = await metadataOf(request, record);
  if (!Array.isArray(fields)) return fields;
  const body: Record<string, FieldValue> = {};
  if (record === 'employee') {
    const [first, ...others] = name.split(/\s+/);
    body.firstName = first ?? name;
    if (others.length > 0) body.lastName = others.join(' ');
  } else if (record === 'item') {
    body.itemId = name;
  } else {
    body.companyName = name;
  }
  for (const { word, value } of attributePairs(attributes)) {
    const field = fieldFor(word, fields);
    if (!field)
      return failed(
        'create_record',
        request.state,
        'unknown_field',
        `A ${spec.label.toLowerCase()} has no field called "${word}".`,
      );
    const parsed = await valueFor(request, field, value);
    if ('error' in parsed) return failed('create_record', request.state, 'invalid_value', parsed.error);
    body[field.id] = parsed.value;
  }
  if (fields.some((field) => field.id === 'subsidiary') && body.subsidiary === undefined) {
    const subsidiary = await rootSubsidiary(request);
    if ('outcome' in subsidiary) return subsidiary;
    body.subsidiary = subsidiary;
  }
  return proposeWrite(request, 'ns_createRecord', { recordType: spec.restType, fields: body }, 'create_record');
}

const UPDATES: readonly RegExp[] = [
  // "Change its phone to 555-0188": the record just shown.
  new RegExp(
    `\\b(?:change|update|set|modify|edit|correct|fix|raise|lower|increase|decrease|bump)\\s+(?:its|their|his|her)\\s+(?<field>${FIELD_WORDS})\\s+(?:to|=|as|into)\\s+(?<value>.+?)\\s*$`,
    'i',
  ),
  new RegExp(
    `\\b(?:change|update|set|modify|edit|correct|fix|replace|make|raise|lower|increase|decrease|bump)\\s+(?:the\\s+)?(?<field>${FIELD_WORDS})\\s+(?:of|for|on)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})?\\s*(?<name>.+?)\\s+${TO}\\s+(?<value>.+?)\\s*$`,
    'i',
  ),
  new RegExp(
    `\\b(?:change|update|set|modify|edit|correct|fix)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})\\s+(?<name>.+?)(?:'s|’s)?\\s+(?<field>${FIELD_WORDS})\\s+(?:to|=|as|into)\\s+(?<value>.+?)\\s*$`,
    'i',
  ),
  new RegExp(
    `\\b(?:change|update|set|modify|edit|raise|lower|increase|decrease|bump)\\s+(?<name>.+?)(?:'s|’s)\\s+(?<field>${FIELD_WORDS})\\s+(?:from\\s+\\S+\\s+)?(?:to|=|as)\\s+(?<value>.+?)\\s*$`,
    'i',
  ),
  new RegExp(
    `\\b(?:update|edit)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})\\s+(?<name>.+?)\\s*(?::|,|with|so that)\\s*(?:the\\s+|its\\s+)?(?<field>${FIELD_WORDS})\\s*(?:is|=|:|to|as)?\\s+(?<value>.+?)\\s*$`,
    'i',
  ),
  // "Set Sawayn Group credit limit 80000": the name, the field and the value, with nothing between.
  new RegExp(
    `^(?:(?:please|can you|could you|now|then|ok|okay)\\s+)*(?:set|update|change|make)\\s+(?!(?:the|its|their|his|her|it|a|an)\\s)(?<name>.{2,60}?)(?:'s|’s)?\\s+(?<field>${FIELD_WORDS})\\s*(?:to\\s+|=\\s*|:\\s*|as\\s+)?(?<value>\\S+)\\s*$`,
    'i',
  ),
  // "Christiansen Group email orders@christiansen.test": a name, a contact field and its new value.
  /^(?!(?:show|list|find|get|what|which|who|how)\b)(?!.*\b(?:with|whose|where|that|customers|vendors|clients|suppliers|employees)\b)(?<name>[^:]{2,60}?)(?:'s|’s)?\s+(?<field>email address|e-?mail|phone number|phone)\s+(?:is\s+(?:now\s+)?|to\s+|=\s*|:\s*)?(?<value>\S+@\S+\.\S+|\+?\d[\d()\s.-]{6,})\s*$/i,
  new RegExp(
    `\\brename\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})?\\s*(?<name>.+?)\\s+(?:to|as|into)\\s+(?<value>.+?)\\s*$`,
    'i',
  ),
  // "Customer Grant Group has a new phone number: (525) 308-9999"
  new RegExp(
    `^(?:(?:the\\s+)?(?<kind>${KIND_WORDS})\\s+)?(?<name>.+?)\\s+(?:has|have|got)\\s+(?:a\\s+)?new\\s+(?<field>${FIELD_WORDS})\\s*(?::|,|-|–|of|is|which is)?\\s*(?<value>.+?)\\s*$`,
    'i',
  ),
];

/** "Raise it to 250,000" after a field of one record was stated: that field of that record. */
const CHANGE_IT = new RegExp(
  `^(?:(?:please|can you|could you|would you|now|then|ok|okay|and),?\\s+)*(?:change|update|set|make|raise|lower|increase|decrease|bump|up|reduce|cut|drop)\\s+(?:it|that|this|them)\\s+${TO}\\s+(?<value>.+?)\\s*$`,
  'i',
);

const ACTIVATION = new RegExp(
  `\\b(?<verb>deactivate|inactivate|disable|archive|reactivate|activate|enable|mark|make|set|flag)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})\\s+(?<name>.+?)(?:\\s+(?:as\\s+|to\\s+)?(?<state>inactive|active))?\\s*(?:[,;]\\s*(?:as\\s+|since\\s+|because\\s+)?(?:we|they|it|he|she|i)\\b.*)?$`,
  'i',
);

/** The record a write is about: named in the words, looked up among records of its kind. */
async function target(
  request: Request,
  record: RecordKind | undefined,
  name: string,
): Promise<{ record: RecordKind; id: string; name: string } | Handled> {
  const intent = request.classified.intent === 'delete_record' ? 'delete_record' : 'update_record';
  const cleaned = name
    .replace(/^["“']|["”']$/g, '')
    .replace(/[.!?]+$/, '')
    .trim();
  const id = /^(?:id\s*)?#?(\d+)$/i.exec(cleaned)?.[1];
  const kinds = record
    ? [WRITABLE[record]].filter((kind): kind is NamedKind => Boolean(kind))
    : (['customer', 'vendor'] as const);
  if (id && record) return { record, id, name: `id ${id}` };
  const found = await resolveName(request, kinds, [cleaned]);
  if (found.kind === 'found')
    return { record: found.candidate.kind as RecordKind, id: found.candidate.id, name: found.candidate.name };
  if (found.kind === 'ambiguous') return asked(request, found.text, found.question);
  return failed(
    intent,
    request.state,
    'not_found',
    `I couldn't find a ${record ? recordSpec(record).label.toLowerCase() : 'customer or vendor'} called "${cleaned}".`,
  );
}

export async function updateRecord(request: Request): Promise<Handled> {
  const activation = ACTIVATION.exec(said(request));
  // "Mark", "make" and "set" say the state after the name: "make customer Acme inactive".
  const stateVerb = /^(?:mark|make|set|flag)$/i.test(activation?.groups?.verb ?? '');
  if (activation?.groups?.verb && activation.groups.name && (!stateVerb || activation.groups.state)) {
    const verb = activation.groups.verb.toLowerCase();
    const inactive = stateVerb
      ? activation.groups.state?.toLowerCase() === 'inactive'
      : /deactivate|inactivate|disable|archive/.test(verb);
    const found = await target(request, kindOf(activation.groups.kind ?? ''), activation.groups.name);
    if ('outcome' in found) return found;
    return proposeWrite(
      request,
      'ns_updateRecord',
      { recordType: recordSpec(found.record).restType, id: found.id, fields: { isInactive: inactive } },
      'update_record',
    );
  }
  const changeIt = CHANGE_IT.exec(said(request))?.groups;
  // "It" is the field stated last, as long as its record is still the one shown.
  const stated = request.state.field;
  const shownId = request.state.rows?.length === 1 ? request.state.rows[0]?.id : undefined;
  const pronounChange: Record<string, string>[] =
    changeIt?.value && stated && stated.id === shownId ? [{ field: stated.words, value: changeIt.value }] : [];
  for (const groups of [...pronounChange, ...UPDATES.map((pattern) => pattern.exec(said(request))?.groups)]) {
    if (groups?.value === undefined || (!groups.name && !groups.field)) continue;
    const found = groups.name
      ? await target(request, groups.kind ? kindOf(groups.kind) : undefined, groups.name)
      : shownRecord(request);
    // "Change the email to x and leave the phone alone": what is left alone is no part of the value.
    groups.value = groups.value.replace(/\s*,?\s+(?:and|but)\s+(?:leave|keep|don't|do not)\b.*$/i, '');
    if ('outcome' in found) return found;
    const fields = await metadataOf(request, found.record);
    if (!Array.isArray(fields)) return fields;
    const word = groups.field ?? 'name';
    const field = fieldFor(word, fields);
    if (!field)
      return failed(
        'update_record',
        request.state,
        'unknown_field',
        `A ${recordSpec(found.record).label.toLowerCase()} has no field called "${word}".`,
      );
    const parsed = await valueFor(request, field, groups.value);
    if ('error' in parsed) return failed('update_record', request.state, 'invalid_value', parsed.error);
    return proposeWrite(
      request,
      'ns_updateRecord',
      { recordType: recordSpec(found.record).restType, id: found.id, fields: { [field.id]: parsed.value } },
      'update_record',
    );
  }
  // "Update the credit limit for Sawayn Group": the new value is asked, and the answer completes it.
  const unsaid = FIELD_UNSAID.exec(said(request))?.groups;
  if (unsaid?.field && unsaid.name) {
    const found = await target(request, unsaid.kind ? kindOf(unsaid.kind) : undefined, unsaid.name);
    if ('outcome' in found) return found;
    return asked(request, `What should the ${unsaid.field.toLowerCase()} of ${found.name} be?`, {
      kind: 'append',
      prompt: request.prompt,
      template: '{prompt} to {answer}',
    });
  }
  // "Update vendor Kulas Software": the record is said, the change is not; asked, and the answer
  // completes the request ("phone to 555-0199").
  const named = UPDATE_NAMED_ONLY.exec(said(request))?.groups;
  if (named?.kind && named.name) {
    const found = await target(request, kindOf(named.kind), named.name);
    if ('outcome' in found) return found;
    return asked(
      request,
      `What should I change on ${recordSpec(found.record).label.toLowerCase()} ${found.name}? Name the field and the new value, for example "email to ap@example.com" or "credit limit to 50000".`,
      { kind: 'append', prompt: request.prompt, template: '{prompt}: {answer}' },
    );
  }
  return failed(
    'update_record',
    request.state,
    'unclear',
    'Tell me which record, which field and the new value, for example "change the email of customer Acme Ltd to ap@acme.com".',
  );
}

const FIELD_UNSAID = new RegExp(
  `^(?:(?:please|can you|could you|would you|i need to|i want to)\\s+)*(?:change|update|modify|edit|raise|lower|increase|decrease|adjust)\\s+(?:the\\s+)?(?<field>${FIELD_WORDS})\\s+(?:of|for|on)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})?\\s*(?<name>[^,;]+?)\\s*$`,
  'i',
);

const UPDATE_NAMED_ONLY = new RegExp(
  `^(?:(?:please|can you|could you)\\s+)?(?:update|edit|modify|change)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})\\s+(?<name>[^:,]+?)\\s*$`,
  'i',
);

const DELETE = new RegExp(
  `\\b(?:delete|remove|erase|get rid of|purge|destroy|drop)\\s+(?:the\\s+)?(?<kind>${KIND_WORDS})\\s+(?:record\\s+)?(?:named\\s+|called\\s+)?(?<name>.+?)\\s*$`,
  'i',
);

/**
 * The one record the last table showed, for "change its phone", "delete it". With several shown,
 * it asks which rather than guess.
 */
function shownRecord(request: Request): { record: RecordKind; id: string; name: string } | Handled {
  const intent = request.classified.intent === 'delete_record' ? 'delete_record' : 'update_record';
  const rows = request.state.rows ?? [];
  const [row] = rows;
  if (rows.length === 1 && row?.record && WRITABLE[row.record])
    return { record: row.record, id: row.id, name: row.label };
  return failed(
    intent,
    request.state,
    'unclear',
    rows.length > 1
      ? `Which of the ${rows.length} records shown do you mean? Say its name, for example "${intent === 'delete_record' ? 'delete' : 'change the phone of'} ${recordSpec(rows[0]?.record ?? 'customer').label.toLowerCase()} ${rows[0]?.label ?? 'Acme'}".`
      : 'Which record do you mean? Say its type and name, for example "change the phone of customer Acme Ltd to 555-0100".',
  );
}

export async function deleteRecord(request: Request): Promise<Handled> {
  if (
    /^(?:(?:please|can you|could you|now|then|ok|okay|and)\s+)*(?:delete|remove)\s+(?:it|this|that|this one|that one|this record|that record)$/i.test(
      said(request),
    )
  ) {
    const found = shownRecord(request);
    if ('outcome' in found) return found;
    return proposeWrite(
      request,
      'ns_deleteRecord',
      { recordType: recordSpec(found.record).restType, id: found.id },
      'delete_record',
    );
  }
  const groups = DELETE.exec(said(request))?.groups;
  if (!groups?.kind || !groups.name) {
    return failed(
      'delete_record',
      request.state,
      'unclear',
      'Tell me which record to delete, for example "delete vendor Acme Supplies".',
    );
  }
  const found = await target(request, kindOf(groups.kind), groups.name);
  if ('outcome' in found) return found;
  return proposeWrite(
    request,
    'ns_deleteRecord',
    { recordType: recordSpec(found.record).restType, id: found.id },
    'delete_record',
  );
}
