import {
  arrivalRowNumber,
  boolExpr,
  columnRef,
  integerConst,
  integerValue,
  type Node,
  type NodeOf,
  names,
  nodeOf,
  replaceNode,
  resTarget,
  wrap,
} from './ast.ts';
import type { Block } from './scope.ts';
import { refuse } from './suiteql-error.ts';

/**
 * Oracle's ROWNUM numbers the rows of a query block as they pass its WHERE clause, before
 * GROUP BY, aggregates and ORDER BY. So `WHERE ROWNUM <= 10 ORDER BY trandate DESC` sorts
 * ten arbitrary rows, not the ten latest, and `SUM(x) ... WHERE ROWNUM <= 10` sums ten
 * rows. Users get that wrong often; the sandbox answers as Oracle does so the mistake
 * shows here rather than only on a real account.
 */

export const ROWNUM = 'rownum';

export const ROWNUM_MISUSE =
  'ROWNUM is supported in the select list and as ROWNUM <= n (or < n, = 1) ANDed into the WHERE clause.';

/** The alias of the subquery that takes the block's FROM and WHERE when ROWNUM must cut before a sort. */
const ROWS_ALIAS = '_sq_rownum_rows';

const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '=': '=', '<>': '<>' };

function isRownum(node: Node | undefined): boolean {
  const fields = names(nodeOf(node, 'ColumnRef')?.fields);
  return fields.length === 1 && fields[0] === ROWNUM;
}

/** How many rows pass `ROWNUM <op> n`: Oracle stops numbering at the first row that fails. */
function rowsPassing(operator: string, n: number): number | undefined {
  switch (operator) {
    case '<=':
      return Math.max(n, 0);
    case '<':
      return Math.max(n - 1, 0);
    case '=':
      return n === 1 ? 1 : 0;
    case '>':
      return n >= 1 ? 0 : undefined;
    case '>=':
      return n <= 1 ? undefined : 0;
    case '<>':
      return n >= 1 ? n - 1 : undefined;
    default:
      return refuse(ROWNUM_MISUSE);
  }
}

/** A top-level ROWNUM condition's row count, or null when the conjunct is not one. */
function conjunctLimit(conjunct: Node): number | undefined | null {
  const expression = nodeOf(conjunct, 'A_Expr');
  if (expression?.kind !== 'AEXPR_OP') return null;
  const [operator] = names(expression.name);
  if (operator === undefined || expression.lexpr === undefined) return null;
  if (isRownum(expression.lexpr)) {
    const n = integerValue(expression.rexpr);
    return n === undefined ? refuse(ROWNUM_MISUSE) : rowsPassing(operator, n);
  }
  if (isRownum(expression.rexpr)) {
    const n = integerValue(expression.lexpr);
    const flipped = FLIPPED[operator];
    return n === undefined || flipped === undefined ? refuse(ROWNUM_MISUSE) : rowsPassing(flipped, n);
  }
  return null;
}

function conjuncts(node: Node): Node[] {
  const bool = nodeOf(node, 'BoolExpr');
  return bool?.boolop === 'AND_EXPR' ? (bool.args ?? []).flatMap(conjuncts) : [node];
}

/**
 * Takes the ROWNUM conditions out of a WHERE clause: the rows they let through and what is
 * left of the clause. Any other use of ROWNUM stays, for the translator to refuse.
 */
export function takeRownumLimit(where: Node | undefined): { rest: Node | undefined; limit: number | undefined } {
  if (where === undefined) return { rest: undefined, limit: undefined };
  let limit: number | undefined;
  const rest: Node[] = [];
  for (const conjunct of conjuncts(where)) {
    const rows = conjunctLimit(conjunct);
    if (rows === null) rest.push(conjunct);
    else if (rows !== undefined) limit = Math.min(limit ?? rows, rows);
  }
  return {
    rest: rest.length === 0 ? undefined : rest.length === 1 ? rest[0] : boolExpr('AND_EXPR', rest),
    limit,
  };
}

type SelectStmt = NodeOf<'SelectStmt'>;

/**
 * Applies a ROWNUM limit to a translated block. Without anything that reorders or groups
 * rows, it is a plain LIMIT. Otherwise the FROM and WHERE move into a subquery cut at the
 * limit, and every reference the select list, GROUP BY, HAVING and ORDER BY make to them
 * is re-pointed at that subquery's columns.
 */
export function applyRownum(stmt: SelectStmt, block: Block, limit: number | undefined): SelectStmt {
  const grouped = (stmt.groupClause?.length ?? 0) > 0 || stmt.havingClause !== undefined || block.hasAggregates;
  if (block.rownumTargets.length > 0 && grouped) refuse('ROWNUM cannot be selected in a query that groups rows.');
  if (limit === undefined) return stmt;
  const reorders =
    grouped ||
    (stmt.sortClause?.length ?? 0) > 0 ||
    stmt.distinctClause !== undefined ||
    block.hasWindows ||
    stmt.limitCount !== undefined ||
    stmt.limitOffset !== undefined;
  if (!reorders) return { ...stmt, limitCount: integerConst(limit), limitOption: 'LIMIT_OPTION_COUNT' };

  const carried = new Map<string, string>();
  const innerTargets: Node[] = [];
  for (const reference of block.references) {
    if (reference.clause === 'from' || reference.clause === 'where') continue;
    const key = `${reference.range.alias}.${reference.column}`;
    let name = carried.get(key);
    if (name === undefined) {
      name = `_sq_c${carried.size + 1}`;
      carried.set(key, name);
      const source =
        reference.range.alias === '' ? columnRef(reference.column) : columnRef(reference.range.alias, reference.column);
      innerTargets.push(resTarget(source, name));
    }
    replaceNode(reference.node, columnRef(ROWS_ALIAS, name));
  }
  if (block.rownumTargets.length > 0) {
    innerTargets.push(resTarget(arrivalRowNumber(), '_sq_rownum'));
    for (const target of block.rownumTargets) replaceNode(target, columnRef(ROWS_ALIAS, '_sq_rownum'));
  }
  if (innerTargets.length === 0) innerTargets.push(resTarget(integerConst(1), '_sq_one'));
  const inner: SelectStmt = {
    targetList: innerTargets,
    ...(stmt.fromClause === undefined ? {} : { fromClause: stmt.fromClause }),
    ...(stmt.whereClause === undefined ? {} : { whereClause: stmt.whereClause }),
    limitCount: integerConst(limit),
    limitOption: 'LIMIT_OPTION_COUNT',
    op: 'SETOP_NONE',
  };
  const { whereClause: _movedIntoSubquery, ...outer } = stmt;
  return {
    ...outer,
    fromClause: [wrap('RangeSubselect', { subquery: wrap('SelectStmt', inner), alias: { aliasname: ROWS_ALIAS } })],
  };
}
