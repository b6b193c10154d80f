import { defaultParser } from '@odata/parser';
import { DATAVERSE_CODES, DataverseError, unknownProperty } from '../http/dataverse-error.ts';
import type { EntityDefinition } from '../schema/entity-definition.ts';
import { type ColumnValue, isRowReference, type Row } from '../store/row.ts';
import type { PropertyResolver } from './properties.ts';

/** A compiled `$filter`: whether a row passes. */
export type RowPredicate = (row: Row) => boolean;

type Scalar = string | number | boolean | null;

/** The parts of @odata/parser's syntax tree this compiler reads. */
interface SyntaxNode {
  readonly type: string;
  readonly raw: string;
  readonly value: unknown;
}

function isNode(value: unknown): value is SyntaxNode {
  return value !== null && typeof value === 'object' && 'type' in value && 'raw' in value;
}

function child(node: SyntaxNode, key: 'left' | 'right'): SyntaxNode {
  const value = node.value as Record<string, unknown>;
  const found = value[key];
  if (!isNode(found)) throw syntaxError(node.raw, 0);
  return found;
}

function syntaxError(filter: string, position: number): DataverseError {
  return new DataverseError(400, DATAVERSE_CODES.queryError, `Syntax error at position ${position} in '${filter}'.`);
}

const COMPARISONS: Readonly<Record<string, (a: Scalar, b: Scalar) => boolean>> = {
  EqualsExpression: (a, b) => a === b,
  NotEqualsExpression: (a, b) => a !== b,
  LesserThanExpression: (a, b) => a !== null && b !== null && a < b,
  LesserOrEqualsExpression: (a, b) => a !== null && b !== null && a <= b,
  GreaterThanExpression: (a, b) => a !== null && b !== null && a > b,
  GreaterOrEqualsExpression: (a, b) => a !== null && b !== null && a >= b,
};

const STRING_METHODS: Readonly<Record<string, (text: string, part: string) => boolean>> = {
  contains: (text, part) => text.includes(part),
  startswith: (text, part) => text.startsWith(part),
  endswith: (text, part) => text.endsWith(part),
};

/** A literal's value: strings unquoted, numbers as numbers, dates as the ISO text rows hold. */
function literal(node: SyntaxNode): Scalar {
  const raw = node.raw;
  switch (node.value) {
    case 'null':
      return null;
    case 'Edm.Boolean':
      return raw === 'true';
    case 'Edm.String':
      return raw.slice(1, -1).replace(/''/g, "'");
    case 'Edm.Guid':
      return raw.toLowerCase();
    case 'Edm.Date':
      return `${raw}T00:00:00Z`;
    case 'Edm.DateTimeOffset':
      return `${new Date(raw).toISOString().slice(0, 19)}Z`;
    default:
      return Number(raw);
  }
}

/** Strings compare without regard to case, as Dataverse's SQL collation does. */
function comparable(value: ColumnValue | undefined): Scalar {
  if (value === undefined) return null;
  if (isRowReference(value)) return value.id;
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/**
 * Compiles a `$filter` for rows of `table`: comparisons, `and`, `or`, `not`, parentheses,
 * `contains`, `startswith` and `endswith`, over the table's properties and one lookup step
 * (`primarycontactid/fullname`). Anything else Dataverse would not read is refused in its words.
 */
export function compileFilter(filter: string, table: EntityDefinition, properties: PropertyResolver): RowPredicate {
  let tree: unknown;
  try {
    tree = defaultParser.filter(filter);
  } catch (error) {
    const position = /at (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    throw syntaxError(filter, Number(position ?? 0));
  }
  if (!isNode(tree)) throw syntaxError(filter, 0);
  return compile(tree);

  function operand(node: SyntaxNode): (row: Row) => Scalar {
    if (node.type === 'Literal') {
      const value = literal(node);
      const folded = typeof value === 'string' ? value.toLowerCase() : value;
      return () => folded;
    }
    if (node.type === 'FirstMemberExpression' || node.type === 'MemberExpression') {
      const read = properties.reader(table, node.raw);
      if (!read) throw unknownProperty(node.raw.split('/')[0] ?? node.raw, table.logicalName);
      return (row) => comparable(read(row));
    }
    if (node.type === 'ParenExpression' && isNode(node.value)) return operand(node.value);
    throw syntaxError(filter, filter.indexOf(node.raw));
  }

  function compile(node: SyntaxNode): RowPredicate {
    switch (node.type) {
      case 'AndExpression': {
        const [left, right] = [compile(child(node, 'left')), compile(child(node, 'right'))];
        return (row) => left(row) && right(row);
      }
      case 'OrExpression': {
        const [left, right] = [compile(child(node, 'left')), compile(child(node, 'right'))];
        return (row) => left(row) || right(row);
      }
      case 'NotExpression':
      case 'BoolParenExpression':
      case 'ParenExpression': {
        if (!isNode(node.value)) throw syntaxError(filter, filter.indexOf(node.raw));
        const inner = compile(node.value);
        return node.type === 'NotExpression' ? (row) => !inner(row) : inner;
      }
      case 'MethodCallExpression': {
        const call = node.value as { method?: unknown; parameters?: unknown };
        const test = typeof call.method === 'string' ? STRING_METHODS[call.method] : undefined;
        const parameters = Array.isArray(call.parameters) ? call.parameters.filter(isNode) : [];
        const [subject, part] = parameters;
        if (!test || parameters.length !== 2 || !subject || !part) {
          throw new DataverseError(
            400,
            DATAVERSE_CODES.queryError,
            `The function '${String(call.method)}' is not supported in '${filter}'.`,
          );
        }
        const [text, fragment] = [operand(subject), operand(part)];
        return (row) => {
          const value = text(row);
          const wanted = fragment(row);
          return typeof value === 'string' && typeof wanted === 'string' && test(value, wanted);
        };
      }
      default: {
        const comparison = COMPARISONS[node.type];
        if (!comparison) throw syntaxError(filter, filter.indexOf(node.raw));
        const [left, right] = [operand(child(node, 'left')), operand(child(node, 'right'))];
        return (row) => comparison(left(row), right(row));
      }
    }
  }
}
