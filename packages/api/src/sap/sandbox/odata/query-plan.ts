import { invalidProperty, queryStringError } from '../http/service-layer-error.ts';
import type { EntityRecord, EntitySetSpec } from '../schema/entity-sets.ts';
import { compileFilter } from './filter.ts';

/** What a collection request asks for, checked against the entity set. */
export interface QueryPlan {
  readonly select: readonly string[] | undefined;
  readonly filter: ((record: EntityRecord) => boolean) | undefined;
  readonly orderBy: readonly { readonly name: string; readonly descending: boolean }[];
  readonly top: number | undefined;
  readonly skip: number;
  readonly inlineCount: boolean;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function wholeNumber(value: string | null, option: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value.trim())) throw queryStringError(`Invalid ${option}`);
  return Number(value.trim());
}

function checkedName(spec: EntitySetSpec, raw: string): string {
  const name = raw.trim();
  if (!NAME.test(name) || !(name in spec.properties)) throw invalidProperty(name);
  return name;
}

/**
 * Reads the OData options of a collection request: `$select`, `$filter`, `$orderby`, `$top`,
 * `$skip`, and the inline count (`$count=true` in v4, `$inlinecount=allpages` in v3).
 */
export function planQuery(spec: EntitySetSpec, params: URLSearchParams): QueryPlan {
  const select = params.get('$select');
  const filter = params.get('$filter');
  const orderBy = params.get('$orderby');
  return {
    select:
      select === null || select.trim() === '*' ? undefined : select.split(',').map((name) => checkedName(spec, name)),
    filter: filter === null || filter.trim() === '' ? undefined : compileFilter(filter.trim(), spec),
    orderBy:
      orderBy === null
        ? []
        : orderBy.split(',').map((part) => {
            const [name = '', direction = 'asc', ...rest] = part.trim().split(/\s+/);
            if (rest.length > 0 || !/^(?:asc|desc)$/i.test(direction)) throw queryStringError('Invalid $orderby');
            const checked = checkedName(spec, name);
            if (spec.properties[checked]?.kind === 'collection') throw invalidProperty(checked);
            return { name: checked, descending: direction.toLowerCase() === 'desc' };
          }),
    top: wholeNumber(params.get('$top'), '$top'),
    skip: wholeNumber(params.get('$skip'), '$skip') ?? 0,
    inlineCount: params.get('$count') === 'true' || params.get('$inlinecount') === 'allpages',
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** The records a plan keeps, in its order (the key's when none is asked for), before paging. */
export function applyPlan(spec: EntitySetSpec, records: readonly EntityRecord[], plan: QueryPlan): EntityRecord[] {
  const kept = plan.filter ? records.filter(plan.filter) : [...records];
  const order = plan.orderBy.length > 0 ? plan.orderBy : [{ name: spec.key, descending: false }];
  return kept.sort((a, b) => {
    for (const { name, descending } of order) {
      const difference = compareValues(a[name], b[name]);
      if (difference !== 0) return descending ? -difference : difference;
    }
    return 0;
  });
}
