import { deparseSync, loadModule, parseSync } from 'pgsql-parser';
import {
  arrivalRowNumber,
  boolExpr,
  caseExpr,
  columnRef,
  funcCall,
  integerConst,
  integerValue,
  type Node,
  type NodeOf,
  names,
  nodeOf,
  nullConst,
  nullTest,
  resTarget,
  stringConst,
  stringNode,
  stringValue,
  tagOf,
  typeCast,
  wrap,
} from './ast.ts';
import { DUAL, DUAL_COLUMN, isTableName, tableColumns } from './catalog.ts';
import { displayValue } from './display-values.ts';
import { type CallSite, functionSpec, syntaxFunction } from './functions.ts';
import { applyRownum, ROWNUM, ROWNUM_MISUSE, takeRownumLimit } from './rownum.ts';
import { Block, type RangeBinding } from './scope.ts';
import { checkSource } from './source-checks.ts';
import { refuse, unknownIdentifier, unknownRecord } from './suiteql-error.ts';
import { SUITEQL_SCHEMA } from './support-sql.ts';

/**
 * SuiteQL to the sandbox's PostgreSQL: checked tokens, PostgreSQL's own parser, a walk over
 * the tree that accepts only what SuiteQL accepts and rewrites Oracle's semantics, and
 * PostgreSQL's deparser. The walk is a whitelist: a node it does not know is refused, so a
 * query is either answered as NetSuite would answer it or refused with a reason.
 */

export interface SuiteqlTranslation {
  /** One read-only SELECT for the sandbox's PostgreSQL. */
  readonly sql: string;
  /** The result's column names, lower-case as NetSuite returns them, in order. */
  readonly columns: readonly string[];
}

export interface TranslateOptions {
  /** SYSDATE and CURRENT_DATE: the server's clock when absent. */
  readonly now?: Date;
}

let loading: Promise<void> | undefined;

/** Loads PostgreSQL's parser (WebAssembly) once; `translateSuiteql` awaits it itself. */
export function loadSuiteqlParser(): Promise<void> {
  loading ??= loadModule();
  return loading;
}

export async function translateSuiteql(query: string, options: TranslateOptions = {}): Promise<SuiteqlTranslation> {
  await loadSuiteqlParser();
  const source = checkSource(query);
  let parsed: ReturnType<typeof parseSync>;
  try {
    parsed = parseSync(source);
  } catch (error) {
    return refuse(`Syntax error: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const statements = parsed.stmts ?? [];
  if (statements.length !== 1) refuse('A SuiteQL request holds exactly one query.');
  const select = nodeOf(statements[0]?.stmt, 'SelectStmt');
  if (select === undefined) return refuse('SuiteQL is read-only: only SELECT queries are supported.');
  const translated = new Translator(options.now ?? new Date()).query(select, undefined);
  const sql = deparseSync({ version: parsed.version, stmts: [{ stmt: wrap('SelectStmt', translated.stmt) }] });
  return { sql, columns: translated.columns };
}

type SelectStmt = NodeOf<'SelectStmt'>;

interface TranslatedQuery {
  readonly stmt: SelectStmt;
  readonly columns: string[];
}

const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=']);

const ARITHMETIC: Readonly<Record<string, string>> = { '+': 'add', '-': 'sub', '*': 'mul', '/': 'div' };

/** Friendly names for PostgreSQL constructs SuiteQL has no equivalent for. */
const CONSTRUCTS: Partial<Record<string, string>> = {
  A_ArrayExpr: 'Arrays',
  A_Indirection: 'Subscripts and field selection',
  BooleanTest: 'IS TRUE / IS FALSE',
  CollateClause: 'COLLATE',
  GroupingFunc: 'GROUPING()',
  ParamRef: 'Bind parameters',
  RowExpr: 'Row constructors',
  XmlExpr: 'XML functions',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's local date and time, second precision, as Oracle's SYSDATE gives it. */
function localTimestamp(now: Date): string {
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ` +
    `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
  );
}

const support = (name: string, args: Node[]) => funcCall([SUITEQL_SCHEMA, name], args);

function isEmptyNode(node: Node): boolean {
  return Object.keys(node).length === 0;
}

class Translator {
  private readonly sysdate: string;

  constructor(now: Date) {
    this.sysdate = localTimestamp(now);
  }

  query(stmt: SelectStmt, parent: Block | undefined): TranslatedQuery {
    if (stmt.intoClause) refuse('SELECT INTO is not supported: SuiteQL is read-only.');
    if (stmt.lockingClause?.length)
      refuse('FOR UPDATE and other locking clauses are not supported: SuiteQL is read-only.');
    if (stmt.withClause) refuse('WITH (common table expressions) is not supported. Use a subquery in FROM.');
    if (stmt.windowClause?.length) refuse('Named windows (WINDOW ...) are not supported.');
    if (stmt.valuesLists?.length) refuse('VALUES lists are not supported.');
    return stmt.op === undefined || stmt.op === 'SETOP_NONE'
      ? this.block(stmt, parent)
      : this.setOperation(stmt, parent);
  }

  private setOperation(stmt: SelectStmt, parent: Block | undefined): TranslatedQuery {
    if (stmt.all && stmt.op !== 'SETOP_UNION') refuse('INTERSECT ALL and MINUS ALL are not supported.');
    if (stmt.larg === undefined || stmt.rarg === undefined) return refuse('A set operation needs two queries.');
    const left = this.query(stmt.larg, parent);
    const right = this.query(stmt.rarg, parent);
    if (left.columns.length !== right.columns.length) {
      refuse('The queries of a UNION, INTERSECT or MINUS must select the same number of columns.');
    }
    const sortClause = stmt.sortClause?.map((item) => {
      const sort = nodeOf(item, 'SortBy');
      const target = sort?.node;
      const position = integerValue(target);
      const [name, ...more] = names(nodeOf(target, 'ColumnRef')?.fields);
      const byName = name !== undefined && more.length === 0 && left.columns.includes(name);
      if (
        sort === undefined ||
        sort.useOp ||
        (!byName && (position === undefined || position < 1 || position > left.columns.length))
      ) {
        refuse('The ORDER BY of a UNION, INTERSECT or MINUS names a result column or gives its position.');
      }
      return item;
    });
    return {
      stmt: {
        op: stmt.op,
        ...(stmt.all ? { all: true } : {}),
        larg: left.stmt,
        rarg: right.stmt,
        ...(sortClause ? { sortClause } : {}),
        ...this.rowLimits(stmt),
      },
      columns: left.columns,
    };
  }

  /** FETCH FIRST n ROWS ONLY / WITH TIES and OFFSET n ROWS, with constant counts. */
  private rowLimits(stmt: SelectStmt): Pick<SelectStmt, 'limitCount' | 'limitOffset' | 'limitOption'> {
    const count = (node: Node | undefined, clause: string) => {
      if (node === undefined) return undefined;
      const value = integerValue(node);
      if (value === undefined) refuse(`${clause} takes a whole number.`);
      return integerConst(Math.max(value, 0));
    };
    const limitCount = count(stmt.limitCount, 'FETCH FIRST');
    const limitOffset = count(stmt.limitOffset, 'OFFSET');
    return {
      ...(limitCount ? { limitCount } : {}),
      ...(limitOffset ? { limitOffset } : {}),
      limitOption: stmt.limitOption ?? 'LIMIT_OPTION_DEFAULT',
    };
  }

  private block(stmt: SelectStmt, parent: Block | undefined): TranslatedQuery {
    if (stmt.groupDistinct) refuse('GROUP BY DISTINCT is not supported.');
    const block = new Block(parent);
    const from = stmt.fromClause ?? [];
    if (from.length === 0) refuse('A query needs a FROM clause. Use FROM DUAL to select without a table.');
    if (from.length > 1 && from.some((item) => 'JoinExpr' in item)) {
      refuse('ANSI joins (JOIN ... ON) and comma-separated tables cannot be mixed in one query.');
    }
    const fromClause = from.map((item) => this.fromItem(item, block));

    block.clause = 'where';
    const { rest, limit } = takeRownumLimit(stmt.whereClause);
    const whereClause = rest === undefined ? undefined : this.expr(rest, block);

    block.clause = 'select';
    const { targets, columns } = this.targets(stmt.targetList ?? [], block);

    block.clause = 'group';
    const groupClause = stmt.groupClause?.map((item) => {
      if ('GroupingSet' in item) refuse('ROLLUP, CUBE and GROUPING SETS are not supported.');
      if (integerValue(item) !== undefined) refuse('GROUP BY takes expressions, not column positions.');
      return this.expr(item, block);
    });

    block.clause = 'having';
    const havingClause = stmt.havingClause === undefined ? undefined : this.expr(stmt.havingClause, block);

    block.clause = 'order';
    const sortClause = stmt.sortClause?.map((item) => this.sortBy(item, block, columns));

    if (stmt.distinctClause?.some((item) => !isEmptyNode(item))) {
      refuse('DISTINCT ON is PostgreSQL syntax, not SuiteQL.');
    }
    const translated: SelectStmt = {
      ...(stmt.distinctClause ? { distinctClause: stmt.distinctClause } : {}),
      targetList: targets,
      fromClause,
      ...(whereClause ? { whereClause } : {}),
      ...(groupClause ? { groupClause } : {}),
      ...(havingClause ? { havingClause } : {}),
      ...(sortClause ? { sortClause } : {}),
      ...this.rowLimits(stmt),
      op: 'SETOP_NONE',
    };
    return { stmt: applyRownum(translated, block, limit), columns };
  }

  private fromItem(item: Node, block: Block): Node {
    const table = nodeOf(item, 'RangeVar');
    if (table) return this.table(table, block);
    const subselect = nodeOf(item, 'RangeSubselect');
    if (subselect) {
      if (subselect.lateral) refuse('LATERAL is not supported.');
      if (subselect.alias?.colnames?.length) refuse('Column aliases on a subquery alias are not supported.');
      const inner = nodeOf(subselect.subquery, 'SelectStmt');
      if (inner === undefined) return refuse('Unsupported subquery in FROM.');
      // A subquery in FROM sees enclosing queries, not the tables beside it.
      const translated = this.query(inner, block.parent);
      const alias = subselect.alias?.aliasname ?? '';
      block.addRange({ alias, table: undefined, columns: translated.columns });
      return wrap('RangeSubselect', {
        subquery: wrap('SelectStmt', translated.stmt),
        ...(subselect.alias ? { alias: { aliasname: alias } } : {}),
      });
    }
    const join = nodeOf(item, 'JoinExpr');
    if (join) {
      if (join.isNatural) refuse('NATURAL JOIN is not supported. Join with ON.');
      if (join.usingClause?.length) refuse('JOIN ... USING is not supported. Join with ON.');
      if (join.alias || join.join_using_alias) refuse('An alias on a join is not supported.');
      const jointype = join.jointype ?? 'JOIN_INNER';
      if (!['JOIN_INNER', 'JOIN_LEFT', 'JOIN_RIGHT', 'JOIN_FULL'].includes(jointype)) refuse('Unsupported join.');
      if (join.larg === undefined || join.rarg === undefined) return refuse('A join needs two sides.');
      const larg = this.fromItem(join.larg, block);
      const rarg = this.fromItem(join.rarg, block);
      const quals = join.quals === undefined ? undefined : this.expr(join.quals, block);
      return wrap('JoinExpr', { jointype, larg, rarg, ...(quals ? { quals } : {}) });
    }
    return refuse(`${CONSTRUCTS[tagOf(item)] ?? 'This kind of FROM item'} is not supported.`);
  }

  private table(table: NodeOf<'RangeVar'>, block: Block): Node {
    const name = table.relname ?? '';
    if (table.schemaname || table.catalogname) {
      refuse(`Record '${[table.catalogname, table.schemaname, name].filter(Boolean).join('.')}' was not found.`);
    }
    if (table.inh === false) refuse('ONLY is not supported.');
    if (table.alias?.colnames?.length) refuse('Column aliases on a table alias are not supported.');
    const alias = table.alias?.aliasname;
    if (name === DUAL) {
      block.addRange({ alias: alias ?? DUAL, table: DUAL, columns: [DUAL_COLUMN] });
      const dual: SelectStmt = {
        targetList: [resTarget(typeCast(stringConst('X'), 'text'), DUAL_COLUMN)],
        limitOption: 'LIMIT_OPTION_DEFAULT',
        op: 'SETOP_NONE',
      };
      return wrap('RangeSubselect', { subquery: wrap('SelectStmt', dual), alias: { aliasname: alias ?? DUAL } });
    }
    if (!isTableName(name)) return unknownRecord(name);
    block.addRange({ alias: alias ?? name, table: name, columns: tableColumns(name) });
    return wrap('RangeVar', {
      relname: name,
      inh: true,
      relpersistence: 'p',
      ...(alias ? { alias: { aliasname: alias } } : {}),
    });
  }

  private targets(list: readonly Node[], block: Block): { targets: Node[]; columns: string[] } {
    const targets: Node[] = [];
    const columns: string[] = [];
    let unnamedExpressions = 0;
    for (const item of list) {
      const target = nodeOf(item, 'ResTarget');
      if (target === undefined || target.val === undefined) return refuse('Unsupported select list.');
      if (target.indirection?.length) refuse(`${CONSTRUCTS.A_Indirection} are not supported.`);
      const reference = nodeOf(target.val, 'ColumnRef');
      const fields = reference?.fields ?? [];
      if (fields.some((field) => 'A_Star' in field)) {
        for (const [range, column] of this.star(fields, block)) {
          targets.push(resTarget(block.reference(range, column), column));
          columns.push(column);
        }
        continue;
      }
      const value = this.expr(target.val, block);
      const name = target.name ?? (reference ? names(fields).at(-1) : undefined) ?? `expr${++unnamedExpressions}`;
      targets.push(resTarget(value, name));
      columns.push(name);
    }
    return { targets, columns };
  }

  /** The columns `*` or `alias.*` stands for, in table order. */
  private star(fields: readonly Node[], block: Block): [RangeBinding, string][] {
    const [qualifier, ...rest] = names(fields);
    const ranges =
      fields.length === 1
        ? block.ranges
        : fields.length === 2 && qualifier !== undefined && rest[0] === undefined
          ? [block.ranges.find((range) => range.alias === qualifier) ?? unknownIdentifier(`${qualifier}.*`)]
          : refuse('Unsupported use of *.');
    if (ranges.length > 1 && ranges.some((range) => range.alias === '')) {
      refuse('Give the subquery in FROM an alias to select * from it beside other tables.');
    }
    return ranges.flatMap((range) => range.columns.map((column): [RangeBinding, string] => [range, column]));
  }

  private sortBy(item: Node, block: Block, outputs: readonly string[]): Node {
    const sort = nodeOf(item, 'SortBy');
    if (sort === undefined || sort.node === undefined) return refuse('Unsupported ORDER BY.');
    if (sort.useOp) refuse('ORDER BY ... USING is PostgreSQL syntax, not SuiteQL.');
    const position = integerValue(sort.node);
    if (position !== undefined) {
      if (position < 1 || position > outputs.length) refuse(`ORDER BY position ${position} is not in the select list.`);
      return item;
    }
    const [name, ...more] = names(nodeOf(sort.node, 'ColumnRef')?.fields);
    // A bare name in ORDER BY names a result column first, as in Oracle.
    const node =
      name !== undefined && more.length === 0 && outputs.includes(name) ? columnRef(name) : this.expr(sort.node, block);
    return wrap('SortBy', {
      node,
      sortby_dir: sort.sortby_dir ?? 'SORTBY_DEFAULT',
      sortby_nulls: sort.sortby_nulls ?? 'SORTBY_NULLS_DEFAULT',
    });
  }

  private expr(node: Node, block: Block): Node {
    if ('ColumnRef' in node) return this.column(node.ColumnRef, block);
    if ('A_Const' in node) return this.constant(node.A_Const);
    if ('A_Expr' in node) return this.operator(node.A_Expr, block);
    if ('BoolExpr' in node) {
      const { boolop = 'AND_EXPR', args = [] } = node.BoolExpr;
      return boolExpr(
        boolop,
        args.map((arg) => this.expr(arg, block)),
      );
    }
    if ('NullTest' in node) {
      const { arg, nulltesttype = 'IS_NULL' } = node.NullTest;
      if (arg === undefined) return refuse('IS NULL needs an operand.');
      return nullTest(this.expr(arg, block), nulltesttype);
    }
    if ('FuncCall' in node) return this.call(node.FuncCall, block);
    if ('CaseExpr' in node) return this.caseExpression(node.CaseExpr, block);
    if ('CoalesceExpr' in node) {
      return wrap('CoalesceExpr', { args: (node.CoalesceExpr.args ?? []).map((arg) => this.expr(arg, block)) });
    }
    if ('MinMaxExpr' in node) return this.greatestOrLeast(node.MinMaxExpr, block);
    if ('SubLink' in node) return this.subquery(node.SubLink, block);
    if ('TypeCast' in node) return this.cast(node.TypeCast, block);
    if ('SQLValueFunction' in node) {
      if (node.SQLValueFunction.op !== 'SVFOP_CURRENT_DATE') {
        refuse('Only SYSDATE and CURRENT_DATE give the current date in SuiteQL.');
      }
      return this.now();
    }
    return refuse(`${CONSTRUCTS[tagOf(node)] ?? 'This syntax'} is not supported in SuiteQL.`);
  }

  private now(): Node {
    return typeCast(stringConst(this.sysdate), 'timestamp');
  }

  private column(reference: NodeOf<'ColumnRef'>, block: Block): Node {
    const fields = reference.fields ?? [];
    if (fields.some((field) => 'A_Star' in field)) refuse('* is allowed only in the select list and in COUNT(*).');
    const parts = names(fields);
    if (parts.some((part) => part === undefined)) return refuse('Unsupported column reference.');
    const path = parts as string[];
    if (path.length === 1 && path[0] === ROWNUM) {
      if (block.clause !== 'select') refuse(ROWNUM_MISUSE);
      const numbered = arrivalRowNumber();
      block.rownumTargets.push(numbered);
      return numbered;
    }
    if (path.length === 1 && path[0] === 'sysdate') return this.now();
    const { block: owner, binding } = block.resolve(path);
    return owner.reference(binding.range, binding.column);
  }

  private constant(constant: NodeOf<'A_Const'>): Node {
    if (constant.boolval !== undefined)
      refuse("TRUE and FALSE are not SuiteQL; NetSuite's checkboxes hold 'T' and 'F'.");
    if (constant.bsval !== undefined) refuse('Bit strings are not supported.');
    // Oracle does not tell the empty string from NULL.
    if (constant.isnull || constant.sval?.sval === '' || (constant.sval && constant.sval.sval === undefined)) {
      return nullConst();
    }
    return wrap('A_Const', constant);
  }

  /** An operand of arithmetic: Oracle reads a string there as a number, and a bare NULL as a NULL number. */
  private arithmeticOperand(node: Node, block: Block): Node {
    const translated = this.expr(node, block);
    const constant = nodeOf(translated, 'A_Const');
    if (constant?.isnull) return typeCast(translated, 'numeric');
    if (constant?.sval !== undefined) return support('to_number', [translated]);
    return translated;
  }

  private operator(expression: NodeOf<'A_Expr'>, block: Block): Node {
    const operators = names(expression.name);
    const [operator] = operators;
    if (operator === undefined || operators.length !== 1)
      return refuse('OPERATOR(...) is PostgreSQL syntax, not SuiteQL.');
    const { lexpr, rexpr } = expression;
    switch (expression.kind) {
      case 'AEXPR_OP': {
        if (rexpr === undefined) return refuse(`Operator ${operator} needs an operand.`);
        const arithmetic = ARITHMETIC[operator];
        if (lexpr === undefined) {
          if (operator !== '-' && operator !== '+') refuse(`Operator ${operator} is not supported in SuiteQL.`);
          return wrap('A_Expr', {
            kind: 'AEXPR_OP',
            name: [stringNode(operator)],
            rexpr: this.arithmeticOperand(rexpr, block),
          });
        }
        if (arithmetic) {
          return support(arithmetic, [this.arithmeticOperand(lexpr, block), this.arithmeticOperand(rexpr, block)]);
        }
        if (operator === '||') return support('concat', [this.expr(lexpr, block), this.expr(rexpr, block)]);
        const comparison = operator === '^=' ? '<>' : operator;
        if (!COMPARISONS.has(comparison)) refuse(`Operator ${operator} is not supported in SuiteQL.`);
        return wrap('A_Expr', {
          kind: 'AEXPR_OP',
          name: [stringNode(comparison)],
          lexpr: this.expr(lexpr, block),
          rexpr: this.expr(rexpr, block),
        });
      }
      case 'AEXPR_IN': {
        const items = nodeOf(rexpr, 'List')?.items;
        if (lexpr === undefined || items === undefined) return refuse('IN needs a list of values.');
        return wrap('A_Expr', {
          kind: 'AEXPR_IN',
          name: [stringNode(operator)],
          lexpr: this.expr(lexpr, block),
          rexpr: wrap('List', { items: items.map((item) => this.expr(item, block)) }),
        });
      }
      case 'AEXPR_LIKE': {
        if (lexpr === undefined || rexpr === undefined) return refuse('LIKE needs two operands.');
        return wrap('A_Expr', {
          kind: 'AEXPR_LIKE',
          name: [stringNode(operator)],
          lexpr: this.expr(lexpr, block),
          rexpr: this.likePattern(rexpr, block),
        });
      }
      case 'AEXPR_BETWEEN':
      case 'AEXPR_NOT_BETWEEN': {
        const bounds = nodeOf(rexpr, 'List')?.items;
        if (lexpr === undefined || bounds?.length !== 2) return refuse('BETWEEN needs two bounds.');
        return wrap('A_Expr', {
          kind: expression.kind,
          name: [stringNode(operator)],
          lexpr: this.expr(lexpr, block),
          rexpr: wrap('List', { items: bounds.map((bound) => this.expr(bound, block)) }),
        });
      }
      case 'AEXPR_NULLIF': {
        if (lexpr === undefined || rexpr === undefined) return refuse('NULLIF needs two arguments.');
        return wrap('A_Expr', {
          kind: 'AEXPR_NULLIF',
          name: [stringNode('=')],
          lexpr: this.expr(lexpr, block),
          rexpr: this.expr(rexpr, block),
        });
      }
      case 'AEXPR_DISTINCT':
      case 'AEXPR_NOT_DISTINCT':
        return refuse('IS [NOT] DISTINCT FROM is not supported in SuiteQL. Use NVL or DECODE.');
      default:
        return refuse(`${expression.kind === 'AEXPR_ILIKE' ? 'ILIKE' : 'This operator'} is not supported in SuiteQL.`);
    }
  }

  /** Oracle's LIKE has no escape character unless ESCAPE names one; PostgreSQL's uses backslash. */
  private likePattern(pattern: Node, block: Block): Node {
    const escaping = nodeOf(pattern, 'FuncCall');
    const [schema, name] = names(escaping?.funcname);
    if (escaping && schema === 'pg_catalog' && name === 'like_escape') {
      const [text, character] = escaping.args ?? [];
      if (text === undefined || character === undefined) return refuse('Unsupported ESCAPE clause.');
      return funcCall(['pg_catalog', 'like_escape'], [this.expr(text, block), this.expr(character, block)]);
    }
    return funcCall(['pg_catalog', 'like_escape'], [this.expr(pattern, block), stringConst('')]);
  }

  private call(call: NodeOf<'FuncCall'>, block: Block): Node {
    const [first, second, ...rest] = names(call.funcname);
    if (first === undefined || rest.length > 0) return refuse('Unsupported function name.');
    if (call.agg_filter) refuse('FILTER (WHERE ...) is PostgreSQL syntax, not SuiteQL. Use CASE inside the aggregate.');
    if (call.agg_order?.length || call.agg_within_group) refuse('Ordered aggregates are not supported.');
    if (call.func_variadic) refuse('VARIADIC is PostgreSQL syntax, not SuiteQL.');
    if (second !== undefined && first === 'builtin') {
      if (second !== 'df') refuse(`BUILTIN.${second.toUpperCase()} is not supported in the sandbox.`);
      return this.displayValue(call, block);
    }
    if (second !== undefined) {
      if (first === 'pg_catalog' && call.funcformat === 'COERCE_SQL_SYNTAX' && !call.over) {
        return syntaxFunction(
          second,
          (call.args ?? []).map((arg) => this.expr(arg, block)),
        );
      }
      return refuse(`Function '${first}.${second}' is not supported in SuiteQL.`);
    }
    const spec = functionSpec(first);
    const label = first.toUpperCase();
    if (spec === undefined) return refuse(`Function ${label} is not supported in SuiteQL.`);
    if (call.agg_star && first !== 'count') refuse(`${label}(*) is not supported.`);
    if (call.agg_distinct && spec.kind !== 'aggregate')
      refuse(`DISTINCT is allowed only in aggregates, not in ${label}.`);
    if (call.over && spec.kind === 'scalar') refuse(`${label} is not an analytic function.`);
    if (!call.over && spec.kind === 'window') refuse(`${label} needs an OVER (...) clause.`);
    const args = (call.args ?? []).map((arg) => this.expr(arg, block));
    const [min, max] = spec.arity;
    const count = call.agg_star ? 0 : args.length;
    if (count < min || count > max || (first === 'count' && !call.agg_star && count !== 1)) {
      refuse(`${label} takes ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}.`);
    }
    if (call.over) block.hasWindows = true;
    else if (spec.kind === 'aggregate') block.hasAggregates = true;
    const site: CallSite = {
      name: label,
      args,
      distinct: call.agg_distinct === true,
      star: call.agg_star === true,
      over: call.over === undefined ? undefined : this.window(call.over, block),
    };
    return spec.build(site);
  }

  private window(window: NodeOf<'WindowDef'>, block: Block): NodeOf<'WindowDef'> {
    if (window.name || window.refname) refuse('Named windows are not supported.');
    // 1058 is the default frame: RANGE UNBOUNDED PRECEDING to CURRENT ROW, as in Oracle.
    if (window.frameOptions !== 1058) refuse('Window frames (ROWS/RANGE BETWEEN ...) are not supported.');
    const orderClause = window.orderClause?.map((item) => {
      const sort = nodeOf(item, 'SortBy');
      if (sort?.node === undefined || sort.useOp) return refuse('Unsupported ORDER BY in OVER (...).');
      return wrap('SortBy', { ...sort, node: this.expr(sort.node, block) });
    });
    return {
      ...(window.partitionClause
        ? { partitionClause: window.partitionClause.map((item) => this.expr(item, block)) }
        : {}),
      ...(orderClause ? { orderClause } : {}),
      frameOptions: 1058,
    };
  }

  private displayValue(call: NodeOf<'FuncCall'>, block: Block): Node {
    const [argument, ...others] = call.args ?? [];
    const reference = nodeOf(argument, 'ColumnRef');
    const path = names(reference?.fields);
    if (reference === undefined || others.length > 0 || path.some((part) => part === undefined)) {
      return refuse('BUILTIN.DF takes one column of a record.');
    }
    const { block: owner, binding } = block.resolve(path as string[]);
    const { range, column } = binding;
    if (range.table === undefined || range.table === DUAL) {
      return refuse(`BUILTIN.DF takes a column of a record; '${path.join('.')}' belongs to a subquery.`);
    }
    return displayValue({
      table: range.table,
      column,
      value: owner.reference(range, column),
      sibling: (other) => owner.reference(range, other),
    });
  }

  private caseExpression(expression: NodeOf<'CaseExpr'>, block: Block): Node {
    const whens = (expression.args ?? []).map((item): [Node, Node] => {
      const when = nodeOf(item, 'CaseWhen');
      if (when?.expr === undefined || when.result === undefined) return refuse('Unsupported CASE.');
      return [this.expr(when.expr, block), this.expr(when.result, block)];
    });
    const translated = caseExpr(whens, expression.defresult && this.expr(expression.defresult, block));
    if (expression.arg === undefined) return translated;
    const simple = nodeOf(translated, 'CaseExpr');
    return wrap('CaseExpr', { ...simple, arg: this.expr(expression.arg, block) });
  }

  /** GREATEST and LEAST are NULL in Oracle when any argument is; PostgreSQL skips NULLs. */
  private greatestOrLeast(expression: NodeOf<'MinMaxExpr'>, block: Block): Node {
    const args = (expression.args ?? []).map((arg) => this.expr(arg, block));
    const nulls = args.map((arg) => nullTest(arg, 'IS_NULL'));
    const anyNull = nulls.length === 1 ? (nulls[0] as Node) : boolExpr('OR_EXPR', nulls);
    return caseExpr([[anyNull, nullConst()]], wrap('MinMaxExpr', { op: expression.op ?? 'IS_GREATEST', args }));
  }

  private subquery(link: NodeOf<'SubLink'>, block: Block): Node {
    const select = nodeOf(link.subselect, 'SelectStmt');
    if (select === undefined) return refuse('Unsupported subquery.');
    const type = link.subLinkType ?? 'EXPR_SUBLINK';
    if (!['EXISTS_SUBLINK', 'ANY_SUBLINK', 'ALL_SUBLINK', 'EXPR_SUBLINK'].includes(type)) {
      refuse('This kind of subquery is not supported.');
    }
    const operators = names(link.operName);
    if (operators.some((operator) => operator === undefined || !COMPARISONS.has(operator))) {
      refuse('ANY and ALL take a comparison operator.');
    }
    const testexpr = link.testexpr === undefined ? undefined : this.expr(link.testexpr, block);
    const translated = this.query(select, block);
    if (type !== 'EXISTS_SUBLINK' && translated.columns.length !== 1) {
      refuse('A subquery used as a value or with IN, ANY or ALL selects exactly one column.');
    }
    return wrap('SubLink', {
      subLinkType: type,
      ...(testexpr ? { testexpr } : {}),
      ...(link.operName ? { operName: link.operName } : {}),
      subselect: wrap('SelectStmt', translated.stmt),
    });
  }

  private cast(cast: NodeOf<'TypeCast'>, block: Block): Node {
    const typeName = names(cast.typeName?.names).at(-1);
    const literal = stringValue(cast.arg);
    // DATE '2026-01-15' and TIMESTAMP '2026-01-15 10:00:00' are ANSI literals in Oracle.
    if (cast.location === -1 && literal !== undefined && (typeName === 'date' || typeName === 'timestamp')) {
      const shape = typeName === 'date' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}(:\d{2}(\.\d+)?)?$/;
      if (!shape.test(literal)) refuse(`Invalid ${typeName.toUpperCase()} literal '${literal}'.`);
      return typeCast(stringConst(literal), typeName);
    }
    if (cast.arg === undefined || cast.location === -1) return refuse('This literal is not supported in SuiteQL.');
    const value = this.expr(cast.arg, block);
    const modifiers = (cast.typeName?.typmods ?? []).map(integerValue);
    if (modifiers.some((modifier) => modifier === undefined)) return refuse('Type sizes are whole numbers.');
    const sizes = modifiers as number[];
    switch (typeName) {
      case 'number':
      case 'numeric':
      case 'decimal': {
        const number = support('to_number', [value]);
        if (sizes.length === 0) return number;
        return wrap('TypeCast', {
          arg: number,
          typeName: { names: [stringNode('numeric')], typmods: sizes.map(integerConst), typemod: -1 },
        });
      }
      case 'int2':
      case 'int4':
      case 'int8':
      case 'integer':
        return wrap('TypeCast', {
          arg: support('to_number', [value]),
          typeName: { names: [stringNode('numeric')], typmods: [integerConst(38), integerConst(0)], typemod: -1 },
        });
      case 'varchar':
      case 'varchar2':
      case 'nvarchar2': {
        const [width] = sizes;
        if (width === undefined) return refuse(`CAST to ${typeName.toUpperCase()} needs a length.`);
        return support('fit_text', [support('to_char', [value]), integerConst(width)]);
      }
      case 'date':
        return refuse('CAST to DATE is not supported. Use TO_DATE(text, format).');
      default:
        return refuse(`CAST to ${(typeName ?? 'this type').toUpperCase()} is not supported.`);
    }
  }
}
