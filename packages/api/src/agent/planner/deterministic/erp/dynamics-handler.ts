import { type TypedRow, typedRows } from '../../../netsuite/typed-rows.ts';
import type { PlannerSession } from '../../planner.ts';
import { answered, failed, type Handled } from '../handlers/handler.ts';
import type { PlannerState } from '../planner-state.ts';
import { readDynamics } from './dynamics-reading.ts';
import { PLATFORM_PHRASES } from './systems.ts';

const ROWS_SHOWN = 500;
const LABEL = 'Dynamics 365';

type Intent = 'query' | 'count' | 'create_record' | 'update_record';

function toolFailure(intent: Intent, state: PlannerState, result: { status: string; code?: string; message?: string }) {
  const message = result.message ?? 'Dynamics 365 did not answer.';
  if (result.status === 'failed' && result.code === 'forbidden') {
    return { outcome: { kind: 'refusal' as const, code: 'forbidden', message }, intent, state };
  }
  return failed(intent, state, result.status === 'failed' ? (result.code ?? 'unavailable') : 'unavailable', message);
}

/** The words as the user typed them (case and all), found again in the prompt. */
export function originalWords(prompt: string, lowered: string): string {
  const at = prompt.toLowerCase().indexOf(lowered.toLowerCase());
  const found = at === -1 ? lowered : prompt.slice(at, at + lowered.length);
  return found.replace(/[?!.]+$/, '').trim();
}

const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** One account by its name: the exact name first, then the one name containing the words. */
async function findAccount(
  session: PlannerSession,
  name: string,
): Promise<{ id: string; name: string } | { missing: string } | { several: string[] } | { failure: Handled }> {
  for (const filter of [`name eq ${odataString(name)}`, `contains(name,${odataString(name)})`]) {
    const result = await session.tools.call('dv_queryRows', {
      entitySet: 'accounts',
      select: ['name'],
      filter,
      top: 10,
    });
    if (result.status !== 'ok') return { failure: toolFailure('query', {}, result as { status: string }) };
    const rows = (result.output as { rows: { accountid?: unknown; name?: unknown }[] }).rows;
    if (rows.length === 1) return { id: String(rows[0]?.accountid), name: String(rows[0]?.name) };
    if (rows.length > 1) return { several: rows.map((row) => String(row.name)) };
  }
  return { missing: name };
}

/** What to say when an account's name matches none or several. */
function accountQuestion(
  found: { missing: string } | { several: string[] },
  intent: Intent,
  state: PlannerState,
): Handled {
  if ('missing' in found) {
    return failed(intent, state, 'not_found', `I couldn't find an account matching "${found.missing}" in ${LABEL}.`);
  }
  return {
    outcome: {
      kind: 'question',
      text: `Which account do you mean: ${found.several.slice(0, 5).join(', ')}?`,
      options: found.several.slice(0, 5).map((name) => ({ label: name, value: name })),
    },
    intent,
    state,
  };
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** Questions answered from Dataverse: rows of a table filtered, ranked or counted. */
async function answerQuery(text: string, prompt: string, session: PlannerSession, state: PlannerState, today: string) {
  const reading = readDynamics(text, today);
  if (reading.kind === 'none') return undefined;
  if (reading.kind === 'unplaced') {
    const phrase = reading.words.join(' ');
    return {
      outcome: {
        kind: 'question' as const,
        text: `I can't place "${phrase}" in a question about ${LABEL} ${reading.table.noun}: I read their state (open, won, paid, overdue, active), rating, state or province, amounts, stock, rankings and the account they belong to. What should "${phrase}" mean?`,
        options: [],
      },
      intent: 'query' as const,
      state: { ...state, question: { kind: 'rephrase' as const, prompt, phrase } },
    };
  }
  const { query } = reading;
  const { table } = query;
  const filters = [...query.filters];
  let owner = '';
  if (query.accountName && table.accountLookup) {
    const found = await findAccount(session, originalWords(prompt, query.accountName));
    if ('failure' in found) return found.failure;
    if (!('id' in found)) return accountQuestion(found, 'query', state);
    filters.push(`${table.accountLookup} eq ${found.id}`);
    owner = ` of ${found.name}`;
  }
  if (query.rowName) {
    const typed = originalWords(prompt, query.rowName);
    filters.push(
      table.entitySet === 'products'
        ? `(name eq ${odataString(typed)} or productnumber eq ${odataString(typed.toUpperCase())})`
        : `name eq ${odataString(typed)}`,
    );
    owner = ` named ${typed}`;
  }
  const filter = filters.length > 0 ? filters.join(' and ') : undefined;
  const noun =
    `${query.described.filter((said) => !said.startsWith('in ') && !/^(?:over|under|at )/.test(said)).join(' ')} ${table.noun}`.trim();
  const where = query.described.filter((said) => said.startsWith('in ') || /^(?:over|under|at )/.test(said));
  const caption = `${capitalised(noun)}${owner}${where.length > 0 ? ` ${where.join(', ')}` : ''} in ${LABEL}`;
  const result = await session.tools.call('dv_queryRows', {
    entitySet: table.entitySet,
    select: table.columns.map((column) => column.key),
    ...(filter ? { filter } : {}),
    ...(query.orderBy ? { orderBy: [query.orderBy] } : {}),
    top: query.count ? 1 : (query.top ?? ROWS_SHOWN),
  });
  if (result.status !== 'ok') return toolFailure(query.count ? 'count' : 'query', state, result as { status: string });
  const output = result.output as { rows: Record<string, string | number | null>[]; count: number | null };
  const nextState: PlannerState = { ...state, erp: { system: 'dynamics', words: text } };
  if (query.count) {
    const total = output.count ?? output.rows.length;
    return answered(
      'count',
      nextState,
      `There ${total === 1 ? 'is' : 'are'} **${total}** ${caption.replace(/^./, (c) => c.toLowerCase())}.`,
    );
  }
  if (output.rows.length === 0)
    return answered('query', nextState, `No ${caption.replace(/^./, (c) => c.toLowerCase())}.`);
  const [only] = output.rows;
  if (table.entitySet === 'products' && output.rows.length === 1 && only && /\bhow (?:much|many)\b/.test(text)) {
    return answered(
      'query',
      nextState,
      `There are **${Number(only.quantityonhand ?? 0)}** ${String(only.name)} (${String(only.productnumber)}) on hand in ${LABEL}.`,
    );
  }
  const rows: TypedRow[] = typedRows(output.rows, table.columns);
  return {
    outcome: {
      kind: 'table' as const,
      rows,
      count: query.top === undefined ? Math.max(output.count ?? 0, rows.length) : rows.length,
      caption,
      columns: table.columns,
    },
    intent: 'query' as const,
    state: nextState,
  };
}

const LEAD =
  /^(?:please )?(?:can you |could you )?(?:create|add|make|set up|enter|register|new)(?: a| an| new| the)* leads?\b(?: (?:for|called|named|at|from))?(.*)$/;

/** "create a lead for Acme", "new lead Acme, contact Jane Smith": a lead behind confirmation. */
async function createLead(
  rest: string,
  prompt: string,
  session: PlannerSession,
  state: PlannerState,
): Promise<Handled> {
  const parts = originalWords(prompt, rest.trim())
    .split(/,\s*|\s+(?=contact\s)/i)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^not an? (?:account|contact|opportunity|customer)$/i.test(part));
  let company: string | undefined;
  let contact: string | undefined;
  for (const part of parts) {
    const named = /^(company|contact|person|name)\s+(.+)$/i.exec(part);
    if (named?.[1]?.toLowerCase() === 'company') company = named[2];
    else if (named) contact = named[2];
    else if (!company) company = part;
    else contact ??= part;
  }
  if (!company && !contact) {
    return {
      outcome: {
        kind: 'question',
        text: 'Which company is the new lead for, and who is the contact there? For example "company Acme, contact Jane Smith".',
        options: [],
      },
      intent: 'create_record',
      state: { ...state, question: { kind: 'append', prompt, template: '{prompt} {answer}' } },
    };
  }
  const [firstname, ...last] = (contact ?? '').split(/\s+/).filter(Boolean);
  const lastname = last.length > 0 ? last.join(' ') : firstname;
  const values: Record<string, string> = {
    subject: company ? `Lead for ${company}` : `Lead: ${contact}`,
    ...(company ? { companyname: company } : {}),
    ...(firstname && last.length > 0 ? { firstname } : {}),
    ...(lastname ? { lastname } : {}),
  };
  const result = await session.tools.call('dv_createRow', { entitySet: 'leads', values });
  if (result.status === 'proposed') {
    return { outcome: { kind: 'confirmation', confirmation: result.confirmation }, intent: 'create_record', state };
  }
  return toolFailure('create_record', state, result as { status: string });
}

/** An account's columns by the words for them, with how their values are written. */
const ACCOUNT_FIELDS: readonly (readonly [RegExp, string, 'text' | 'number'])[] = [
  [/^(?:main )?phone(?: number)?$|^telephone$/, 'telephone1', 'text'],
  [/^web ?site(?: url)?$|^url$/, 'websiteurl', 'text'],
  [/^credit limit$/, 'creditlimit', 'number'],
  [/^city$/, 'address1_city', 'text'],
  [/^e-?mail(?: address)?$/, 'emailaddress1', 'text'],
  [/^(?:account )?number$/, 'accountnumber', 'text'],
];
const FIELD_WORDS = `main phone(?: number)?|phone(?: number)?|telephone|web ?site(?: url)?|url|credit limit|city|e-?mail(?: address)?|account number`;
const UPDATE_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `^(?:please )?(?:can you |could you )?(?:change|update|set|make)(?: the)? (${FIELD_WORDS}) (?:of|for|on) (?:the account |account )?(.+?) to (.+)$`,
  ),
  new RegExp(
    `^(?:please )?(?:can you |could you )?(?:change|update|set|make) (?:the account |account )?(.+?)'s (${FIELD_WORDS}) to (.+)$`,
  ),
  new RegExp(`^(?:the account |account )?(.+?) (${FIELD_WORDS}) (?:is now |to |= ?)?([^a-z].*|https?:.+)$`),
];

/** "change the phone of Contoso to 555-0100": an account's column, behind confirmation. */
async function updateAccount(words: string, prompt: string, session: PlannerSession, state: PlannerState) {
  for (const [index, pattern] of UPDATE_PATTERNS.entries()) {
    const match = pattern.exec(words);
    if (!match) continue;
    const [field, name, value] = index === 0 ? [match[1], match[2], match[3]] : [match[2], match[1], match[3]];
    const column = ACCOUNT_FIELDS.find(([fieldWords]) => fieldWords.test(field ?? ''));
    if (!column || !name || !value) return undefined;
    const typed = originalWords(prompt, value.replace(/,?\s+(?:not|instead of|rather than)\s.+$/, '').trim());
    const newValue = column[2] === 'number' ? Number(typed.replace(/[$,\s]/g, '')) : typed;
    if (typeof newValue === 'number' && !Number.isFinite(newValue)) return undefined;
    const found = await findAccount(session, originalWords(prompt, name));
    if ('failure' in found) return found.failure;
    if (!('id' in found)) return accountQuestion(found, 'update_record', state);
    const result = await session.tools.call('dv_updateRow', {
      entitySet: 'accounts',
      id: found.id,
      values: { [column[1]]: newValue },
    });
    if (result.status === 'proposed') {
      return {
        outcome: { kind: 'confirmation' as const, confirmation: result.confirmation },
        intent: 'update_record' as const,
        state,
      };
    }
    return toolFailure('update_record', state, result as { status: string });
  }
  return undefined;
}

/**
 * Everyday Dynamics 365 requests, read from the words and answered through the Dataverse tools:
 * accounts, contacts, leads, opportunities, orders, invoices and products filtered, ranked or
 * counted; a new lead and an account's change behind confirmation. Undefined when the words are
 * none of these; a question when some of them cannot be placed.
 */
export async function handleDynamics(
  text: string,
  prompt: string,
  session: PlannerSession,
  state: PlannerState,
  today: string,
): Promise<Handled | undefined> {
  const words = text.replace(PLATFORM_PHRASES, ' ').replace(/\s+/g, ' ').trim();
  const lead = LEAD.exec(words);
  if (lead) return createLead(lead[1] ?? '', prompt, session, state);
  if (
    /^(?:please )?(?:can you |could you )?(?:change|update|set|make)\b|\b(?:phone|website|credit limit|city)\b/.test(
      words,
    )
  ) {
    const updated = await updateAccount(words, prompt, session, state);
    if (updated) return updated;
  }
  return answerQuery(text, prompt, session, state, today);
}

/** Whether Dynamics 365 would read these words as one of its questions or writes. */
export function readsAsDynamics(text: string): boolean {
  const words = text.replace(PLATFORM_PHRASES, ' ').replace(/\s+/g, ' ').trim();
  return LEAD.test(words) || readDynamics(words, '2000-01-01').kind !== 'none';
}
