import { DATAVERSE_CODES, DataverseError, unknownProperty } from '../http/dataverse-error.ts';
import type { EntityDefinition } from '../schema/entity-definition.ts';
import { compileFilter, type RowPredicate } from './filter.ts';
import type { Navigation, PropertyResolver } from './properties.ts';

export interface OrderBy {
  readonly property: string;
  readonly descending: boolean;
}

export interface ExpandOption {
  readonly navigation: Navigation;
  readonly query: QueryOptions;
}

/** The system query options of one request (or one `$expand`), checked against the table. */
export interface QueryOptions {
  /** Property names to return; every column when absent. */
  readonly select?: readonly string[];
  readonly filter?: RowPredicate;
  readonly orderBy: readonly OrderBy[];
  readonly top?: number;
  readonly count: boolean;
  readonly expand: readonly ExpandOption[];
}

/** The most rows Dataverse returns in one page, and the most `$top` may ask for. */
export const MAX_PAGE_SIZE = 5000;

const SUPPORTED = new Set(['$select', '$filter', '$orderby', '$top', '$count', '$expand', '$skiptoken', '$format']);

function queryError(message: string): DataverseError {
  return new DataverseError(400, DATAVERSE_CODES.queryError, message);
}

/** Splits at commas outside parentheses and quotes: `a,b($select=c,d)` is two items. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === "'") quoted = !quoted;
    else if (!quoted && character === '(') depth += 1;
    else if (!quoted && character === ')') depth -= 1;
    else if (!quoted && depth === 0 && character === separator) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function parseTop(text: string): number {
  if (!/^\d+$/.test(text)) throw queryError(`Invalid value '${text}' for $top query option found.`);
  const top = Number(text);
  if (top > MAX_PAGE_SIZE) throw queryError(`The $top query parameter value ${top} is greater than ${MAX_PAGE_SIZE}.`);
  return top;
}

function parseCount(text: string): boolean {
  if (text !== 'true' && text !== 'false') throw queryError(`'${text}' is not a valid count option.`);
  return text === 'true';
}

/**
 * Reads `$select`, `$filter`, `$orderby`, `$top`, `$count` and `$expand` for rows of `table`, as
 * Dataverse does: an unknown property anywhere, a malformed filter, `$skip` or any other option
 * it does not support is refused with its error code.
 */
export function parseQueryOptions(
  options: ReadonlyMap<string, string>,
  table: EntityDefinition,
  properties: PropertyResolver,
): QueryOptions {
  for (const name of options.keys()) {
    if (name.startsWith('$') && !SUPPORTED.has(name)) {
      throw queryError(`The query parameter ${name} is not supported`);
    }
  }
  const select = options.get('$select');
  const filter = options.get('$filter');
  const orderBy = options.get('$orderby');
  const top = options.get('$top');
  const count = options.get('$count');
  const expand = options.get('$expand');
  return {
    ...(select === undefined ? {} : { select: parseSelect(select, table, properties) }),
    ...(filter === undefined ? {} : { filter: compileFilter(filter, table, properties) }),
    orderBy: orderBy === undefined ? [] : parseOrderBy(orderBy, table, properties),
    ...(top === undefined ? {} : { top: parseTop(top) }),
    count: count === undefined ? false : parseCount(count),
    expand: expand === undefined ? [] : parseExpand(expand, table, properties),
  };
}

function parseSelect(text: string, table: EntityDefinition, properties: PropertyResolver): string[] {
  return splitTopLevel(text).map((name) => {
    if (!properties.attribute(table, name)) throw unknownProperty(name, table.logicalName);
    return name;
  });
}

function parseOrderBy(text: string, table: EntityDefinition, properties: PropertyResolver): OrderBy[] {
  return splitTopLevel(text).map((item) => {
    const [property = '', direction = 'asc', ...rest] = item.split(/\s+/);
    if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
      throw queryError(`Syntax error at position ${item.length} in '${text}'.`);
    }
    if (!properties.attribute(table, property)) throw unknownProperty(property, table.logicalName);
    return { property, descending: direction === 'desc' };
  });
}

function parseExpand(text: string, table: EntityDefinition, properties: PropertyResolver): ExpandOption[] {
  return splitTopLevel(text).map((item) => {
    const open = item.indexOf('(');
    const name = open === -1 ? item : item.slice(0, open);
    const navigation = properties.navigation(table, name.trim());
    if (!navigation) throw unknownProperty(name.trim(), table.logicalName);
    if (open !== -1 && !item.endsWith(')')) throw queryError(`Syntax error at position ${item.length} in '${text}'.`);
    const nested = new Map<string, string>();
    for (const option of open === -1 ? [] : splitTopLevel(item.slice(open + 1, -1), ';')) {
      const equals = option.indexOf('=');
      if (equals === -1) throw queryError(`Syntax error at position ${option.length} in '${option}'.`);
      nested.set(option.slice(0, equals).trim(), option.slice(equals + 1).trim());
    }
    if (navigation.kind === 'single' && [...nested.keys()].some((key) => key !== '$select')) {
      throw queryError(
        `Only $select is allowed when expanding the single-valued navigation property '${navigation.name}'.`,
      );
    }
    return { navigation, query: parseQueryOptions(nested, navigation.target, properties) };
  });
}
