import { sqlContains, sqlString } from '../../netsuite/suiteql-literals.ts';
import type { ToolRunner } from '../../tools/tool-runner.ts';
import type { Candidate } from './planner-state.ts';
import { FILLERS, STOPWORDS } from './understand/lexicon.ts';

/** The kinds of record a name may belong to, and where their names are. */
export const NAMED_KINDS = {
  customer: { table: 'customer', name: 'companyname', alt: 'entityid' },
  vendor: { table: 'vendor', name: 'companyname', alt: 'entityid' },
  employee: { table: 'employee', name: 'entityid', alt: 'email' },
  item: { table: 'item', name: 'itemid', alt: 'displayname' },
  location: { table: 'location', name: 'name', alt: 'fullname' },
  subsidiary: { table: 'subsidiary', name: 'name', alt: 'fullname' },
  department: { table: 'department', name: 'name', alt: 'fullname' },
} as const;
export type NamedKind = keyof typeof NAMED_KINDS;

/** Words that lead a name and are not part of it: "for", "customer", "vendor named". */
const LEADING =
  /^(?:(?:for|from|of|by|to|with|at|on|in|the|customer|customers|client|vendor|vendors|supplier|item|items|product|employee|named|called|account|company|sales ?rep|rep|location|warehouse|subsidiary|department)\s+)+/;

/**
 * The words of a phrase that can tell a name: neither little words nor the words of asking ("have
 * we *placed* with Hoppe Group"), which a name may hold but never tells apart by.
 */
export function nameTokens(phrase: string): string[] {
  return (
    phrase
      .toLowerCase()
      .replace(LEADING, '')
      .split(/[\s,]+/)
      // A possessive is the name's: "Mona Bergstrom's customers".
      .map((word) => word.replace(/['’]s$/, '').replace(/^[^a-z0-9&]+|[^a-z0-9&]+$/g, ''))
      .filter((word) => word.length >= 2 && !STOPWORDS.has(word) && !FILLERS.has(word))
  );
}

const normalized = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

/**
 * Records of these kinds whose name has every word of the phrase, read through the SuiteQL tool
 * (so the lookups are recorded like every other call). A name said in full comes first.
 */
export async function findByName(tools: ToolRunner, kinds: readonly NamedKind[], phrase: string): Promise<Candidate[]> {
  const tokens = nameTokens(phrase);
  if (tokens.length === 0) return [];
  const found: Candidate[] = [];
  for (const kind of kinds) {
    const { table, name, alt } = NAMED_KINDS[kind];
    const matches = (column: string) =>
      tokens.map((token) => `LOWER(${column}) LIKE ${sqlContains(token)}`).join(' AND ');
    const query = `SELECT id, ${name} AS name FROM ${table} WHERE (${matches(name)}) OR (${matches(`NVL(${alt}, '')`)}) ORDER BY ${name} FETCH FIRST 25 ROWS ONLY`;
    const result = await tools.call('ns_runCustomSuiteQL', { query, maxRows: 25 });
    if (result.status !== 'ok') continue;
    const rows = (result.output as { rows: { id?: unknown; name?: unknown }[] }).rows;
    for (const row of rows) {
      if (typeof row.id === 'string' && typeof row.name === 'string') found.push({ id: row.id, name: row.name, kind });
    }
  }
  const wanted = tokens.join(' ');
  const exact = found.filter((candidate) => normalized(candidate.name) === wanted);
  return exact.length > 0 ? exact : found;
}

/**
 * Records of these kinds whose name holds any of the words, for spotting a whole name among other
 * words (name-spotting.ts): one query per kind, at most 50 names each.
 */
export async function findByAnyWord(
  tools: ToolRunner,
  kinds: readonly NamedKind[],
  words: readonly string[],
): Promise<Candidate[]> {
  const telling = [...new Set(words)].filter((word) => word.length >= 3).slice(0, 8);
  if (telling.length === 0) return [];
  const found: Candidate[] = [];
  for (const kind of kinds) {
    const { table, name } = NAMED_KINDS[kind];
    const holds = telling.map((word) => `LOWER(${name}) LIKE ${sqlContains(word)}`);
    // The names holding most of the words first, so a long list of one common word cannot crowd them out.
    const held = holds.map((condition) => `CASE WHEN ${condition} THEN 1 ELSE 0 END`).join(' + ');
    const query = `SELECT id, ${name} AS name FROM ${table} WHERE ${holds.join(' OR ')} ORDER BY ${held} DESC, ${name} FETCH FIRST 50 ROWS ONLY`;
    const result = await tools.call('ns_runCustomSuiteQL', { query, maxRows: 50 });
    if (result.status !== 'ok') continue;
    const rows = (result.output as { rows: { id?: unknown; name?: unknown }[] }).rows;
    for (const row of rows) {
      if (typeof row.id === 'string' && typeof row.name === 'string') found.push({ id: row.id, name: row.name, kind });
    }
  }
  return found;
}

/** Which of the candidates an answer picks: "the second one", "2", "id 45", or (part of) a name. */
export function pickCandidate(answer: string, candidates: readonly Candidate[]): Candidate | undefined {
  const text = answer.toLowerCase().trim();
  const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  const ordinal = ordinals.findIndex((word) => new RegExp(`\\b${word}\\b`).test(text));
  if (ordinal >= 0) return candidates[ordinal];
  if (/\blast\b/.test(text)) return candidates.at(-1);
  const number = /^(?:#|no\.?\s*|number\s*|option\s*)?(\d{1,2})(?:st|nd|rd|th)?$/.exec(text);
  if (number?.[1]) return candidates[Number(number[1]) - 1];
  const id = /\bid\s*#?\s*(\d+)\b/.exec(text);
  if (id?.[1]) return candidates.find((candidate) => candidate.id === id[1]);
  const wanted = normalized(text.replace(/^(?:the one (?:called|named)|i mean|it'?s|the)\s+/, ''));
  const exact = candidates.find((candidate) => normalized(candidate.name) === wanted);
  if (exact) return exact;
  const containing = candidates.filter(
    (candidate) => normalized(candidate.name).includes(wanted) && wanted.length >= 3,
  );
  return containing.length === 1 ? containing[0] : undefined;
}

/** Words in place names that tell none apart: "East Coast Warehouse", "Northwind Supply Canada Ltd.". */
const GENERIC = new Set([
  'the',
  'of',
  'and',
  'inc',
  'ltd',
  'llc',
  'co',
  'corp',
  'company',
  'warehouse',
  'location',
  'subsidiary',
  'department',
  'dept',
  'office',
  'site',
]);

/**
 * Locations, subsidiaries or departments the text mentions: these lists are short, so all are
 * read and each name matched by its telling words ("Toronto" for Toronto Warehouse, "Canada" for
 * Northwind Supply Canada Ltd.), words every name shares left out.
 */
export async function findMentioned(
  tools: ToolRunner,
  kind: 'location' | 'subsidiary' | 'department',
  text: string,
): Promise<Candidate[]> {
  const { table, name } = NAMED_KINDS[kind];
  const result = await tools.call('ns_runCustomSuiteQL', {
    query: `SELECT id, ${name} AS name FROM ${table} ORDER BY id`,
    maxRows: 1000,
  });
  if (result.status !== 'ok') return [];
  const rows = (result.output as { rows: { id?: unknown; name?: unknown }[] }).rows.flatMap((row) =>
    typeof row.id === 'string' && typeof row.name === 'string' ? [{ id: row.id, name: row.name }] : [],
  );
  const wordsOf = (value: string) =>
    normalized(value)
      .split(' ')
      .filter((word) => word.length > 1 && !GENERIC.has(word));
  const everywhere = new Set(
    wordsOf(rows[0]?.name ?? '').filter((word) => rows.every((row) => wordsOf(row.name).includes(word))),
  );
  const said = new Set(normalized(text).split(' '));
  return rows
    .filter((row) => {
      const telling = wordsOf(row.name).filter((word) => !everywhere.has(word));
      const words = telling.length > 0 ? telling : wordsOf(row.name);
      return words.length > 0 && words.every((word) => said.has(word));
    })
    .map((row) => ({ ...row, kind }));
}

/** The city an address book holds by this name ("glasgow" is Glasgow), if any address is in it. */
export async function findCity(tools: ToolRunner, said: string): Promise<string | undefined> {
  const name = normalized(said);
  if (name === '' || name.length > 60) return undefined;
  const result = await tools.call('ns_runCustomSuiteQL', {
    query: `SELECT DISTINCT ea.city AS city FROM entityaddress ea WHERE LOWER(ea.city) = ${sqlString(name)}`,
    maxRows: 2,
  });
  if (result.status !== 'ok') return undefined;
  const [row] = (result.output as { rows: { city?: unknown }[] }).rows;
  return typeof row?.city === 'string' ? row.city : undefined;
}
