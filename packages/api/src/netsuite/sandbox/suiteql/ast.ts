import type { Node } from 'libpg-query';

/**
 * Small helpers over PostgreSQL's parse tree as libpg-query gives it: every node is an object
 * with one key, its tag (`{ ColumnRef: {...} }`). The translator reads user nodes through
 * `nodeOf` and builds its own with the constructors below, which the deparser turns into SQL.
 */

export type { Node };

export type NodeTag = Node extends infer N ? (N extends Record<infer K, unknown> ? K & string : never) : never;
export type NodeOf<T extends NodeTag> = Extract<Node, Record<T, unknown>>[T];

export function tagOf(node: Node): NodeTag {
  const [tag] = Object.keys(node);
  return tag as NodeTag;
}

export function nodeOf<T extends NodeTag>(node: Node | undefined, tag: T): NodeOf<T> | undefined {
  if (node === undefined || !(tag in node)) return undefined;
  return (node as unknown as Record<T, NodeOf<T>>)[tag];
}

export function wrap<T extends NodeTag>(tag: T, value: NodeOf<T>): Node {
  return { [tag]: value } as unknown as Node;
}

/** Turns `target` into `replacement` in place, so every holder of the object sees the change. */
export function replaceNode(target: Node, replacement: Node): void {
  const holder = target as Record<string, unknown>;
  for (const key of Object.keys(holder)) delete holder[key];
  Object.assign(holder, replacement);
}

export const stringNode = (sval: string): Node => wrap('String', { sval });

/** The names in a list of `String` nodes, e.g. a function's or a column reference's parts. */
export function names(parts: readonly Node[] | undefined): (string | undefined)[] {
  return (parts ?? []).map((part) => nodeOf(part, 'String')?.sval);
}

export const columnRef = (...fields: string[]): Node => wrap('ColumnRef', { fields: fields.map(stringNode) });

export const funcCall = (name: readonly string[], args: Node[] = []): Node =>
  wrap('FuncCall', { funcname: name.map(stringNode), args, funcformat: 'COERCE_EXPLICIT_CALL' });

export const integerConst = (ival: number): Node => wrap('A_Const', { ival: { ival } });

export const stringConst = (sval: string): Node => wrap('A_Const', { sval: { sval } });

export const nullConst = (): Node => wrap('A_Const', { isnull: true });

export const typeCast = (arg: Node, ...typeName: string[]): Node =>
  wrap('TypeCast', { arg, typeName: { names: typeName.map(stringNode), typemod: -1 } });

export const nullTest = (arg: Node, nulltesttype: 'IS_NULL' | 'IS_NOT_NULL'): Node =>
  wrap('NullTest', { arg, nulltesttype });

export const boolExpr = (boolop: 'AND_EXPR' | 'OR_EXPR' | 'NOT_EXPR', args: Node[]): Node =>
  wrap('BoolExpr', { boolop, args });

export const caseExpr = (whens: readonly (readonly [Node, Node])[], otherwise?: Node): Node =>
  wrap('CaseExpr', {
    args: whens.map(([expr, result]) => wrap('CaseWhen', { expr, result })),
    ...(otherwise === undefined ? {} : { defresult: otherwise }),
  });

export const resTarget = (val: Node, name?: string): Node =>
  wrap('ResTarget', { val, ...(name === undefined ? {} : { name }) });

/** `row_number() over ()`: rows numbered in the order they arrive, before any sort. */
export const arrivalRowNumber = (): Node =>
  wrap('FuncCall', {
    funcname: [stringNode('row_number')],
    over: { frameOptions: 1058 },
    funcformat: 'COERCE_EXPLICIT_CALL',
  });

/** The integer a constant holds, or undefined for anything else. */
export function integerValue(node: Node | undefined): number | undefined {
  const constant = nodeOf(node, 'A_Const');
  if (constant === undefined) return undefined;
  if (constant.ival !== undefined) return constant.ival.ival ?? 0;
  return undefined;
}

/** The text of a string constant, or undefined for anything else. */
export function stringValue(node: Node | undefined): string | undefined {
  return nodeOf(node, 'A_Const')?.sval?.sval;
}
