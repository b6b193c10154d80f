import {
  caseExpr,
  funcCall,
  type Node,
  type NodeOf,
  nullTest,
  stringConst,
  stringNode,
  stringValue,
  wrap,
} from './ast.ts';
import { datetimePattern, dateUnit, numberPattern } from './oracle-formats.ts';
import { refuse } from './suiteql-error.ts';
import { SUITEQL_SCHEMA } from './support-sql.ts';

/**
 * The functions SuiteQL accepts, each turned into PostgreSQL with Oracle's answer: either a
 * rewrite into plain SQL (NVL is COALESCE, DECODE is CASE) or a call to a support function
 * in the `suiteql` schema. A function not listed here is refused, as NetSuite refuses
 * functions outside its own list.
 */

export interface CallSite {
  /** The name as written, upper-cased, for messages. */
  readonly name: string;
  /** The arguments, already translated. */
  readonly args: Node[];
  readonly distinct: boolean;
  /** count(*) */
  readonly star: boolean;
  /** The translated OVER clause of a window call. */
  readonly over: NodeOf<'WindowDef'> | undefined;
}

export interface FunctionSpec {
  readonly arity: readonly [min: number, max: number];
  /** Aggregates also run as window functions; `window` functions run only with OVER. */
  readonly kind: 'scalar' | 'aggregate' | 'window';
  readonly build: (call: CallSite) => Node;
}

const support = (name: string, args: Node[]) => funcCall([SUITEQL_SCHEMA, name], args);

const scalar = (arity: FunctionSpec['arity'], build: (args: Node[], call: CallSite) => Node): FunctionSpec => ({
  arity,
  kind: 'scalar',
  build: (call) => build(call.args, call),
});

/** A support function of the same name and arguments. */
const supported = (name: string, arity: FunctionSpec['arity']): FunctionSpec =>
  scalar(arity, (args) => support(name, args));

function aggregateCall(name: string, call: CallSite, args: Node[] = call.args): Node {
  return wrap('FuncCall', {
    funcname: [stringNode(name)],
    ...(call.star ? { agg_star: true } : { args }),
    ...(call.distinct ? { agg_distinct: true } : {}),
    ...(call.over === undefined ? {} : { over: call.over }),
    funcformat: 'COERCE_EXPLICIT_CALL',
  });
}

const aggregate = (name: string): FunctionSpec => ({
  arity: [1, 1],
  kind: 'aggregate',
  build: (call) => aggregateCall(name, call),
});

const ranking = (name: string): FunctionSpec => ({
  arity: [0, 0],
  kind: 'window',
  build: (call) => aggregateCall(name, call, []),
});

/** The format argument of a conversion: Oracle's functions here need it written out as a literal. */
function literalFormat(call: CallSite, index: number): string {
  const format = stringValue(call.args[index]);
  if (format === undefined) refuse(`${call.name}: the format must be a string literal such as 'MM/DD/YYYY'.`);
  return format;
}

function datetimeFormat(call: CallSite, index: number): Node {
  const format = literalFormat(call, index);
  const pattern = datetimePattern(format);
  if (pattern === undefined) refuse(`${call.name}: the date format '${format}' is not supported.`);
  return stringConst(pattern);
}

/** TRUNC and ROUND take a DATE and a unit, or a number and a count of decimal places. */
function truncOrRound(operation: 'trunc' | 'round'): FunctionSpec {
  return scalar([1, 2], (args, call) => {
    const [value, second] = args;
    if (value === undefined) return refuse(`${call.name} needs an argument.`);
    const unitText = stringValue(second);
    if (second === undefined) return support(operation, [value]);
    if (unitText === undefined) return support(operation, [value, second]);
    const unit = dateUnit(unitText, operation);
    if (unit === undefined) refuse(`${call.name}: the date unit '${unitText}' is not supported.`);
    return support(operation, [value, stringConst(unit)]);
  });
}

/** Oracle's DECODE compares NULL with NULL as equal, which CASE's `=` does not. */
function decode(args: Node[]): Node {
  const [subject, ...pairs] = args;
  if (subject === undefined) return refuse('DECODE needs arguments.');
  const whens: [Node, Node][] = [];
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const search = pairs[index] as Node;
    const isNullConstant = 'A_Const' in search && search.A_Const.isnull === true;
    const test = wrap('A_Expr', {
      kind: isNullConstant || !('A_Const' in search) ? 'AEXPR_NOT_DISTINCT' : 'AEXPR_OP',
      name: [stringNode('=')],
      lexpr: subject,
      rexpr: search,
    });
    whens.push([test, pairs[index + 1] as Node]);
  }
  return caseExpr(whens, pairs.length % 2 === 1 ? pairs.at(-1) : undefined);
}

/** The account's date format, which Oracle's TO_DATE uses when given none. */
const DEFAULT_DATE_PATTERN = 'MM/DD/YYYY';

const FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  count: { arity: [0, 1], kind: 'aggregate', build: (call) => aggregateCall('count', call) },
  sum: aggregate('sum'),
  min: aggregate('min'),
  max: aggregate('max'),
  // AVG as SUM / COUNT through the support division, for Oracle's 38 significant digits.
  avg: {
    arity: [1, 1],
    kind: 'aggregate',
    build: (call) => support('div', [aggregateCall('sum', call), aggregateCall('count', call)]),
  },
  row_number: ranking('row_number'),
  rank: ranking('rank'),
  dense_rank: ranking('dense_rank'),

  nvl: scalar([2, 2], (args) => wrap('CoalesceExpr', { args })),
  nvl2: scalar([3, 3], ([value, ifSet, ifNull]) =>
    caseExpr([[nullTest(value as Node, 'IS_NOT_NULL'), ifSet as Node]], ifNull),
  ),
  decode: scalar([3, 255], decode),

  to_date: scalar([1, 2], (args, call) =>
    support('to_date', [
      args[0] as Node,
      args.length === 1 ? stringConst(DEFAULT_DATE_PATTERN) : datetimeFormat(call, 1),
    ]),
  ),
  to_char: scalar([1, 2], (args, call) => {
    if (args.length === 1) return support('to_char', args);
    const format = literalFormat(call, 1);
    const asNumber = numberPattern(format);
    if (asNumber !== undefined) return support('to_char_number', [args[0] as Node, stringConst(asNumber)]);
    return support('to_char_date', [args[0] as Node, datetimeFormat(call, 1)]);
  }),
  to_number: scalar([1, 2], (args, call) => {
    if (args.length === 1) return support('to_number', args);
    const format = literalFormat(call, 1);
    const pattern = numberPattern(format);
    if (pattern === undefined) refuse(`TO_NUMBER: the number format '${format}' is not supported.`);
    return support('to_number', [args[0] as Node, stringConst(pattern)]);
  }),
  trunc: truncOrRound('trunc'),
  round: truncOrRound('round'),
  add_months: supported('add_months', [2, 2]),
  months_between: supported('months_between', [2, 2]),
  last_day: supported('last_day', [1, 1]),

  upper: supported('upper', [1, 1]),
  lower: supported('lower', [1, 1]),
  initcap: supported('initcap', [1, 1]),
  substr: supported('substr', [2, 3]),
  instr: supported('instr', [2, 4]),
  length: supported('length', [1, 1]),
  ltrim: supported('ltrim', [1, 2]),
  rtrim: supported('rtrim', [1, 2]),
  replace: supported('replace', [2, 3]),
  concat: supported('concat', [2, 2]),
  lpad: supported('lpad', [2, 3]),
  rpad: supported('rpad', [2, 3]),

  abs: supported('abs', [1, 1]),
  ceil: supported('ceil', [1, 1]),
  floor: supported('floor', [1, 1]),
  sign: supported('sign', [1, 1]),
  power: supported('power', [2, 2]),
  mod: supported('mod', [2, 2]),
};

export function functionSpec(name: string): FunctionSpec | undefined {
  return Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
}

/** The date parts Oracle extracts from a DATE. */
const EXTRACT_FIELDS = new Set(['year', 'month', 'day']);

/** TRIM(...) as Oracle writes it, which PostgreSQL's parser turns into btrim, ltrim or rtrim. */
const TRIM_FUNCTIONS: Readonly<Record<string, string>> = { btrim: 'trim', ltrim: 'ltrim', rtrim: 'rtrim' };

/** Functions PostgreSQL's grammar produces from SQL syntax: EXTRACT(... FROM ...) and TRIM(...). */
export function syntaxFunction(name: string, args: Node[]): Node {
  if (name === 'extract') {
    const field = stringValue(args[0]);
    if (field === undefined || !EXTRACT_FIELDS.has(field.toLowerCase())) {
      refuse(`EXTRACT: only YEAR, MONTH and DAY can be extracted from a DATE.`);
    }
    return wrap('FuncCall', {
      funcname: [stringNode('pg_catalog'), stringNode('extract')],
      args,
      funcformat: 'COERCE_SQL_SYNTAX',
    });
  }
  const trim = TRIM_FUNCTIONS[name];
  if (trim !== undefined) {
    const characters = args[1] === undefined ? undefined : stringValue(args[1]);
    if (characters !== undefined && characters.length !== 1) refuse('TRIM: the trim character must be one character.');
    return support(trim, args);
  }
  return refuse(`${name.toUpperCase()} is not supported in SuiteQL.`);
}
