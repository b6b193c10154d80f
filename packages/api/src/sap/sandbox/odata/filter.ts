import { filter as parseFilter } from 'odata-v4-parser';
import { invalidFilter, invalidProperty } from '../http/service-layer-error.ts';
import type { EntityRecord, EntitySetSpec, PropertySpec } from '../schema/entity-sets.ts';

/** The parser's tokens, as far as the evaluator reads them. */
interface Token {
  readonly type: string;
  readonly raw: string;
  readonly value: unknown;
}

type Value = string | number | boolean | null;
type Expression = (record: EntityRecord) => Value;

const COMPARISONS: Readonly<Record<string, (a: Value, b: Value) => boolean>> = {
  EqualsExpression: (a, b) => equal(a, b),
  NotEqualsExpression: (a, b) => !equal(a, b),
  LesserThanExpression: (a, b) => compare(a, b) < 0,
  LesserOrEqualsExpression: (a, b) => compare(a, b) <= 0,
  GreaterThanExpression: (a, b) => compare(a, b) > 0,
  GreaterOrEqualsExpression: (a, b) => compare(a, b) >= 0,
};

/** Dates compare by their day: `DocDate ge '2024-01-01'` and `ge 2024-01-01T00:00:00Z` alike. */
function normalise(value: Value): Value {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:T00:00:00(?:\.0+)?Z?)?$/.test(value))
    return value.slice(0, 10);
  return value;
}

function equal(a: Value, b: Value): boolean {
  return normalise(a) === normalise(b);
}

/** Nulls sort first and never satisfy an ordering comparison. */
function compare(a: Value, b: Value): number {
  const left = normalise(a);
  const right = normalise(b);
  if (left === null || right === null) return Number.NaN;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right));
}

function token(value: unknown): Token {
  return value as Token;
}

function literal(node: Token): Value {
  const kind = node.value as string;
  const raw = node.raw;
  if (raw === 'null') return null;
  if (kind === 'Edm.Boolean') return raw === 'true';
  if (kind === 'Edm.String') return raw.slice(1, -1).replace(/''/g, "'");
  if (kind === 'Edm.Date' || kind === 'Edm.DateTimeOffset') return raw;
  const number = Number(raw);
  if (Number.isNaN(number)) throw invalidFilter();
  return number;
}

function property(spec: EntitySetSpec, name: string): PropertySpec {
  const found = spec.properties[name];
  if (!found || found.kind === 'collection') throw invalidProperty(name);
  return found;
}

const STRING_FUNCTIONS: Readonly<Record<string, (...args: Value[]) => Value>> = {
  contains: (text, part) => String(text ?? '').includes(String(part ?? '')),
  substringof: (part, text) => String(text ?? '').includes(String(part ?? '')),
  startswith: (text, part) => String(text ?? '').startsWith(String(part ?? '')),
  endswith: (text, part) => String(text ?? '').endsWith(String(part ?? '')),
  tolower: (text) => (text === null ? null : String(text).toLowerCase()),
  toupper: (text) => (text === null ? null : String(text).toUpperCase()),
  trim: (text) => (text === null ? null : String(text).trim()),
  length: (text) => (text === null ? null : String(text).length),
  year: (date) => (date === null ? null : Number(String(date).slice(0, 4))),
  month: (date) => (date === null ? null : Number(String(date).slice(5, 7))),
  day: (date) => (date === null ? null : Number(String(date).slice(8, 10))),
};

function compile(node: Token, spec: EntitySetSpec): Expression {
  switch (node.type) {
    case 'CommonExpression':
    case 'BoolParenExpression':
    case 'ParenExpression':
      return compile(token(node.value), spec);
    case 'AndExpression':
    case 'OrExpression': {
      const { left, right } = node.value as { left: Token; right: Token };
      const a = compile(left, spec);
      const b = compile(right, spec);
      return node.type === 'AndExpression'
        ? (record) => a(record) === true && b(record) === true
        : (record) => a(record) === true || b(record) === true;
    }
    case 'NotExpression': {
      const inner = compile(token(node.value), spec);
      return (record) => inner(record) !== true;
    }
    case 'FirstMemberExpression':
    case 'MemberExpression':
    case 'PropertyPathExpression': {
      const name = node.raw;
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw invalidProperty(name);
      property(spec, name);
      return (record) => (record[name] ?? null) as Value;
    }
    case 'Literal': {
      const value = literal(node);
      return () => value;
    }
    case 'Enum': {
      const quoted = /'([^']*)'$/.exec(node.raw);
      if (!quoted) throw invalidFilter();
      const value = quoted[1] ?? '';
      return () => value;
    }
    case 'MethodCallExpression': {
      const { method, parameters } = node.value as { method: string; parameters: Token[] };
      const fn = STRING_FUNCTIONS[method];
      if (!fn) throw invalidFilter();
      const args = parameters.map((parameter) => compile(parameter, spec));
      return (record) => fn(...args.map((arg) => arg(record)));
    }
    default: {
      const comparison = COMPARISONS[node.type];
      if (!comparison) throw invalidFilter();
      const { left, right } = node.value as { left: Token; right: Token };
      const a = compile(left, spec);
      const b = compile(right, spec);
      return (record) => comparison(a(record), b(record));
    }
  }
}

/**
 * `$filter` as Service Layer reads it: comparisons, `and`, `or`, `not`, parentheses, string and
 * date functions, enum members quoted (`'bost_Open'`) or qualified (`SAPB1.BoStatus'bost_Open'`).
 * A text the OData grammar does not take whole is refused as an invalid filter condition, an
 * unknown property by name.
 */
export function compileFilter(text: string, spec: EntitySetSpec): (record: EntityRecord) => boolean {
  let root: Token;
  try {
    root = parseFilter(text) as Token;
  } catch {
    throw invalidFilter();
  }
  if (!root || root.raw !== text) throw invalidFilter();
  const expression = compile(root, spec);
  return (record) => expression(record) === true;
}
