import type { RecordKind } from '../../../netsuite/record-catalog.ts';
import type {
  FieldType,
  ProjectSpec,
  ScriptAction,
  ScriptType,
  SdfRecordType,
  WorkflowAction,
} from '../../../projects/project-spec.ts';
import type { Reading } from './read-request.ts';

/** What a sentence asking for a SuiteCloud project came to: a spec, or what is missing. */
export type ProjectReading =
  | { readonly kind: 'spec'; readonly spec: ProjectSpec }
  /** A question, and how its answer completes the prompt: `{prompt}` and `{answer}` are filled in. */
  | { readonly kind: 'missing'; readonly ask: string; readonly template: string };

const SDF_TYPE: Readonly<Partial<Record<RecordKind, SdfRecordType>>> = {
  customer: 'CUSTOMER',
  vendor: 'VENDOR',
  employee: 'EMPLOYEE',
  item: 'INVENTORYITEM',
  salesOrder: 'SALESORDER',
  purchaseOrder: 'PURCHASEORDER',
  invoice: 'INVOICE',
  vendorBill: 'VENDORBILL',
  customerPayment: 'CUSTOMERPAYMENT',
  vendorPayment: 'VENDORPAYMENT',
  itemFulfillment: 'ITEMFULFILLMENT',
  itemReceipt: 'ITEMRECEIPT',
  journalEntry: 'JOURNALENTRY',
};

/** Field words operators use, and the NetSuite field ids they mean. */
const FIELD_IDS: readonly (readonly [RegExp, string])[] = [
  [/^memo$/, 'memo'],
  [/^(?:po|purchase order) ?(?:number|#)$|^other ?ref(?:erence)?(?: number)?$/, 'otherrefnum'],
  [/^comments?$/, 'comments'],
  [/^sales ?rep$/, 'salesrep'],
  [/^department$/, 'department'],
  [/^location$/, 'location'],
  [/^class$/, 'class'],
  [/^e-?mail$/, 'email'],
  [/^phone$/, 'phone'],
  [/^credit limit$/, 'creditlimit'],
  [/^terms$/, 'terms'],
];

const SCRIPT_TYPE_WORDS: readonly (readonly [RegExp, ScriptType])[] = [
  [/\bclient(?: ?side)? scripts?\b/, 'ClientScript'],
  [/\bscheduled scripts?\b|\bruns? (?:every|each|nightly|daily|hourly)\b/, 'ScheduledScript'],
  [/\bsuitelets?\b/, 'Suitelet'],
  [/\brestlets?\b/, 'Restlet'],
];

const RECORD_PLURAL_WORDS =
  /\b(?:new |the |all |every |each )?(?:sales orders?|purchase orders?|customers?|vendors?|employees?|items?|invoices?|vendor bills?|bills?|payments?|fulfil?lments?|receipts?|journal entries|journal entry)\b/g;

function recordOf(reading: Reading): SdfRecordType | undefined {
  for (const found of reading.records) {
    // "the sales rep", "the approver" name people on the record, not the record itself.
    if (/\bsales ?reps?\b|\bapprovers?\b/.test(found.phrase)) continue;
    const type = SDF_TYPE[found.kind];
    if (type) return type;
  }
  return undefined;
}

function identifier(...parts: readonly string[]): string {
  return parts
    .join('_')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 28)
    .replace(/_+$/, '');
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function eventOf(text: string): 'create' | 'edit' | 'delete' | undefined {
  if (/\bdelet(?:e|ed|es|ing|ion)\b/.test(text)) return 'delete';
  if (/\b(?:new|creat(?:e|ed|es|ion))\b/.test(text)) return 'create';
  if (/\b(?:edit(?:ed|s)?|updat(?:e|ed|es)|chang(?:e|ed|es)|modif(?:y|ied))\b/.test(text)) return 'edit';
  return undefined;
}

function recipientOf(text: string): string {
  const address = /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/.exec(text)?.[0];
  if (address) return address;
  if (/\bsales ?reps?\b/.test(text)) return 'salesrep';
  if (/\bapprovers?\b/.test(text)) return 'approver';
  return 'owner';
}

/** "sets the memo to Checked", "set po number to 'X'": the field id and the value, when both are there. */
function setActionOf(
  text: string,
  original: string,
): { action?: ScriptAction & WorkflowAction; ask?: string; template?: string } {
  const match =
    /\bsets? (?!up\b)(?:the )?([a-z][a-z #-]*?)(?: field)?(?: (?:to|=) (.+?))?(?= on | when | for | whenever |$)/.exec(
      text,
    );
  if (!match) return {};
  const words = (match[1] ?? '').trim();
  const fieldId = FIELD_IDS.find(([pattern]) => pattern.test(words))?.[1];
  if (!fieldId) {
    return {
      ask: `Which NetSuite field is "${words}"? I know memo, PO number, comments, sales rep, department, location, class, email, phone, credit limit and terms.`,
      template: text.replace(words, '{answer}'),
    };
  }
  const valueAt = match[2] === undefined ? -1 : text.indexOf(match[2], match.index);
  if (valueAt < 0) {
    return { ask: `What should the ${words} be set to?`, template: text.replace(match[0], `${match[0]} to {answer}`) };
  }
  // The value keeps the user's own case and quotes removed.
  const value = original.slice(valueAt, valueAt + (match[2] ?? '').length).replace(/^["']|["']$/g, '');
  return { action: { kind: 'set', fieldId, value } };
}

/** What a script or workflow does, a question about it, or undefined when the words do not say. */
function actionOf(
  text: string,
  original: string,
  title: string,
): { action: ScriptAction } | { ask: string; template: string } | undefined {
  const set = setActionOf(text, original);
  if (set.ask) return { ask: set.ask, template: set.template ?? '{prompt} {answer}' };
  if (set.action) return { action: set.action };
  if (/\b(?:e-?mails?|notif(?:y|ies)|alerts?|sends? (?:an? )?(?:e-?mail|message))\b/.test(text)) {
    return { action: { kind: 'email', to: recipientOf(text), subject: title } };
  }
  if (/\b(?:logs?|logged|logging|writes? to the (?:execution )?log)\b/.test(text)) return { action: { kind: 'log' } };
  return undefined;
}

/** A short title from the prompt: what it does, without "write a script that". */
function titleOf(text: string): string {
  const stripped = text
    .replace(/^.*?\b(?:that|which|to)\b\s*/, '')
    .replace(/[.?!]+$/, '')
    .trim();
  return sentenceCase(stripped || text).slice(0, 100);
}

export function readScript(reading: Reading, original: string): ProjectReading {
  const text = reading.text;
  const scriptType = SCRIPT_TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'UserEventScript';
  const recordType = recordOf(reading);
  const onRecord = scriptType === 'UserEventScript' || scriptType === 'ClientScript';
  if (onRecord && !recordType) {
    return {
      kind: 'missing',
      ask: 'Which record should the script run on, for example sales orders, customers or vendor bills?',
      template: '{prompt} on {answer}',
    };
  }
  const title = titleOf(original.toLowerCase());
  const action = actionOf(text, original, title);
  // A script whose purpose is left open is asked about, never generated to do nothing of use.
  if (!action) {
    return {
      kind: 'missing',
      ask: 'What should the script do? For example set a field ("set the memo to Reviewed"), or email someone ("email the sales rep").',
      template: '{prompt} that {answer}',
    };
  }
  if ('ask' in action) return { kind: 'missing', ...action };
  if (!onRecord && action.action.kind === 'set') {
    return {
      kind: 'missing',
      ask: 'Setting a field needs a record in hand: which record should a user event script do it on?',
      template: '{prompt} on {answer}',
    };
  }
  const event =
    scriptType === 'UserEventScript'
      ? // Only what follows "script" says when it runs: "create a script ..." is not about creation.
        eventOf(
          text
            .replace(/^.*?\bscripts?\b/, '')
            .replace(RECORD_PLURAL_WORDS, (words) => (words.startsWith('new ') ? 'new ' : '')),
        )
      : undefined;
  const subject = action.action.kind === 'set' ? action.action.fieldId : action.action.kind;
  const spec: ProjectSpec = {
    kind: 'script',
    id: identifier(subject, recordType ?? scriptType.replace(/Script$/, '')),
    title,
    description: original.trim().slice(0, 1000),
    scriptType,
    ...(recordType ? { recordType } : {}),
    ...(event ? { event } : {}),
    action: action.action,
  };
  return { kind: 'spec', spec };
}

const FIELD_TYPE_WORDS: readonly (readonly [RegExp, FieldType])[] = [
  [/\bcheck ?box(?:es)?\b|\byes\/no\b|\btrue\/false\b/, 'CHECKBOX'],
  [/\bdate\b/, 'DATE'],
  [/\bcurrency\b|\bmoney\b|\bamount\b/, 'CURRENCY'],
  [/\bdecimal\b/, 'FLOAT'],
  [/\binteger\b|\bwhole number\b|\bnumber field\b/, 'INTEGER'],
  [/\be-?mail\b/, 'EMAIL'],
  [/\blong text\b|\btext ?area\b|\bnotes?\b/, 'TEXTAREA'],
  [/\blist\b|\bdrop ?down\b|\bselect\b|\boptions?\b|\bone of\b/, 'SELECT'],
];

/** The values of a list field: "(list: bronze, silver, gold)", "options a, b and c". */
function optionsOf(original: string): string[] {
  const listed =
    /\((?:\s*(?:list|options|values)\s*:)?\s*([^)]+)\)/i.exec(original)?.[1] ??
    /\b(?:options|values|one of|list of|choices)\s*:?\s+(.+)$/i.exec(original)?.[1];
  if (!listed) return [];
  return listed
    .split(/\s*,\s*|\s+(?:and|or)\s+/)
    .map((option) => option.trim().replace(/^["']|["'.]$/g, ''))
    .filter((option) => option !== '')
    .map(sentenceCase);
}

/** A name given as an answer with its verb: "call it payment portal", "it's called X". */
function withoutNaming(label: string): string {
  return label
    .replace(/^(?:(?:let'?s |please )?(?:call|name) it|(?:it'?s |it is |should be )?(?:called|named))\s+/i, '')
    .trim();
}

/** The field's name: quoted, or after "field for|called|named", or before "field". */
function labelOf(reading: Reading, text: string): string | undefined {
  const quoted = reading.quoted[0];
  if (quoted) return withoutNaming(quoted);
  const after =
    /\bfield (?:for|called|named|to (?:track|store|hold)) (?:the )?([a-z0-9][a-z0-9 '-]*?)(?= \(| on | to | with |,|:|$| for )/.exec(
      text,
    )?.[1];
  if (after) return after;
  // "Checkbox field on customers: tax exempt": the name after a colon.
  const afterColon = /\bfield\b[^:]*:\s*([a-z0-9][a-z0-9 '-]*?)\s*$/.exec(text)?.[1];
  if (afterColon) return afterColon;
  const before = /\b(?:an?|new) ((?:[a-z0-9'-]+ ){0,3}?[a-z0-9'-]+) (?:custom )?field\b/.exec(text)?.[1];
  const cleaned = before
    ?.replace(/\b(?:custom|checkbox|date|currency|decimal|integer|list|text|dropdown|select|long|email)\b/g, '')
    .trim();
  return cleaned || undefined;
}

export function readField(reading: Reading, original: string): ProjectReading {
  const text = reading.text;
  const recordType = recordOf(reading);
  if (!recordType) {
    return {
      kind: 'missing',
      ask: 'Which record should the field be on, for example customers, items or sales orders?',
      template: '{prompt} on {answer}',
    };
  }
  const label = labelOf(reading, text.replace(RECORD_PLURAL_WORDS, ' ').replace(/\s+/g, ' '));
  if (!label) {
    return { kind: 'missing', ask: 'What should the field be called?', template: '{prompt} called "{answer}"' };
  }
  const options = optionsOf(original);
  const fieldType =
    options.length > 0 ? 'SELECT' : (FIELD_TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'TEXT');
  if (fieldType === 'SELECT' && options.length === 0) {
    return {
      kind: 'missing',
      ask: `What are the values of the ${label} list? For example: bronze, silver, gold.`,
      template: '{prompt} (list: {answer})',
    };
  }
  const spec: ProjectSpec = {
    kind: 'field',
    id: identifier(label),
    label: label.split(' ').map(sentenceCase).join(' '),
    recordType,
    fieldType,
    ...(options.length > 0 ? { options } : {}),
  };
  return { kind: 'spec', spec };
}

export function readWorkflow(reading: Reading, original: string): ProjectReading {
  const text = reading.text;
  const recordType = recordOf(reading);
  if (!recordType) {
    return {
      kind: 'missing',
      ask: 'Which record should the workflow run on, for example purchase orders or sales orders?',
      template: '{prompt} on {answer}',
    };
  }
  const title = titleOf(original.toLowerCase());
  const action = actionOf(text, original, title);
  if (action && 'ask' in action) return { kind: 'missing', ...action };
  if (!action || action.action.kind === 'log') {
    return {
      kind: 'missing',
      ask: 'What should the workflow do: email someone (the approver, the sales rep, an address) or set a field?',
      template: '{prompt} that {answer}',
    };
  }
  const over = reading.money.find((condition) => condition.comparator === 'gt' || condition.comparator === 'gte');
  const spec: ProjectSpec = {
    kind: 'workflow',
    id: identifier(
      recordType,
      action.action.kind === 'set' ? `set_${action.action.fieldId}` : `email_${action.action.to}`,
    ),
    title,
    description: original.trim().slice(0, 1000),
    recordType,
    ...(over ? { minimumTotal: over.value } : {}),
    action: action.action,
  };
  return { kind: 'spec', spec };
}
