import { columnRef, type Node } from './ast.ts';
import type { SuiteqlTable as TableName } from './catalog.ts';
import { DUAL } from './catalog.ts';
import { refuse, unknownField, unknownIdentifier } from './suiteql-error.ts';

/**
 * Name resolution for one query block (one SELECT ... FROM ...), as Oracle does it: every
 * column a query names must belong to exactly one table or subquery in scope, looking
 * outwards through enclosing blocks for correlated subqueries. What each reference resolves
 * to is kept, because BUILTIN.DF needs the record behind a column and ROWNUM may have to
 * move the block's FROM and WHERE into a subquery and re-point the references above it.
 */

/** The clause of a block being translated: references made there stay with it. */
export type Clause = 'from' | 'where' | 'select' | 'group' | 'having' | 'order';

export interface RangeBinding {
  /** The name that qualifies its columns: the alias, or the table's own name. Empty for an unnamed subquery. */
  readonly alias: string;
  /** The table behind it, or undefined for a subquery. */
  readonly table: TableName | typeof DUAL | undefined;
  readonly columns: readonly string[];
}

export interface ColumnBinding {
  readonly range: RangeBinding;
  readonly column: string;
}

export interface Reference extends ColumnBinding {
  /** The ColumnRef node in the translated tree, re-pointed in place when the block is wrapped. */
  readonly node: Node;
  readonly clause: Clause;
}

export class Block {
  readonly parent: Block | undefined;
  readonly ranges: RangeBinding[] = [];
  readonly references: Reference[] = [];
  /** ROWNUM in the select list, as `row_number() over ()` nodes to re-point if the block is wrapped. */
  readonly rownumTargets: Node[] = [];
  clause: Clause = 'from';
  hasAggregates = false;
  hasWindows = false;

  constructor(parent: Block | undefined) {
    this.parent = parent;
  }

  addRange(range: RangeBinding): void {
    if (range.alias !== '' && this.ranges.some((existing) => existing.alias === range.alias)) {
      refuse(`The table alias '${range.alias}' is used twice in the same FROM clause.`);
    }
    this.ranges.push(range);
  }

  /** A new ColumnRef to `column` of `range`, remembered as a reference made in the current clause. */
  reference(range: RangeBinding, column: string): Node {
    const node = range.alias === '' ? columnRef(column) : columnRef(range.alias, column);
    this.references.push({ node, range, column, clause: this.clause });
    return node;
  }

  /** The block and range a column name belongs to, looking outwards; a refusal when none or several. */
  resolve(fields: readonly string[]): { block: Block; binding: ColumnBinding } {
    if (fields.length === 1) return this.resolveBare(fields[0] ?? '');
    if (fields.length === 2) return this.resolveQualified(fields[0] ?? '', fields[1] ?? '');
    return refuse(`Unknown identifier '${fields.join('.')}'. Schema-qualified names are not supported.`);
  }

  private resolveBare(column: string): { block: Block; binding: ColumnBinding } {
    for (let block: Block | undefined = this; block; block = block.parent) {
      const matches = block.ranges.filter((range) => range.columns.includes(column));
      if (matches.length > 1) refuse(`Column '${column}' is ambiguous: qualify it with a table alias.`);
      const [range] = matches;
      if (range) return { block, binding: { range, column } };
    }
    const [only, ...others] = this.ranges;
    if (only?.table !== undefined && only.table !== DUAL && others.length === 0) unknownField(column, only.table);
    return unknownIdentifier(column);
  }

  private resolveQualified(alias: string, column: string): { block: Block; binding: ColumnBinding } {
    for (let block: Block | undefined = this; block; block = block.parent) {
      const range = block.ranges.find((candidate) => candidate.alias === alias);
      if (range === undefined) continue;
      if (!range.columns.includes(column)) {
        if (range.table !== undefined && range.table !== DUAL) unknownField(column, range.table);
        unknownIdentifier(`${alias}.${column}`);
      }
      return { block, binding: { range, column } };
    }
    return unknownIdentifier(`${alias}.${column}`);
  }
}
